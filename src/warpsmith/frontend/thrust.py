"""Thrust's device-side pair utilities (issue 18; MinkowskiEngine's device hash map,
cuDF's ``concurrent_unordered_map`` copy, stores ``thrust::make_pair(key, value)``).

``thrust::pair<A, B>`` and ``thrust::make_pair`` are the class and function templates of
``include/ws_thrust_pair.h`` (named by ``frontend/stdmodels.py``); the one call read here
is ``thrust::get<I>(p)`` of such a pair: ``p.first`` for 0, ``p.second`` for 1 (an lvalue
when ``p`` is one, as Thrust's reference-returning overload). ``thrust::get`` of anything
else is refused, located (``thrust::tuple`` is not modelled). See docs/cxx-thrust.md."""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import StructType

__all__ = ["PAIR_MODEL", "THRUST_CALLS", "thrust_call"]

#: the class template ``thrust::pair`` is read as (include/ws_thrust_pair.h)
PAIR_MODEL = "ws_thrust_pair"
#: the ``thrust::`` functions read here
THRUST_CALLS = ("get",)
_MEMBERS = ("first", "second")


def is_thrust_pair(sem, t) -> bool:
    """Whether ``t`` is an instance of the ``thrust::pair`` model."""
    from .templates import struct_instances

    if not isinstance(t, StructType):
        return False
    inst = struct_instances(sem).get(t.name)
    return inst is not None and inst[0] == PAIR_MODEL


def thrust_call(sem, s, ctx) -> N.Expr:
    """``thrust::get<I>(p)`` called by ``s`` (``s.fn`` names ``thrust::get``)."""
    from .semantic import _loc

    loc = _loc(s.fn.tok)
    if len(s.fn.targs or []) != 1 or len(s.args) != 1:
        raise SemanticError("thrust::get<I>(pair) takes one index and one pair", loc)
    p = sem.ex(s.args[0], ctx)
    if not is_thrust_pair(sem, p.type):
        raise Unsupported(f"thrust::get of {p.type} (only thrust::pair is modelled; "
                          "thrust::tuple is not)", loc)
    i = sem.const_int(s.fn.targs[0], ctx)
    if i not in (0, 1):
        raise SemanticError(f"thrust::get<{i}> of a pair (0 or 1)", loc)
    name = _MEMBERS[i]
    return N.Field(p, name, dict(p.type.fields)[name], loc=loc)
