"""Hoist side effects out of vector expressions, so that CUDA can print them lane by lane.

CUDA C has no vector arithmetic: the CUDA printer writes ``a[i++] * 2.0f`` on a float4 as
``make_float4(a[i++].x * 2.0f, ...)``, which would evaluate ``i++`` once per lane. The
impure operands of vector operations (loads through an index with side effects, increments,
assignments, calls of the module's functions) are instead evaluated once into temporaries
declared before the statement: ``float4 t = a[i++]; v = make_float4(t.x * 2.0f, ...)``.
C leaves the order of evaluation of operands unspecified, so evaluating them first (left
to right, the simulator's order) keeps the meaning; operands under ``&&``, ``||``, ``?:``
and ``,`` (sequenced or conditional) are left alone, and the printer still refuses them.
"""

from __future__ import annotations

import dataclasses

from . import builtins as B
from .nodes import Assign, Binary, Call, Comma, Conditional, Decl, Deref, Expr, IncDec, Index, Var
from .types import VectorType

__all__ = ["hoist_side_effects"]

_LEAVES = (Index, Deref, IncDec, Assign)


def hoist_side_effects(e: Expr, fresh, is_pure) -> tuple[list[Decl], Expr]:
    """The declarations of temporaries (in evaluation order) and ``e`` using them.
    ``fresh()`` gives a new local name; ``is_pure(x)``: x has no side effects."""
    pre: list[Decl] = []

    def visit(x: Expr, in_vector_op: bool) -> Expr:
        if is_pure(x):
            return x
        if isinstance(x, (Conditional, Comma)) or (isinstance(x, Binary) and
                                                   x.op in ("&&", "||")):
            return x
        if in_vector_op and (isinstance(x, _LEAVES) or (isinstance(x, Call) and
                                                         x.name not in B.BUILTINS)):
            # evaluated once into a temporary; its own operands are evaluated once with
            # it, but a vector operation among them is printed lane by lane too
            # (nerfacc's `make_int3(apply_contraction(..) * res)`)
            x = children(x, False, own=False)
            name = fresh()
            pre.append(Decl(name, x.type, x, loc=x.loc))
            return Var(name, x.type, loc=x.loc)
        # below a vector operation every side effect repeats with the lanes, scalar
        # subexpressions included (a broadcast of ``(half)a[j++]``)
        return children(x, in_vector_op)

    def children(x: Expr, in_vector_op: bool, own: bool = True) -> Expr:
        # (a leaf evaluated once into a temporary: its own vector type repeats nothing)
        vector = in_vector_op or (own and isinstance(getattr(x, "type", None), VectorType))
        changes = {}
        for f in dataclasses.fields(x):
            if f.name == "target" and isinstance(x, (Assign, IncDec)):
                continue  # an lvalue stays where it is
            v = getattr(x, f.name)
            if isinstance(v, Expr):
                changes[f.name] = visit(v, vector)
            elif isinstance(v, tuple) and v and all(isinstance(i, Expr) for i in v):
                changes[f.name] = tuple(visit(i, vector) for i in v)
        return dataclasses.replace(x, **changes) if changes else x

    return pre, visit(e, False)
