"""Builtin functions: one neutral name each, and how each dialect spells it.

A ``Call`` node whose name is in :data:`BUILTINS` is a builtin. The frontend maps the
dialect's spelling to the neutral name (``sqrtf``/``sqrt`` -> ``sqrt``, ``atomicAdd`` /
``atomic_add`` -> ``atomic_add``, ``__expf``/``native_exp`` -> ``native_exp``); the
printers map it back (:func:`spelling`), choosing the CUDA float/double form from the
call's type. The simulator implements every name in this table.

``kind`` groups the builtins by how their result type is found:

* ``math``: float functions, result type = type of the (converted) first argument;
* ``generic``: min/max/abs/clamp/..., result = common type of the arguments;
* ``int``: integer bit functions (popcount, clz, mul_hi, ...), result = argument type
  (popcount and clz return int in CUDA);
* ``atomic``: first argument a pointer (global or shared), returns the old value;
* ``vector``: vload/vstore and the geometric functions;
* ``warp``: shuffles, votes, match and reduce within a warp (the first argument a lane
  mask), ``__activemask`` and the block-wide votes ``__syncthreads_count/and/or``;
* ``misc``: fences, printf, __ldg, the pipeline primitives (cp.async);
* ``classify``: ``isnan``, ``isinf``, ``isfinite``, ``isnormal``, ``signbit`` and
  OpenCL's ``isequal`` .. ``isunordered``: float arguments, an ``int`` result (1 for true),
  per lane for vectors (an ``intN`` with -1 for true, as OpenCL's relational functions);
* ``curand``: cuRAND's device API (:mod:`warpsmith.ir.curand`): a pointer to a generator
  state among the arguments, result types fixed per function;
* ``texture``: texture fetches (:mod:`warpsmith.ir.texture`): a texture handle and
  coordinates; the result type is the call's (CUDA's template argument);
* ``fixed``: CUDA's integer and SIMD intrinsics (``__vadd4``, ``__byte_perm``, ``__dp4a``,
  ``__funnelshift_l``, ``__sad``, ...), whose argument and result types are fixed by their
  declarations (:func:`signature`; ``__dp4a``/``__dp2a_*`` take their signedness from the
  first argument, as their C++ overloads do). Lanes: ``2`` = two 16-bit halfwords, ``4`` =
  four bytes of an ``unsigned int`` (CUDA Math API, "SIMD Intrinsics");
* ``lowp``: half/bfloat16 intrinsics with no other IR form (``frontend/lowp.py``):
  ``cvt_rn/rz/rd/ru`` (a conversion in that rounding mode to the call's type),
  ``hadd_sat``/``hsub_sat``/``hmul_sat``/``hfma_sat`` (clamped to [0, 1]), the comparisons
  ``heq`` .. ``hgeu`` (``u``: true when unordered; bool, or 1.0/0.0 per lane of a 2-vector),
  ``hmax``/``hmin`` (+0 above -0, one NaN gives the other operand), ``hmax_nan``/``hmin_nan``
  (NaN propagates) and ``hisinf`` (-1, 0, 1). Result type: the call's.
"""

from __future__ import annotations


from .record import record
from .curand import FUNCTIONS as _CURAND
from .texture import FUNCTIONS as _TEXTURE
from .texture import IMAGE_FUNCTIONS as _IMAGE
from .texture import SURFACE_FUNCTIONS as _SURFACE
from .types import F32, F64, ScalarType, Type, VectorType, element_scalar


@record
class Builtin:
    name: str
    kind: str
    arity: int  # -1: variable
    cuda: str | None  # CUDA spelling for float (f32) arguments or the only one; None: none
    cuda_double: str | None = None  # CUDA spelling for double arguments, when different
    opencl: str | None = None  # OpenCL spelling; None: OpenCL has no such builtin


def _math(name: str, arity: int = 1, cuda32: str | None = None, cuda64: str | None = None,
          opencl: str | None = None) -> Builtin:
    return Builtin(name, "math", arity, cuda32 or name + "f", cuda64 or name, opencl or name)


# SIMD intrinsics on 2 halfwords / 4 bytes of unsigned ints: binary (u32, u32) -> u32
SIMD_BINARY = ("add", "addss", "addus", "sub", "subss", "subus", "absdiffs", "absdiffu",
               "avgs", "avgu", "haddu", "maxs", "maxu", "mins", "minu", "sads", "sadu",
               *(f"{p}{c}" for p in ("cmp", "set") for c in (
                   "eq", "ne", "ges", "geu", "gts", "gtu", "les", "leu", "lts", "ltu")))
SIMD_UNARY = ("abs", "absss", "neg", "negss")

#: CUDA math functions computed with SciPy on the simulator (name, arity)
CUDA_SPECIAL = (("erfinv", 1), ("erfcx", 1), ("normcdf", 1), ("normcdfinv", 1), ("rcbrt", 1),
                ("rhypot", 2), ("j0", 1), ("j1", 1), ("y0", 1), ("y1", 1), ("jn", 2),
                ("yn", 2), ("cyl_bessel_i0", 1), ("cyl_bessel_i1", 1), ("norm4d", 4),
                ("rnorm4d", 4))

#: OpenCL's half storage functions: name -> (store, lanes, aligned, rounding mode);
#: vload_halfN(off, p) reads p[off*N ..] as floats, vstore_halfN[_rtX](data, off, p) writes
#: data rounded to half; the "a" forms take 4 elements a step for N = 3
HALF_MEM: dict[str, tuple[bool, int, bool, str]] = {}
for _n in ("", "2", "3", "4", "8", "16"):
    for _a in ("", "a"):
        HALF_MEM[f"vload{_a}_half{_n}"] = (False, int(_n or 1), bool(_a), "rn")
        for _r, _m in (("", "rn"), ("_rte", "rn"), ("_rtz", "rz"), ("_rtp", "ru"),
                       ("_rtn", "rd")):
            HALF_MEM[f"vstore{_a}_half{_n}{_r}"] = (True, int(_n or 1), bool(_a), _m)

LOAD_HINTS = ("ldcg", "ldca", "ldcs", "ldlu", "ldcv")
STORE_HINTS = ("stcg", "stcs", "stwb", "stwt")

REDUCE_OPS = ("add", "min", "max", "and", "or", "xor")

CLASSIFY_1 = ("isnan", "isinf", "isfinite", "isnormal", "signbit")
CLASSIFY_2 = ("isequal", "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal",
              "islessgreater", "isordered", "isunordered")

_FIXED: dict[str, tuple[tuple, object]] = {
    **{f"v{op}{n}": (("u32", "u32"), "u32") for op in SIMD_BINARY for n in (2, 4)},
    **{f"v{op}{n}": (("u32",), "u32") for op in SIMD_UNARY for n in (2, 4)},
    "byte_perm": (("u32", "u32", "u32"), "u32"),
    "funnelshift_l": (("u32", "u32", "u32"), "u32"),
    "funnelshift_lc": (("u32", "u32", "u32"), "u32"),
    "funnelshift_r": (("u32", "u32", "u32"), "u32"),
    "funnelshift_rc": (("u32", "u32", "u32"), "u32"),
    "sad": (("i32", "i32", "u32"), "u32"),
    "usad": (("u32", "u32", "u32"), "u32"),
    "dp4a": (("S", "S", "S"), "S"),
    "dp2a_lo": (("S", "S", "S"), "S"),
    "dp2a_hi": (("S", "S", "S"), "S"),
    "fns": (("u32", "u32", "i32"), "u32"),  # n-th set bit of a mask (docs/cxx-coop.md)
    # CUDA 12's three-way, add-then-compare and ReLU SIMD functions (sim_intrinsics.vi)
    **{f"vi{op}_{ty}{r}": ((("i32" if ty == "s32" else "u32"),) * n,
                           "i32" if ty == "s32" else "u32")
       for op, n, tys, rs in (("max3", 3, ("s32", "s16x2", "u32", "u16x2"), ("", "_relu")),
                              ("min3", 3, ("s32", "s16x2", "u32", "u16x2"), ("", "_relu")),
                              ("addmax", 3, ("s32", "s16x2", "u32", "u16x2"), ("", "_relu")),
                              ("addmin", 3, ("s32", "s16x2", "u32", "u16x2"), ("", "_relu")),
                              ("max", 2, ("s32", "s16x2"), ("_relu",)),
                              ("min", 2, ("s32", "s16x2"), ("_relu",)))
       for ty in tys for r in rs if not (r and ty.startswith("u"))},
}


#: CUDA's IEEE intrinsics with a rounding mode and its rounding conversions (CUDA Math API,
#: "Single Precision Intrinsics", "Double Precision Intrinsics", "Type Casting Intrinsics"):
#: neutral name = the CUDA spelling without ``__``; (argument types, result type). Left out:
#: ``__fmaf_rn``/``__fma_rn`` (= ``fma``) and the conversions that equal C's conversion
#: (``frontend.dialects.CUDA_CONVERSIONS``: ``__float2int/uint_rz``, ``_rn`` from an integer).
MODES = ("rn", "rz", "ru", "rd")
ROUNDED: dict[str, tuple[tuple[str, ...], str]] = {"frsqrt_rn": (("f32",), "f32"),
                                                   "double2hiint": (("f64",), "i32"),
                                                   "double2loint": (("f64",), "i32"),
                                                   "hiloint2double": (("i32", "i32"), "f64")}
_INTS = (("int", "i32"), ("uint", "u32"), ("ll", "i64"), ("ull", "u64"))
for _m in MODES:
    for _op in ("add", "sub", "mul", "div"):
        ROUNDED[f"f{_op}_{_m}"] = (("f32", "f32"), "f32")
        ROUNDED[f"d{_op}_{_m}"] = (("f64", "f64"), "f64")
    for _op in ("rcp", "sqrt"):
        ROUNDED[f"f{_op}_{_m}"] = (("f32",), "f32")
        ROUNDED[f"d{_op}_{_m}"] = (("f64",), "f64")
    if _m != "rn":
        ROUNDED[f"fmaf_{_m}"] = (("f32",) * 3, "f32")
        ROUNDED[f"fma_{_m}"] = (("f64",) * 3, "f64")
        ROUNDED[f"double2float_{_m}"] = (("f64",), "f32")
    for _i, _t in _INTS:
        for _f, _ft in (("float", "f32"), ("double", "f64")):
            # _rz is C's conversion except for NaN, which the GPU gives as 0x80.. from a
            # double or to 64 bits (the simulator's casts give 0): those are builtins too
            if _m != "rz" or _f == "double" or _i in ("ll", "ull"):
                ROUNDED[f"{_f}2{_i}_{_m}"] = ((_ft,), _t)
        if _m != "rn":
            ROUNDED[f"{_i}2float_{_m}"] = ((_t,), "f32")
            if _i in ("ll", "ull"):
                ROUNDED[f"{_i}2double_{_m}"] = ((_t,), "f64")


def rounded_signature(name: str) -> tuple[tuple[Type, ...], Type]:
    """The argument types and result type of the rounding intrinsic ``name``."""
    from .types import I32, I64, U32, U64

    pick = {"f32": F32, "f64": F64, "i32": I32, "u32": U32, "i64": I64, "u64": U64}
    args, result = ROUNDED[name]
    return tuple(pick[a] for a in args), pick[result]


#: how OpenCL C writes a rounding intrinsic exactly: a format of the printed arguments;
#: the others (``_rz/_ru/_rd`` arithmetic, ``__double2hiint`` ..) have no OpenCL equivalent
_OCL_INT = {"int": "int", "uint": "uint", "ll": "long", "ull": "ulong"}
_OCL_MODE = {"rn": "rte", "rz": "rtz", "ru": "rtp", "rd": "rtn"}
ROUNDED_OPENCL: dict[str, str] = {
    **{f"{p}{op}_rn": f"({{0}} {sym} {{1}})" for p in "fd" for op, sym in (
        ("add", "+"), ("sub", "-"), ("mul", "*"), ("div", "/"))},
    "frcp_rn": "(1.0f / {0})", "drcp_rn": "(1.0 / {0})", "fsqrt_rn": "sqrt({0})",
    "dsqrt_rn": "sqrt({0})",
    **{n: f"convert_{_OCL_INT[n.split('2')[1][:-3]]}_sat_{_OCL_MODE[n[-2:]]}({{0}})"
       for n in ROUNDED if n.startswith(("float2", "double2")) and n[7:10] != "flo"
       and not n.startswith("double2float") and n.split("2")[1][:-3] in _OCL_INT},
    **{n: f"convert_{'float' if 'float' in n else 'double'}_{_OCL_MODE[n[-2:]]}({{0}})"
       for n in ROUNDED if n.endswith(("_rz", "_ru", "_rd"))
       and (n.split("2")[0] in _OCL_INT or n.startswith("double2float"))},
}


def signature(name: str, arg_types=()) -> tuple[tuple[Type, ...], Type]:
    """The argument types and result type of the fixed-signature builtin ``name``; an
    ``"S"`` slot is ``int`` or ``unsigned int`` as the first argument is signed or not."""
    from .types import I32, U32

    args, result = _FIXED[name]
    first = element_scalar(arg_types[0]) if arg_types else None
    signed = I32 if first is None or getattr(first, "signed", True) else U32
    pick = {"u32": U32, "i32": I32, "S": signed}
    return tuple(pick[a] for a in args), pick[result]


_TABLE = [
    # precise float math: CUDA sqrtf/sqrt, OpenCL sqrt
    *(_math(n) for n in (
        "sqrt", "rsqrt", "cbrt", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10",
        "log1p", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
        "asinh", "acosh", "atanh", "fabs", "floor", "ceil", "round", "trunc", "rint",
        "erf", "erfc", "tgamma", "lgamma")),
    *(_math(n, 2) for n in ("pow", "atan2", "fmin", "fmax", "fmod", "hypot", "copysign",
                            "fdim", "remainder")),
    _math("fma", 3),
    # C math of device code (docs/cxx-coop.md): OpenCL C has sinpi, cospi, nextafter and
    # ilogb; not erfcinv, norm3d, rnorm3d, sincospi (refused there)
    *(_math(n) for n in ("sinpi", "cospi")),
    _math("nextafter", 2),
    _math("ilogb"),  # int result
    *(Builtin(n, "math", a, n + "f", n, None) for n, a in (
        ("erfcinv", 1), ("norm3d", 3), ("rnorm3d", 3), ("sincospi", 3))),
    # more of the CUDA Math API's functions OpenCL C lacks (SciPy's special functions in
    # float64 on the simulator: backends/sim_builtins.py CUDA_SPECIAL); jn/yn: (int n, x)
    *(Builtin(n, "math", a, n + "f", n, None) for n, a in CUDA_SPECIAL),
    Builtin("remquo", "math", 3, "remquof", "remquo", "remquo"),  # remquo(x, y, &quo)
    _math("ldexp", 2),
    # OpenCL 1.2 math CUDA lacks (the CUDA printer expands them: CudaPrinter._call_acospi ..)
    *(Builtin(n, "math", a, None, None, n) for n, a in (
        ("acospi", 1), ("asinpi", 1), ("atanpi", 1), ("atan2pi", 2), ("maxmag", 2),
        ("minmag", 2), ("pown", 2), ("tanpi", 1), ("powr", 2), ("rootn", 2))),
    Builtin("nan", "math", 1, None, None, "nan"),  # nan(uintN code): a quiet NaN
    Builtin("fract", "math", 2, None, None, "fract"),  # fract(x, &floor): x - floor(x) < 1
    Builtin("lgamma_r", "math", 2, None, None, "lgamma_r"),  # lgamma, sign of gamma stored
    _math("logb"),  # CUDA logbf/logb
    _math("frexp", 2),  # frexp(x, &e): mantissa in [0.5, 1), exponent stored to *e
    _math("modf", 2),  # modf(x, &i): fractional part, integral part stored to *i
    _math("sincos", 3),  # sincos(x, &s, &c) in CUDA; OpenCL sincos(x, &c) returns sin
    _math("mad", 3, cuda32="fmaf", cuda64="fma", opencl="mad"),
    # fast math: CUDA intrinsics, OpenCL native_* (half_* maps here too)
    *(Builtin("native_" + n, "math", 1, "__" + n + "f", None, "native_" + n) for n in (
        "exp", "log", "sin", "cos", "tan", "log2", "log10", "exp10")),
    Builtin("native_exp2", "math", 1, "exp2f", None, "native_exp2"),
    # CUDA's __sincosf(x, &s, &c) (the hardware sine and cosine); OpenCL has no fast sincos:
    # its printer writes the precise sincos
    Builtin("native_sincos", "math", 3, "__sincosf", None, None),
    Builtin("native_sqrt", "math", 1, "__fsqrt_rn", None, "native_sqrt"),
    Builtin("native_rsqrt", "math", 1, "rsqrtf", None, "native_rsqrt"),
    Builtin("native_recip", "math", 1, "__frcp_rn", None, "native_recip"),
    Builtin("native_powr", "math", 2, "__powf", None, "native_powr"),
    Builtin("native_divide", "math", 2, "__fdividef", None, "native_divide"),
    # generic arithmetic on ints and floats
    Builtin("min", "generic", 2, "min", None, "min"),
    Builtin("max", "generic", 2, "max", None, "max"),
    Builtin("abs", "generic", 1, "abs", None, "abs"),
    Builtin("clamp", "generic", 3, None, None, "clamp"),
    Builtin("mix", "generic", 3, None, None, "mix"),
    Builtin("step", "generic", 2, None, None, "step"),
    Builtin("smoothstep", "generic", 3, None, None, "smoothstep"),
    Builtin("sign", "generic", 1, None, None, "sign"),
    Builtin("select", "generic", 3, None, None, "select"),
    Builtin("any", "relational", 1, None, None, "any"),  # 1 when a lane's top bit is set
    Builtin("all", "relational", 1, None, None, "all"),  # 1 when every lane's is
    # float classification and comparison: int (scalar: 1 for true; vector: -1 per lane)
    *(Builtin(n, "classify", 1, n, None, n) for n in CLASSIFY_1),
    *(Builtin(n, "classify", 2, None, None, n) for n in CLASSIFY_2),
    Builtin("saturate", "generic", 1, "__saturatef", None, None),
    Builtin("degrees", "generic", 1, None, None, "degrees"),
    Builtin("radians", "generic", 1, None, None, "radians"),
    # integer bit functions
    Builtin("popcount", "int", 1, "__popc", None, "popcount"),
    Builtin("popcount64", "int", 1, "__popcll", None, None),
    Builtin("clz", "int", 1, "__clz", None, "clz"),
    Builtin("ffs", "int", 1, "__ffs", None, None),
    Builtin("brev", "int", 1, "__brev", None, None),
    Builtin("mul_hi", "int", 2, "__mulhi", None, "mul_hi"),  # __umulhi for unsigned
    Builtin("mul24", "int", 2, "__mul24", None, "mul24"),  # __umul24 for unsigned
    Builtin("mad24", "int", 3, None, None, "mad24"),
    Builtin("rotate", "int", 2, None, None, "rotate"),
    Builtin("add_sat", "int", 2, None, None, "add_sat"),
    Builtin("sub_sat", "int", 2, None, None, "sub_sat"),
    Builtin("hadd", "int", 2, "__hadd", None, "hadd"),
    Builtin("rhadd", "int", 2, "__rhadd", None, "rhadd"),  # __urhadd for unsigned
    Builtin("abs_diff", "int", 2, None, None, "abs_diff"),
    Builtin("mad_hi", "int", 3, None, None, "mad_hi"),  # mul_hi(a, b) + c
    Builtin("mad_sat", "int", 3, None, None, "mad_sat"),  # a * b + c, saturated
    Builtin("upsample", "int", 2, None, None, "upsample"),  # (hi << bits) | lo, twice as wide
    Builtin("bitselect", "generic", 3, None, None, "bitselect"),  # (a & ~c) | (b & c)
    Builtin("shuffle", "shuffle", 2, None, None, "shuffle"),  # x[mask[i] % m] per lane
    Builtin("shuffle2", "shuffle", 3, None, None, "shuffle2"),  # from the lanes of x then y
    # atomics: return the old value
    *(Builtin("atomic_" + n, "atomic", 2, "atomic" + n.capitalize(), None, "atomic_" + n)
      for n in ("add", "sub", "max", "min", "exch", "and", "or", "xor")),
    Builtin("atomic_cas", "atomic", 3, "atomicCAS", None, "atomic_cmpxchg"),
    Builtin("atomic_inc", "atomic", 1, None, None, "atomic_inc"),  # OpenCL: old+1
    Builtin("atomic_dec", "atomic", 1, None, None, "atomic_dec"),  # OpenCL: old-1
    Builtin("atomic_inc_wrap", "atomic", 2, "atomicInc", None, None),  # CUDA: old>=v?0:old+1
    Builtin("atomic_dec_wrap", "atomic", 2, "atomicDec", None, None),
    # vectors and geometry
    *(Builtin(f"vload{n}", "vector", 2, None, None, f"vload{n}") for n in (2, 3, 4, 8, 16)),
    *(Builtin(f"vstore{n}", "vector", 3, None, None, f"vstore{n}") for n in (2, 3, 4, 8, 16)),
    Builtin("dot", "vector", 2, None, None, "dot"),
    Builtin("cross", "vector", 2, None, None, "cross"),
    Builtin("length", "vector", 1, None, None, "length"),
    Builtin("distance", "vector", 2, None, None, "distance"),
    Builtin("normalize", "vector", 1, None, None, "normalize"),
    Builtin("reflect", "vector", 2, None, None, None),  # helper_math.h: i - 2 n dot(n, i)
    # warp-level
    Builtin("shfl_sync", "warp", -1, "__shfl_sync", None, None),
    Builtin("shfl_up_sync", "warp", -1, "__shfl_up_sync", None, None),
    Builtin("shfl_down_sync", "warp", -1, "__shfl_down_sync", None, None),
    Builtin("shfl_xor_sync", "warp", -1, "__shfl_xor_sync", None, None),
    Builtin("ballot_sync", "warp", 2, "__ballot_sync", None, None),
    Builtin("any_sync", "warp", 2, "__any_sync", None, None),
    Builtin("all_sync", "warp", 2, "__all_sync", None, None),
    Builtin("syncwarp", "warp", -1, "__syncwarp", None, None),
    # warp match, vote and reduce (sm_70+, __reduce_*: sm_80+) and the block-wide votes
    # (docs/cxx-coop.md): the mask names the lanes taking part
    Builtin("activemask", "warp", 0, "__activemask", None, None),
    Builtin("uni_sync", "warp", 2, "__uni_sync", None, None),
    Builtin("match_any_sync", "warp", 2, "__match_any_sync", None, None),
    Builtin("match_all_sync", "warp", 3, "__match_all_sync", None, None),
    *(Builtin(f"reduce_{op}_sync", "warp", 2, f"__reduce_{op}_sync", None, None)
      for op in REDUCE_OPS),
    *(Builtin(f"syncthreads_{op}", "warp", 1, f"__syncthreads_{op}", None, None)
      for op in ("count", "and", "or")),
    Builtin("grid_sync", "misc", 0, None, None, None),  # cg::this_grid().sync()
    # OpenCL 2.0 work-group collectives (backends/sim_workgroup.py): all work-items of the
    # group take part; CUDA spells all/any as the block-wide votes and has none of the others
    Builtin("work_group_all", "workgroup", 1, "__syncthreads_and", None, "work_group_all"),
    Builtin("work_group_any", "workgroup", 1, "__syncthreads_or", None, "work_group_any"),
    Builtin("work_group_broadcast", "workgroup", -1, None, None, "work_group_broadcast"),
    *(Builtin(f"work_group_{k}_{op}", "workgroup", 1, None, None, f"work_group_{k}_{op}")
      for k in ("reduce", "scan_inclusive", "scan_exclusive") for op in ("add", "min", "max")),
    # misc
    # the shared-window address of a generic pointer to shared memory (inline PTX takes it
    # for ld.shared, cp.async, ldmatrix; docs/inline-asm.md)
    Builtin("cvta_generic_to_shared", "misc", 1, "__cvta_generic_to_shared", None, None),
    Builtin("mem_fence", "misc", -1, "__threadfence", None, "mem_fence"),
    Builtin("mem_fence_block", "misc", 0, "__threadfence_block", None, None),
    # programmatic dependent launch (CUDA 11.8+): wait for the preceding grid / let the
    # next one start; a kernel run alone has no preceding grid, so both do nothing here
    Builtin("grid_dependency_sync", "misc", 0, "cudaGridDependencySynchronize", None, None),
    Builtin("trap", "misc", 0, "__trap", None, None),  # aborts the kernel: an error
    Builtin("launch_dependents", "misc", 0, "cudaTriggerProgrammaticLaunchCompletion", None,
            None),
    Builtin("ldg", "misc", 1, "__ldg", None, None),
    Builtin("printf", "misc", -1, "printf", None, "printf"),
    Builtin("assert", "misc", 1, "assert", None, None),
    Builtin("memcpy", "misc", 3, "memcpy", None, None),  # on bytes; OpenCL C has none
    Builtin("memset", "misc", 3, "memset", None, None),
    # cp.async through CUDA's pipeline primitives (frontend/pipeline.py); no OpenCL form
    Builtin("pipeline_memcpy_async", "misc", 4, "__pipeline_memcpy_async", None, None),
    Builtin("pipeline_commit", "misc", 0, "__pipeline_commit", None, None),
    Builtin("pipeline_wait_prior", "misc", 1, "__pipeline_wait_prior", None, None),
    # half/bfloat16 intrinsics (frontend/lowp.py); CUDA spellings in the printer
    *(Builtin(f"cvt_{m}", "lowp", 1, None, None, None) for m in ("rn", "rz", "rd", "ru")),
    *(Builtin(f"h{op}_sat", "lowp", 3 if op == "fma" else 2, f"__h{op}_sat", None, None)
      for op in ("add", "sub", "mul", "fma")),
    *(Builtin(f"h{c}", "lowp", 2, f"__h{c}", None, None) for c in (
        "eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu")),
    *(Builtin(n, "lowp", 2, "__" + n, None, None) for n in ("hmax", "hmin", "hmax_nan",
                                                             "hmin_nan")),
    Builtin("hisinf", "lowp", 1, "__hisinf", None, None),
    # CUDA integer and SIMD intrinsics (fixed signatures: SIGNATURES)
    *(Builtin(n, "fixed", len(sig[0]), "__" + n, None, None) for n, sig in _FIXED.items()),
    # OpenCL's half storage (HALF_MEM): printed as written in OpenCL, expanded in CUDA
    *(Builtin(n, "halfmem", 2 if not spec[0] else 3, None, None, n)
      for n, spec in HALF_MEM.items()),
    # CUDA's rounding intrinsics and conversions (ROUNDED); OpenCL: ROUNDED_OPENCL
    *(Builtin(n, "rounded", len(sig[0]), "__" + n, None, None) for n, sig in ROUNDED.items()),
    # CUDA's cache-hinted loads and stores (ld.global.cg ..): plain accesses in semantics
    *(Builtin(n, "misc", 1, "__" + n, None, None) for n in LOAD_HINTS),
    *(Builtin(n, "misc", 2, "__" + n, None, None) for n in STORE_HINTS),
    # system-scope atomics (host-visible memory): simulated as device atomics; no OpenCL 1.2
    # form (OpenCL 2.0's memory_scope_all_svm_devices needs fine-grained SVM)
    *(Builtin(f"atomic_{n}_system", "atomic", 3 if n == "cas" else 2,
              f"atomic{n.capitalize() if n != 'cas' else 'CAS'}_system", None, None)
      for n in ("add", "sub", "max", "min", "exch", "and", "or", "xor", "cas")),
    Builtin("atomic_inc_wrap_system", "atomic", 2, "atomicInc_system", None, None),
    Builtin("atomic_dec_wrap_system", "atomic", 2, "atomicDec_system", None, None),
    Builtin("mem_fence_system", "misc", 0, "__threadfence_system", None, None),
    Builtin("nanosleep", "misc", 1, "__nanosleep", None, None),  # a delay: nothing to model
    Builtin("prof_trigger", "misc", 1, "__prof_trigger", None, None),  # a profiler counter
    Builtin("prefetch", "misc", 2, None, None, "prefetch"),  # OpenCL: a cache hint, no effect
    Builtin("nan_tag", "misc", 1, "nanf", "nan", None),  # CUDA nanf("")/nan(""): a quiet NaN
    # CUDA 12: max/min of two ints that also store (a >= b) / (a <= b) through a bool*
    *(Builtin(f"vib{op}_{ty}", "misc", 3, f"__vib{op}_{ty}", None, None)
      for op in ("max", "min") for ty in ("s32", "u32")),
    # cuRAND's device API (ir/curand.py): a state pointer argument; no OpenCL spelling
    *(Builtin(n, "curand", spec[0], n, None, None) for n, spec in _CURAND.items()),
    # texture fetches (ir/texture.py): a texture handle, coordinates; typed by the call
    *(Builtin(n, "texture", -1, spec[0], None, spec[1]) for n, spec in _TEXTURE.items()),
    *(Builtin(n, "texture", -1, None, None, n) for n in _IMAGE),
    *(Builtin(n, "texture", -1, n, None, None) for n in _SURFACE),
]


def _ocl2_rows():
    from .ocl2 import table  # OpenCL 2.0 sub-groups and C11 atomics, CUDA norm and clocks
    return table()


_TABLE.extend(_ocl2_rows())
BUILTINS: dict[str, Builtin] = {b.name: b for b in _TABLE}


def spelling(name: str, dialect: str, arg_type: Type | None = None) -> str:
    """How ``dialect`` ("cuda" or "opencl") spells the builtin ``name`` for arguments of
    ``arg_type`` (the CUDA math functions differ for float and double). Raises KeyError
    when the dialect has no spelling; the printer then emits an equivalent expression."""
    b = BUILTINS[name]
    if dialect == "opencl":
        if b.opencl is None:
            raise KeyError(f"{name} has no OpenCL spelling")
        return b.opencl
    if b.cuda is None:
        raise KeyError(f"{name} has no CUDA spelling")
    scalar = element_scalar(arg_type) if arg_type is not None else None
    if b.kind == "math" and scalar is not None and scalar == F64 and b.cuda_double:
        return b.cuda_double
    return b.cuda


def is_float(t: Type) -> bool:
    s = element_scalar(t)
    return isinstance(s, ScalarType) and s.is_float


__all__ = ["Builtin", "BUILTINS", "CUDA_SPECIAL", "HALF_MEM", "ROUNDED", "ROUNDED_OPENCL",
           "rounded_signature", "MODES", "LOAD_HINTS", "STORE_HINTS", "REDUCE_OPS", "spelling",
           "signature", "SIMD_BINARY", "SIMD_UNARY", "CLASSIFY_1", "CLASSIFY_2", "is_float",
           "F32", "F64", "VectorType"]
