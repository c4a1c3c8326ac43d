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


#: trips() results by (loop node id, scope values, limit); the node is kept in the value so
#: that its id is not reused while the entry lives (the mappings ask for the same loops many
#: times: a probe per S and peek form, a kernel per searched configuration)
_TRIPS: dict = {}


def _scope_key(sc: Scope) -> tuple:
    out = []
    while sc is not None:
        out.append(tuple(sorted((k, repr(v)) for k, v in sc.values.items())))
        sc = sc.parent
    return tuple(out)


def trips(s: A.For, sc: Scope, limit: int = 4096) -> int | None:
    """The trip count of a ``for`` loop whose bounds are constants (given the filter's
    parameters in ``sc``; at most ``limit``), or None when they are not."""
    key = (id(s), _scope_key(sc), limit)
    hit = _TRIPS.get(key)
    if hit is not None and hit[0] is s:
        return hit[1]
    n = _trips(s, sc, limit)
    _TRIPS[key] = (s, n)
    return n


def _trips(s: A.For, sc: Scope, limit: int) -> int | None:
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
