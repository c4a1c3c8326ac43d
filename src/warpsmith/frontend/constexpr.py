"""Recursive ``constexpr`` functions in constant expressions (issue 18).

``constexpr int cilog2(int v) { return v > 0 ? 1 + cilog2(v >> 1) : -1; }`` cannot be read
as a device function (the IR has no recursion), but C++ evaluates a call of it with
constant arguments at compile time (``constexpr int kLog = cilog2(Ktraits::kNElts);``).
When reading such a call fails with "recursion" and every argument is a constant, the
function's one ``return`` expression is evaluated here on the syntax, the parameters bound
as constants: a top-level ``c ? a : b`` reads only the branch the condition takes (so the
recursion ends), nested calls come back here, 64 calls deep at most. A call whose
arguments are not constant keeps the "recursion" error. The value is a constant of the
IR (the call does not appear in it)."""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import Unsupported, WarpsmithError
from ..ir.types import ScalarType

__all__ = ["recursive_constexpr"]

_MAX_DEPTH = 64


def recursive_constexpr(sem, chosen, args: list, ctx, tok, loc) -> N.Const | None:
    """The constant value of a call of the recursive constexpr function ``chosen`` (a
    chunk) with the read arguments ``args``; None when it is not such a call."""
    from .semantic import FuncCtx, fold, wrap

    if chosen.template:
        return None
    spec, d, body = sem.func_syntax(chosen)
    if "constexpr" not in spec.storage or len(d.params) != len(args):
        return None
    ret = _single_return(body)
    if ret is None:
        return None
    depth = sem.__dict__.get("_constexpr_depth", 0)
    if depth >= _MAX_DEPTH:
        raise Unsupported(f"constexpr recursion deeper than {_MAX_DEPTH} calls", loc)
    bind, types = {}, {}
    for p, a in zip(d.params, args):
        v = fold(a, ctx.consts, sem.const_call)
        if v is None or not p.decl.name:
            return None
        t = sem._param_type(p, FuncCtx(), False)
        if not isinstance(t, ScalarType):
            return None
        bind[p.decl.name], types[p.decl.name] = wrap(v, t), t
    rt = sem.spec_type(spec, FuncCtx())
    if not isinstance(rt, ScalarType):
        return None
    inner = FuncCtx(device=ctx.device, tbind=bind, tparam_types=types)
    sem.__dict__["_constexpr_depth"] = depth + 1
    try:
        v = _lazy_value(sem, ret, inner)
    except WarpsmithError:
        return None
    finally:
        sem.__dict__["_constexpr_depth"] = depth
    return N.Const(wrap(v, rt), rt, loc=loc)


def _single_return(body):
    stmts = getattr(body, "stmts", None) or []
    while len(stmts) == 1 and stmts[0].kind == "block":
        stmts = stmts[0].stmts
    if len(stmts) != 1 or stmts[0].kind != "return" or stmts[0].value is None:
        return None
    return stmts[0].value


def _lazy_value(sem, syn, ctx):
    """A constant expression's value, reading only the taken branch of ``?:``."""
    if syn.kind == "cond":
        c = sem.const_value(syn.c, ctx)
        return _lazy_value(sem, syn.a if c else syn.b, ctx)
    return sem.const_value(syn, ctx)
