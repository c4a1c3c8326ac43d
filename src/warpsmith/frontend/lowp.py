"""CUDA's half, bfloat16 and fp8 intrinsics (``cuda_fp16.h``, ``cuda_bf16.h``,
``cuda_fp8.h``), read as the IR (``docs/cxx-half.md``).

Most intrinsics are an operation the IR already has, on the 16-bit types: ``__hadd(a, b)``
is ``a + b`` of type half (each IR operation on a half is rounded once to half, as
``__hadd`` is), ``__hmul2`` is ``*`` on a 2-lane vector, ``__float2half_rn`` a conversion,
``__low2half`` lane 0, ``__halves2half2`` a vector literal, ``hsqrt`` the ``sqrt``
builtin on half. What has no IR form is a builtin of kind ``lowp`` (``ir/builtins.py``):
the conversions with a rounding mode other than C's (``cvt_rz``: ``__float2half_rz``,
``__half2int_rn``, ...), the saturating arithmetic, the ordered/unordered comparisons,
``__hmax``/``__hmin`` and ``__hisinf``. bfloat16 shares the names (``__hadd`` on
``__nv_bfloat16``); the type of the arguments decides.
"""

from __future__ import annotations

import re

from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import (BF16, BOOL, F16, F32, F64, FP8_E4M3, FP8_E5M2, I16, I32, I64, U8,
                        U16, U32, U64, VOID, ScalarType,
                        VectorType, element_scalar)

#: names in CUDA's conversion intrinsics -> IR type
_CONV_TYPES = {"float": F32, "double": F64, "int": I32, "uint": U32, "ll": I64, "ull": U64,
               "short": I16, "ushort": U16, "half": F16, "bfloat16": BF16}
_CONV = re.compile(r"__(float|double|int|uint|ll|ull|short|ushort|half|bfloat16)2"
                   r"(float|double|int|uint|ll|ull|short|ushort|half|bfloat16)"
                   r"(?:_(rn|rz|rd|ru))?")
_BINARY = {"add": "+", "sub": "-", "mul": "*", "div": "/"}
COMPARES = ("eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu")
_MATH = {"sqrt": "sqrt", "rsqrt": "rsqrt", "rcp": "native_recip", "exp": "exp",
         "exp2": "exp2", "exp10": "exp10", "log": "log", "log2": "log2", "log10": "log10",
         "sin": "sin", "cos": "cos", "floor": "floor", "ceil": "ceil", "trunc": "trunc",
         "rint": "rint"}
_ALL_NAMES = (r"__h(add|sub|mul|div|fma|neg|abs|max|min)2?(_rn|_sat|_nan)?"
              r"|__h(" + "|".join(COMPARES) + r")2|__h(" + "|".join(COMPARES) + ")"
              r"|h2?(" + "|".join(_MATH) + ")")
#: fp8 storage types (``cuda_fp8.h``): class types whose conversions are the IR's casts
LOWP_TYPE_NAMES = ("__half", "half", "__half2", "half2", "__nv_bfloat16", "nv_bfloat16",
                   "__nv_bfloat162", "nv_bfloat162", "__nv_fp8_e4m3", "__nv_fp8_e5m2")
CUDA_BITCASTS = {
    "__half_as_short": (F16, I16), "__half_as_ushort": (F16, U16),
    "__short_as_half": (I16, F16), "__ushort_as_half": (U16, F16),
    "__bfloat16_as_short": (BF16, I16), "__bfloat16_as_ushort": (BF16, U16),
    "__short_as_bfloat16": (I16, BF16), "__ushort_as_bfloat16": (U16, BF16),
}


def _is16(t) -> bool:
    s = element_scalar(t)
    return s is not None and s.is_float and s.bits == 16


def is_lowp_call(name: str, args: list) -> bool:
    """Whether the CUDA call ``name(args)`` is one of the intrinsics read here (``__hadd``
    on integers is the integer halving add, not this)."""
    m = _CONV.fullmatch(name)
    if m:
        # a conversion between two 32/64-bit types (__int2float_rn) is the semantic pass's
        return "half" in m.group(0)[2:] or "bfloat16" in m.group(0)[2:]
    if name in _SPECIAL or name in CUDA_BITCASTS or name == "__h2div":
        return True
    if re.fullmatch(_ALL_NAMES, name):
        # __hadd on integers is CUDA's integer halving add (the "hadd" builtin)
        return name != "__hadd" or any(_is16(a.type) for a in args)
    return False


def _fmt_of(name: str, args: list):
    """The 16-bit type of an intrinsic's operands: bfloat16 when an argument is."""
    for a in args:
        s = element_scalar(a.type)
        if s is not None and s == BF16:
            return BF16
    return F16


def lower(sema, name: str, args: list, tok, loc) -> N.Expr:
    """The IR of the CUDA intrinsic call ``name(args)`` (``args`` already read; ``loc``
    the call's location)."""
    args = [sema.decay(a) for a in args]
    name = "__hdiv2" if name == "__h2div" else name
    if name in CUDA_BITCASTS:
        src, dst = CUDA_BITCASTS[name]
        _arity(name, args, 1, loc)
        return N.Cast(dst, sema.conv(args[0], src, tok), False, "bitcast", loc=loc)
    if name in _SPECIAL:
        return _SPECIAL[name](sema, name, args, tok, loc)
    m = _CONV.fullmatch(name)
    if m:
        return _conversion(sema, name, m, args, tok, loc)
    elem = _fmt_of(name, args)
    m = re.fullmatch(r"h(2?)(" + "|".join(_MATH) + ")", name)
    if m:
        _arity(name, args, 1, loc)
        t = VectorType(elem, 2) if m.group(1) else elem
        return N.Call(_MATH[m.group(2)], (sema.conv(args[0], t, tok),), t, loc=loc)
    m = re.fullmatch(r"__h([a-z]+?)(2?)(_rn|_sat|_nan)?", name)
    op, vec, suffix = m.group(1), m.group(2), m.group(3) or ""
    t = VectorType(elem, 2) if vec else elem
    arity = {"fma": 3, "neg": 1, "abs": 1}.get(op, 2)
    _arity(name, args, arity, loc)
    xs = tuple(sema.conv(a, t, tok) for a in args)
    if suffix == "_sat":
        return N.Call(f"h{op}_sat", xs, t, loc=loc)
    if op in _BINARY:
        return N.Binary(_BINARY[op], xs[0], xs[1], t, loc=loc)
    if op == "fma":
        return N.Call("fma", xs, t, loc=loc)
    if op == "neg":
        return N.Unary("-", xs[0], t, loc=loc)
    if op == "abs":
        return N.Call("fabs", xs, t, loc=loc)
    if op in ("max", "min"):
        return N.Call(f"h{op}{suffix}", xs, t, loc=loc)
    if op in COMPARES:
        return N.Call(f"h{op}", xs, t if vec else BOOL, loc=loc)
    raise SemanticError(f"call to undeclared function '{name}'", loc)


def _arity(name, args, n, loc):
    if len(args) != n:
        raise SemanticError(f"'{name}' takes {n} argument{'s' if n != 1 else ''}, got "
                            f"{len(args)}", loc)


def _conversion(sema, name, m, args, tok, loc):
    src, dst, mode = _CONV_TYPES[m.group(1)], _CONV_TYPES[m.group(2)], m.group(3) or "rn"
    if not (_is16(src) or _is16(dst)):
        raise SemanticError(f"call to undeclared function '{name}'", loc)
    _arity(name, args, 1, loc)
    x = sema.conv(args[0], src, tok)
    to_int = isinstance(dst, ScalarType) and dst.is_integer
    # C's conversion: round to nearest into a float type, truncate into an integer
    if (mode == "rn" and not to_int) or (mode == "rz" and to_int) or (
            src.is_float and dst.is_float and src.bits < dst.bits):
        return N.Cast(dst, x, False, loc=loc)
    return N.Call(f"cvt_{mode}", (x,), dst, loc=loc)


def _lane(sema, name, args, tok, loc):
    _arity(name, args, 1, loc)
    a = args[0]
    if not (isinstance(a.type, VectorType) and a.type.lanes == 2 and _is16(a.type)):
        raise SemanticError(f"'{name}' takes a __half2 or __nv_bfloat162, got {a.type}", loc)
    lane = 0 if "low" in name else 1
    e = N.Swizzle(a, (lane,), a.type.elem, loc=loc)
    return N.Cast(F32, e, False, loc=loc) if name.endswith("float") else e


def _pair(sema, name, args, tok, loc):
    elem = BF16 if "bfloat16" in name else (_fmt_of(name, args) if "float" not in name
                                             else F16)
    t = VectorType(elem, 2)
    if name in ("__half2half2", "__bfloat162bfloat162", "__float2half2_rn"):
        _arity(name, args, 1, loc)
        return sema.make_vector(t, [args[0]], tok)
    if name in ("__lows2half2", "__highs2half2", "__lows2bfloat162", "__highs2bfloat162"):
        _arity(name, args, 2, loc)
        lane = 0 if "lows" in name else 1
        return N.VectorLiteral(tuple(N.Swizzle(sema.conv(a, t, tok), (lane,), elem, loc=loc)
                                     for a in args), t, loc=loc)
    if name in ("__lowhigh2highlow",):
        _arity(name, args, 1, loc)
        a = sema.conv(args[0], VectorType(_fmt_of(name, args), 2), tok)
        return N.Swizzle(a, (1, 0), a.type, loc=loc)
    _arity(name, args, 2, loc)
    return sema.vector_literal(t, args, tok)


def _vec_convert(sema, name, args, tok, loc):
    _arity(name, args, 1, loc)
    dst = {"__float22half2_rn": VectorType(F16, 2), "__half22float2": VectorType(F32, 2),
           "__float22bfloat162_rn": VectorType(BF16, 2),
           "__bfloat1622float2": VectorType(F32, 2)}[name]
    a = args[0]
    if not isinstance(a.type, VectorType) or a.type.lanes != 2:
        raise SemanticError(f"'{name}' takes a 2-lane vector, got {a.type}", loc)
    return N.Cast(dst, a, False, loc=loc)


def _hisnan(sema, name, args, tok, loc):
    _arity(name, args, 1, loc)
    t = args[0].type
    if not _is16(t):
        raise SemanticError(f"'{name}' takes a half or bfloat16 value, got {t}", loc)
    if isinstance(t, VectorType):
        return N.Call("hneu", (args[0], args[0]), t, loc=loc)  # x != x unordered: NaN
    call = N.Call("isnan", (args[0],), I32, loc=loc) if name == "__hisnan" else \
        N.Call("hisinf", (args[0],), I32, loc=loc)
    return N.Cast(BOOL, call, False, loc=loc) if name == "__hisnan" else call


_SPECIAL = {
    **{n: _lane for n in ("__low2half", "__high2half", "__low2float", "__high2float",
                          "__low2bfloat16", "__high2bfloat16")},
    **{n: _pair for n in ("__halves2half2", "make_half2", "__half2half2", "__lows2half2",
                          "__highs2half2", "__lowhigh2highlow", "__halves2bfloat162",
                          "make_bfloat162", "__bfloat162bfloat162", "__lows2bfloat162",
                          "__highs2bfloat162", "__floats2half2_rn", "__floats2bfloat162_rn",
                          "__float2half2_rn")},
    **{n: _vec_convert for n in ("__float22half2_rn", "__half22float2",
                                 "__float22bfloat162_rn", "__bfloat1622float2")},
    "__hisnan": _hisnan, "__hisinf": _hisnan,
}

__all__ = ["lower", "is_lowp_call", "COMPARES", "CUDA_BITCASTS", "LOWP_TYPE_NAMES"]


def raw_conversion(sema, e: N.Expr, t, loc, ctx) -> N.Expr | None:
    """``__half`` from ``__half_raw`` and back (also ``__half2_raw``, the bfloat16 pairs):
    the 16-bit patterns move unchanged, as the headers' constructors and conversion
    operators do; None when ``e`` -> ``t`` is not such a conversion."""
    from ..ir.cuda_runtime import LOWP_RAW
    from ..ir.types import StructType, VectorType
    st = e.type

    def lowp(name):
        fmt, lanes = LOWP_RAW[name]
        scalar = F16 if fmt == "f16" else BF16
        return scalar if lanes == 1 else VectorType(scalar, lanes)

    if isinstance(st, StructType) and st.name in LOWP_RAW and lowp(st.name) == t:
        lanes = [N.Cast(element_scalar(t), N.Field(e, f, U16, loc=loc), False, "bitcast",
                        loc=loc) for f in "xy"[:LOWP_RAW[st.name][1]]]
        return lanes[0] if len(lanes) == 1 else N.VectorLiteral(tuple(lanes), t, loc=loc)
    if isinstance(t, StructType) and t.name in LOWP_RAW and lowp(t.name) == st:
        n = LOWP_RAW[t.name][1]
        parts = [e] if n == 1 else [N.Swizzle(e, (k,), element_scalar(st), loc=loc)
                                    for k in range(n)]
        bits = tuple(N.Cast(U16, p, False, "bitcast", loc=loc) for p in parts)
        name = sema._cxx_maker(t, n, None)
        if ctx is not None and name not in ctx.callees:
            ctx.callees.append(name)
        return N.Call(name, bits, t, loc=loc)
    return None


# ----------------------------------------------------------------- cuda_fp8.h conversions
#: __nv_cvt_X_to_fp8 / _to_fp8x2 / fp8_to_halfraw(2) (cuda_fp8.h's C interface): name ->
#: (source kind, lanes, direction)
FP8_CVT = {
    "__nv_cvt_float_to_fp8": (F32, 1, "to"), "__nv_cvt_double_to_fp8": (F64, 1, "to"),
    "__nv_cvt_halfraw_to_fp8": ("__half_raw", 1, "to"),
    "__nv_cvt_bfloat16raw_to_fp8": ("__nv_bfloat16_raw", 1, "to"),
    "__nv_cvt_float2_to_fp8x2": (VectorType(F32, 2), 2, "to"),
    "__nv_cvt_double2_to_fp8x2": (VectorType(F64, 2), 2, "to"),
    "__nv_cvt_halfraw2_to_fp8x2": ("__half2_raw", 2, "to"),
    "__nv_cvt_bfloat16raw2_to_fp8x2": ("__nv_bfloat162_raw", 2, "to"),
    "__nv_cvt_fp8_to_halfraw": (U8, 1, "from"), "__nv_cvt_fp8x2_to_halfraw2": (U16, 2, "from"),
}


def _const_arg(sema, a, what: str, loc) -> int:
    if not isinstance(a, N.Const):
        raise Unsupported(f"{what} known only at run time", loc)
    return int(a.value)


def fp8_conversion(sema, name: str, args: list, tok, loc, ctx) -> N.Expr:
    """``__nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3)`` & co.: the fp8 storage byte(s)
    of the value rounded to nearest even with saturation to the largest finite value (the
    constructors' conversion, ``backends/sim_lowp.round_to``), and back to half bits. Only
    ``__NV_SATFINITE`` is modelled (``__NV_NOSAT`` turns overflow into NaN or infinity)."""
    src, lanes, way = FP8_CVT[name]
    args = [sema.decay(a) for a in args]
    _arity(name, args, 3 if way == "to" else 2, loc)
    if not isinstance(args[-1], N.Const):
        return _runtime_interpretation(sema, name, args, tok, loc, ctx)
    interp = _const_arg(sema, args[-1], f"{name}: the fp8 interpretation", loc)
    fp8 = {0: FP8_E4M3, 1: FP8_E5M2}.get(interp)
    if fp8 is None:
        raise SemanticError(f"{name}: interpretation {interp} is not __NV_E4M3 or __NV_E5M2",
                            loc)
    if way == "from":
        bits = N.Cast(U32, sema.conv(args[0], src, tok), False, loc=loc)
        parts = [N.Cast(U8, N.Binary(">>", bits, N.Const(8 * k, U32, loc=loc), U32, loc=loc)
                        if k else bits, False, loc=loc) for k in range(lanes)]
        halves = [N.Cast(F16, N.Cast(fp8, b, False, "bitcast", loc=loc), False, loc=loc)
                  for b in parts]
        h = halves[0] if lanes == 1 else N.VectorLiteral(tuple(halves), VectorType(F16, 2),
                                                          loc=loc)
        return raw_conversion(sema, h, _raw_type(sema, "__half_raw" if lanes == 1
                                                 else "__half2_raw", loc), loc, ctx)
    if _const_arg(sema, args[1], f"{name}: the saturation mode", loc) != 1:
        raise Unsupported(f"{name} with __NV_NOSAT (only __NV_SATFINITE is modelled)", loc)
    x = args[0]
    if isinstance(src, str):  # a raw struct: its 16-bit value
        x = sema.conv(x, _raw_type(sema, src, loc), tok)
        x = raw_conversion(sema, x, (F16 if "half" in src else BF16) if lanes == 1 else
                           VectorType(F16 if "half" in src else BF16, 2), loc, ctx)
    else:
        x = sema.conv(x, src, tok)
    vals = [x] if lanes == 1 else [N.Swizzle(x, (k,), element_scalar(x.type), loc=loc)
                                   for k in range(lanes)]
    bytes_ = [N.Cast(U8, N.Cast(fp8, v, False, loc=loc), False, "bitcast", loc=loc)
              for v in vals]
    if lanes == 1:
        return bytes_[0]
    lo = N.Cast(U32, bytes_[0], False, loc=loc)
    hi = N.Binary("<<", N.Cast(U32, bytes_[1], False, loc=loc), N.Const(8, U32, loc=loc), U32,
                  loc=loc)
    return N.Cast(U16, N.Binary("|", lo, hi, U32, loc=loc), False, loc=loc)


def _runtime_interpretation(sema, name: str, args: list, tok, loc, ctx) -> N.Expr:
    """A conversion whose interpretation is a run-time value (vLLM's ``vec_conversion(a,
    fp8_type = __NV_E4M3)`` passing its parameter on): the conversion of each
    interpretation, selected by the value (each thread evaluates the one it selects), and
    ``__trap()`` for a value that is neither (the header's enumeration has no other)."""
    from ..ir.printer import is_pure

    interp = sema.conv(args[-1], I32, tok)
    if not is_pure(interp) or not all(is_pure(a) for a in args[:-1]):
        raise Unsupported(f"{name}: a run-time fp8 interpretation with operands that have "
                          "side effects", loc)
    e4, e5 = (fp8_conversion(sema, name, args[:-1] + [N.Const(k, I32, loc=loc)], tok, loc,
                             ctx) for k in (0, 1))
    trap = N.Comma((N.Call("trap", (), VOID, loc=loc), N.Const(0, e4.type, loc=loc)),
                   e4.type, loc=loc)
    is_ = [N.Binary("==", interp, N.Const(k, I32, loc=loc), BOOL, loc=loc) for k in (0, 1)]
    return N.Conditional(is_[0], e4, N.Conditional(is_[1], e5, trap, e4.type, loc=loc),
                         e4.type, loc=loc)


def _raw_type(sema, name: str, loc):
    t = sema.structs.get(name)
    if t is None:
        raise SemanticError(f"'{name}' is not known here", loc)
    return t

