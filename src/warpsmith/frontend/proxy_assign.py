"""Assigning to a temporary object whose class has a user ``operator=`` (a proxy of a
packed element: CUTLASS's ``Array<half_t, 8>::operator[]`` returns a ``reference`` object by
value, and ``lines[i][j] = x;`` calls its ``reference& operator=(T)``, which writes through
the proxy's pointer).

C++ calls a member function on a prvalue of class type: the temporary lives to the end of
the full expression. As an expression statement the assignment's result (a reference to
the temporary) is discarded, so the call is exact as the lowering of a non-const method on
a temporary (``cxx._cxx_on_temporary``: the operator on a copy of the temporary), its
result dropped (``<operator>_on_temporary_discarded``, a ``void`` function). An assignment
whose value is used (``x = (tmp = v)``), or to a temporary without a user ``operator=``,
stays an error (not assignable), located.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.types import StructType


def assign_to_temporary(sem, s, ctx):
    """The statement ``tmp = v;`` (syntax ``s``, ``tmp`` a class-typed temporary whose class
    has a user ``operator=``) as the operator's call on a copy of the temporary, its
    result discarded; None when ``s`` is not such an assignment."""
    if s.op is not None or s.rhs.kind == "initlist":
        return None
    target = sem.ex(s.lhs, ctx)
    if not isinstance(target.type, StructType) or \
            isinstance(target, (N.Var, N.Index, N.Deref, N.Field)) or \
            not sem.cxx_has_method(target.type, "operator_assign"):
        return None
    value = sem.ex(s.rhs, ctx)
    saved = getattr(sem, "cxx_discard_recv", None)
    sem.cxx_discard_recv = target
    try:
        return sem.cxx_operator("=", [target, value], s.tok, ctx)
    finally:
        sem.cxx_discard_recv = saved
