"""One CUDA kernel per 16-bit format applying every half (bfloat16) intrinsic the frontend
reads to arrays of bit patterns: the shared input of the differential test
(``tests/test_cxx_half.py``, simulator against a reference written there) and of the device
check (``scripts/gpu_half.py``, GPU against the simulator). ``docs/cxx-half.md``.

Each case writes one 32-bit word per thread into ``out[case * n + i]``: the bits of a result
in the format (kind ``v``), an integer (``i``: comparisons, conversions to int), or float bits
(``f``). Inputs: ``a``, ``b``, ``c`` 16-bit patterns (``x``, ``y``, ``z`` in the format),
``f`` float32 patterns (``F``), ``k`` int32 values (``K``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Format:
    """A 16-bit format's CUDA spellings."""

    key: str  # "half" | "bf16"
    type: str  # __half
    word: str  # the word in conversion names: half, bfloat16
    as_bits: str
    from_bits: str
    pair: str  # two lanes -> a 2-vector
    dtype: str  # the NumPy (ml_dtypes) dtype


FORMATS = {
    "half": Format("half", "__half", "half", "__half_as_ushort", "__ushort_as_half",
                   "__halves2half2", "float16"),
    "bf16": Format("bf16", "__nv_bfloat16", "bfloat16", "__bfloat16_as_ushort",
                   "__ushort_as_bfloat16", "__halves2bfloat162", "bfloat16"),
}


@dataclass(frozen=True)
class Case:
    """``name``: the case; ``expr``: CUDA text with ``{w}`` for the format's word and ``{P}``
    for its pair constructor; ``kind``: v | i | f; ``exact``: whether the simulator is
    bit-exact by construction (correctly rounded on both sides) or only close
    (``hexp`` & co.: the GPU's approximations, counted by the device check)."""

    name: str
    expr: str
    kind: str
    exact: bool = True


CASES: tuple[Case, ...] = (
    *(Case(n, f"__h{n}(x, y)", "v") for n in ("add", "sub", "mul", "div")),
    Case("fma", "__hfma(x, y, z)", "v"),
    Case("neg", "__hneg(x)", "v"),
    Case("abs", "__habs(x)", "v"),
    Case("op_add", "x + y", "v"), Case("op_sub", "x - y", "v"),
    Case("op_mul", "x * y", "v"), Case("op_div", "x / y", "v"),
    *(Case(n, f"__h{n}(x, y)", "v") for n in ("max", "min", "max_nan", "min_nan")),
    *(Case(f"{n}_sat", f"__h{n}_sat(x, y)", "v") for n in ("add", "sub", "mul")),
    Case("fma_sat", "__hfma_sat(x, y, z)", "v"),
    Case("add2_x", "__hadd2({P}(x, y), {P}(y, z)).x", "v"),
    Case("add2_y", "__hadd2({P}(x, y), {P}(y, z)).y", "v"),
    Case("sub2_y", "__hsub2({P}(x, y), {P}(y, z)).y", "v"),
    Case("mul2_x", "__hmul2({P}(x, y), {P}(y, z)).x", "v"),
    Case("fma2_y", "__hfma2({P}(x, y), {P}(y, z), {P}(z, x)).y", "v"),
    Case("add2_sat_x", "__hadd2_sat({P}(x, y), {P}(y, z)).x", "v"),
    *(Case(n, f"__h{n}(x, y)", "i") for n in (
        "eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu")),
    Case("isnan", "__hisnan(x)", "i"),
    Case("isinf", "__hisinf(x)", "i"),
    Case("sqrt", "hsqrt(x)", "v", exact=False),
    Case("rcp", "hrcp(x)", "v", exact=False),
    Case("exp", "hexp(x)", "v", exact=False),
    Case("log", "hlog(x)", "v", exact=False),
    Case("to_float", "__{w}2float(x)", "f"),
    *(Case(f"from_float_{m}", f"__float2{{w}}_{m}(F)", "v") for m in ("rn", "rz", "rd", "ru")),
    Case("from_float", "__float2{w}(F)", "v"),
    *(Case(f"to_int_{m}", f"__{{w}}2int_{m}(x)", "i") for m in ("rn", "rz", "rd", "ru")),
    *(Case(f"from_int_{m}", f"__int2{{w}}_{m}(K)", "v") for m in ("rn", "rz", "rd", "ru")),
    Case("as_short", "__{w}_as_short(x)", "i"),
    Case("shfl_xor", "__shfl_xor_sync(0xffffffffu, x, 1)", "v"),
)


def kernel_source(fmt: str, cases=CASES) -> str:
    """The CUDA source of kernel ``lowp_<fmt>`` applying ``cases``."""
    f = FORMATS[fmt]
    include = "cuda_fp16.h" if fmt == "half" else "cuda_bf16.h"
    lines = [f"#include <{include}>",
             f"__global__ void lowp_{fmt}(const unsigned short* a, const unsigned short* b,",
             "        const unsigned short* c, const unsigned int* f, const int* k,",
             "        unsigned int* out, int n) {",
             "    int i = blockIdx.x * blockDim.x + threadIdx.x;",
             "    if (i >= n) return;",
             f"    {f.type} x = {f.from_bits}(a[i]);",
             f"    {f.type} y = {f.from_bits}(b[i]);",
             f"    {f.type} z = {f.from_bits}(c[i]);",
             "    float F = __uint_as_float(f[i]);",
             "    int K = k[i];"]
    for j, case in enumerate(cases):
        e = case.expr.replace("{w}", f.word).replace("{P}", f.pair)
        if case.kind == "v":
            e = f"(unsigned int){f.as_bits}({e})"
        elif case.kind == "f":
            e = f"__float_as_uint({e})"
        else:
            e = f"(unsigned int)({e})"
        lines.append(f"    out[{j} * n + i] = {e};  // {case.name}")
    lines.append("}")
    return "\n".join(lines) + "\n"


SPECIAL16 = {
    "half": (0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x3BFF, 0x3C00, 0x3C01, 0x7BFF,
             0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0x3800, 0x4000, 0x1400),
    "bf16": (0x0000, 0x8000, 0x0001, 0x8001, 0x007F, 0x0080, 0x3F7F, 0x3F80, 0x3F81, 0x7F7F,
             0xFF7F, 0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0x3F00, 0x4000, 0x3380),
}


def inputs(fmt: str, n: int, seed: int = 0, all_unary: bool = False) -> dict[str, np.ndarray]:
    """Random inputs for ``n`` threads: 16-bit patterns with the format's special values
    mixed in (every pattern in order for ``a`` when ``all_unary``), float32 patterns near the
    format's rounding boundaries and anywhere, int32 values of every magnitude."""
    rng = np.random.default_rng(seed)
    sp = np.array(SPECIAL16[fmt], np.uint16)

    def pats():
        p = rng.integers(0, 1 << 16, n, dtype=np.uint32).astype(np.uint16)
        pick = rng.random(n) < 0.15
        p[pick] = rng.choice(sp, int(pick.sum()))
        return p

    a = (np.arange(n, dtype=np.uint32) & 0xFFFF).astype(np.uint16) if all_unary else pats()
    f = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    # float32 patterns whose low bits sit at the format's rounding boundary (ties and near)
    drop = 13 if fmt == "half" else 16
    near = rng.random(n) < 0.5
    tail = rng.choice(np.array([0, 1, (1 << (drop - 1)) - 1, 1 << (drop - 1),
                                (1 << (drop - 1)) + 1, (1 << drop) - 1], np.uint32), n)
    f[near] = (f[near] & ~np.uint32((1 << drop) - 1)) | tail[near]
    bits = rng.integers(0, 32, n)
    k = (rng.integers(0, 1 << 32, n, dtype=np.uint64) >> bits.astype(np.uint64)).astype(
        np.uint32).view(np.int32)
    return {"a": a, "b": pats(), "c": pats(), "f": f, "k": k.copy(), "n": n}


def outputs_by_case(out: np.ndarray, n: int, cases=CASES) -> dict[str, np.ndarray]:
    """The ``out`` buffer split into one uint32 array per case name."""
    out = np.asarray(out).reshape(len(cases), n)
    return {case.name: out[j] for j, case in enumerate(cases)}


#: minimal kernels (issue 18): a half axpy, a bfloat16 dot with float accumulation, a
#: __half2 kernel, by kernel name
REPRODUCTIONS = {}
REPRODUCTIONS["haxpy"] = """#include <cuda_fp16.h>
__global__ void haxpy(const __half* x, __half* y, __half a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __hfma(a, x[i], y[i]);
}
"""
REPRODUCTIONS["bdot"] = """#include <cuda_bf16.h>
__global__ void bdot(const __nv_bfloat16* a, const __nv_bfloat16* b, float* out, int n) {
    __shared__ float part[64];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    part[threadIdx.x] = i < n ? __bfloat162float(a[i]) * __bfloat162float(b[i]) : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int j = 0; j < 64; j++) s += part[j];
        atomicAdd(out, s);
    }
}
"""
REPRODUCTIONS["hvec"] = """#include <cuda_fp16.h>
__global__ void hvec(const __half2* a, const __half2* b, __half2* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half2 p = __hmul2(a[i], b[i]);
        c[i] = __hadd2(p, __halves2half2(__high2half(p), __low2half(p)));
    }
}
"""


__all__ = ["REPRODUCTIONS", "FORMATS", "CASES", "Case", "kernel_source", "inputs", "outputs_by_case"]
