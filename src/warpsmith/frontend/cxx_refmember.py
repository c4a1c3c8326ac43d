"""Reference data members of classes in device code (issue 18; see ``docs/cxx-classes.md``).

``struct S { T &r; __device__ S(T &x) : r(x) {} };`` binds ``r`` to ``x`` for the object's
life: writes through ``r`` reach ``x``. Mamba's ``BlockReverseScan`` keeps its shared
``TempStorage`` that way (``_TempStorage &temp_storage;``, bound to ``ts.Alias()``) and
writes the raking grid through it. The member was read as a value member before (a copy
of ``x`` made by the constructor), so such writes were lost without a word.

The lowering: the member is a pointer (``PointerType(T, GENERIC)`` in CUDA, as a reference
parameter is), the constructor's ``r(x)`` stores ``&x`` (:func:`bind_syntax`, read by
``ex_cxx_bind_ref_field``), and every read of the member, ``r``, ``this->r``, ``o.r`` or
``p->r``, is ``*ptr`` (:func:`read_member`). Copying the object copies the pointer: the
copy refers to the same object, as in C++. Structs without methods (the C struct path,
``Semantic.struct_type``) and class templates without methods (``templates._class_members``)
are lowered the same way. Aggregate initialization (``Proxy<5>{coeffs}``, gsplat's
``PolynomialProxy``) stores the item's address (:func:`bind_item`); a member left without
one is an error (:func:`refuse_unbound_items`). A reference member with a default member
initializer, or left out of a constructor's initializer list, is refused, located (not
modelled)."""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import AddressSpace, PointerType, StructType, Type
from .parser import Syn


def _registry(sem) -> set:
    """(struct name, member name) of every reference member read so far."""
    return sem.__dict__.setdefault("cxx_ref_members", set())


def member_type(sem, t: Type, spec, cls: str, name: str) -> PointerType:
    """The IR type of reference member ``name`` of class ``cls`` referring to a ``t``
    (recorded, so that reads of the member go through the pointer)."""
    register(sem, cls, name)
    return pointer_type(sem, t, spec)


def pointer_type(sem, t: Type, spec) -> PointerType:
    """The pointer a reference member referring to a ``t`` is."""
    from . import dialects as D

    space = AddressSpace.GENERIC if sem.dialect == D.CUDA else AddressSpace.PRIVATE
    return PointerType(t, space, const=bool(getattr(spec, "const", False)))


def register(sem, cls: str, name: str) -> None:
    """Record ``name`` as a reference member of the struct ``cls``."""
    _registry(sem).add((cls, name))


def is_ref_member(sem, struct: str, name: str) -> bool:
    """Whether member ``name`` of struct ``struct`` is a reference member."""
    return (struct, name) in _registry(sem)


def has_ref_members(sem, struct: str) -> bool:
    """Whether the struct ``struct`` has a reference member."""
    return any(s == struct for s, _ in _registry(sem))


def read_member(sem, owner: StructType, field: N.Field) -> N.Expr:
    """``field`` (a member of ``owner``) as C++ reads it: the referred object for a
    reference member, else the member itself."""
    if not is_ref_member(sem, owner.name, field.name):
        return field
    return N.Deref(field, field.type.pointee, loc=field.loc)


def bind_syntax(tok, member: Syn, value: Syn) -> Syn:
    """The constructor statement that binds the reference member ``member`` (``self.r``)
    to ``value``."""
    return Syn("cxx_bind_ref_field", tok, member=member, value=value)


def bind(sem, s: Syn, ctx) -> N.Expr:
    """``self.r = &value``: the member's pointer set to the address of the lvalue the
    reference binds."""
    target = sem.ex(s.member.b, ctx)
    st = target.type
    if not isinstance(st, StructType):
        raise SemanticError(f"reference member '{s.member.name}' outside its class",
                            s.tok.where)
    pt = st.field_type(s.member.name)
    field = N.Field(target, s.member.name, pt, loc=target.loc)
    value = sem.ex(s.value, ctx)
    ptr = sem.address_for_ref(value, pt, s.value.tok)
    if ptr.type != pt:
        ptr = N.Cast(pt, ptr, False, loc=ptr.loc)
    return N.Assign(field, ptr, None, pt, loc=field.loc)


def refuse_unbound(info, given: set, tok) -> None:
    """A constructor that leaves a reference member of ``info`` unbound (C++ requires the
    binding in every constructor; a default member initializer is not modelled)."""
    for name in sorted(getattr(info, "ref_members", ())):
        if name not in given:
            raise Unsupported(f"reference member '{name}' of '{info.name}' not bound by the "
                              "constructor's initializer list (a default member "
                              "initializer for a reference is not modelled)",
                              tok.where)


def bind_item(sem, st: StructType, name: str, value: N.Expr, tok) -> N.Expr:
    """The pointer an aggregate initialization's item ``value`` gives the reference member
    ``name`` of ``st`` (``Proxy<5>{coeffs}``, gsplat's ``PolynomialProxy``): the address of
    the lvalue it binds."""
    pt = st.field_type(name)
    ptr = sem.address_for_ref(value, pt, tok)
    return ptr if ptr.type == pt else N.Cast(pt, ptr, False, loc=ptr.loc)


def refuse_unbound_items(sem, st: StructType, given: int, tok) -> None:
    """An aggregate initialization that gives fewer items than the reference members need
    (C++: ill-formed)."""
    for name, _ in st.fields[given:]:
        if is_ref_member(sem, st.name, name):
            raise SemanticError(f"reference member '{name}' of '{st.name}' is not "
                                "initialized", tok.where)
