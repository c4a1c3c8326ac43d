"""A data member that is a reference to an array, ``Frag (&lines)[8];`` (issue 18;
xformers' sparse24 tile accessor), lowered to a pointer to the array's first element.

What C++ lets code do with such a member, and what the pointer does the same: the
member is bound once, in the constructor's mem-initializer (``lines(arr)``), where the
array decays to the pointer; ``lines[i]`` indexes the referred array (``p[i]`` is the
same element); a copy of the object refers to the same array (the copy of the pointer
does). ``sizeof`` of the member is the array's size and ``&m`` the array's address (as
for a reference-to-array parameter, :func:`field_array`); a range-``for`` over the member
is refused, located (the pointer has no bound).

(Another branch, ``cxx-small``, lowers ordinary reference members to pointers read
through; the array case is kept apart here so that the two merge without conflict.)
"""

from __future__ import annotations

from ..ir.errors import Unsupported
from ..ir.types import AddressSpace, ArrayType, PointerType, StructType


def ref_array_member(sem, struct_name: str, t, d, loc):
    """The type a data member declared by ``d`` with type ``t`` is stored as: a pointer to
    the element for a reference to an array (remembered for :func:`field_array`), ``t``
    itself otherwise. A reference to an array of arrays is refused, located."""
    if not (d.ref and d.arrays and isinstance(t, ArrayType)):
        return t
    if isinstance(t.elem, ArrayType):
        raise Unsupported("data member that is a reference to a multi-dimensional array",
                          loc)
    sem.__dict__.setdefault("ref_array_fields", {})[(struct_name, d.name)] = t
    return PointerType(t.elem, AddressSpace.GENERIC)


def field_array(sem, e):
    """The array type a member access ``e`` refers to when the member is a reference to an
    array (stored as a pointer); None for any other expression."""
    from ..ir import nodes as N

    if not isinstance(e, N.Field) or not isinstance(e.base.type, StructType):
        return None
    return sem.__dict__.get("ref_array_fields", {}).get((e.base.type.name, e.name))
