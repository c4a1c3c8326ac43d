"""``using Base::Base;`` in a class whose base has no constructor to inherit (CUTLASS's
``float_e4m3_t`` over ``float8_base``, whose only constructor is the default one).

A using-declaration that names a base's constructors makes them the derived class's, but
not the default constructor, nor those that would copy or move a base (C++
[namespace.udecl], [over.match.funcs]: a constructor inherited from ``B`` whose first
parameter is a reference to ``B`` is not a candidate; the derived class declares its own
default constructor). When every constructor of the base is one of these, the declaration
adds nothing and the class reads without it; any other constructor (one taking a value, a
constructor template, one that did not read) keeps the refusal "using-declaration of a
base class member (inheriting constructors or methods)"."""

from __future__ import annotations

from ..ir.types import StructType


def inherits_nothing(sem, info, member: list) -> bool:
    """Whether ``member`` of class ``info`` is ``using B::B;`` with ``B`` (a base, or a
    member alias naming one) a class whose constructors are all default, copy or move
    constructors."""
    texts = [t.text for t in member]
    if len(texts) != 5 or texts[0] != "using" or texts[2] != "::" or texts[4] != ";" or \
            texts[1] != texts[3]:
        return False
    t = info.scope.get(texts[1]) or sem.types.get(texts[1]) or sem.structs.get(texts[1])
    base = sem.cxx_classes.get(t.name) if isinstance(t, StructType) else None
    if base is None or base.name not in info.bases or base.later is not None or \
            base.broken_ctors or base.name in base.broken:
        return False
    return all(_not_inherited(sem, base, c) for c in base.ctors)


def _not_inherited(sem, base, ctor) -> bool:
    """Whether constructor ``ctor`` of ``base`` is its default constructor (no parameters)
    or a copy/move constructor (one parameter, a reference to ``base``)."""
    if ctor.template:
        return False
    params = list(sem.func_syntax(ctor)[1].params)
    if not params:
        return True
    if len(params) != 1 or not params[0].decl.ref:
        return False
    spec = params[0].spec
    return spec.base == base.name or isinstance(spec.base, str) and \
        sem.types.get(spec.base) == sem.structs.get(base.name)
