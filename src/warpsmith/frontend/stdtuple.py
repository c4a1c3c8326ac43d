"""``std::tuple`` in device code and constant expressions (issue 18; gptqmodel's and vLLM's
``ScalarType::from_id``, which rebuilds an object from its id through ``std::tuple_cat``,
``std::make_tuple`` and ``std::apply``).

``std::tuple<A, B, ..>`` (read as ``ws_std_tuple<..>``, ``include/ws_std_tuple.h``) is a
struct of the elements as members ``_0``, ``_1``, ..; ``std::tuple<>`` a struct of one
unused ``int`` (C has no empty struct). The calls:

* ``std::make_tuple(a, b)``: the struct of the arguments' (decayed) types, built from them;
* ``std::tuple_cat(t, u)``: a generated function returning the struct of ``t``'s then
  ``u``'s elements;
* ``std::apply(f, t)``: ``f(t._0, t._1, ..)`` (``t`` a variable or a member: read once per
  element);
* ``std::get<I>(t)``: ``t._I``.

Everything is a struct and functions of the IR, so constant expressions evaluate it
(``Semantic.const_call``) and the printers print it like any struct. Not modelled: tuples
of references (``std::tie``, ``std::forward_as_tuple``), comparison, ``std::tuple_size``."""

from __future__ import annotations

import re

from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import ArrayType, I32, StructType, Type

__all__ = ["MODEL", "TUPLE_CALLS", "tuple_call", "tuple_type"]

#: the class the frontend reads ``std::tuple`` as (frontend/stdmodels.py)
MODEL = "ws_std_tuple"
#: the ``std::`` functions read here
TUPLE_CALLS = ("make_tuple", "tuple_cat", "apply", "get")
_EMPTY = "unused_"


def tuple_type(sem, elems: list, loc) -> StructType:
    """The struct of a tuple of ``elems`` (types), declared once per element list."""
    for t in elems:
        if not isinstance(t, Type) or isinstance(t, ArrayType):
            raise Unsupported(f"std::tuple element {t} (a type other than a value type)", loc)
    name = MODEL + "_" + ("_".join(_mangle(t) for t in elems) if elems else "empty")
    fields = tuple((f"_{i}", t) for i, t in enumerate(elems)) or ((_EMPTY, I32),)
    while name in sem.structs and sem.structs[name].fields != fields:
        name += "_"  # (two element lists whose names spell alike)
    if name not in sem.structs:
        sem.structs[name] = StructType(name, fields)
        sem.struct_order.setdefault(name, len(sem.struct_order))
    return sem.structs[name]


def _mangle(t: Type) -> str:
    return re.sub(r"[^0-9A-Za-z]+", "_", str(t)).strip("_")


def _elements(t) -> list | None:
    """The element (name, type) pairs of a tuple struct; None for another type."""
    if not isinstance(t, StructType) or not t.name.startswith(MODEL + "_"):
        return None
    return [(n, ft) for n, ft in t.fields if n != _EMPTY]


def tuple_call(sem, s, ctx) -> N.Expr | None:
    """``std::make_tuple``/``tuple_cat``/``apply``/``get<I>`` called by ``s``; None when
    ``s`` calls none of them."""
    fn = s.fn
    if fn.kind != "id" or fn.name not in TUPLE_CALLS or fn.qual[-1:] != ["std"]:
        return None
    from .semantic import _loc

    loc = _loc(fn.tok)
    if fn.name == "make_tuple":
        args = [sem.decay(sem.ex(a, ctx)) for a in s.args]
        st = tuple_type(sem, [a.type for a in args], loc)
        return _make(sem, st, args, fn.tok, ctx)
    if fn.name == "tuple_cat":
        return _cat(sem, [sem.ex(a, ctx) for a in s.args], fn.tok, ctx)
    if fn.name == "get":
        return _get(sem, s, ctx, loc)
    return _apply(sem, s, ctx, loc)


def _make(sem, st: StructType, args: list, tok, ctx) -> N.Expr:
    from .semantic import _loc

    conv = [sem.conv(a, ft, tok) for a, (_, ft) in zip(args, st.fields)]
    uname = sem._cxx_maker(st, len(conv), tok)
    if uname not in ctx.callees:
        ctx.callees.append(uname)
    return N.Call(uname, tuple(conv), st, loc=_loc(tok))


def _cat(sem, parts: list, tok, ctx) -> N.Expr:
    """``std::tuple_cat(t, u, ..)``: a call of the generated function concatenating
    them."""
    from .semantic import _loc

    loc = _loc(tok)
    elems = []
    for p in parts:
        e = _elements(p.type)
        if e is None:
            raise Unsupported(f"std::tuple_cat of {p.type} (tuples only)", loc)
        elems.append(e)
    st = tuple_type(sem, [t for e in elems for _, t in e], loc)
    cats = sem.__dict__.setdefault("tuple_cats", {})  # argument types -> function
    key = tuple(p.type for p in parts)
    name = cats.get(key)
    if name is None:
        name = f"ws_std_tuple_cat{len(cats)}"
        while name in sem.functions:
            name += "_"
        cats[key] = name
        params = tuple(N.Param(f"t{k}", p.type, False, loc=loc) for k, p in enumerate(parts))
        items = tuple(N.Field(N.Var(f"t{k}", p.type, loc=loc), n, t, loc=loc)
                      for k, (p, e) in enumerate(zip(parts, elems)) for n, t in e)
        if not items:
            items = (N.Const(0, I32, loc=loc),)
        body = N.Block((N.Decl("r", st, N.InitList(items, st, loc=loc), loc=loc),
                        N.Return(N.Var("r", st, loc=loc), loc=loc)), loc=loc)
        sem.functions[name] = N.Function(name, params, st, body, loc=loc)
        sem.fn_callees[name] = []
        sem.__dict__.setdefault("constexpr_fns", set()).add(name)
    if name not in ctx.callees:
        ctx.callees.append(name)
    return N.Call(name, tuple(parts), st, loc=loc)


def _get(sem, s, ctx, loc) -> N.Expr:
    if len(s.fn.targs or []) != 1 or len(s.args) != 1:
        raise SemanticError("std::get<I>(tuple) takes one index and one tuple", loc)
    t = sem.ex(s.args[0], ctx)
    e = _elements(t.type)
    if e is None:
        return None  # another std::get (ws_aten.h's Philox one): read as before
    i = sem.const_int(s.fn.targs[0], ctx)
    if not 0 <= i < len(e):
        raise SemanticError(f"std::get<{i}> of a tuple of {len(e)} elements", loc)
    return N.Field(t, e[i][0], e[i][1], loc=loc)


def _apply(sem, s, ctx, loc) -> N.Expr:
    if len(s.args) != 2:
        raise SemanticError("std::apply(f, tuple) takes two arguments", loc)
    t = sem.ex(s.args[1], ctx)
    e = _elements(t.type)
    if e is None:
        raise Unsupported(f"std::apply on {t.type} (tuples only)", loc)
    if not isinstance(t, (N.Var, N.Field)):
        raise Unsupported("std::apply on a tuple that is not a variable (its elements are "
                          "read one by one)", loc)
    obj = sem.ex(s.args[0], ctx)
    if not isinstance(obj.type, StructType):
        raise Unsupported("std::apply of a function (a lambda or a function object is "
                          "read)", loc)
    args = [N.Field(t, n, ft, loc=loc) for n, ft in e]
    return sem.cxx_call_object(obj, args, [], s.fn.tok, ctx)
