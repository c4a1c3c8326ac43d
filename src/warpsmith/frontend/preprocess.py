"""C preprocessor over the lexer's tokens (CUDA C and OpenCL C).

Handles ``#include`` (quoted: relative to the including file, then ``include_dirs``;
angle-bracket: ``include_dirs``, as nvcc and every C compiler search them, then the
built-in system headers, which are recorded in ``system_includes`` and skipped),
``#pragma once``, ``#define``/``#undef`` (object- and function-like, variadic, ``#`` and
``##``), the conditional directives with a full integer constant-expression evaluator,
``#error`` and ``#pragma unroll``. Macro expansion follows Prosser's algorithm: every token
carries a hide set (the names of the macros whose expansion produced it); a name in its
own token's hide set is never expanded again ("painted blue").

System headers. ``#include <x>`` of a system header (:data:`SYSTEM_HEADERS`, see
:func:`is_system_header`) is never read from disk, even when an ``include_dirs`` entry holds
one (a ``-I $CUDA_HOME/include`` would otherwise drown the parser in host declarations):
warpsmith supplies what device code may use from them itself (CUDA builtins, math functions, vector types, the macros of
:data:`PREDEFINED`). A *quoted* include that is found neither next to the including file nor
in ``include_dirs`` falls back to the same handling (as gcc/nvcc fall back to the system
search path) when its name is a known system header (:data:`SYSTEM_HEADERS`: ``"math.h"``,
``"cuda.h"``, ``"stdio.h"``, ...) or a CUDA SDK helper header (``helper_math.h``,
``helper_cuda.h``, ``cutil*.h``, ``math_constants.h``, ``cooperative_groups.h``,
``sm_*_intrinsics.h``, ...: see :func:`is_system_header`): it is recorded in
``system_includes`` and skipped. warpsmith provides the device-visible parts of those
helpers: helper_math.h's float2/3/4 operators are element-wise vector arithmetic in the
semantic pass, math_constants.h's ``CUDART_*`` constants are predefined macros. Any other
quoted name that is not found is an error located at the ``#include``, with a ``-I DIR`` hint.
Where warpsmith models a library in device code it ships its own header of that name
(:data:`LIBRARY_DIR`, e.g. ``curand_kernel.h``: cuRAND's state types), which is read in
place of the system header.
A local file of the same name (e.g. a project's own ``helper_math.h``) always wins.
CUTLASS's basic headers (``cutlass/array.h``, ``cutlass/bfloat16.h``, ...) not on the
include path read warpsmith's model ``ws_cutlass.h``; other CUTLASS and CuTe headers are
refused, located (``frontend/cutlass_model.py``, ``docs/cxx-cutlass.md``).

Output tokens keep ``loc`` (where they were written) and tokens produced by a macro
expansion get ``expanded_at`` = the location of the outermost macro use.

C++ in CUDA: the alternative operator words (``and``, ``or``, ``not``, ``bitand``, ...) are
the operators they spell, in code and in ``#if`` (replaced after expansion, so that ``#``
spells them as written); C++11 attributes ``[[...]]`` are dropped (they only advise the
compiler); ``__has_include`` may come from a macro's expansion in ``#if`` (GCC and Clang
accept it; fmt and CUTLASS rely on it). The CUDA predefined macros also describe the
x86-64 Linux host nvcc compiles for (word sizes, byte order, glibc), as headers test them.
"""

from __future__ import annotations

import collections
import functools
import os
from dataclasses import field
from collections.abc import Callable, Sequence

from ..ir.record import record
from ..ir import cuda_runtime
from ..ir.errors import PreprocessError, SyntaxErrorAt
from ..ir.nodes import SourceLoc
from ..ir.texture import SAMPLER_CONSTANTS
from .cub import HEADER as CUB_HEADER, is_cub_header
from .cutlass_model import cutlass_model, is_cutlass_header
from .lexer import Token, tokenize

__all__ = ["preprocess", "preprocess_file", "TokenList", "PREDEFINED", "MAX_INCLUDE_DEPTH",
           "SYSTEM_HEADERS", "is_system_header", "library_header", "LIBRARY_DIR"]

MAX_INCLUDE_DEPTH = 200

#: ``#include <x>`` is searched in ``include_dirs`` (a project's own ``<polybench.h>``) as
#: compilers do, except for the system headers warpsmith supplies itself
#: (:func:`is_system_header`: reading e.g. cuda_runtime.h from a ``-I $CUDA_HOME/include``
#: would drown the parser). Set to False to skip every angle-bracket include.
ANGLE_INCLUDES_SEARCH_INCLUDE_DIRS = True

# --------------------------------------------------------------------------- predefined macros

_MATH = {
    "M_E": "2.7182818284590452354",
    "M_LOG2E": "1.4426950408889634074",
    "M_LOG10E": "0.43429448190325182765",
    "M_LN2": "0.69314718055994530942",
    "M_LN10": "2.30258509299404568402",
    "M_PI": "3.14159265358979323846",
    "M_PI_2": "1.57079632679489661923",
    "M_PI_4": "0.78539816339744830962",
    "M_1_PI": "0.31830988618379067154",
    "M_2_PI": "0.63661977236758134308",
    "M_2_SQRTPI": "1.12837916709551257390",
    "M_SQRT2": "1.41421356237309504880",
    "M_SQRT1_2": "0.70710678118654752440",
}

#: Macros both dialects see (normally from <math.h>, <float.h>, <limits.h>, <stdint.h>).
#: INFINITY / NAN are written as constant float divisions (no bit-cast builtin is needed).
_COMMON = {
    **_MATH,
    "__const": "const",  # GCC's alternate keyword, in SDK and AMD kernels
    "FLT_MAX": "3.402823466e+38F",
    "FLT_MIN": "1.175494351e-38F",
    "FLT_EPSILON": "1.192092896e-07F",
    "FLT_DIG": "6",
    "FLT_MANT_DIG": "24",
    "DBL_MAX": "1.7976931348623158e+308",
    "DBL_MIN": "2.2250738585072014e-308",
    "DBL_EPSILON": "2.2204460492503131e-16",
    "DBL_DIG": "15",
    "DBL_MANT_DIG": "53",
    "MAXFLOAT": "3.402823466e+38F",
    "INFINITY": "(1.0f/0.0f)",
    "HUGE_VALF": "(1.0f/0.0f)",
    "HUGE_VAL": "(1.0/0.0)",
    # GCC's and Clang's builtins behind INFINITY / HUGE_VAL, written out by some sources
    "__builtin_huge_valf()": "(1.0f/0.0f)",
    "__builtin_huge_val()": "(1.0/0.0)",
    "__builtin_inff()": "(1.0f/0.0f)",
    "__builtin_inf()": "(1.0/0.0)",
    "NAN": "(0.0f/0.0f)",
    "CHAR_BIT": "8",
    "CHAR_MAX": "127",
    "CHAR_MIN": "(-128)",
    "SCHAR_MAX": "127",
    "SCHAR_MIN": "(-128)",
    "UCHAR_MAX": "255",
    "SHRT_MAX": "32767",
    "SHRT_MIN": "(-32767-1)",
    "USHRT_MAX": "65535",
    "INT_MAX": "2147483647",
    "INT_MIN": "(-2147483647-1)",
    "UINT_MAX": "0xffffffffU",
    "LONG_MAX": "0x7fffffffffffffffL",
    "LONG_MIN": "(-0x7fffffffffffffffL-1)",
    "ULONG_MAX": "0xffffffffffffffffUL",
    "LLONG_MAX": "0x7fffffffffffffffLL",
    "LLONG_MIN": "(-0x7fffffffffffffffLL-1)",
    "ULLONG_MAX": "0xffffffffffffffffULL",
    "INT8_MAX": "127",
    "INT8_MIN": "(-128)",
    "UINT8_MAX": "255",
    "INT16_MAX": "32767",
    "INT16_MIN": "(-32767-1)",
    "UINT16_MAX": "65535",
    "INT32_MAX": "2147483647",
    "INT32_MIN": "(-2147483647-1)",
    "UINT32_MAX": "0xffffffffU",
    "INT64_MAX": "0x7fffffffffffffffLL",
    "INT64_MIN": "(-0x7fffffffffffffffLL-1)",
    "UINT64_MAX": "0xffffffffffffffffULL",
    "SIZE_MAX": "0xffffffffffffffffUL",
    "INTMAX_MAX": "0x7fffffffffffffffLL",
    "UINTMAX_MAX": "0xffffffffffffffffULL",
    "INT8_C(c)": "c", "INT16_C(c)": "c", "INT32_C(c)": "c", "INT64_C(c)": "c ## LL",
    "UINT8_C(c)": "c", "UINT16_C(c)": "c", "UINT32_C(c)": "c ## U",
    "UINT64_C(c)": "c ## ULL", "INTMAX_C(c)": "c ## LL", "UINTMAX_C(c)": "c ## ULL",
    "NULL": "0",
}

_CUDA = {
    "__CUDACC__": "1",
    "__NVCC__": "1",
    "__CUDA_ARCH__": "900",
    "__CUDACC_VER_MAJOR__": "12",
    "__CUDACC_VER_MINOR__": "4",
    "__cplusplus": "201703L",
    # cuda.h / cuda_runtime_api.h versions, matching __CUDACC_VER_* (12.4)
    "CUDA_VERSION": "12040",
    "CUDART_VERSION": "12040",
    "__CUDACC_VER_BUILD__": "0",
    # compiler hints: they change no value, so reading keeps only the value
    "__builtin_expect(x, v)": "(x)",
    "__builtin_assume(x)": "((void)0)",
    "__builtin_assume_aligned(p, ...)": "(p)",
    "__builtin_unreachable()": "((void)0)",
    # GNU's `__extension__` only silences -pedantic warnings about what follows
    # (ggml's `__extension__ union { .. };`): no meaning of its own
    "__extension__": "",
    # a kernel parameter qualifier (CUDA 11.7+): the const parameter may have its address
    # taken without a copy; the value read is the same, so reading keeps the const only
    "__grid_constant__": "",
    "__x86_64__": "1",
    "__LP64__": "1",
    # the x86-64 Linux host nvcc compiles for (gcc's and glibc's platform macros): headers
    # test them in #if to pick their word size and byte order (robin_hood.h, dmlc-core)
    "__linux__": "1",
    "__unix__": "1",
    "__CHAR_BIT__": "8",
    "__SIZEOF_INT__": "4",
    "__SIZEOF_LONG__": "8",
    "__SIZEOF_LONG_LONG__": "8",
    "__SIZEOF_POINTER__": "8",
    "__SIZEOF_SIZE_T__": "8",
    "__ORDER_LITTLE_ENDIAN__": "1234",
    "__ORDER_BIG_ENDIAN__": "4321",
    "__BYTE_ORDER__": "__ORDER_LITTLE_ENDIAN__",
    "__GLIBC__": "2",
    "__LITTLE_ENDIAN": "1234",
    "__BIG_ENDIAN": "4321",
    "__BYTE_ORDER": "__LITTLE_ENDIAN",
    "SIZE_MAX": "0xffffffffffffffffUL",
}

# single-precision float constants for OpenCL's *_F names
_MATH_F = {
    "M_E_F": "2.71828182845904523536f",
    "M_LOG2E_F": "1.44269504088896340736f",
    "M_LOG10E_F": "0.434294481903251827651f",
    "M_LN2_F": "0.693147180559945309417f",
    "M_LN10_F": "2.30258509299404568402f",
    "M_PI_F": "3.14159265358979323846f",
    "M_PI_2_F": "1.57079632679489661923f",
    "M_PI_4_F": "0.785398163397448309616f",
    "M_1_PI_F": "0.318309886183790671538f",
    "M_2_PI_F": "0.636619772367581343076f",
    "M_2_SQRTPI_F": "1.12837916709551257390f",
    "M_SQRT2_F": "1.41421356237309504880f",
    "M_SQRT1_2_F": "0.707106781186547524401f",
}

_OPENCL = {
    "__OPENCL_VERSION__": "120",
    "__OPENCL_C_VERSION__": "120",
    "CL_VERSION_1_0": "100",
    "CL_VERSION_1_1": "110",
    "CL_VERSION_1_2": "120",
    "__ENDIAN_LITTLE__": "1",
    "cl_khr_fp64": "1",
    "cl_khr_global_int32_base_atomics": "1",
    "cl_khr_global_int32_extended_atomics": "1",
    "cl_khr_local_int32_base_atomics": "1",
    "cl_khr_local_int32_extended_atomics": "1",
    "cl_khr_byte_addressable_store": "1",
    # AMD's cl_ext_atomic_counters_32: a counter is a 32-bit word in global memory that
    # atomic_inc/atomic_dec act on, read here as the pointer it is (printed back as one)
    "cl_ext_atomic_counters_32": "1",
    "counter32_t": "volatile __global uint*",
    "CLK_LOCAL_MEM_FENCE": "1",
    "CLK_GLOBAL_MEM_FENCE": "2",
    # OpenCL C 2.0's atomic initializers (docs/ocl2.md: an atomic type is its scalar)
    "ATOMIC_VAR_INIT(x)": "(x)",
    "ATOMIC_FLAG_INIT": "0",
    "CL_VERSION_2_0": "200",
    **{k: str(v) for k, v in SAMPLER_CONSTANTS.items()},  # sampler bits (ir/texture.py)
    **_MATH_F,
}

#: CUDA math_constants.h (single- and double-precision constants used by SDK samples).
_CUDART = {
    "CUDART_INF_F": "(1.0f/0.0f)",
    "CUDART_NAN_F": "(0.0f/0.0f)",
    "CUDART_MIN_DENORM_F": "1.40129846e-45f",
    "CUDART_MAX_NORMAL_F": "3.402823466e+38f",
    "CUDART_NEG_ZERO_F": "(-0.0f)",
    "CUDART_ZERO_F": "0.0f",
    "CUDART_ONE_F": "1.0f",
    "CUDART_SQRT_HALF_F": "0.707106781f",
    "CUDART_SQRT_HALF_HI_F": "0.707106781f",
    "CUDART_SQRT_HALF_LO_F": "1.210161749e-08f",
    "CUDART_SQRT_TWO_F": "1.414213562f",
    "CUDART_THIRD_F": "0.333333333f",
    "CUDART_PIO4_F": "0.785398163f",
    "CUDART_PIO2_F": "1.570796327f",
    "CUDART_3PIO4_F": "2.356194490f",
    "CUDART_2_OVER_PI_F": "0.636619772f",
    "CUDART_SQRT_2_OVER_PI_F": "0.797884561f",
    "CUDART_PI_F": "3.141592654f",
    "CUDART_L2E_F": "1.442695041f",
    "CUDART_L2T_F": "3.321928094f",
    "CUDART_LG2_F": "0.301029996f",
    "CUDART_LGE_F": "0.434294482f",
    "CUDART_LN2_F": "0.693147181f",
    "CUDART_LNT_F": "2.302585093f",
    "CUDART_LNPI_F": "1.144729886f",
    "CUDART_TWO_TO_M126_F": "1.175494351e-38f",
    "CUDART_TWO_TO_126_F": "8.507059173e37f",
    "CUDART_NORM_HUGE_F": "3.402823466e38f",
    "CUDART_TWO_TO_23_F": "8388608.0f",
    "CUDART_TWO_TO_24_F": "16777216.0f",
    "CUDART_TWO_TO_31_F": "2147483648.0f",
    "CUDART_TWO_TO_32_F": "4294967296.0f",
    "CUDART_REMQUO_BITS_F": "3",
    "CUDART_REMQUO_MASK_F": "7",
    "CUDART_TRIG_PLOSS_F": "105615.0f",
    "CUDART_INF": "(1.0/0.0)",
    "CUDART_NAN": "(0.0/0.0)",
    "CUDART_NEG_ZERO": "(-0.0)",
    "CUDART_MIN_DENORM": "4.9406564584124654e-324",
    "CUDART_ZERO": "0.0",
    "CUDART_ONE": "1.0",
    "CUDART_SQRT_TWO": "1.4142135623730951e+0",
    "CUDART_SQRT_HALF": "7.0710678118654757e-1",
    "CUDART_THIRD": "3.3333333333333333e-1",
    "CUDART_TWOTHIRD": "6.6666666666666667e-1",
    "CUDART_PIO4": "7.8539816339744828e-1",
    "CUDART_PIO2": "1.5707963267948966e+0",
    "CUDART_3PIO4": "2.3561944901923448e+0",
    "CUDART_2_OVER_PI": "6.3661977236758138e-1",
    "CUDART_PI": "3.1415926535897931e+0",
    "CUDART_2PI": "6.2831853071795862e+0",
    "CUDART_SQRT_PI": "1.7724538509055159e+0",
    "CUDART_SQRT_2PI": "2.5066282746310002e+0",
    "CUDART_SQRT_2_OVER_PI": "7.9788456080286536e-1",
    "CUDART_L2E": "1.4426950408889634e+0",
    "CUDART_L2T": "3.3219280948873622e+0",
    "CUDART_LG2": "3.0102999566398120e-1",
    "CUDART_LGE": "4.3429448190325182e-1",
    "CUDART_LN2": "6.9314718055994529e-1",
    "CUDART_LNT": "2.3025850929940459e+0",
    "CUDART_LNPI": "1.1447298858494002e+0",
    "CUDART_TWO_TO_23": "8388608.0",
    "CUDART_TWO_TO_52": "4503599627370496.0",
    "CUDART_TWO_TO_53": "9007199254740992.0",
    "CUDART_TWO_TO_54": "18014398509481984.0",
    "CUDART_TWO_TO_M54": "5.5511151231257827e-17",
    "CUDART_TWO_TO_M1022": "2.22507385850720140e-308",
    # cuda_fp16.h / cuda_bf16.h constants (their bit patterns)
    "CUDART_INF_FP16": "__ushort_as_half((unsigned short)0x7C00U)",
    "CUDART_NAN_FP16": "__ushort_as_half((unsigned short)0x7FFFU)",
    "CUDART_MIN_DENORM_FP16": "__ushort_as_half((unsigned short)0x0001U)",
    "CUDART_MAX_NORMAL_FP16": "__ushort_as_half((unsigned short)0x7BFFU)",
    "CUDART_NEG_ZERO_FP16": "__ushort_as_half((unsigned short)0x8000U)",
    "CUDART_ZERO_FP16": "__ushort_as_half((unsigned short)0x0000U)",
    "CUDART_ONE_FP16": "__ushort_as_half((unsigned short)0x3C00U)",
    "CUDART_INF_BF16": "__ushort_as_bfloat16((unsigned short)0x7F80U)",
    "CUDART_NAN_BF16": "__ushort_as_bfloat16((unsigned short)0x7FFFU)",
    "CUDART_MIN_DENORM_BF16": "__ushort_as_bfloat16((unsigned short)0x0001U)",
    "CUDART_MAX_NORMAL_BF16": "__ushort_as_bfloat16((unsigned short)0x7F7FU)",
    "CUDART_NEG_ZERO_BF16": "__ushort_as_bfloat16((unsigned short)0x8000U)",
    "CUDART_ZERO_BF16": "__ushort_as_bfloat16((unsigned short)0x0000U)",
    "CUDART_ONE_BF16": "__ushort_as_bfloat16((unsigned short)0x3F80U)",
    # cuda_fp8.h's enums __nv_saturation_t and __nv_fp8_interpretation_t
    "__NV_NOSAT": "0",
    "__NV_SATFINITE": "1",
    "__NV_E4M3": "0",
    "__NV_E5M2": "1",
}

#: Quoted ``#include "x"`` names that, when not found locally or in ``include_dirs``, are
#: treated as system headers (skipped), like ``#include <x>``.
SYSTEM_HEADERS = frozenset("""
    assert.h complex.h ctype.h errno.h fenv.h float.h inttypes.h iso646.h limits.h locale.h
    math.h setjmp.h signal.h stdarg.h stdbool.h stddef.h stdint.h stdio.h stdlib.h string.h
    strings.h time.h unistd.h malloc.h memory.h sys/time.h sys/types.h sys/stat.h omp.h
    cassert cfloat climits cmath cstdint cstdio cstdlib cstring ctime iostream fstream
    sstream iomanip vector string algorithm chrono
    cuda.h cuda_runtime.h cuda_runtime_api.h cuda_fp16.h cuda_bf16.h cuda_fp8.h
    cuda_fp16.hpp cuda_bf16.hpp cuda_fp8.hpp cuda_profiler_api.h
    device_launch_parameters.h device_functions.h vector_types.h vector_functions.h
    math_constants.h math_functions.h cooperative_groups.h cuComplex.h curand.h
    curand_kernel.h cublas.h cublas_v2.h cufft.h
    helper_cuda.h helper_functions.h helper_math.h helper_string.h helper_timer.h
    helper_image.h helper_cuda_drvapi.h cutil.h cutil_inline.h cutil_math.h
    CL/cl.h CL/opencl.h OpenCL/opencl.h
""".split())


#: warpsmith's own device headers (e.g. ``curand_kernel.h``: cuRAND's state types), read
#: where the including file would otherwise get the system header of that name
LIBRARY_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "include")


def library_header(name: str) -> str | None:
    """The path of warpsmith's own header ``name`` (a system header it models in device
    code), or None."""
    base = name.replace("\\", "/")
    if "/" in base or base.startswith("."):
        return None
    p = os.path.join(LIBRARY_DIR, base)
    return p if os.path.isfile(p) else None


#: warpsmith's device-side part of PyTorch's ATen/c10 headers (``at::Half``,
#: ``C10_LAUNCH_BOUNDS_1``), read for an ``ATen/``, ``c10/`` or ``torch/`` include that is
#: not on the include path (docs/cxx-aten.md)
ATEN_HEADER = os.path.join(LIBRARY_DIR, "ws_aten.h")


#: warpsmith's models of other libraries' headers, by the include's first path component:
#: read for such an include that is not on the include path (``docs/cxx-dlpack.md``,
#: ``docs/cxx-glm.md``). GLM is always read from warpsmith's model, even where a project
#: vendors the real one (as CUB is): GLM's own headers are host-and-device C++ the
#: frontend does not read.
LIBRARY_MODELS = {"dlpack": "ws_dlpack.h", "tvm": "ws_tvm_ffi.h", "glm": "ws_glm.h"}
ALWAYS_MODELLED = frozenset({"glm"})


#: single headers modelled, by name (TensorRT's, which live beside the project's own)
LIBRARY_FILES = {"NvInfer.h": "ws_tensorrt.h", "NvInferPlugin.h": "ws_tensorrt.h",
                 "NvInferRuntime.h": "ws_tensorrt.h", "NvInferRuntimeCommon.h": "ws_tensorrt.h"}


def library_model(name: str) -> str | None:
    """The path of warpsmith's model of the library header ``name`` (``dlpack/dlpack.h``,
    ``tvm/ffi/function.h``, ``glm/glm.hpp``, ``NvInferPlugin.h``), or None."""
    n = name.replace("\\", "/")
    if n in LIBRARY_FILES:
        return os.path.join(LIBRARY_DIR, LIBRARY_FILES[n])
    model = LIBRARY_MODELS.get(n.split("/", 1)[0])
    return os.path.join(LIBRARY_DIR, model) if model and "/" in n else None


def is_aten_header(name: str) -> bool:
    """Whether ``name`` is one of PyTorch's headers (``ATen/ATen.h``, ``c10/util/Half.h``,
    ``torch/extension.h``, ``THC/THC.h``)."""
    return name.replace("\\", "/").split("/", 1)[0] in ("ATen", "c10", "torch", "THC")


def is_system_header(name: str) -> bool:
    """Whether a quoted include ``name`` that is not found on disk may be skipped as a
    system header (a known C/C++/CUDA/OpenCL header or a CUDA SDK helper)."""
    n = name.replace("\\", "/")
    while n.startswith(("./", "../")):
        n = n.split("/", 1)[1]
    base = n.rsplit("/", 1)[-1]
    if n in SYSTEM_HEADERS or (base in SYSTEM_HEADERS and base.startswith(("helper_", "cutil"))):
        return True   # SDK helpers are often written "../common/inc/helper_cuda.h"
    if base.startswith("cutil") and base.endswith(".h"):
        return True
    return base.startswith("sm_") and base.endswith("_intrinsics.h")


#: dialect -> {macro definition head ("NAME" or "NAME(params)"): replacement text}
PREDEFINED: dict[str, dict[str, str]] = {
    "cuda": {**_COMMON, **_CUDA, **_CUDART},
    "opencl": {**_COMMON, **_OPENCL},
}

_BUILTIN_CACHE: dict[str, dict] = {}

#: C++ alternative tokens (C++ [lex.digraph]) -> the operator they spell
_ALT_TOKENS = {"and": "&&", "or": "||", "not": "!", "bitand": "&", "bitor": "|", "xor": "^",
               "compl": "~", "and_eq": "&=", "or_eq": "|=", "xor_eq": "^=", "not_eq": "!="}



def _operator_word(t: Token) -> Token:
    return Token("punct", _ALT_TOKENS[t.text], t.loc, t.bol, t.space, t.expanded_at,
                 t.hideset)


_SPECIAL = ("__LINE__", "__FILE__", "__COUNTER__")
_HAS_PROBES = ("__has_builtin", "__has_feature", "__has_attribute", "__has_cpp_attribute",
               "__has_extension", "__has_declspec_attribute")
_IGNORED_DIRECTIVES = ("warning", "line", "ident", "sccs", "assert", "unassert")


# --------------------------------------------------------------------------- data


class TokenList(list):
    """The preprocessed tokens, plus what was included."""

    system_includes: list[str]
    included_files: list[str]

    def __init__(self, *args):
        super().__init__(*args)
        self.system_includes = []
        self.included_files = []
        self.included_texts: dict[str, str] = {}  # path -> the text read (reuse check)
        self.libraries: set[str] = set()  # modelled libraries included ("cub")


@record(frozen=False)
class _Macro:
    name: str
    body: list[Token]
    params: list[str] | None = None   # None: object-like
    variadic: bool = False
    loc: SourceLoc | None = None

    @property
    def funclike(self) -> bool:
        return self.params is not None


@record(frozen=False)
class _Cond:
    directive: str
    loc: SourceLoc
    seen_else: bool = False


def file_tokens(text: str, filename: str) -> list[Token]:
    """``tokenize(text, filename)``, kept for the next read of the same text under the same
    name: a tuning space reads one file once per ``-D`` set, and the tokens of a file do
    not depend on the macros (the preprocessor copies a token before changing it, so the
    kept ones are never changed). A new list each time; the 1024 texts last read are kept
    (a CUDA file that includes a library reads hundreds of headers, and ``kernels`` reads
    the file again for each template kernel it guesses arguments for)."""
    return list(_kept_tokens(text, filename))


@functools.lru_cache(maxsize=1024)
def _kept_tokens(text: str, filename: str) -> tuple:
    return tuple(tokenize(text, filename))


@record(frozen=False)
class _File:
    path: str
    tokens: list[Token]
    idx: int = 0
    conds: list[_Cond] = field(default_factory=list)


class _Stream:
    """Tokens to expand: a push-back stack in front of an optional fetch function."""

    __slots__ = ("stack", "fetch", "eof")

    def __init__(self, tokens: list[Token], fetch: Callable[[], Token] | None, eof: Token):
        self.stack = list(reversed(tokens))
        self.fetch = fetch
        self.eof = eof

    def next(self) -> Token:
        if self.stack:
            return self.stack.pop()
        if self.fetch is not None:
            return self.fetch()
        return self.eof

    def push(self, tok: Token) -> None:
        self.stack.append(tok)

    def push_all(self, toks: list[Token]) -> None:
        self.stack.extend(reversed(toks))


def _is(tok: Token, text: str) -> bool:
    return tok.kind == "punct" and tok.text == text


def _join(toks: Sequence[Token]) -> str:
    parts = []
    for k, t in enumerate(toks):
        if k and t.space:
            parts.append(" ")
        parts.append(t.text)
    return "".join(parts)


_new = object.__new__


def _copy(t: Token, hs: frozenset, exp_at: SourceLoc | None) -> Token:
    """A copy of ``t`` with ``hs`` added to its hide set, made by ``exp_at`` (fast path:
    Token.__init__ is comparatively slow and this runs for every expanded token)."""
    c = _new(Token)
    d = t.__dict__.copy()
    d["expanded_at"] = exp_at
    d["bol"] = False
    if hs:
        d["hideset"] = t.hideset | hs
    c.__dict__ = d
    return c


def _wrap(v: int) -> int:
    return ((v + (1 << 63)) & ((1 << 64) - 1)) - (1 << 63)


# --------------------------------------------------------------------------- preprocessor


class _Preprocessor:
    def __init__(self, dialect: str, defines: dict[str, str] | None,
                 include_dirs: Sequence[str]):
        if dialect not in PREDEFINED:
            raise ValueError(f"unknown dialect {dialect!r} (expected 'cuda' or 'opencl')")
        self.dialect = dialect
        self.include_dirs = [str(d) for d in include_dirs]
        self.macros: dict[str, _Macro] = {}
        self.files: list[_File] = []
        self.once: set[str] = set()
        self.counter = 0
        self._in_if = False
        self.out = TokenList()
        self._token_cache: dict[str, list[Token]] = {}
        self.eof = Token("eof", "", SourceLoc("<eof>", 0, 0))
        builtin = _BUILTIN_CACHE.get(dialect)
        if builtin is None:
            for head, value in PREDEFINED[dialect].items():
                self._define_text(head, value, "<built-in>")
            builtin = _BUILTIN_CACHE[dialect] = dict(self.macros)
        self.macros = dict(builtin)  # macro objects are never mutated, only replaced
        for name, value in (defines or {}).items():
            self._define_text(name, "1" if value is None or value == "" else str(value),
                              "<command line>")

    # ------------------------------------------------------------------ entry

    def _operator_words(self, toks: list[Token]) -> list[Token]:
        """In CUDA (C++) the alternative operator spellings ``and``, ``or``, ``not``, ...
        are the operators they spell, in ``#if`` lines too (C++ [lex.digraph]; in C they
        are macros of <iso646.h>, so OpenCL keeps them as names). Replaced after macro
        expansion, so that ``#`` still spells them as written."""
        if self.dialect != "cuda":
            return toks
        return [_operator_word(t) if t.kind == "id" and t.text in _ALT_TOKENS else t
                for t in toks]

    def run(self, text: str, filename: str) -> TokenList:
        self.files.append(_File(filename, file_tokens(text, filename)))
        stream = _Stream([], self._fetch, self.eof)
        out = self.out
        attributes = self.dialect == "cuda"
        while True:
            tok = self._expand_next(stream)
            if tok.kind == "eof":
                if attributes:
                    _add_runtime_structs(out)
                return out
            if attributes and tok.kind == "id" and tok.text in _ALT_TOKENS:
                tok = _operator_word(tok)
            if attributes and tok.text == "[" and out and out[-1].text == "[" \
                    and out[-1].kind == "punct":
                out.pop()
                self._skip_attribute(stream)
                continue
            out.append(tok)

    def _skip_attribute(self, stream) -> None:
        """Drop a C++11 attribute ``[[ ... ]]`` (``[[maybe_unused]]``, ``[[likely]]``,
        ``[[nodiscard]]``): its opening ``[[`` is consumed; read up to the ``]]`` that
        closes it. In C++ ``[[`` always opens an attribute (a lambda in a subscript must be
        parenthesized); attributes only advise the compiler, so reading drops them."""
        depth = 0
        while True:
            tok = self._expand_next(stream)
            if tok.kind == "eof":
                return
            if tok.text == "[":
                depth += 1
            elif tok.text == "]":
                if depth == 0:
                    self._expand_next(stream)  # the second ']'
                    return
                depth -= 1

    def _define_text(self, head: str, value: str, origin: str) -> None:
        toks = tokenize(f"{head} {value}", origin)
        if not toks or toks[0].kind != "id":
            raise PreprocessError(f"macro names must be identifiers (in -D {head!r})",
                                  SourceLoc(origin, 0, 0))
        self._define(toks, toks[0].loc)

    # ------------------------------------------------------------------ file level

    def _fetch(self) -> Token:
        """The next token of the source files, with directives carried out."""
        while self.files:
            fs = self.files[-1]
            toks = fs.tokens
            if fs.idx >= len(toks):
                if fs.conds:
                    c = fs.conds[-1]
                    raise PreprocessError(f"unterminated #{c.directive}", c.loc)
                self.files.pop()
                continue
            tok = toks[fs.idx]
            if tok.bol and tok.kind == "punct" and tok.text == "#":
                produced = self._directive(fs)
                if produced is not None:
                    return produced
                continue
            fs.idx += 1
            return tok
        return self.eof

    def _read_line(self, fs: _File) -> tuple[Token, list[Token]]:
        toks = fs.tokens
        i = fs.idx
        j = i + 1
        n = len(toks)
        while j < n and not toks[j].bol:
            j += 1
        fs.idx = j
        return toks[i], toks[i + 1:j]

    def _directive(self, fs: _File) -> Token | None:
        hash_tok, line = self._read_line(fs)
        loc = hash_tok.loc
        if not line:
            return None  # null directive
        name_tok = line[0]
        name = name_tok.text
        rest = line[1:]
        if name_tok.kind == "num":  # "# 12 "file"" line marker
            return None
        if name_tok.kind != "id":
            raise PreprocessError(f"invalid preprocessing directive '#{name}'", loc)
        if name == "define":
            if not rest:
                raise PreprocessError("macro name missing after #define", loc)
            self._define(rest, loc)
        elif name == "undef":
            if not rest or rest[0].kind != "id":
                raise PreprocessError("macro name missing after #undef", loc)
            self.macros.pop(rest[0].text, None)
        elif name in ("include", "include_next", "import"):
            self._include(fs, rest, loc)
        elif name in ("if", "ifdef", "ifndef"):
            if name == "if":
                value = self._eval_if(rest, loc, name)
            else:
                if not rest or rest[0].kind != "id":
                    raise PreprocessError(f"macro name missing after #{name}", loc)
                value = self._is_defined(rest[0].text) == (name == "ifdef")
            fs.conds.append(_Cond(name, loc))
            if not value:
                self._skip_groups(fs, taken=False)
        elif name in ("elif", "else", "endif"):
            if not fs.conds:
                raise PreprocessError(f"#{name} without #if", loc)
            cond = fs.conds[-1]
            if name == "endif":
                fs.conds.pop()
            else:
                if cond.seen_else:
                    raise PreprocessError(f"#{name} after #else", loc)
                if name == "else":
                    cond.seen_else = True
                # the group before this one was taken: skip the rest
                self._skip_groups(fs, taken=True)
        elif name == "pragma":
            return self._pragma(rest, hash_tok)
        elif name == "error":
            raise PreprocessError(f"#error {_join(rest)}".rstrip(), loc)
        elif name in _IGNORED_DIRECTIVES:
            pass
        else:
            raise PreprocessError(f"invalid preprocessing directive '#{name}'", loc)
        return None

    def _skip_groups(self, fs: _File, taken: bool) -> None:
        """Skip a false group; stop at the #elif/#else that becomes active, or past the
        matching #endif."""
        cond = fs.conds[-1]
        toks = fs.tokens
        n = len(toks)
        while True:
            j = fs.idx
            depth = 0
            found = None
            while j < n:
                t = toks[j]
                if t.bol and t.kind == "punct" and t.text == "#" and j + 1 < n \
                        and not toks[j + 1].bol:
                    d = toks[j + 1].text
                    if d in ("if", "ifdef", "ifndef"):
                        depth += 1
                    elif d == "endif":
                        if depth == 0:
                            found = d
                            break
                        depth -= 1
                    elif d in ("elif", "else") and depth == 0:
                        found = d
                        break
                j += 1
            if found is None:
                fs.idx = n
                raise PreprocessError(f"unterminated #{cond.directive}", cond.loc)
            fs.idx = j
            hash_tok, line = self._read_line(fs)
            loc = hash_tok.loc
            if found == "endif":
                fs.conds.pop()
                return
            if cond.seen_else:
                raise PreprocessError(f"#{found} after #else", loc)
            if found == "else":
                cond.seen_else = True
                if not taken:
                    return
            elif not taken:  # elif
                if self._eval_if(line[1:], loc, "elif"):
                    return

    # ------------------------------------------------------------------ #define

    def _define(self, toks: list[Token], loc: SourceLoc) -> None:
        name_tok = toks[0]
        if name_tok.kind != "id":
            raise PreprocessError("macro names must be identifiers", name_tok.loc)
        name = name_tok.text
        if name == "defined":
            raise PreprocessError("'defined' cannot be used as a macro name", name_tok.loc)
        i = 1
        params: list[str] | None = None
        variadic = False
        if len(toks) > 1 and _is(toks[1], "(") and not toks[1].space:
            params = []
            i = 2
            while True:
                if i >= len(toks):
                    raise PreprocessError("missing ')' in macro parameter list", toks[1].loc)
                t = toks[i]
                if _is(t, ")") and not params:
                    i += 1
                    break
                if _is(t, "..."):
                    params.append("__VA_ARGS__")
                    variadic = True
                    i += 1
                elif t.kind == "id":
                    if t.text in params:
                        raise PreprocessError(f"duplicate macro parameter '{t.text}'", t.loc)
                    params.append(t.text)
                    i += 1
                    if i < len(toks) and _is(toks[i], "..."):
                        variadic = True
                        i += 1
                else:
                    raise PreprocessError(f"expected parameter name, found '{t.text}'", t.loc)
                if i >= len(toks):
                    raise PreprocessError("missing ')' in macro parameter list", toks[1].loc)
                t = toks[i]
                i += 1
                if _is(t, ")"):
                    break
                if not _is(t, ",") or variadic:
                    raise PreprocessError(f"expected ',' or ')' in macro parameter list, "
                                          f"found '{t.text}'", t.loc)
        body = list(toks[i:])
        if body:
            body[0] = Token(body[0].kind, body[0].text, body[0].loc, False, False)
            if _is(body[0], "##"):
                raise PreprocessError("'##' cannot appear at either end of a macro expansion",
                                      body[0].loc)
            if _is(body[-1], "##"):
                raise PreprocessError("'##' cannot appear at either end of a macro expansion",
                                      body[-1].loc)
        if params is not None:
            for k, t in enumerate(body):
                if _is(t, "#") and (k + 1 >= len(body) or body[k + 1].kind != "id"
                                    or body[k + 1].text not in params):
                    raise PreprocessError("'#' is not followed by a macro parameter", t.loc)
        self.macros[name] = _Macro(name, body, params, variadic, loc)

    def _is_defined(self, name: str) -> bool:
        return name in self.macros or name in _SPECIAL or name in (
            "__has_include", "__has_include_next", "_Pragma")

    # ------------------------------------------------------------------ #include

    def _find_include(self, name: str, quoted: bool, cur_path: str) -> str | None:
        if not quoted and (not ANGLE_INCLUDES_SEARCH_INCLUDE_DIRS or is_system_header(name)):
            return library_header(name)
        dirs = ([os.path.dirname(cur_path) or "."] if quoted else []) + self.include_dirs
        for d in dirs:
            p = os.path.join(d, name)
            if os.path.isfile(p):
                return os.path.normpath(p)
        return library_header(name)

    def _header_name(self, rest: list[Token], loc: SourceLoc, what: str) -> tuple[str, bool]:
        if rest and rest[0].kind == "str" and rest[0].text.startswith('"'):
            return rest[0].text[1:-1], True
        if rest and _is(rest[0], "<"):
            for k in range(1, len(rest)):
                if _is(rest[k], ">"):
                    return _join(rest[1:k]).strip(), False
            raise PreprocessError(f"missing terminating > character in {what}", loc)
        return "", False

    def _include(self, fs: _File, rest: list[Token], loc: SourceLoc) -> None:
        name, quoted = self._header_name(rest, loc, "#include")
        if not name:
            expanded = self._expand_list(rest)
            name, quoted = self._header_name(expanded, loc, "#include")
            if not name:
                raise PreprocessError('#include expects "FILENAME" or <FILENAME>', loc)
        path = self._find_include(name, quoted, fs.path)
        if self.dialect == "cuda" and is_cub_header(name):
            path = CUB_HEADER  # CUB: warpsmith's own device header (frontend/cub.py)
            self.out.libraries.add("cub")
        if path is None and self.dialect == "cuda" and is_aten_header(name):
            path = ATEN_HEADER  # PyTorch: warpsmith's device-side ATen/c10 names
        if self.dialect == "cuda" and (path is None or name.split("/", 1)[0] in
                                       ALWAYS_MODELLED):
            path = library_model(name) or path  # DLPack, TVM FFI, GLM: our models
        if path is None and self.dialect == "cuda" and is_cutlass_header(name):
            path = cutlass_model(name, loc)  # CUTLASS's basic part, or a located refusal
        if path is None:
            if not quoted or is_system_header(name):
                if name not in self.out.system_includes:
                    self.out.system_includes.append(name)
                return
            raise PreprocessError(f'cannot find include file "{name}"', loc,
                                  hint="add the directory that holds it with -I DIR")
        key = os.path.realpath(path)
        if key in self.once:
            return
        if len(self.files) >= MAX_INCLUDE_DEPTH:
            raise PreprocessError(f"#include nested too deeply (more than "
                                  f"{MAX_INCLUDE_DEPTH} levels) including \"{name}\"", loc)
        toks = self._token_cache.get(path)
        if toks is None:
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except OSError as e:
                raise PreprocessError(f'cannot read include file "{name}": {e.strerror}', loc)
            toks = file_tokens(text, path)
            self._token_cache[path] = toks
            self.out.included_texts[path] = text
        if path not in self.out.included_files:
            self.out.included_files.append(path)
        self.files.append(_File(path, toks))

    # ------------------------------------------------------------------ #pragma

    def _pragma(self, rest: list[Token], at: Token) -> Token | None:
        if not rest:
            return None
        first = rest[0].text
        if first == "once":
            self.once.add(os.path.realpath(self.files[-1].path))
            return None
        if first == "unroll":
            return self._unroll_token(rest[1:], at.loc, None)
        return None

    def _macro_pragma(self, rest: list[Token], tok: Token) -> Token | None:
        """An object-like macro whose replacement is a pragma directive, ``#define
        CUTLASS_PRAGMA_UNROLL #pragma unroll`` (CUTLASS's helper_macros.hpp for nvcc): in
        standard C the ``#`` is an ordinary token there, but nvcc takes the expansion as
        the pragma, and CUTLASS relies on it. ``unroll [N]`` gives the pragma token at the
        macro's use, as ``_Pragma("unroll")`` does; any other pragma is dropped, as an
        unknown ``#pragma`` directive is."""
        if rest and rest[0].text == "unroll":
            return self._unroll_token(rest[1:], tok.loc, tok.expanded_at)
        return None

    def _unroll_token(self, args: list[Token], loc: SourceLoc,
                      exp_at: SourceLoc | None) -> Token:
        text = "unroll"
        if args:
            expanded = self._expand_list(args)
            if expanded:
                text += " " + _join(expanded).strip()
        return Token("pragma", text, loc, True, False, exp_at)

    # ------------------------------------------------------------------ expansion

    def _expand_list(self, toks: list[Token]) -> list[Token]:
        """Fully macro-expand ``toks`` in isolation (nothing read beyond them)."""
        stream = _Stream(toks, None, self.eof)
        out = []
        while True:
            t = self._expand_next(stream)
            if t.kind == "eof":
                return out
            out.append(t)

    def _expand_next(self, stream: _Stream) -> Token:
        macros = self.macros
        while True:
            tok = stream.next()
            if tok.kind != "id":
                if tok.kind == "placemarker":
                    continue
                return tok
            name = tok.text
            if name in tok.hideset:
                return tok
            m = macros.get(name)
            exp_at = tok.expanded_at or tok.loc
            if name == "defined" and self._in_if:
                # the operand of 'defined' (also when it comes from a macro) is not expanded
                a = stream.next()
                b = stream.next() if _is(a, "(") else a
                if b.kind == "id":
                    b = _copy(b, frozenset((b.text,)), b.expanded_at)
                if b is not a:
                    stream.push(b)
                stream.push(a if b is not a else b)
                return tok
            if m is None:
                if name in _SPECIAL:
                    return self._special(tok, exp_at)
                if name == "_Pragma":
                    t = self._do_pragma_op(tok, stream, exp_at)
                    if t is not None:
                        return t
                    continue
                return tok
            if not m.funclike:
                hs = tok.hideset | {name}
                body = self._subst(m, None, hs, exp_at, tok)
                if [t.text for t in body[:2]] == ["#", "pragma"]:
                    t = self._macro_pragma(body[2:], tok)
                    if t is not None:
                        return t
                    continue
                stream.push_all(body)
                continue
            nxt = stream.next()
            if not _is(nxt, "("):
                stream.push(nxt)
                return tok
            args, rparen = self._collect_args(m, tok, stream)
            hs = (tok.hideset & rparen.hideset) | {name}
            body = self._subst(m, args, hs, exp_at, tok)
            stream.push_all(body)

    def _special(self, tok: Token, exp_at: SourceLoc) -> Token:
        name = tok.text
        if name == "__LINE__":
            kind, text = "num", str(exp_at.line)
        elif name == "__FILE__":
            kind, text = "str", '"' + exp_at.file.replace("\\", "\\\\").replace('"', '\\"') + '"'
        else:
            kind, text = "num", str(self.counter)
            self.counter += 1
        return Token(kind, text, tok.loc, tok.bol, tok.space, exp_at, tok.hideset)

    def _do_pragma_op(self, tok: Token, stream: _Stream, exp_at: SourceLoc) -> Token | None:
        a = stream.next()
        b = stream.next() if _is(a, "(") else a
        c = stream.next() if b.kind == "str" else b
        if not (_is(a, "(") and b.kind == "str" and _is(c, ")")):
            raise PreprocessError("_Pragma takes a parenthesized string literal", exp_at)
        s = b.text
        s = s[s.index('"') + 1:-1].replace('\\"', '"').replace("\\\\", "\\")
        try:
            toks = tokenize(s, exp_at.file)
        except SyntaxErrorAt as e:
            raise PreprocessError(f"invalid _Pragma: {e.message}", exp_at) from None
        if toks and toks[0].text == "unroll":
            for t in toks:
                t.loc = tok.loc
            return self._unroll_token(toks[1:], tok.loc, tok.expanded_at)
        return None

    def _collect_args(self, m: _Macro, name_tok: Token,
                      stream: _Stream) -> tuple[list[list[Token]], Token]:
        args: list[list[Token]] = []
        cur: list[Token] = []
        depth = 0
        nparams = len(m.params)
        while True:
            t = stream.next()
            if t.kind == "eof":
                raise PreprocessError(f"unterminated argument list invoking macro '{m.name}'",
                                      name_tok.expanded_at or name_tok.loc)
            if t.kind == "punct":
                tx = t.text
                if tx == "(":
                    depth += 1
                elif tx == ")":
                    if depth == 0:
                        args.append(cur)
                        rparen = t
                        break
                    depth -= 1
                elif tx == "," and depth == 0 and not (m.variadic and len(args) == nparams - 1):
                    args.append(cur)
                    cur = []
                    continue
            cur.append(t)
        if nparams == 0 and len(args) == 1 and not args[0]:
            args = []
        elif m.variadic and len(args) == nparams - 1:
            args.append([])
        if len(args) != nparams:
            raise PreprocessError(
                f"macro '{m.name}' requires {nparams} argument{'s' if nparams != 1 else ''}, "
                f"but {len(args)} given", name_tok.expanded_at or name_tok.loc)
        return args, rparen

    def _subst(self, m: _Macro, args: list[list[Token]] | None, hs: frozenset,
               exp_at: SourceLoc, use: Token) -> list[Token]:
        body = m.body
        out: list[Token] = []
        params = m.params
        pidx = {p: k for k, p in enumerate(params)} if params else {}
        expanded: dict[int, list[Token]] = {}
        n = len(body)
        i = 0
        while i < n:
            t = body[i]
            if t.kind == "punct":
                if t.text == "#" and params is not None and i + 1 < n:
                    k = pidx[body[i + 1].text]
                    s = self._stringize(args[k], t, exp_at, hs)
                    out.append(s)
                    i += 2
                    continue
                if t.text == "##" and i + 1 < n:
                    r = body[i + 1]
                    if r.kind == "id" and r.text in pidx:
                        k = pidx[r.text]
                        raw = [_copy(x, hs, exp_at) for x in args[k]]
                        if (m.variadic and k == len(params) - 1 and out
                                and _is(out[-1], ",")):
                            # GNU extension: , ## __VA_ARGS__ drops the comma when empty
                            if not raw:
                                out.pop()
                            else:
                                raw[0].space = r.space
                                out.extend(raw)
                            i += 2
                            continue
                        if not raw:
                            i += 2  # rhs is a placemarker: lhs stays
                            continue
                        lhs = out.pop() if out else None
                        if lhs is None or lhs.kind == "placemarker":
                            out.extend(raw)
                        else:
                            out.append(self._paste(lhs, raw[0], exp_at))
                            out.extend(raw[1:])
                    else:
                        lhs = out.pop() if out else None
                        rc = _copy(r, hs, exp_at)
                        if lhs is None or lhs.kind == "placemarker":
                            out.append(rc)
                        else:
                            out.append(self._paste(lhs, rc, exp_at))
                    i += 2
                    continue
            if t.kind == "id" and t.text in pidx:
                k = pidx[t.text]
                if i + 1 < n and _is(body[i + 1], "##"):
                    seq = args[k]
                    if not seq:
                        out.append(Token("placemarker", "", t.loc, False, t.space, exp_at))
                        i += 1
                        continue
                else:
                    seq = expanded.get(k)
                    if seq is None:
                        seq = expanded[k] = self._expand_list(args[k])
                first = True
                for x in seq:
                    c = _copy(x, hs, exp_at)
                    if first:
                        c.space = t.space
                        first = False
                    out.append(c)
                i += 1
                continue
            out.append(_copy(t, hs, exp_at))
            i += 1
        result = [t for t in out if t.kind != "placemarker"]
        if result:
            result[0].space = use.space
            result[0].bol = use.bol
        return result

    def _stringize(self, arg: list[Token], hash_tok: Token, exp_at: SourceLoc,
                   hs: frozenset) -> Token:
        parts = []
        for k, t in enumerate(arg):
            if k and t.space:
                parts.append(" ")
            if t.kind in ("str", "char"):
                parts.append(t.text.replace("\\", "\\\\").replace('"', '\\"'))
            else:
                parts.append(t.text)
        text = '"' + "".join(parts) + '"'
        return Token("str", text, hash_tok.loc, False, hash_tok.space, exp_at, hs)

    def _paste(self, lhs: Token, rhs: Token, exp_at: SourceLoc) -> Token:
        text = lhs.text + rhs.text
        try:
            toks = tokenize(text, lhs.loc.file)
        except SyntaxErrorAt:
            toks = []
        if len(toks) != 1:
            raise PreprocessError(f"pasting \"{lhs.text}\" and \"{rhs.text}\" does not give "
                                  "a valid preprocessing token", exp_at)
        r = toks[0]
        return Token(r.kind, r.text, lhs.loc, lhs.bol, lhs.space, exp_at,
                     lhs.hideset & rhs.hideset)

    # ------------------------------------------------------------------ #if

    def _eval_if(self, toks: list[Token], loc: SourceLoc, directive: str) -> bool:
        toks = self._replace_defined(toks, loc, directive, probes=True)
        self._in_if = True
        try:
            toks = self._expand_list(toks)
        finally:
            self._in_if = False
        # probes again: `#define HAS_INCLUDE(x) __has_include(x)` (fmt, CUTLASS) brings
        # __has_include in through a macro, which GCC and Clang accept
        toks = self._operator_words(self._replace_defined(toks, loc, directive, probes=True))
        if not toks:
            raise PreprocessError(f"#{directive} with no expression", loc)
        return _Evaluator(toks, loc, directive, self.dialect).run() != 0

    def _replace_defined(self, toks: list[Token], loc: SourceLoc, directive: str,
                         probes: bool) -> list[Token]:
        out: list[Token] = []
        n = len(toks)
        i = 0

        def one(v: int, at: Token) -> Token:
            return Token("num", str(v), at.loc, False, at.space, at.expanded_at)

        while i < n:
            t = toks[i]
            if t.kind == "id" and t.text == "defined":
                if i + 1 < n and toks[i + 1].kind == "id":
                    out.append(one(int(self._is_defined(toks[i + 1].text)), t))
                    i += 2
                    continue
                if (i + 3 < n and _is(toks[i + 1], "(") and toks[i + 2].kind == "id"
                        and _is(toks[i + 3], ")")):
                    out.append(one(int(self._is_defined(toks[i + 2].text)), t))
                    i += 4
                    continue
                raise PreprocessError(f"operator 'defined' requires an identifier in "
                                      f"#{directive}", loc)
            if probes and t.kind == "id" and t.text in ("__has_include", "__has_include_next"):
                if not (i + 1 < n and _is(toks[i + 1], "(")):
                    raise PreprocessError(f"missing '(' after {t.text}", loc)
                depth = 0
                j = i + 1
                while j < n:
                    if _is(toks[j], "("):
                        depth += 1
                    elif _is(toks[j], ")"):
                        depth -= 1
                        if depth == 0:
                            break
                    j += 1
                if j >= n:
                    raise PreprocessError(f"missing ')' after {t.text}", loc)
                inner = toks[i + 2:j]
                name, quoted = self._header_name(inner, loc, t.text)
                if not name:
                    name, quoted = self._header_name(self._expand_list(inner), loc, t.text)
                    if not name:
                        raise PreprocessError(f'{t.text} expects "FILENAME" or <FILENAME>',
                                              loc)
                if quoted:
                    v = (self._find_include(name, True, self.files[-1].path) is not None
                         or is_system_header(name))
                else:
                    v = True
                out.append(one(int(v), t))
                i = j + 1
                continue
            if probes and t.kind == "id" and t.text in _HAS_PROBES and t.text not in self.macros \
                    and i + 1 < n and _is(toks[i + 1], "("):
                depth = 0
                j = i + 1
                while j < n:
                    if _is(toks[j], "("):
                        depth += 1
                    elif _is(toks[j], ")"):
                        depth -= 1
                        if depth == 0:
                            break
                    j += 1
                out.append(one(0, t))
                i = j + 1
                continue
            out.append(t)
            i += 1
        return out


# --------------------------------------------------------------------------- #if evaluator

_BINARY_PREC = {
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6,
    "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9,
    "*": 10, "/": 10, "%": 10,
}

_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "a": 7, "b": 8, "f": 12, "v": 11,
            "\\": 92, "'": 39, '"': 34, "?": 63, "e": 27}


def _parse_int(text: str) -> int | None:
    t = text.lower()
    while t and t[-1] in "ul":
        t = t[:-1]
    if t.endswith("i64") or t.endswith("i32"):
        t = t[:-3]
    try:
        if t.startswith("0x"):
            return int(t[2:], 16)
        if t.startswith("0b"):
            return int(t[2:], 2)
        if len(t) > 1 and t.startswith("0"):
            return int(t[1:], 8)
        if t.isdigit():
            return int(t, 10)
    except ValueError:
        return None
    return None


def _char_value(text: str) -> int | None:
    body = text[text.index("'") + 1:-1]
    vals = []
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            e = body[i + 1]
            if e == "x":
                j = i + 2
                while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                    j += 1
                if j == i + 2:
                    return None
                vals.append(int(body[i + 2:j], 16) & 0xFF)
                i = j
                continue
            if e in "01234567":
                j = i + 1
                while j < len(body) and j < i + 4 and body[j] in "01234567":
                    j += 1
                vals.append(int(body[i + 1:j], 8) & 0xFF)
                i = j
                continue
            if e not in _ESCAPES:
                return None
            vals.append(_ESCAPES[e])
            i += 2
            continue
        vals.append(ord(c))
        i += 1
    if not vals:
        return None
    if len(vals) == 1:
        v = vals[0]
        return v - 256 if 128 <= v < 256 and not text.startswith(("u", "U", "L")) else v
    v = 0
    for x in vals:  # multi-character constant, as gcc does
        v = (v << 8) | (x & 0xFF)
    return _wrap(v) if v < (1 << 32) else _wrap(v & 0xFFFFFFFF)


class _Evaluator:
    """Integer constant expression of #if/#elif, signed 64-bit, short-circuit."""

    def __init__(self, toks: list[Token], loc: SourceLoc, directive: str, dialect: str):
        self.toks = toks
        self.pos = 0
        self.loc = loc
        self.directive = directive
        self.dialect = dialect

    def error(self, msg: str) -> PreprocessError:
        return PreprocessError(f"{msg} in #{self.directive} expression", self.loc)

    def peek(self) -> Token | None:
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def run(self) -> int:
        v = self.comma(True)
        t = self.peek()
        if t is not None:
            raise self.error(f"unexpected '{t.text}'")
        return v

    def comma(self, live: bool) -> int:
        v = self.cond(live)
        while (t := self.peek()) is not None and _is(t, ","):
            self.pos += 1
            v = self.cond(live)
        return v

    def cond(self, live: bool) -> int:
        c = self.binary(1, live)
        t = self.peek()
        if t is not None and _is(t, "?"):
            self.pos += 1
            a = self.comma(live and c != 0)
            t = self.peek()
            if t is None or not _is(t, ":"):
                raise self.error("expected ':'")
            self.pos += 1
            b = self.cond(live and c == 0)
            return a if c != 0 else b
        return c

    def binary(self, minprec: int, live: bool) -> int:
        lhs = self.unary(live)
        while True:
            t = self.peek()
            if t is None or t.kind != "punct":
                return lhs
            op = t.text
            prec = _BINARY_PREC.get(op)
            if prec is None or prec < minprec:
                return lhs
            self.pos += 1
            if op == "&&":
                rhs = self.binary(prec + 1, live and lhs != 0)
                lhs = int(lhs != 0 and rhs != 0)
                continue
            if op == "||":
                rhs = self.binary(prec + 1, live and lhs == 0)
                lhs = int(lhs != 0 or rhs != 0)
                continue
            rhs = self.binary(prec + 1, live)
            lhs = self.apply(op, lhs, rhs, live)

    def apply(self, op: str, a: int, b: int, live: bool) -> int:
        if op == "+":
            return _wrap(a + b)
        if op == "-":
            return _wrap(a - b)
        if op == "*":
            return _wrap(a * b)
        if op in ("/", "%"):
            if b == 0:
                if live:
                    raise self.error("division by zero")
                return 0
            q = abs(a) // abs(b)
            if (a < 0) != (b < 0):
                q = -q
            return _wrap(q) if op == "/" else _wrap(a - q * b)
        if op in ("<<", ">>"):
            if b < 0:
                op, b = ("<<" if op == ">>" else ">>"), -b
            if op == "<<":
                return _wrap(a << min(b, 64))
            return a >> min(b, 64)
        if op == "&":
            return a & b
        if op == "|":
            return a | b
        if op == "^":
            return a ^ b
        if op == "==":
            return int(a == b)
        if op == "!=":
            return int(a != b)
        if op == "<":
            return int(a < b)
        if op == ">":
            return int(a > b)
        if op == "<=":
            return int(a <= b)
        return int(a >= b)  # ">="

    def unary(self, live: bool) -> int:
        t = self.peek()
        if t is None:
            raise self.error("expected value")
        self.pos += 1
        if t.kind == "punct":
            if t.text == "(":
                v = self.comma(live)
                t2 = self.peek()
                if t2 is None or not _is(t2, ")"):
                    raise self.error("missing ')'")
                self.pos += 1
                return v
            if t.text == "-":
                return _wrap(-self.unary(live))
            if t.text == "+":
                return self.unary(live)
            if t.text == "~":
                return ~self.unary(live)
            if t.text == "!":
                return int(self.unary(live) == 0)
            raise self.error(f"expected value before '{t.text}'")
        if t.kind == "num":
            v = _parse_int(t.text)
            if v is None:
                if any(c in t.text.lower() for c in ".e") and not t.text.lower().startswith("0x"):
                    raise self.error(f"floating constant '{t.text}' not allowed")
                raise self.error(f"invalid integer constant '{t.text}'")
            return _wrap(v)
        if t.kind == "char":
            v = _char_value(t.text)
            if v is None:
                raise self.error(f"invalid character constant {t.text}")
            return v
        if t.kind == "id":
            if t.text == "true":
                return 1
            return 0  # undefined identifiers (and false) are 0
        raise self.error(f"token {t.text} is not valid")


def _add_runtime_structs(out: list[Token]) -> None:
    """Put the definitions of the CUDA runtime structs (``cudaExtent``, ``cudaPos``,
    ``cudaPitchedPtr``: known in every ``.cu`` file through nvcc's implicit
    ``cuda_runtime.h``) and handles (``cudaStream_t``) that ``out`` names but does not
    define in front of it."""
    names = {**cuda_runtime.RUNTIME_STRUCTS, **cuda_runtime.LOWP_RAW,
             **dict.fromkeys(cuda_runtime.RUNTIME_HANDLES)}
    used = {t.text for t in out if t.kind == "id" and t.text in names}
    if any(t.kind == "id" and t.text.startswith("__nv_cvt_fp8") for t in out):
        used |= {"__half_raw", "__half2_raw"}  # what cuda_fp8.h's conversions return
    if not used:
        return
    defined = {out[i + 1].text for i in range(len(out) - 2)
               if out[i].text == "struct" and out[i + 1].text in used and out[i + 2].text == "{"}
    defined |= {out[i].text for i in range(1, len(out) - 1)
                if out[i].text in cuda_runtime.RUNTIME_HANDLES and out[i + 1].text == ";"
                and any(t.text == "typedef" for t in out[max(0, i - 8):i])}
    extra = [t for n in sorted(used - defined)
             for t in tokenize(cuda_runtime.definition(n), "<cuda_runtime.h>")]
    out[:0] = [t for t in extra if t.kind != "eof"]


# --------------------------------------------------------------------------- public API


def preprocess(text: str, filename: str, *, dialect: str, defines: dict[str, str] | None = None,
               include_dirs: Sequence[str] = ()) -> TokenList:
    """Preprocess ``text`` (the contents of ``filename``) and return the expanded tokens.

    ``dialect`` is "cuda" or "opencl" (selects predefined macros); ``defines`` maps NAME
    (or ``NAME(params)``) to replacement text as given with ``-D`` (an empty or ``None``
    value means ``1``); ``include_dirs`` are searched after the including file's directory.
    The result is a :class:`TokenList` (a list) with ``system_includes`` and
    ``included_files``. Raises :class:`~warpsmith.ir.errors.PreprocessError` (or
    :class:`~warpsmith.ir.errors.SyntaxErrorAt` from the lexer), always located.
    """
    key = (text, filename, dialect, tuple(sorted((defines or {}).items())),
           tuple(os.fspath(d) for d in include_dirs))
    kept = _DONE.get(key)
    if kept is not None and all(_text_of(p) == t for p, t in kept[1]):
        _DONE.move_to_end(key)
        return _copy_list(kept[0])
    pp = _Preprocessor(dialect, defines, include_dirs)
    try:
        out = pp.run(text, filename)
    except RecursionError:
        loc = pp.files[-1].tokens[0].loc if pp.files and pp.files[-1].tokens else None
        raise PreprocessError("macro expansion nested too deeply", loc) from None
    _DONE[key] = (_copy_list(out), [(p, out.included_texts[p] if p in out.included_texts
                                     else _text_of(p)) for p in out.included_files])
    while len(_DONE) > 8:
        _DONE.popitem(last=False)
    return out


#: the last results of :func:`preprocess`, by (text, file name, dialect, -D, -I), with the
#: text of each file they included: reading one kernel file goes through the preprocessor
#: several times (the signature scan, the lenient read of ``kernels``, the read itself),
#: and a hashcat kernel includes a dozen large headers. A result is used again only while
#: every included file still holds the text it had (checked on each use); the tokens are
#: shared (nothing after the preprocessor changes a token), the lists are copies.
_DONE: collections.OrderedDict = collections.OrderedDict()


def _text_of(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return None


def _copy_list(toks: TokenList) -> TokenList:
    out = TokenList(toks)
    out.system_includes = list(toks.system_includes)
    out.included_files = list(toks.included_files)
    out.included_texts = dict(toks.included_texts)
    out.libraries = set(toks.libraries)
    return out


def preprocess_file(path: str | os.PathLike, *, dialect: str,
                    defines: dict[str, str] | None = None,
                    include_dirs: Sequence[str] = ()) -> TokenList:
    """Read ``path`` and :func:`preprocess` it."""
    p = os.fspath(path)
    try:
        with open(p, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError as e:
        raise PreprocessError(f"cannot read {p}: {e.strerror}", SourceLoc(p, 0, 0)) from None
    return preprocess(text, p, dialect=dialect, defines=defines, include_dirs=include_dirs)

