"""How the printers spell half, bfloat16 and fp8 (``docs/cxx-half.md``).

CUDA: ``__half``/``__nv_bfloat16`` (``__half2``/``__nv_bfloat162``) with the operators and
intrinsics of ``cuda_fp16.h``/``cuda_bf16.h`` (sm_53 / sm_80 and later), the fp8 classes of
``cuda_fp8.h``; every conversion to or from these types is printed as a cast, since their
constructors and conversion operators make mixed expressions ambiguous in C++ (``h * 2.0f``
matches both ``operator*(__half, __half)`` and the built-in float product). OpenCL: ``half``
under ``cl_khr_fp16``; bfloat16 and fp8 have no OpenCL C type, so a kernel using them is
refused with that reason.
"""

from __future__ import annotations

from .cuda_runtime import LOWP_RAW
from .types import BF16, F16, ScalarType, StructType, Type, VectorType, element_scalar

#: math builtins (ir/builtins.py) -> the cuda_fp16.h / cuda_bf16.h name (2-vectors: h2...)
CUDA_MATH = {"sqrt": "hsqrt", "rsqrt": "hrsqrt", "native_recip": "hrcp", "exp": "hexp",
             "exp2": "hexp2", "exp10": "hexp10", "log": "hlog", "log2": "hlog2",
             "log10": "hlog10", "sin": "hsin", "cos": "hcos", "floor": "hfloor",
             "ceil": "hceil", "trunc": "htrunc", "rint": "hrint", "fma": "__hfma",
             "fabs": "__habs", "isnan": "__hisnan", "fmax": "__hmax", "fmin": "__hmin",
             "max": "__hmax", "min": "__hmin"}
_CUDA_CONV = {"float": "float", "double": "double", "int": "int", "uint": "uint",
              "long": "ll", "ulong": "ull", "short": "short", "ushort": "ushort",
              "half": "half", "bfloat16": "bfloat16"}
OPENCL_MODES = {"rn": "_rte", "rz": "_rtz", "rd": "_rtn", "ru": "_rtp"}


def is_lowp(t: Type | None) -> bool:
    """Whether ``t`` is (a vector of) half, bfloat16 or fp8."""
    s = element_scalar(t) if t is not None else None
    return isinstance(s, ScalarType) and s.is_lowp


def cuda_pair_name(t: VectorType) -> str | None:
    """``__half2``/``__nv_bfloat162`` for their 2-lane vectors, else None."""
    if t.lanes == 2 and t.elem == F16:
        return "__half2"
    if t.lanes == 2 and t.elem == BF16:
        return "__nv_bfloat162"
    return None


def cuda_make_name(t: VectorType) -> str | None:
    """The constructor of a 2-lane half/bfloat16 vector from two lanes."""
    return {F16: "__halves2half2", BF16: "__halves2bfloat162"}.get(t.elem) \
        if t.lanes == 2 else None


def cuda_includes(types: set) -> list[str]:
    """The ``#include`` lines a module using ``types`` needs."""
    out = []
    fmts = {t.fmt for t in types if isinstance(t, ScalarType) and t.is_lowp}
    raw = {LOWP_RAW[t.name][0] for t in types if isinstance(t, StructType) and
           t.name in LOWP_RAW}  # __half_raw & co. are the headers' own structs
    fmts |= raw & {"bf16"}
    if any(t == F16 for t in types) or "f16" in raw:
        out.append("#include <cuda_fp16.h>")
    if "bf16" in fmts:
        out.append("#include <cuda_bf16.h>")
    if fmts & {"e4m3", "e5m2"}:
        out.append("#include <cuda_fp8.h>")
    return out


def cuda_math_name(name: str, t: Type) -> str | None:
    """The CUDA spelling of math builtin ``name`` on half/bfloat16 type ``t`` (None when
    the headers have none)."""
    base = CUDA_MATH.get(name)
    if base is None:
        return None
    if isinstance(t, VectorType):
        return base + "2" if base.startswith("__h") else "h2" + base[1:]
    return base


def cuda_lowp_name(name: str, arg: Type, result: Type) -> str:
    """The CUDA spelling of a ``lowp`` builtin (``ir/builtins.py``) with argument type
    ``arg`` and result type ``result``."""
    if name.startswith("cvt_"):
        src, dst = _conv_word(arg), _conv_word(result)
        return f"__{src}2{dst}_{name[4:]}"
    base = "__" + name
    if isinstance(arg, VectorType):
        for suffix in ("_sat", "_nan"):
            if base.endswith(suffix):
                return base[:-len(suffix)] + "2" + suffix
        return base + "2"
    return base


def _conv_word(t: Type) -> str:
    from .types import NEUTRAL_NAMES

    return _CUDA_CONV[NEUTRAL_NAMES[element_scalar(t)]]


def opencl_refusal(t: Type) -> str | None:
    """Why OpenCL C cannot hold type ``t`` (also behind pointers and arrays; None when it
    can)."""
    from .types import ArrayType, PointerType

    while isinstance(t, (PointerType, ArrayType)):
        t = t.pointee if isinstance(t, PointerType) else t.elem
    s = element_scalar(t) if t is not None else None
    if isinstance(s, ScalarType) and s.fmt:
        what = "bfloat16" if s.fmt == "bf16" else f"fp8 ({s.fmt})"
        return f"OpenCL C has no {what} type (no Khronos extension defines one)"
    return None


__all__ = ["is_lowp", "cuda_pair_name", "cuda_make_name", "cuda_includes", "cuda_math_name",
           "cuda_lowp_name", "opencl_refusal", "OPENCL_MODES", "CUDA_MATH"]
