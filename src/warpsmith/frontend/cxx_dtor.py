"""Classes with a user-written destructor body in device code (issue 18; see
``docs/cxx-classes.md``).

C++ runs ``~S() { *_state_ptr = _state; }`` wherever an object's lifetime ends: at each exit
of its scope (the block's end, ``return``, ``break``, ``continue``, ``goto``), at the end of
the full expression for a temporary, after a call for a by-value parameter. cupy's
``curand_pseudo_state<T>`` writes the generator state back to global memory that way. The
lowering does not call destructors, so before session 9 such a destructor was dropped
without a word (the class read, its destructor's error kept only for a call of it that
never comes): cupy's ``init_curand`` printed and ran without storing its states. Now an
object of such a class (a variable, a parameter, a temporary) is refused, located, with the
destructor's place (:func:`refuse_destructed`)."""

from __future__ import annotations

from ..ir.errors import Unsupported
from ..ir.types import StructType, Type


def destructor_error(cls: str, loc) -> Unsupported:
    """The refusal an object of class ``cls`` meets (its destructor at ``loc``)."""
    return Unsupported(f"destructor '~{cls}()' with a body: C++ runs it where each object's "
                       "lifetime ends (scope exits, temporaries), which is not modelled",
                       loc)


def refuse_destructed(classes: dict, t: Type, what: str, loc) -> None:
    """Refuse ``what`` (a variable, a parameter, a construction) of a class whose
    destructor has a body (``classes``: the class lowering's ``cxx_classes``)."""
    if not isinstance(t, StructType):
        return
    info = classes.get(t.name)
    err = getattr(info, "destructor", None) if info is not None else None
    if err is not None:
        raise Unsupported(f"{what} of class '{t.name}': {err}", loc)
