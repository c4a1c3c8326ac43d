"""Launch arguments read through the members of a host class (issue 18).

A launch argument like MinkowskiEngine's ``kernel_map.in_maps.cdata()``, with
``kernel_map`` a parameter ``gpu_kernel_map<Itype, ByteAllocator> const &`` of the host
function, is host code device code cannot read (the class holds host allocators), but its
type is declared: ``in_maps`` is a data member ``contiguous_memory in_maps;`` of the class
template, ``contiguous_memory`` a class nested in it, and ``cdata()`` a method declared
``index_type const *cdata() const``. The type is read from those declarations, with the
class template's parameters bound to the parameter type's arguments (in the binding of the
enclosing host template). Only the chain ``param.member[.member...][.method()]`` is read:
data members declared ``T name;`` and methods without arguments and overloads; anything
else leaves the argument unknown (its launch keeps its located reason)."""

from __future__ import annotations

from ..ir.errors import WarpsmithError
from ..ir.types import Type
from .lexer import matching_brace

__all__ = ["member_chain_type", "note_host_object"]

_QUALIFIERS = {"inline", "__host__", "__device__", "__forceinline__", "static", "constexpr",
               "virtual", "explicit"}


def note_host_object(ctx, ps) -> None:
    """Remember host parameter ``ps`` (a ParamSyn whose type did not read) by name."""
    if ps.decl.name:
        objs = ctx.__dict__.get("host_objects")
        if objs is None:
            objs = ctx.__dict__["host_objects"] = {}
        objs[ps.decl.name] = ps


def member_chain_type(sem, toks: list, ctx) -> Type | None:
    """The declared type of ``obj.m1.m2.f()`` (``obj`` a noted host parameter), or None."""
    texts = [t.text for t in toks]
    call = len(texts) >= 2 and texts[-2:] == ["(", ")"]
    chain = texts[:-2] if call else texts
    if len(chain) < 3 or any(texts[i] != "." for i in range(1, len(chain), 2)) or \
            any(toks[i].kind != "id" for i in range(0, len(chain), 2)):
        return None
    ps = (ctx.__dict__.get("host_objects") or {}).get(chain[0])
    if ps is None or ps.decl.ptrs:
        return None
    start = _class_body(sem, ps.spec.base, ctx)
    if start is None:
        return None
    body, bind = start
    names = chain[2::2]
    try:
        for k, name in enumerate(names):
            last = k == len(names) - 1
            if last and call:
                return _method_type(sem, body, name, bind)
            decl = _member_decl(body, name)
            if decl is None:
                return None
            nested = _nested_body(body, decl[0].text) if len(decl) == 1 else None
            if last:
                return None if nested is not None else _read_type(sem, decl, bind)
            if nested is None:
                return None
            body = nested
    except WarpsmithError:
        return None
    return None


def class_name_args(base):
    """(name, template arguments) of a declared type's base naming a class, ``Cls`` or
    ``Cls<A, B>`` (not a member type ``Cls<A>::T``); None for any other base."""
    if isinstance(base, str):
        return base, []
    if getattr(base, "kind", None) == "ttype" and not base.member:
        return base.name, base.targs or []
    return None


def _class_body(sem, base, ctx):
    """(the class body's tokens, binding of its template parameters) of the class a
    parameter's type names (``Cls<A, B>`` or ``Cls``), or None."""
    named = class_name_args(base)
    if named is None:
        return None
    name, targs = named
    chunk = next((c for c in sem.prog.chunks if c.kind == "class" and c.name == name and
                  bool(c.template) == bool(targs)), None)
    if chunk is None or len(targs) > len(chunk.template or []):
        return None
    bind = {}
    for tp, a in zip(chunk.template or [], targs):
        bind[tp.name] = _targ_value(sem, tp, a, ctx)
    toks = chunk.toks
    open_ = next((k for k, t in enumerate(toks) if t.text == "{"), None)
    if open_ is None:
        return None
    return toks[open_ + 1:matching_brace(toks, open_)], bind


def _targ_value(sem, tp, a, ctx):
    """A template argument's value in the host scope (None where it does not read: a host
    allocator class, left unbound)."""
    try:
        if tp.is_type:
            if getattr(a, "kind", None) == "id":
                v = ctx.tbind.get(a.name)
                return v if isinstance(v, Type) else sem.named_type(a.name, a.tok, ctx)
            return sem.type_name(a, ctx)
        return sem.const_value(a, ctx)
    except (WarpsmithError, AttributeError):
        return None


def _members(body: list):
    """The members of a class body at its own depth: token lists up to ``;`` or a ``}``
    closing a body (nested bodies kept whole)."""
    out, cur, depth = [], [], 0
    for t in body:
        cur.append(t)
        if t.text in ("{", "(", "["):
            depth += 1
        elif t.text in ("}", ")", "]"):
            depth -= 1
            if depth == 0 and t.text == "}":
                out.append(cur)
                cur = []
        elif t.text == ";" and depth == 0:
            out.append(cur)
            cur = []
        elif t.text == ":" and depth == 0 and len(cur) == 2 and \
                cur[0].text in ("public", "private", "protected"):
            cur = []
    return [m for m in out if m and m[0].text != ";"]


def _member_decl(body: list, name: str):
    """The type tokens of data member ``name`` declared ``T name;`` (one declarator)."""
    for m in _members(body):
        if len(m) >= 3 and m[-1].text == ";" and m[-2].text == name and \
                not any(t.text in ("(", "=", "{", ",") for t in m):
            return [t for t in m[:-2] if t.text not in ("mutable",)]
    return None


def _nested_body(body: list, cls: str):
    """The body of the class ``cls`` defined inside ``body``, or None."""
    for m in _members(body):
        if len(m) > 3 and m[0].text in ("class", "struct") and m[1].text == cls:
            open_ = next((k for k, t in enumerate(m) if t.text == "{"), None)
            if open_ is not None:
                return m[open_ + 1:matching_brace(m, open_)]
    return None


def _method_type(sem, body: list, name: str, bind: dict):
    """The return type of the one method ``name()`` (no parameters) declared in ``body``."""
    found = []
    for m in _members(body):
        for k in range(1, len(m) - 2):
            if m[k].text == name and m[k + 1].text == "(" and m[k - 1].text not in (".", "->"):
                if m[k + 2].text != ")":
                    return None  # (overloads with parameters: not chosen here)
                head = [t for t in m[:k] if t.text not in _QUALIFIERS]
                found.append(head)
                break
    if len(found) != 1 or not found[0]:
        return None
    return _read_type(sem, found[0], bind)


def _read_type(sem, toks: list, bind: dict) -> Type | None:
    from .semantic import FuncCtx
    from .templates import _parser

    tbind = {k: v for k, v in bind.items() if v is not None}
    p = _parser(sem, toks, tbind)
    tn = p.type_name()
    if not p.at_eof():
        return None
    return sem.type_name(tn, FuncCtx(device=False, host=True, tbind=tbind))
