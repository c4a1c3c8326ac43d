"""Struct kernel arguments passed by value (``Params p``, ``cudaExtent size``).

A struct parameter takes one value per field:

* on the command line ``--arg 'size={width=64,height=8,depth=1}'``: ``{FIELD=VALUE,...}``
  where each VALUE is any ``--arg`` value the field's type takes (a number for a scalar
  field, ``float32[64]:random`` or ``@x.npy`` for a pointer field, a nested ``{...}`` for a
  struct field);
* from a program, a ``dict`` mapping each field name to such a value (NumPy arrays for
  pointer fields).

Every field must be given exactly once (a union: exactly one field); a missing or unknown
field is an error naming the parameter and the struct's fields. A pointer field's buffer is
its own output after a run, named ``PARAM.FIELD`` (``p.ptr``). :func:`pack` lays the values
out as C does (:class:`~warpsmith.ir.types.StructType` offsets), with each pointer field's
address supplied by the backend (a simulator region, a device allocation).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ir.errors import LaunchError
from ..ir.types import ArrayType, PointerType, ScalarType, StructType, Type, VectorType


@dataclass(frozen=True)
class StructArg:
    """The value of a struct argument: ``fields`` maps each given field name to its made
    value (a NumPy scalar, a lane array, an array for a pointer field, a nested
    StructArg); ``name`` is the parameter's (``p``) or field path's (``p.inner``)."""

    name: str
    type: StructType
    fields: dict


def split_fields(text: str) -> list[tuple[str, str]] | None:
    """``[(FIELD, VALUE), ...]`` of a ``{FIELD=VALUE,...}`` text, or None when ``text``
    is not braced. Commas inside nested braces, brackets and parentheses do not split."""
    t = text.strip()
    if not (t.startswith("{") and t.endswith("}")):
        return None
    parts, depth, cur = [], 0, []
    for ch in t[1:-1]:
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur))
    out = []
    for part in parts:
        name, eq, value = part.partition("=")
        if not eq or not name.strip().isidentifier() or not value.strip():
            raise LaunchError(f"bad struct field '{part.strip()}' in '{t}'",
                              hint="write {FIELD=VALUE,...}, e.g. {width=64,height=8,depth=1}")
        out.append((name.strip(), value.strip()))
    return out


def make_struct(where: str, name: str, t: StructType, given: dict, make_field) -> StructArg:
    """A :class:`StructArg` for parameter (or field path) ``name`` of type ``t`` from
    ``given`` (field -> value spec); ``make_field(where, path, field_type, spec)`` makes one
    field's value as a parameter of that type would be made."""
    names = [f for f, _ in t.fields]
    unknown = [f for f in given if f not in names]
    fields_text = ", ".join(f"{ft} {f}" for f, ft in t.fields)
    if unknown:
        raise LaunchError(f"{where}: {t} has no field '{unknown[0]}'",
                          hint=f"its fields: {fields_text}")
    missing = [f for f in names if f not in given]
    if t.union:
        if len(given) != 1:
            raise LaunchError(f"{where}: {t} is a union: give exactly one of its fields",
                              hint=f"its fields: {fields_text}")
    elif missing:
        raise LaunchError(f"{where}: no value for field '{missing[0]}' of {t}",
                          hint=f"give every field: {fields_text}")
    out = {}
    for f, ft in t.fields:
        if f in given:
            out[f] = make_field(f"{where}, field '{f}'", f"{name}.{f}", ft, given[f])
    return StructArg(name, t, out)


def pack(arg: StructArg, address_of) -> np.ndarray:
    """The struct's bytes (``uint8`` of ``type.size``) as C lays them out;
    ``address_of(path, array)`` gives a pointer field's address (an int)."""
    raw = np.zeros(arg.type.size, np.uint8)
    for f, v in arg.fields.items():
        off = arg.type.offset_of(f)
        data = _field_bytes(f"{arg.name}.{f}", arg.type.field_type(f), v, address_of)
        raw[off:off + len(data)] = data
    return raw


def _field_bytes(path: str, t: Type, v, address_of) -> np.ndarray:
    if isinstance(v, StructArg):
        return pack(v, address_of)
    if isinstance(t, PointerType):
        return np.array([address_of(path, v)], np.int64).view(np.uint8)
    if isinstance(t, ScalarType) and t.kind == "bool":
        return np.array([bool(v)], np.uint8)
    if isinstance(t, (ScalarType, VectorType)):
        dt = np.dtype(t.numpy_dtype if isinstance(t, ScalarType) else t.elem.numpy_dtype)
        return np.asarray(v, dt).reshape(-1).view(np.uint8)
    if isinstance(t, ArrayType):
        return np.ascontiguousarray(v).reshape(-1).view(np.uint8)[:t.size]
    raise LaunchError(f"struct field '{path}' of type {t} cannot be given a value")


def pointer_fields(arg: StructArg) -> dict[str, np.ndarray]:
    """``{PARAM.FIELD: array}`` for every pointer field, nested structs included."""
    out = {}
    for f, v in arg.fields.items():
        if isinstance(v, StructArg):
            out.update(pointer_fields(v))
        elif isinstance(arg.type.field_type(f), PointerType):
            out[f"{arg.name}.{f}"] = v
    return out
