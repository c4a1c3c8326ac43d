"""``std::is_trivially_copyable<T>`` for the types device code reads (issue 18).

CUB's ``detail::uninitialized_copy`` (copied into mamba's ``uninitialized_copy.cuh``)
picks a plain assignment or a placement ``new`` by it. C++ [class.prop]: scalars, vectors
(structs of scalars), pointers and arrays of trivially copyable types are; a class is when
its members and bases are and it has no user-provided copy or move constructor, copy or
move assignment, or destructor. The class lowering knows of a destructor with a body
(``ClassInfo.destructor``) and of the constructors (a copy constructor takes one reference
to the class); a class whose members the frontend did not read is not a ``StructType``
and gets a located refusal where the trait is asked."""

from __future__ import annotations

from ..ir.errors import Unsupported
from ..ir.types import ArrayType, PointerType, ScalarType, StructType, Type, VectorType


def trivially_copyable(sem, t: Type, loc) -> bool:
    """Whether ``t`` is trivially copyable."""
    if isinstance(t, (ScalarType, VectorType, PointerType)):
        return True
    if isinstance(t, ArrayType):
        return trivially_copyable(sem, t.elem, loc)
    if not isinstance(t, StructType):
        raise Unsupported(f"std::is_trivially_copyable of {t}", loc)
    info = getattr(sem, "cxx_classes", {}).get(t.name)
    if info is not None and (info.destructor is not None or _copy_ctor(info)):
        return False
    return all(trivially_copyable(sem, ft, loc) for _, ft in t.fields)


def _copy_ctor(info) -> bool:
    """Whether the class declares a constructor taking one reference to itself."""
    for c in info.ctors:
        syntax = getattr(c, "syntax", None)
        params = syntax[1].params if syntax else None
        if params and len(params) == 1 and params[0].decl.ref and \
                getattr(params[0].spec.base, "name", params[0].spec.base) == info.name:
            return True
    return False
