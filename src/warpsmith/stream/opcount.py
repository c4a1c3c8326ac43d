"""Counting a filter body's operations with constant loops multiplied out.

Shared by the W/S/F heuristics (:mod:`.heuristics`: a firing's estimated workload) and the
code generator (:mod:`.codegen`: which loops the GPU mapping asks the compiler to unroll
fully), so both judge a loop's size the same way.
"""

from __future__ import annotations

from . import ast as A
from .evaluate import Scope, evaluate


def is_op(node) -> bool:
    """Whether an AST node counts as one operation."""
    return isinstance(node, (A.Bin, A.Un, A.Call, A.Assign, A.Index, A.Cond))


def count(s, sc: Scope, weigh=is_op, expand=None) -> int:
    """Nodes of ``s`` that ``weigh`` counts, loops with constant bounds multiplied out (the
    work one firing does); with ``expand`` (a predicate on ``for`` loops) only the loops it
    accepts are multiplied out, the others counted once (the code an unrolled body is)."""
    if s is None:
        return 0
    if isinstance(s, list):
        return sum(count(x, sc, weigh, expand) for x in s)
    if isinstance(s, A.For):
        n = trips(s, sc)
        n = 8 if n is None else n
        if expand is not None and not expand(s):
            n = 1
        loop = 1 if weigh is is_op else 0
        return count(s.cond, sc, weigh, expand) + n * (count(s.body, sc, weigh, expand) + loop)
    if isinstance(s, A.While):
        n = 16 if expand is None else 1
        return n * (count(s.body, sc, weigh, expand) + (1 if weigh is is_op else 0))
    if hasattr(s, "__dataclass_fields__"):
        own = 1 if weigh(s) else 0
        return own + sum(count(getattr(s, f), sc, weigh, expand) for f in s.__dataclass_fields__
                         if f != "loc" and isinstance(getattr(s, f), (list, object))
                         and not isinstance(getattr(s, f), (str, int, float)))
    return 0


def trips(s: A.For, sc: Scope, limit: int = 4096) -> int | None:
    """The trip count of a ``for`` loop whose bounds are constants (given the filter's
    parameters in ``sc``; at most ``limit``), or None when they are not."""
    inner = Scope(sc)
    try:
        for d in (s.init if isinstance(s.init, list) else [s.init]):
            if isinstance(d, A.Decl):
                inner.values[d.name] = evaluate(d.init, inner)
        n = 0
        while evaluate(s.cond, inner):
            if n >= limit:
                return limit
            for e in s.step or []:
                evaluate(e, inner)
            n += 1
        return n
    except Exception:  # noqa: BLE001 - bounds that are not constants
        return None
