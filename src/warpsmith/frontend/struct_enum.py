"""An enum defined inside a plain struct (CUTLASS's ``struct CacheOperation { enum Kind {
Always, Global, .. }; };``, used as ``CacheOperation::Kind`` and ``CacheOperation::Global``).

C++ scopes the enum's type and its enumerators in the struct: outside it they are named
``S::Kind`` and ``S::Global`` (also ``S::Kind::Global``). The struct gets no data member
from it (it was refused as an "anonymous member"). The enumerators are the constants
``S::item`` and the enum is the member type ``S::Kind`` (:func:`struct_member_type`); the
file-scope names the enum reading declares (``Global``, ``Kind``) are put back as they were
before, since C++ does not declare them there (a file-scope ``Global`` of its own keeps its
meaning). Enums are ``int`` (or their underlying type) in the IR, as at file scope.
"""

from __future__ import annotations


def is_nested_enum(fspec) -> bool:
    """Whether a member declaration without a declarator defines an enum."""
    b = getattr(fspec, "base", None)
    return getattr(b, "kind", None) == "enum" and getattr(b, "items", None) is not None


def nested_enum(sem, struct_name: str, fspec, ctx) -> None:
    """Read the enum ``fspec`` defines inside struct ``struct_name`` (see the module)."""
    b = fspec.base
    names = [item[0] for item in b.items] + ([b.name] if b.name else [])
    saved = {n: (sem.consts.get(n), sem.const_errors.get(n), sem.types.get(n))
             for n in names}
    try:
        t = sem.spec_type(fspec, ctx)
        for item in b.items:
            if item[0] in sem.consts:
                sem.consts[f"{struct_name}::{item[0]}"] = sem.consts[item[0]]
    finally:
        for n, (c, e, ty) in saved.items():
            _put_back(sem.consts, n, c)
            _put_back(sem.const_errors, n, e)
            _put_back(sem.types, n, ty)
    if b.name:
        sem.__dict__.setdefault("struct_member_types", {})[(struct_name, b.name)] = t


def _put_back(table: dict, name: str, old) -> None:
    if old is None:
        table.pop(name, None)
    else:
        table[name] = old


def struct_member_type(sem, struct_name: str, member: str):
    """The enum type ``member`` declared inside plain struct ``struct_name``, or None."""
    return sem.__dict__.get("struct_member_types", {}).get((struct_name, member))
