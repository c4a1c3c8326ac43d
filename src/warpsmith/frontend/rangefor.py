"""Range-based ``for`` in device code, rewritten on the syntax into the loop C++ defines
(``docs/callables.md``):

* over an array of known size, ``for (T x : a) body`` is
  ``for (int i = 0; i < N; ++i) { T x = a[i]; body }``;
* over an object whose class has ``begin()`` and ``end()`` (xgboost's grid-stride
  ``Range``), it is ``{ auto r = range; auto e = r.end();
  for (auto b = r.begin(); b != e; ++b) { T x = *b; body } }``: the iterator's operators
  are the class lowering's functions (``frontend/cxx.py``).

* over a braced list, ``for (T x : {a, b, c}) body`` (the ``std::initializer_list<E>``
  C++ makes of it, ``E`` the one type of every item) is ``{ E l[3] = {a, b, c};
  for (int i = 0; i < 3; ++i) { T x = l[i]; body } }``; items of different types are
  refused as C++ refuses them.

Anything else (a pointer, an empty or nested list) is refused, located.
"""

from __future__ import annotations

from dataclasses import replace

from ..ir.errors import SemanticError, Unsupported
from ..ir.types import AddressSpace, ArrayType, StructType
from .lexer import tokenize
from .parser import Syn


def range_for(sem, s: Syn, ctx) -> Syn:
    """The plain statement that ``for (decl : range) body`` means."""
    from .semantic import _loc
    loc = _loc(s.tok)
    if len(s.decl.items) != 1 or s.decl.items[0][1] is not None:
        raise SemanticError("a range-based for declares one variable", loc)
    n = sem.__dict__["_rangefor"] = sem.__dict__.get("_rangefor", 0) + 1
    r = s.range
    if r.kind == "initlist":
        return _over_braced_list(sem, s, ctx, n)
    t = sem.ex(r, ctx).type  # (read once more in the loop: its type only here)
    if isinstance(t, ArrayType):
        if t.count is None:
            raise Unsupported("range-based for over an array of unknown size", loc)
        i = f"__ws_i{n}"
        loop = _parse(sem, f"for (int {i} = 0; {i} < {t.count}; ++{i}) {{}}", s.tok)
        elem = Syn("index", s.tok, b=r, i=Syn("id", s.tok, name=i, qual=[], targs=None))
        loop.body.stmts = [_bind(s.decl, elem), s.body]
        loop.unroll = s.unroll
        return loop
    if not isinstance(t, StructType):
        raise Unsupported(f"range-based for over a value of type {t} (an array or an "
                          "object with begin() and end() is read)", loc)
    rn, b, e = (r.name if r.kind == "id" else f"__ws_r{n}"), f"__ws_b{n}", f"__ws_e{n}"
    block = _parse(sem, f"{{ auto {rn} = 0; auto {e} = {rn}.end(); "
                        f"for (auto {b} = {rn}.begin(); {b} != {e}; ++{b}) {{}} }}", s.tok)
    head, end_decl, loop = block.stmts
    if r.kind == "id":
        block.stmts = [end_decl, loop]
    else:
        (d, _), = head.items
        head.items = [(d, r)]
    elem = Syn("deref", s.tok, e=Syn("id", s.tok, name=b, qual=[], targs=None))
    loop.body.stmts = [_bind(s.decl, elem), s.body]
    loop.unroll = s.unroll
    return block


def _over_braced_list(sem, s: Syn, ctx, n: int) -> Syn:
    """``for (T x : {a, b, c}) body`` as a loop over a local array of the list's items."""
    from .semantic import VarInfo, _loc
    items = s.range.items
    if not items or any(it.kind == "initlist" for it in items):
        raise Unsupported("range-based for over an empty or nested braced list",
                          _loc(s.range.tok))
    types = {sem.decay(sem.ex(it, ctx)).type for it in items}
    if len(types) != 1:
        raise SemanticError("the items of a braced list a range-based for runs over have "
                            "different types (std::initializer_list needs one)",
                            _loc(s.range.tok))
    elem, = types
    tname, lst, i = f"__ws_E{n}", f"__ws_l{n}", f"__ws_i{n}"
    ctx.scopes[-1][tname] = VarInfo(tname, elem, AddressSpace.PRIVATE, "type", elem)
    block = _parse(sem, f"{{ int {lst}[{len(items)}]; for (int {i} = 0; {i} < "
                        f"{len(items)}; ++{i}) {{}} }}", s.tok)
    decl, loop = block.stmts
    decl.spec = replace(decl.spec, words=[], base=tname, base_tok=s.tok)
    (d, _), = decl.items
    decl.items = [(d, s.range)]
    elem_syn = Syn("index", s.tok, b=_id(lst, s.tok), i=_id(i, s.tok))
    loop.body.stmts = [_bind(s.decl, elem_syn), s.body]
    loop.unroll = s.unroll
    return block


def _id(name: str, tok) -> Syn:
    return Syn("id", tok, name=name, qual=[], targs=None)


def _bind(decl: Syn, init: Syn) -> Syn:
    """The loop variable's declaration, initialized from the element."""
    (d, _), = decl.items
    return Syn("decl", decl.tok, spec=decl.spec, items=[(d, init)])


def _parse(sem, text: str, tok) -> Syn:
    """A statement of generated text, every token located at the loop's ``for``."""
    toks = [replace(x, loc=tok.loc) if x.kind != "eof" else x
            for x in tokenize(text, "<range-for>")]
    p = sem.parser(toks)
    return p.statement()
