"""The C math and libc subset of device code that needs more than a table entry.

* ``lround``/``llround``/``lrint``/``llrint`` (and their ``f`` forms) are read as the
  conversion of ``round``/``rint`` to ``long long`` (``long`` is 64 bits on CUDA's LP64
  hosts): the same value wherever C defines one;
* ``scalbn``/``scalbln`` are ``ldexp`` (the radix is 2);
* ``nearbyint``/``nearbyintf`` are ``rint`` (the same value in the current rounding mode,
  which is round-to-nearest-even in device code; they differ only in raising FE_INEXACT,
  which device code cannot observe);
* ``ilogb`` returns ``int``; ``remquo(x, y, &q)`` and CUDA's ``sincospi(x, &s, &c)`` store
  through their pointers (as ``frexp`` and ``sincos`` do);
* ``memcpy``/``memset`` in device code: builtins on bytes (the simulator copies the bytes
  of the active threads; CUDA prints them as they are; OpenCL C has neither);
* ``std::numeric_limits<T>::max()`` & co. are constants of type ``T``;
* ``__assert_fail(expr, file, line, function)``, what glibc's ``assert`` macro (and
  xgboost's ``SPAN_CHECK``) calls once the condition is false, is ``assert(0)``: the failed
  assertion, whose message names the call's own line instead of the text it is given;
* the statement ``c ? (void)0 : __assert_fail(..);`` (what such macros expand to: a
  conditional expression of type ``void``) is ``if (!c) assert(0);``: a void conditional
  statement is the ``if`` that C++ defines it to be, a ``(void)`` constant in it no
  statement at all.
"""

from __future__ import annotations

import math

from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import F32, F64, I32, I64, U64, VOID, PointerType, ScalarType, StructType
from .parser import Syn


def lowered_call(sem, name: str, args: list, tok) -> N.Expr:
    """``lround(x)`` -> ``(long long)round(x)``, ``scalbn(x, n)`` -> ``ldexp(x, n)``."""
    loc = tok.where
    f32 = name.endswith("f")
    if name.startswith("nearbyint"):
        sem._arity(name, args, 1, tok)
        return sem._math("rint", "f32" if f32 else "any", name, args, tok)
    if name.startswith(("scalbn", "scalbln")):
        sem._arity(name, args, 2, tok)
        return sem._math("ldexp", "f32" if f32 else "any", name, args, tok)
    sem._arity(name, args, 1, tok)
    base = "round" if "round" in name else "rint"
    r = sem._math(base, "f32" if f32 else "any", name, args, tok)
    return N.Cast(I64, r, False, loc=loc)


def math_call(sem, neutral: str, style: str, name: str, args: list, tok) -> N.Expr:
    """``ilogb(x)`` (int), ``remquo(x, y, int*)``, ``sincospi(x, T*, T*)``."""
    loc = tok.where
    n = {"ilogb": 1, "remquo": 3, "sincospi": 3}[neutral]
    sem._arity(name, args, n, tok)
    ft = F32 if style == "f32" else sem._float_common(args[:2 if neutral == "remquo" else 1],
                                                      tok)
    if not isinstance(ft, ScalarType):
        raise Unsupported(f"'{name}' on vectors", loc)
    x = sem.conv(args[0], ft, tok)
    if neutral == "ilogb":
        return N.Call("ilogb", (x,), I32, loc=loc)
    ptrs = [sem.decay(a) for a in args[1 if neutral == "sincospi" else 2:]]
    want = I32 if neutral == "remquo" else ft
    for p in ptrs:
        if not isinstance(p.type, PointerType) or p.type.pointee != want:
            raise SemanticError(f"'{name}' needs a pointer to {want}, got {p.type}",
                                getattr(p, "loc", loc))
    if neutral == "remquo":
        return N.Call("remquo", (x, sem.conv(args[1], ft, tok), ptrs[0]), ft, loc=loc)
    return N.Call("sincospi", (x, *ptrs), VOID, loc=loc)


def mem_call(sem, neutral: str, args: list, tok) -> N.Expr:
    """``memcpy(dst, src, n)`` / ``memset(dst, byte, n)``: pointers, a byte count."""
    loc = tok.where
    sem._arity(neutral, args, 3, tok)
    dst = sem.decay(args[0])
    if not isinstance(dst.type, PointerType):
        raise SemanticError(f"'{neutral}' needs a pointer first, got {dst.type}", loc)
    if neutral == "memcpy":
        src = sem.decay(args[1])
        if not isinstance(src.type, PointerType):
            raise SemanticError(f"'memcpy' needs a pointer second, got {src.type}", loc)
        second = src
    else:
        second = sem.conv(args[1], I32, tok)
    return N.Call(neutral, (dst, second, sem.conv(args[2], U64, tok)), VOID, loc=loc)


def _limits(t: ScalarType) -> dict:
    if t.is_float:
        if t == F32:
            big, tiny, eps, den = 3.4028234663852886e38, 1.1754943508222875e-38, \
                1.1920928955078125e-07, 1.401298464324817e-45
        elif t == F64:
            big, tiny, eps, den = 1.7976931348623157e308, 2.2250738585072014e-308, \
                2.220446049250313e-16, 5e-324
        elif t.bits == 16 and not t.fmt:  # IEEE binary16 (c10's numeric_limits<Half>)
            big, tiny, eps, den = 65504.0, 2.0 ** -14, 2.0 ** -10, 2.0 ** -24
        elif t.bits == 16 and t.fmt == "bf16":  # bfloat16 (c10's numeric_limits<BFloat16>)
            big, tiny, eps, den = (2 - 2.0 ** -7) * 2.0 ** 127, 2.0 ** -126, 2.0 ** -7, \
                2.0 ** -133
        elif t.fmt == "e4m3":  # OCP e4m3fn (c10's numeric_limits<Float8_e4m3fn>): no
            # infinities
            return {"max": 448.0, "min": 2.0 ** -6, "lowest": -448.0, "epsilon": 0.125,
                    "quiet_NaN": math.nan, "denorm_min": 2.0 ** -9, "round_error": 0.5}
        elif t.fmt == "e5m2":  # OCP e5m2 (c10's numeric_limits<Float8_e5m2>)
            big, tiny, eps, den = 57344.0, 2.0 ** -14, 0.25, 2.0 ** -16
        else:
            raise KeyError(t)
        return {"max": big, "min": tiny, "lowest": -big, "epsilon": eps,
                "infinity": math.inf, "quiet_NaN": math.nan, "denorm_min": den,
                "round_error": 0.5}
    if t.kind == "bool":
        return {"max": 1, "min": 0, "lowest": 0, "epsilon": 0}
    lo = -(1 << (t.bits - 1)) if t.signed else 0
    hi = (1 << (t.bits - (1 if t.signed else 0))) - 1
    return {"max": hi, "min": lo, "lowest": lo, "epsilon": 0, "round_error": 0}


def numeric_limits(sem, s, ctx) -> N.Expr:
    """``std::numeric_limits<T>::what()`` as a constant of type ``T``."""
    fn = s.fn
    loc = fn.tok.where
    what = fn.name.split("::", 1)[1]
    targs = fn.targs or []
    if len(targs) != 1 or s.args:
        raise SemanticError("std::numeric_limits<T>::" + what + "() takes one type", loc)
    a = targs[0]
    t = sem.named_type(a.name, a.tok, ctx) if isinstance(a, Syn) and a.kind == "id" else \
        sem.type_name(a, ctx) if not isinstance(a, Syn) else None
    if isinstance(t, StructType) and "numeric_limits" in sem.class_templates:
        # a class the file specializes numeric_limits for (CUTLASS's `half_t`): its own
        # static method, read as any class template's (frontend/tmethods.py)
        from .tmethods import static_method_call
        member = Syn("tmember", fn.tok, name="numeric_limits", targs=targs, member=[what],
                     mtargs=None, qual=list(fn.qual or []))
        return static_method_call(sem, Syn("call", s.tok, fn=member, args=[]), ctx)
    if not isinstance(t, ScalarType):
        raise Unsupported(f"std::numeric_limits of {t}", loc)
    try:
        value = _limits(t)[what]
    except KeyError:
        raise Unsupported(f"std::numeric_limits<{t}>::{what}", loc) from None
    return N.Const(value, t, loc=loc)


__all__ = ["lowered_call", "math_call", "mem_call", "numeric_limits"]


def assert_fail_call(sem, args: list, tok) -> N.Expr:
    """``__assert_fail(expr, file, line, function)`` -> ``assert(0)`` (it is called only
    when the assertion failed; its four arguments are the message)."""
    sem._arity("__assert_fail", args, 4, tok)
    return N.Call("assert", (N.Const(0, I32, loc=tok.where),), VOID, loc=tok.where)


def void_statement(e: N.Expr, loc) -> N.Stmt:
    """The expression statement ``e``, a ``void`` conditional (``c ? (void)0 : f();``) as
    the ``if`` it means and a cast of a constant to ``void`` as nothing."""
    if isinstance(e, N.Cast) and e.type == VOID and isinstance(e.operand, N.Const):
        return N.Block((), loc=loc)
    if not (isinstance(e, N.Conditional) and e.type == VOID):
        return N.ExprStmt(e, loc=loc)
    then, other = void_statement(e.then, loc), void_statement(e.other, loc)
    if _empty(then) and _empty(other):
        return N.ExprStmt(e.cond, loc=loc)
    if _empty(then):
        return N.If(N.Unary("!", e.cond, I32, loc=loc), other, None, loc=loc)
    return N.If(e.cond, then, None if _empty(other) else other, loc=loc)


def _empty(s: N.Stmt) -> bool:
    return isinstance(s, N.Block) and not s.stmts
