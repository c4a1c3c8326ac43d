"""Bit-fields of plain structs (``struct P { int8_t high : 4; int8_t low : 4; };``,
DeepSpeed's ``PackedInt4``), lowered to what the IR has.

The IR's structs hold whole fields only, so a run of bit-fields becomes one or more
*storage units*: unsigned integer fields named ``bitfield_unit_K`` of the size of the
bit-fields' declared type. The units are laid out as the Itanium C++ ABI lays out
bit-fields on a little-endian target (what nvcc and the host compilers do): the first
bit-field takes the lowest bits of a unit of its declared type, each next one the bits
above, and a bit-field that does not fit in what is left of the unit starts the next
unit; an unnamed ``T : 0`` closes the unit. With units of the declared type, the struct
has the size, alignment and bit positions that C++ gives it, so a ``PackedInt4`` read
through a pointer cast (``*(PackedInt4*)&byte``) sees the same bits. Layouts where the
ABI would put something *into* the unused bytes of a unit are refused with their place
(bit-fields of different types next to each other, a member of smaller alignment after a
unit that is not full, bit-fields in a union).

Uses of a bit-field are rewritten over its unit (``docs/cxx-classes.md``):

* reading ``s.f``: the unit shifted and masked (unsigned), or shifted left then
  arithmetically right (signed, so the value is sign-extended), converted to the declared
  type;
* ``s.f = v`` and ``s.f op= v``: the unit is assigned ``(unit & ~(mask << off)) |
  ((v & mask) << off)``, and the expression's value is the bit-field read again (C's value
  of an assignment); the object expression is evaluated more than once, so it must have no
  side effects (else refused);
* braced initialization ``P{a, b}`` / ``P p = {a, b};``: the values of the bit-fields of a
  unit are packed into the unit's initial value, in declaration order;
* ``++``/``--`` and ``&s.f`` are refused (C forbids the address of a bit-field).
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import (I32, I64, U8, U16, U32, U64, ScalarType, StructType, Type)

__all__ = ["BITS_MEMBER", "BitField", "lay_out", "bitfield", "read", "assign",
           "pack_items", "member_types"]

#: the name of a storage unit field (followed by its number in the struct)
BITS_MEMBER = "bitfield_unit_"

_UNSIGNED = {8: U8, 16: U16, 32: U32, 64: U64}


@dataclasses.dataclass(frozen=True)
class BitField:
    """One bit-field: its declared type, its unit (field name and type), its lowest bit
    in the unit and its width."""

    name: str
    type: ScalarType
    unit: str
    unit_type: ScalarType
    offset: int
    width: int


def lay_out(sem, struct_name: str, members: list, loc) -> list:
    """The fields of a struct whose declared members ``members`` (in order: ``(name,
    type)`` for a data member, ``(name, type, width, loc)`` for a bit-field; an unnamed
    bit-field has name None) include bit-fields: data members as they are, each run of
    bit-fields as its units. Records each bit-field in ``sem.bitfields[struct_name]``."""
    fields: list = []
    info: dict = {}
    order: list = []
    unit = None  # [field name, declared type, bits used]
    for m in members:
        if len(m) == 2:
            name, t = m
            order.append(name)
            if unit is not None and unit[2] < unit[1].bits and t.align < unit[1].size:
                raise Unsupported(f"member '{name}' after a bit-field that does not fill its "
                                  f"{unit[1]} unit (C++ would place it inside the unit)", loc)
            unit = None
            fields.append((name, t))
            continue
        name, t, width, floc = m
        if not isinstance(t, ScalarType) or t.kind == "float":
            raise SemanticError(f"bit-field '{name}' has non-integral type {t}", floc)
        bits = 8 if t.kind == "bool" else t.bits
        if not 0 <= width <= bits:
            raise SemanticError(f"width of bit-field '{name}' ({width} bits) exceeds the "
                                f"width of its type ({bits} bits)", floc)
        if width == 0:
            if name is not None:
                raise SemanticError(f"named bit-field '{name}' has zero width", floc)
            unit = None
            continue
        if unit is not None and unit[1] != t and unit[2] < unit[1].bits:
            raise Unsupported(f"bit-field '{name}' of type {t} next to bit-fields of type "
                              f"{unit[1]} (C++ would share their unit)", floc)
        if unit is None or unit[1] != t or unit[2] + width > bits:
            unit = [f"{BITS_MEMBER}{len(fields)}", t, 0]
            fields.append((unit[0], _UNSIGNED[bits]))
        if name is not None:
            order.append(name)
            info[name] = BitField(name, t, unit[0], _UNSIGNED[bits], unit[2], width)
        unit[2] += width
    sem.__dict__.setdefault("bitfields", {})[struct_name] = info
    sem.__dict__.setdefault("bitfield_order", {})[struct_name] = order
    return fields


def bitfield(sem, t: Type, name: str) -> BitField | None:
    """The bit-field ``name`` of struct type ``t``, or None."""
    if not isinstance(t, StructType):
        return None
    return sem.__dict__.get("bitfields", {}).get(t.name, {}).get(name)


def _wide(bf: BitField) -> tuple[ScalarType, ScalarType]:
    return (U32, I32) if bf.unit_type.bits <= 32 else (U64, I64)


def _c(v: int, t: ScalarType, loc) -> N.Const:
    return N.Const(v, t, loc=loc)


def read(obj: N.Expr, bf: BitField, loc) -> N.Expr:
    """The value of bit-field ``bf`` of the struct lvalue ``obj``."""
    wu, ws = _wide(bf)
    unit = N.Cast(wu, N.Field(obj, bf.unit, bf.unit_type, loc=loc), False, loc=loc)
    if bf.type.signed and bf.type.kind == "int":
        up = N.Binary("<<", unit, _c(wu.bits - bf.offset - bf.width, I32, loc), wu, loc=loc)
        v = N.Binary(">>", N.Cast(ws, up, False, loc=loc),
                     _c(wu.bits - bf.width, I32, loc), ws, loc=loc)
        return N.Cast(bf.type, v, False, loc=loc)
    v = N.Binary(">>", unit, _c(bf.offset, I32, loc), wu, loc=loc)
    v = N.Binary("&", v, _c((1 << bf.width) - 1, wu, loc), wu, loc=loc)
    return N.Cast(bf.type, v, False, loc=loc)


def _placed(value: N.Expr, bf: BitField, loc) -> N.Expr:
    """``(value & mask) << offset`` in the wide unsigned type (``value`` already of the
    bit-field's declared type)."""
    wu, _ = _wide(bf)
    v = N.Binary("&", N.Cast(wu, value, False, loc=loc), _c((1 << bf.width) - 1, wu, loc),
                 wu, loc=loc)
    return N.Binary("<<", v, _c(bf.offset, I32, loc), wu, loc=loc)


def _side_effects(e) -> bool:
    if isinstance(e, (N.Assign, N.IncDec, N.Call)):
        return True
    if dataclasses.is_dataclass(e):
        return any(_side_effects(getattr(e, f.name)) for f in dataclasses.fields(e))
    if isinstance(e, tuple):
        return any(_side_effects(x) for x in e)
    return False


def assign(obj: N.Expr, bf: BitField, value: N.Expr, loc) -> N.Expr:
    """``obj.f = value`` (``value`` already converted to the bit-field's declared type):
    the unit is rewritten; the expression's value is the bit-field read again."""
    if _side_effects(obj):
        raise Unsupported(f"assignment to bit-field '{bf.name}' of an object expression with "
                          "side effects (it is read and written separately)", loc)
    wu, _ = _wide(bf)
    unit = N.Field(obj, bf.unit, bf.unit_type, loc=loc)
    keep = ((1 << wu.bits) - 1) ^ (((1 << bf.width) - 1) << bf.offset)
    old = N.Binary("&", N.Cast(wu, unit, False, loc=loc), _c(keep, wu, loc), wu, loc=loc)
    new = N.Binary("|", old, _placed(value, bf, loc), wu, loc=loc)
    store = N.Assign(unit, N.Cast(bf.unit_type, new, False, loc=loc), None, bf.unit_type,
                     loc=loc)
    return N.Comma((store, read(obj, bf, loc)), bf.type, loc=loc)


def pack_items(sem, t: StructType, items: list, loc) -> list | None:
    """The initial values of ``t``'s fields from the values ``items`` of its declared
    members in order (each already converted to its member's type): a unit's value packs
    its bit-fields. None when ``t`` has no bit-fields."""
    info = sem.__dict__.get("bitfields", {}).get(t.name)
    if not info:
        return None
    order = _declared_order(sem, t)
    if len(items) > len(order):
        raise SemanticError("too many initializers", loc)
    given = dict(zip(order, items))
    out: list = []
    for fname, ft in t.fields:
        if not fname.startswith(BITS_MEMBER):
            out.append(given.get(fname))
            continue
        parts = [_placed(given[b.name], b, loc) for b in info.values()
                 if b.unit == fname and b.name in given]
        v = parts[0] if parts else None
        for p in parts[1:]:
            v = N.Binary("|", v, p, v.type, loc=loc)
        out.append(N.Cast(ft, v, False, loc=loc) if v is not None else None)
    while out and out[-1] is None:
        out.pop()
    return [x if x is not None else _zero(ft, loc) for x, (_, ft) in zip(out, t.fields)]


def _zero(t: Type, loc):
    if isinstance(t, ScalarType):
        return _c(0, t, loc)
    raise Unsupported(f"braced initialization of a struct with bit-fields that leaves a "
                      f"member of type {t} out", loc)


def _declared_order(sem, t: StructType) -> list:
    return sem.__dict__.get("bitfield_order", {}).get(t.name, [])


def member_types(sem, t: StructType) -> list:
    """The declared members of ``t`` in order (name, type): what a braced list
    initializes, one item each."""
    info = sem.__dict__.get("bitfields", {}).get(t.name, {})
    types = dict(t.fields)
    return [(n, info[n].type if n in info else types[n]) for n in _declared_order(sem, t)]
