"""Dialect tables: how CUDA C and OpenCL C spell types, keywords and builtins.

This module is warpsmith's own replacement for the system headers (``<cuda_runtime.h>``,
``<math.h>``, ``<stdio.h>``, ``<stdint.h>``, ``<CL/cl.h>`` ...): the preprocessor skips
``#include <...>`` and the semantic pass knows these names instead.

Declared for device code
------------------------
* Scalar types: ``void bool _Bool char short int long float double half`` with
  ``signed/unsigned`` combinations, ``size_t ptrdiff_t intptr_t uintptr_t``, ``uchar ushort
  uint ulong`` (both dialects), ``int8_t .. uint64_t``, ``longlong ulonglong`` (as vector
  bases), ``__half`` (F16), ``__nv_bfloat16`` (BF16), ``__nv_fp8_e4m3``/``__nv_fp8_e5m2``,
  ``__half2``/``__nv_bfloat162`` (2-vectors); their intrinsics: :mod:`.lowp`.
* Vector types ``char uchar short ushort int uint long ulong longlong ulonglong float double
  half`` x ``1 2 3 4 8 16`` (CUDA has 1-4; a 1-lane type is its scalar), ``dim3`` and ``uint3``
  (uint x 3), with ``make_<type><n>(...)`` constructors (-> VectorLiteral).
* CUDA launch geometry ``threadIdx blockIdx blockDim gridDim`` (``.x .y .z`` ->
  ``Special(kind, dim, U32)``), ``warpSize`` (``Special("warp_size", 0, I32)``); OpenCL
  ``get_global_id get_local_id get_group_id get_local_size get_num_groups get_global_size``
  (``Special(kind, dim, U64)``: size_t) and ``get_work_dim()`` (``Special("work_dim", 0, U32)``).
* Barriers: CUDA ``__syncthreads()``, OpenCL ``barrier(flags)`` / ``work_group_barrier`` with
  ``CLK_LOCAL_MEM_FENCE`` (1) and ``CLK_GLOBAL_MEM_FENCE`` (2) -> ``Barrier`` statements.
* Math, integer, atomic, vector, warp and misc builtins: every spelling of
  :data:`warpsmith.ir.builtins.BUILTINS` (CUDA float/double forms, OpenCL names, the neutral
  name) plus the aliases of :data:`ALIASES` (``half_*`` -> ``native_*``, ``atom_*`` ->
  ``atomic_*``, ``__umulhi`` -> ``mul_hi``, ...).
* Conversions: OpenCL ``convert_T[_sat][_rte|_rtz]`` -> ``Cast``, ``as_T`` and CUDA
  ``__int_as_float`` & co. -> ``Cast(kind="bitcast")``, CUDA ``__float2int_rz`` &
  ``__int2float_rn`` & co. -> ``Cast``.
* Constants: ``true false NULL nullptr FLT_MAX FLT_MIN DBL_MAX INT_MAX INT_MIN UINT_MAX
  M_PI M_PI_F M_E M_E_F MAXFLOAT INFINITY`` (see :data:`CONSTANTS`).

``printf`` format strings are represented as ``Const(value=<the str>, type=PointerType(I8,
CONSTANT, const=True))`` (the IR has no string node).
"""

from __future__ import annotations

import math
import struct

from ..ir.curand import NOT_MODELLED as CURAND_NOT_MODELLED
from ..ir.texture import NOT_MODELLED as TEXTURE_NOT_MODELLED
from ..ir.texture import OPENCL_TYPES as IMAGE_TYPES  # noqa: F401 - OpenCL image types
from ..ir.texture import SURFACE_OBJECT, TEXTURE_OBJECT
from ..ir.builtins import BUILTINS
from ..ir.ocl2 import ATOMIC_TYPES as _ATOMIC_TYPES
from ..ir.ocl2 import MEMORY_ORDERS, MEMORY_SCOPES
from ..ir.ocl2 import OPENCL2_NAMES as _OPENCL2_NAMES

_CUDA_ONLY_NEW = frozenset({"norm", "rnorm", "clock", "clock64"})
from ..ir.types import (
    BF16, BOOL, F16, F32, F64, FP8_E4M3, FP8_E5M2, I8, I16, I32, I64, U8, U16, U32, U64, VOID, ScalarType, Type,
    VectorType,
)

CUDA, OPENCL = "cuda", "opencl"


def round_float(v: float, bits: int = 32) -> float:
    """``v`` rounded to the nearest float32 (``bits`` 32) or half (16), ties to even, as
    ``float(np.float32(v))`` does (inf past the largest finite value); struct packs with
    the same IEEE rounding, so NumPy is not imported at start-up."""
    fmt = "<f" if bits == 32 else "<e"
    try:
        return struct.unpack(fmt, struct.pack(fmt, v))[0]
    except OverflowError:
        return math.copysign(math.inf, v)


def _f32(v: float) -> float:
    return round_float(v, 32)

# ---------------------------------------------------------------------------- type names

#: single-word scalar type names usable in both dialects (after the multi-word combinations)
SCALAR_NAMES: dict[str, Type] = {
    "void": VOID, "bool": BOOL, "_Bool": BOOL, "float": F32, "double": F64, "half": F16,
    "__half": F16, "__nv_bfloat16": BF16, "nv_bfloat16": BF16, "__nv_fp8_e4m3": FP8_E4M3,
    "__nv_fp8_e5m2": FP8_E5M2, "__nv_fp8_storage_t": U8, "__nv_fp8x2_storage_t": U16,
    "__nv_fp8x4_storage_t": U32, "__nv_saturation_t": I32, "__nv_fp8_interpretation_t": I32,
    # <limits>' enums of std::numeric_limits' has_denorm and round_style (CUTLASS's
    # numeric_limits<half_t> declares them), read as int like the enums above
    "float_denorm_style": I32, "float_round_style": I32,
    "size_t": U64, "ptrdiff_t": I64, "intptr_t": I64, "uintptr_t": U64,
    "ssize_t": I64,
    "uchar": U8, "ushort": U16, "uint": U32, "ulong": U64,
    "int8_t": I8, "uint8_t": U8, "int16_t": I16, "uint16_t": U16, "int32_t": I32,
    "uint32_t": U32, "int64_t": I64, "uint64_t": U64,
    "__int8": I8, "__int16": I16, "__int32": I32, "__int64": I64,
    "longlong": I64, "ulonglong": U64,
    # glibc's <bits/types.h> names behind <stdint.h> (LP64: 64 bits are `long`), which
    # device code uses directly (vLLM's `__int64_t* smem_compute_ptr`)
    "__int8_t": I8, "__uint8_t": U8, "__int16_t": I16, "__uint16_t": U16, "__int32_t": I32,
    "__uint32_t": U32, "__int64_t": I64, "__uint64_t": U64,
}

# OpenCL 2.0's atomic types hold the plain scalar in the IR (ir/ocl2.py)
SCALAR_NAMES.update({_k: SCALAR_NAMES.get(_v, {"int": I32, "long": I64}.get(_v))
                     for _k, _v in _ATOMIC_TYPES.items()})

#: words that combine into a scalar type (``unsigned long long int``)
SCALAR_WORDS = {"signed", "unsigned", "char", "short", "int", "long", "__signed__",
                "__unsigned__"}

VECTOR_BASES: dict[str, ScalarType] = {
    "char": I8, "uchar": U8, "short": I16, "ushort": U16, "int": I32, "uint": U32,
    "long": I64, "ulong": U64, "longlong": I64, "ulonglong": U64, "float": F32,
    "double": F64, "half": F16,
}

VECTOR_NAMES: dict[str, Type] = {}
for _b, _s in VECTOR_BASES.items():
    for _n in (1, 2, 3, 4, 8, 16):
        VECTOR_NAMES[f"{_b}{_n}"] = _s if _n == 1 else VectorType(_s, _n)
VECTOR_NAMES["dim3"] = VectorType(U32, 3)
# cuda_fp16.h / cuda_bf16.h pairs (frontend/lowp.py reads their intrinsics)
VECTOR_NAMES.update({"__half2": VectorType(F16, 2), "__nv_bfloat162": VectorType(BF16, 2),
                     "nv_bfloat162": VectorType(BF16, 2)})


#: the names above that CUDA's headers define (vector_types.h: 1 to 4 lanes of the integer,
#: float and double bases; cuda_fp16.h / cuda_bf16.h: the pairs). ``float8``, ``uint8``,
#: ``half4`` are OpenCL's only: in CUDA a file's own struct of that name is the type
#: (flash-attn's ``struct uint8 { uint4 u, v; }``), else the name is unknown, as in nvcc.
CUDA_VECTOR_NAMES = frozenset(
    [n for n in VECTOR_NAMES if n[-1] in "1234" and not n[-2].isdigit() and
     not n.startswith("half")] + ["dim3", "half2", "__half2", "__nv_bfloat162",
                                  "nv_bfloat162"])


def combine_scalar_words(words: list[str]) -> ScalarType | None:
    """``["unsigned", "long", "long"]`` -> U64; None when not a valid combination."""
    ws = [w.strip("_") for w in words]
    unsigned = "unsigned" in ws
    signed = "signed" in ws
    longs = ws.count("long")
    if "char" in ws:
        return U8 if unsigned else I8
    if "short" in ws:
        return U16 if unsigned else I16
    if longs >= 1:
        return U64 if unsigned else I64
    if "int" in ws or unsigned or signed:
        return U32 if unsigned else I32
    return None


def type_keywords(dialect: str) -> set[str]:
    """Names that start a type in declarations (besides typedef names)."""
    return set(SCALAR_NAMES) | SCALAR_WORDS | set(VECTOR_NAMES) | {"struct", "union", "enum",
                                                                  "auto", "typename"}


# ------------------------------------------------------------------------- qualifiers

#: declaration-specifier words that carry an address space (OpenCL spellings without
#: underscores are keywords only in OpenCL)
SPACE_WORDS = {
    CUDA: {"__shared__": "shared", "__constant__": "constant", "__device__": "device",
           "__managed__": "device"},
    OPENCL: {"__global": "global", "global": "global", "__local": "shared", "local": "shared",
             "__constant": "constant", "constant": "constant", "__private": "private",
             "private": "private", "__generic": "generic", "generic": "generic"},
}

FUNC_WORDS = {
    CUDA: {"__global__", "__device__", "__host__", "__forceinline__", "__noinline__",
           "inline", "__inline__", "__inline", "static", "extern", "constexpr",
           "__device_builtin__", "__cudart_builtin__", "virtual", "explicit", "friend"},
    OPENCL: {"__kernel", "kernel", "inline", "__inline", "__inline__", "static", "extern"},
}

QUAL_WORDS = {"const", "volatile", "restrict", "__restrict__", "__restrict", "register",
              "static", "extern", "inline", "__inline__", "__inline", "__forceinline__",
              "__noinline__", "constexpr", "mutable", "__align__", "thread_local"}

# ------------------------------------------------------------------------ launch geometry

CUDA_SPECIALS = {"threadIdx": "local_id", "blockIdx": "group_id", "blockDim": "local_size",
                 "gridDim": "num_groups"}
OPENCL_SPECIALS = {"get_global_id": "global_id", "get_local_id": "local_id",
                   "get_group_id": "group_id", "get_local_size": "local_size",
                   "get_num_groups": "num_groups", "get_global_size": "global_size",
                   "get_enqueued_local_size": "local_size"}

CLK_LOCAL_MEM_FENCE = 1
CLK_GLOBAL_MEM_FENCE = 2

#: named constants of the system headers: name -> (value, type)
CONSTANTS: dict[str, tuple[object, Type]] = {
    "CLK_LOCAL_MEM_FENCE": (CLK_LOCAL_MEM_FENCE, U32),
    "CLK_GLOBAL_MEM_FENCE": (CLK_GLOBAL_MEM_FENCE, U32),
    "NULL": (0, I32), "nullptr": (0, I32),
    "FLT_MAX": (3.4028234663852886e38, F32), "FLT_MIN": (1.1754943508222875e-38, F32),
    "FLT_EPSILON": (1.1920928955078125e-07, F32),
    "DBL_MAX": (1.7976931348623157e308, F64), "DBL_MIN": (2.2250738585072014e-308, F64),
    "DBL_EPSILON": (2.220446049250313e-16, F64),
    "INT_MAX": (2**31 - 1, I32), "INT_MIN": (-2**31, I32), "UINT_MAX": (2**32 - 1, U32),
    "LLONG_MAX": (2**63 - 1, I64), "LONG_MAX": (2**63 - 1, I64), "SHRT_MAX": (32767, I32),
    "CHAR_BIT": (8, I32),
    "M_PI": (math.pi, F64), "M_PI_F": (_f32(math.pi), F32),
    "M_E": (math.e, F64), "M_E_F": (_f32(math.e), F32),
    "M_SQRT2": (math.sqrt(2), F64), "M_LN2": (math.log(2), F64),
    "M_SQRT1_2": (math.sqrt(0.5), F64), "M_1_PI": (1 / math.pi, F64),
    "M_2_PI": (2 / math.pi, F64), "M_PI_2": (math.pi / 2, F64),
    "MAXFLOAT": (3.4028234663852886e38, F32), "INFINITY": (math.inf, F32),
    **{_n: (_v, I32) for _n, _v in {**MEMORY_ORDERS, **MEMORY_SCOPES}.items()},
    # cudaSurfaceBoundaryMode (driver_types.h), the last argument of surface calls
    "cudaBoundaryModeZero": (0, I32), "cudaBoundaryModeClamp": (1, I32),
    "cudaBoundaryModeTrap": (2, I32),
    "HUGE_VALF": (math.inf, F32), "HUGE_VAL": (math.inf, F64), "NAN": (math.nan, F32),
    # the enumerators of std::float_denorm_style and std::float_round_style (C++
    # [denorm.style], [round.style])
    "denorm_indeterminate": (-1, I32), "denorm_absent": (0, I32), "denorm_present": (1, I32),
    "round_indeterminate": (-1, I32), "round_toward_zero": (0, I32),
    "round_to_nearest": (1, I32), "round_toward_infinity": (2, I32),
    "round_toward_neg_infinity": (3, I32),
}

# -------------------------------------------------------------------------------- builtins

#: extra spellings -> neutral builtin name
ALIASES: dict[str, str] = {
    **{f"half_{n}": f"native_{n}" for n in ("exp", "log", "sin", "cos", "tan", "log2",
                                             "log10", "exp10", "exp2", "sqrt", "rsqrt",
                                             "recip", "powr", "divide")},
    "native_exp2": "native_exp2", "__exp10f": "native_exp10",
    "__fsqrt_rn": "native_sqrt", "__frcp_rn": "native_recip", "__powf": "native_powr",
    "__fdividef": "native_divide", "fdividef": "native_divide",
    "__sincosf": "native_sincos", "__fmaf_ieee_rn": "fma",
    **{f"__fmaf_ieee_{m}": f"fmaf_{m}" for m in ("rz", "ru", "rd")},  # no FTZ: as __fmaf_*
    "__isnanf": "isnan", "__isinff": "isinf", "__finitef": "isfinite",
    "__saturatef": "saturate",
    "__umulhi": "mul_hi", "__mulhi": "mul_hi", "__umul24": "mul24", "__mul24": "mul24",
    "__popc": "popcount", "__popcll": "popcount64", "__clz": "clz", "__ffs": "ffs",
    "__brev": "brev", "__uhadd": "hadd", "__hadd": "hadd", "__urhadd": "rhadd",
    "__rhadd": "rhadd", "__clzll": "clz", "__ffsll": "ffs", "__brevll": "brev",
    "__mul64hi": "mul_hi", "__umul64hi": "mul_hi",
    "lerp": "mix",  # helper_math.h's lerp(a, b, t) = a + t * (b - a)
    # OpenCL's fast_* geometric functions may be approximate: the precise ones are valid
    "fast_length": "length", "fast_distance": "distance", "fast_normalize": "normalize",
    "atomic_xchg": "atomic_exch", "atomic_cmpxchg": "atomic_cas",
    **{f"atom_{n}": f"atomic_{n}" for n in ("add", "sub", "max", "min", "and", "or", "xor",
                                             "inc", "dec")},
    "atom_xchg": "atomic_exch", "atom_cmpxchg": "atomic_cas",
    "atomicInc": "atomic_inc_wrap", "atomicDec": "atomic_dec_wrap", "atomicCAS": "atomic_cas",
    "atomicExch": "atomic_exch",
    # block-scoped atomics (sm_60+): read as device-scoped ones, which are at least as
    # strong; the _system forms are not (host-visible memory) and stay undeclared
    **{f"atomic{op}_block": f"atomic_{op.lower()}" for op in (
        "Add", "Sub", "Max", "Min", "And", "Or", "Xor")},
    "atomicExch_block": "atomic_exch", "atomicCAS_block": "atomic_cas",
    "atomicInc_block": "atomic_inc_wrap", "atomicDec_block": "atomic_dec_wrap",
    "__shfl_sync": "shfl_sync", "__shfl_up_sync": "shfl_up_sync",
    "__shfl_down_sync": "shfl_down_sync", "__shfl_xor_sync": "shfl_xor_sync",
    "__ballot_sync": "ballot_sync", "__any_sync": "any_sync", "__all_sync": "all_sync",
    "__syncwarp": "syncwarp", "__threadfence": "mem_fence", "read_mem_fence": "mem_fence",
    "write_mem_fence": "mem_fence", "__threadfence_block": "mem_fence_block",
    "cudaGridDependencySynchronize": "grid_dependency_sync",
    "cudaTriggerProgrammaticLaunchCompletion": "launch_dependents",
    "__ldg": "ldg", "printf": "printf", "assert": "assert",
    "fabs": "fabs", "labs": "abs", "llabs": "abs", "umin": "min", "umax": "max",
    "llmin": "min", "llmax": "max", "ullmin": "min", "ullmax": "max",
    "__sinf": "native_sin", "__cosf": "native_cos", "__expf": "native_exp",
    "__logf": "native_log", "__tanf": "native_tan", "__log2f": "native_log2",
    "__log10f": "native_log10", "exp2": "exp2", "rsqrt": "rsqrt", "mad": "mad",
    "fmaf": "fma", "__fmaf_rn": "fma", "__fma_rn": "fma", "__fadd_rn": None,
}
ALIASES = {k: v for k, v in ALIASES.items() if v is not None}
#: the double forms of the glibc-style classification names (``__isnan(x)`` is
#: ``isnan(x)``; nonzero for true as in C)
ALIASES.update({"__isnan": "isnan", "__isinf": "isinf", "__finite": "isfinite"})

#: legacy warp functions without a mask: name -> neutral name (a full mask is inserted)
LEGACY_WARP = {"__shfl": "shfl_sync", "__shfl_up": "shfl_up_sync",
               "__shfl_down": "shfl_down_sync", "__shfl_xor": "shfl_xor_sync",
               "__ballot": "ballot_sync", "__any": "any_sync", "__all": "all_sync"}


def builtin_table(dialect: str) -> dict[str, tuple[str, str]]:
    """Spelling -> (neutral name, spelling style): style "f32" forces float arguments (CUDA
    ``sqrtf``), "f64" a double spelling that is overloaded in C++ (CUDA ``sqrt``), "any"
    otherwise."""
    out: dict[str, tuple[str, str]] = {}
    foreign = _OPENCL2_NAMES if dialect == CUDA else _CUDA_ONLY_NEW
    for b in BUILTINS.values():
        if b.name in foreign:  # the other dialect's (ir/ocl2.py): undeclared here
            continue
        out.setdefault(b.name, (b.name, "any"))
        if dialect == CUDA:
            if b.cuda:
                style = "f32" if (b.kind == "math" and b.cuda != b.cuda_double
                                  and b.cuda.endswith("f")) else "any"
                out[b.cuda] = (b.name, style)
            if b.cuda_double:
                out.setdefault(b.cuda_double, (b.name, "any"))
        else:
            if b.opencl:
                out[b.opencl] = (b.name, "any")
    for k, v in ALIASES.items():
        if k not in out:
            out[k] = (v, "f32" if (dialect == CUDA and k.startswith("__") and k.endswith("f")
                                   and BUILTINS[v].kind == "math") else "any")
    if dialect == CUDA:
        for name in ("fminf", "fmaxf", "fabsf", "sqrtf", "rsqrtf", "powf", "expf", "logf"):
            base = name[:-1]
            if base in BUILTINS:
                out[name] = (base, "f32")
    return out


#: CUDA integer functions with fixed argument/result types: spelling -> (arg type, result)
CUDA_INT_SIGNATURES: dict[str, tuple[ScalarType, ScalarType]] = {
    "__popc": (U32, I32), "__popcll": (U64, I32), "__clz": (I32, I32), "__clzll": (I64, I32),
    "__ffs": (I32, I32), "__brev": (U32, U32), "__mulhi": (I32, I32), "__umulhi": (U32, U32),
    "__mul24": (I32, I32), "__umul24": (U32, U32), "__hadd": (I32, I32), "__uhadd": (U32, U32),
}

#: CUDA bit reinterpretations: spelling -> (source type, result type)
CUDA_BITCASTS: dict[str, tuple[ScalarType, ScalarType]] = {
    "__int_as_float": (I32, F32), "__float_as_int": (F32, I32),
    "__uint_as_float": (U32, F32), "__float_as_uint": (F32, U32),
    "__longlong_as_double": (I64, F64), "__double_as_longlong": (F64, I64),
}

#: CUDA rounding conversions accepted (the ones that equal C's conversion)
CUDA_CONVERSIONS: dict[str, tuple[ScalarType, ScalarType]] = {
    "__float2int_rz": (F32, I32), "__float2uint_rz": (F32, U32),
    "__int2float_rn": (I32, F32), "__uint2float_rn": (U32, F32),
    "__ll2float_rn": (I64, F32), "__ull2float_rn": (U64, F32), "__int2double_rn": (I32, F64),
    "__uint2double_rn": (U32, F64), "__ll2double_rn": (I64, F64),
    "__ull2double_rn": (U64, F64),
    "__double2float_rn": (F64, F32), "__float2double": (F32, F64),
}

#: names that are refused wherever device code uses them
#: thread-block clusters (sm_90): the simulator runs the blocks of a grid one after another
#: and has no cluster of co-scheduled blocks, no cluster barrier and no distributed shared
#: memory (another block's ``__shared__`` array through ``map_shared_rank``), so a cluster
#: group is refused where it is first named (docs/cxx-coop.md)
CLUSTER_NOT_MODELLED = ("cooperative groups' thread-block cluster (cluster_group, "
                        "this_cluster(): cluster dimensions, cluster.sync() and distributed "
                        "shared memory through map_shared_rank) is not modelled")

UNSUPPORTED_CALLS = {
    **{k: v for k, v in TEXTURE_NOT_MODELLED.items() if not k.startswith("image")},
    "malloc": "dynamic allocation in device code", "free": "dynamic allocation in device code",
    "cudaMalloc": "dynamic allocation in device code",
    **{k: v for k, v in CURAND_NOT_MODELLED.items() if not k.startswith("curandState")},
    "this_cluster": CLUSTER_NOT_MODELLED,
}

#: texture handle types (ir/texture.py), CUDA spelling -> type
TEXTURE_TYPES = {"cudaTextureObject_t": TEXTURE_OBJECT,
                 "cudaSurfaceObject_t": SURFACE_OBJECT}

#: cooperative-groups handle types (frontend/coop.py lowers them; docs/cxx-coop.md)
CG_TYPES = {"thread_block", "grid_group", "thread_block_tile", "coalesced_group",
            "thread_group"}
#: cooperative-groups templates called with explicit arguments: ``tiled_partition<8>(b)``,
#: the functors ``plus<int>()`` ..
CG_TEMPLATE_CALLS = {"tiled_partition", "plus", "less", "greater", "bit_and", "bit_or",
                     "bit_xor"}

UNSUPPORTED_TYPES = {
    "texture": "texture reference without its template arguments (texture<T, dims, mode>)",
    "surface": "surface reference (legacy; cudaSurfaceObject_t is modelled)",
    "image1d_buffer_t": TEXTURE_NOT_MODELLED["image1d_buffer_t"], "event_t": "event type",
    **{k: v for k, v in CURAND_NOT_MODELLED.items() if k.startswith("curandState")},
    "cluster_group": CLUSTER_NOT_MODELLED,
}
