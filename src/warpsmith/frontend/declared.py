"""Instances named only by ``extern template`` declarations, and the constant expressions
that make an instance ill-formed.

A header that only declares the instances other files define (ggml's ``fattn-mma-f16.cuh``:
``extern template void case<64, 64, 8/16, 16>(..);``) is read as those instances
(``templates._host_template_envs``). C++ instantiates nothing from such a declaration
([temp.explicit]: an explicit instantiation declaration suppresses implicit instantiation),
so a declared instance whose definition would be ill-formed is no instance of any file: no
file can define it. ggml's macro declares ``ncols / 16`` columns for every ``ncols``, so
``ncols = 8`` declares an instance with ``ncols1 = 0``, whose kernel divides by zero in a
constant expression (``2*warp_size/nbatch_fa``), and the build's instance files define only
the others.

:class:`IllFormedConstant` is the located error of such a constant expression (integer
division or remainder by zero, which C++ [expr.const] makes not a constant expression);
:func:`zero_divisor` finds it. ``read_module`` leaves out a kernel instance bound only from
declared instances when reading it raises :class:`IllFormedConstant`, and records it in
``FrontendInfo.ill_formed_declared``; the same error in an instance the file launches,
defines or instantiates stays an error.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import SemanticError
from ..ir.types import ScalarType

__all__ = ["IllFormedConstant", "zero_divisor", "refuse_zero_divisor",
           "instantiate_unless_ill_formed"]


class IllFormedConstant(SemanticError):
    """A constant expression C++ rejects (an integer division by zero): the instance
    holding it is ill-formed."""


def zero_divisor(e: N.Expr, consts: dict | None, call) -> N.Binary | None:
    """The first integer ``/`` or ``%`` in ``e`` whose operands are constants and whose
    divisor is zero (``fold`` gives no value for it), or None."""
    from .semantic import fold

    if isinstance(e, N.Binary):
        for side in (e.lhs, e.rhs):
            found = zero_divisor(side, consts, call)
            if found is not None:
                return found
        integer = isinstance(e.type, ScalarType) and not e.type.is_float
        if e.op in ("/", "%") and integer and fold(e.rhs, consts, call) == 0 and \
                fold(e.lhs, consts, call) is not None:
            return e
        return None
    for child in _children(e):
        found = zero_divisor(child, consts, call)
        if found is not None:
            return found
    return None


def _children(e: N.Expr) -> tuple:
    if isinstance(e, (N.Unary, N.Cast)):
        return (e.operand,)
    if isinstance(e, N.Conditional):
        return (e.cond,)  # (a branch not taken is not evaluated)
    return ()


def refuse_zero_divisor(e: N.Expr, consts: dict | None, call, loc) -> None:
    """Raise :class:`IllFormedConstant` when ``e`` (a constant expression without a value)
    divides an integer by zero."""
    bad = zero_divisor(e, consts, call)
    if bad is not None:
        raise IllFormedConstant("integer division by zero in a constant expression "
                                "(ill-formed C++: not a constant expression)",
                                bad.loc if bad.loc and bad.loc.line else loc)


def instantiate_unless_ill_formed(sem, c, bind: dict, declared_only: bool, info):
    """``sem.instantiate(c, bind)``; when the binding comes only from ``extern template``
    declarations (``declared_only``) and the instance is ill-formed
    (:class:`IllFormedConstant`), None, the instance recorded in
    ``info.ill_formed_declared`` with its error."""
    try:
        return sem.instantiate(c, bind)
    except IllFormedConstant as e:
        if not declared_only:
            raise
        info.ill_formed_declared.setdefault(c.name, []).append((dict(bind), e))
        return None
