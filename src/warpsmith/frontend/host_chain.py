"""Host locals typed through what host classes and host functions declare (issue 18).

A device lambda launched from host code captures the host function's locals; each capture
needs a type. xgboost writes them as ``auto n = p_fmat->Info().num_row_;`` or ``auto phis =
out->DeviceSpan();`` with ``p_fmat`` a ``DMatrix*`` and ``out`` a
``HostDeviceVector<float>*``: classes holding host resources, which device code cannot
read, but whose declarations say the types: ``virtual MetaInfo& Info() = 0;``,
``bst_idx_t num_row_{0};``, ``common::Span<T> DeviceSpan();``.

:func:`host_init_type` types such an initializer: each maximal chain
``obj(.|->)member...`` / ``obj.method(args)`` / ``f(args)`` rooted at a host object (a
parameter or local of a class type that does not read, or a local initialized from such a
chain) is replaced by a variable of its declared type, and the rest is typed as usual
(``...->num_feature + 1``). A chain is followed through:

* data members declared ``T name;``, ``T name{..};``, ``T name = ..;`` in the class itself
  (a name the class declares hides its bases' members of that name; one it does not
  declare, a base's member, is not followed);
* methods by name, the overloads whose parameter counts fit the call: all of them must
  declare one return type (``BaseScore(Context const*)`` beside ``BaseScore(DeviceOrd)``,
  both ``VectorView<float const>``), except that for an object that is not const, a
  ``const`` overload with a non-const twin of the same parameters is never chosen (C++
  prefers the twin: ``HostDeviceVector<T>* Data()`` over ``.. const* Data() const``); a
  const object takes only ``const`` methods;
* free functions that are not templates, by the same rule over their declarations;
* class templates with their parameters bound from the written arguments, and alias
  templates (``using Matrix = Tensor<T, 2>;``) expanded.

A method declared ``auto`` (its type is in its body), a member template, a base class's
member, a class named in two places: the chain stays unknown, so the capture keeps its
located refusal (``cxx_lambda._host_capture_error``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.errors import WarpsmithError
from ..ir.types import AddressSpace, PointerType, Type
from .host_members import _members, class_name_args
from .lexer import _matching, matching_brace, split_commas
from .parser import Declarator, Syn, TypeName

__all__ = ["HostObj", "host_init_type", "note_host_local", "host_obj_of"]

#: words before a declared type that are not part of it
_SKIP = {"inline", "__host__", "__device__", "__forceinline__", "static", "constexpr",
         "virtual", "explicit", "mutable", "extern", "XGBOOST_DEVICE", "friend"}
_SYNTH = "__ws_host_value"


@dataclass
class HostObj:
    """An object of a host class: the class chunk, its template binding, how its type is
    written (``spec``/``decl`` read in ``tbind``), whether it is reached through a pointer
    and whether it is const."""

    chunk: object
    bind: dict
    spec: object
    decl: Declarator
    tbind: dict
    ptr: bool
    const: bool
    body: list = field(default_factory=list)


def note_host_local(sem, ctx, scope: dict, spec, decl: Declarator, init) -> None:
    """After the host declaration ``spec decl = init`` did not read: declare its name
    with the type :func:`host_init_type` finds (``auto``), or remember it as a host object
    (a class type that does not read: ``dh::DeviceUVector<float> buf(n);``, or an ``auto``
    initialized from such a chain) for chains through it."""
    from .semantic import VarInfo

    if not decl.name or decl.params is not None:
        return
    if spec.base == "auto" and not spec.words:
        if init is None or decl.ptrs or decl.arrays:
            return
        t = host_init_type(sem, init, ctx, decl.name)
        if t is not None:
            scope[decl.name] = VarInfo(decl.name, t, AddressSpace.PRIVATE, "var")
        return
    obj = host_obj_of(sem, spec, decl, ctx.tbind)
    if obj is not None:
        _refs(ctx)[decl.name] = obj


def host_init_type(sem, init: Syn, ctx, name: str | None = None) -> Type | None:
    """The type of host initializer ``init`` through declared host members (module doc),
    or None. When the whole initializer is a chain to a host class object that does not
    read as a type, ``name`` is noted as that object (a chain may start at it)."""
    sub = {}
    try:
        whole = _chain(sem, init, ctx)
    except (WarpsmithError, RecursionError):
        return None
    if isinstance(whole, HostObj):
        t = _obj_type(sem, whole)
        if t is None and name:
            _refs(ctx)[name] = whole
        return t
    if isinstance(whole, Type):
        return whole
    new = _substitute(sem, init, ctx, sub)
    if not sub:
        return None
    from .semantic import VarInfo
    scope = dict(ctx.scopes[-1])
    for nm, t in sub.items():
        ctx.scopes[-1][nm] = VarInfo(nm, t, AddressSpace.PRIVATE, "var")
    try:
        return sem.decay(sem.ex(new, ctx)).type
    except (WarpsmithError, RecursionError):
        return None
    finally:
        ctx.scopes[-1].clear()
        ctx.scopes[-1].update(scope)


def _named(sem, name: str) -> list:
    """The chunks of the file named ``name`` (an index built once per read)."""
    index = sem.__dict__.get("_host_chain_names")
    if index is None:
        index = sem.__dict__["_host_chain_names"] = {}
        for c in sem.prog.chunks:
            if c.name:
                index.setdefault(c.name, []).append(c)
    return index.get(name, [])


def _class_names(sem) -> set:
    """The names of the file's classes and structs (once per read)."""
    names = sem.__dict__.get("_host_chain_classes")
    if names is None:
        names = sem.__dict__["_host_chain_classes"] = {
            c.name for c in sem.prog.chunks if c.kind in ("class", "aggregate")}
    return names


def _refs(ctx) -> dict:
    """The host objects noted in ``ctx``: name -> HostObj."""
    refs = ctx.__dict__.get("host_refs")
    if refs is None:
        refs = ctx.__dict__["host_refs"] = {}
    return refs


def _substitute(sem, s, ctx, sub: dict):
    """``s`` with each maximal chain of a declared type replaced by a fresh name (its type
    in ``sub``)."""
    if not isinstance(s, Syn):
        return s
    if s.kind in ("member", "call", "id"):
        try:
            r = _chain(sem, s, ctx)
        except (WarpsmithError, RecursionError):
            r = None
        if isinstance(r, HostObj):
            r = _obj_type(sem, r)
        if isinstance(r, Type) and not (s.kind == "id" and sem.lookup(s.name, ctx)):
            nm = f"{_SYNTH}{len(sub)}"
            sub[nm] = r
            return Syn("id", s.tok, name=nm, qual=[], targs=None)
        if s.kind != "call":
            return s
    out = Syn(s.kind, s.tok)
    for k, v in s.__dict__.items():
        if k in ("kind", "tok"):
            continue
        if isinstance(v, Syn):
            v = _substitute(sem, v, ctx, sub)
        elif isinstance(v, list):
            v = [_substitute(sem, x, ctx, sub) for x in v]
        setattr(out, k, v)
    return out


def _chain(sem, s, ctx):
    """A HostObj, a Type or None for the chain ``s`` (ids, members, calls)."""
    if s.kind == "id" and not s.qual and not s.targs:
        if sem.lookup(s.name, ctx) is not None:
            return None  # a declared variable (of a type that reads) shadows a host object
        obj = _refs(ctx).get(s.name)
        if obj is not None:
            return obj
        ps = (ctx.__dict__.get("host_objects") or {}).get(s.name)
        if ps is not None:
            return host_obj_of(sem, ps.spec, ps.decl, ctx.tbind)
        return None
    if s.kind == "member" and not getattr(s, "mtargs", None):
        obj = _chain(sem, s.b, ctx)
        if not isinstance(obj, HostObj) or obj.ptr != s.arrow:
            return None
        return _data_member(sem, obj, s.name)
    if s.kind == "call" and s.fn.kind == "member" and not getattr(s.fn, "mtargs", None):
        obj = _chain(sem, s.fn.b, ctx)
        if not isinstance(obj, HostObj) or obj.ptr != s.fn.arrow:
            return None
        return _method_result(sem, obj, s.fn.name, len(s.args))
    if s.kind == "call" and s.fn.kind == "id" and not s.fn.targs and \
            sem.lookup(s.fn.name, ctx) is None:
        return _function_result(sem, s.fn.name, tuple(s.fn.qual or ()), len(s.args))
    return None


def host_obj_of(sem, spec, decl: Declarator, tbind: dict) -> HostObj | None:
    """The HostObj of a declared type (``spec``, ``decl``) naming one class of the file
    (through alias templates), or None."""
    if len(decl.ptrs) > 1 or decl.arrays or decl.params is not None:
        return None
    named = class_name_args(spec.base)
    if named is None:
        return None
    name, targs = named
    const = bool(spec.const)
    outer = _outer_qualifier(spec)
    alias = sem.alias_templates.get(name)
    if alias is not None:
        if outer and outer not in alias.ns:
            return None
        return _through_alias(sem, alias, targs, tbind, decl, const)
    chunks = [c for c in _named(sem, name) if c.kind == "class" and
              bool(c.template) == bool(targs) and any(t.text == "{" for t in c.toks) and
              (not outer or outer in c.ns)]
    if len(chunks) != 1 or len(targs) > len(chunks[0].template or []):
        return None
    c = chunks[0]
    from .host_members import _targ_value
    from .semantic import FuncCtx
    hctx = FuncCtx(device=False, host=True, tbind=dict(tbind))
    bind = {}
    for tp, a in zip(c.template or [], targs):
        v = _targ_value(sem, tp, a, hctx)
        if v is None:
            return None
        bind[tp.name] = v
    if any(tp.name not in bind for tp in c.template or []):
        return None  # (defaults not read here)
    toks = c.toks
    open_ = next(k for k, t in enumerate(toks) if t.text == "{")
    body = toks[open_ + 1:matching_brace(toks, open_)]
    return HostObj(c, bind, spec, decl, dict(tbind), bool(decl.ptrs), const, body)


def _outer_qualifier(spec) -> str | None:
    """The first namespace a type is written with (``std`` of ``std::vector<T>``), or
    None: a class of the file of that name in another namespace is not it (namespaces are
    flattened in the parser)."""
    first, base = spec.tok, getattr(spec, "base_tok", None)
    if base is None or first is base or first.kind != "id" or \
            first.text in ("const", "volatile", "typename", "struct", "class"):
        return None
    return first.text


def _through_alias(sem, alias, targs: list, tbind: dict, decl, const: bool):
    """``A<args>`` of ``template <..> using A = X<..>;``: the HostObj of ``X<..>`` with the
    alias's parameters bound to ``args``."""
    from .host_members import _targ_value
    from .semantic import FuncCtx
    from .templates import _parser

    if len(targs) != len(alias.template or []):
        return None
    hctx = FuncCtx(device=False, host=True, tbind=dict(tbind))
    inner = dict(tbind)
    for tp, a in zip(alias.template, targs):
        v = _targ_value(sem, tp, a, hctx)
        if v is None:
            return None
        inner[tp.name] = v
    toks = alias.toks
    eq = next((k for k, t in enumerate(toks) if t.text == "="), None)
    if eq is None or toks[-1].text != ";":
        return None
    p = _parser(sem, toks[eq + 1:-1], inner)
    tn = p.type_name()
    if not p.at_eof() or tn.decl.ptrs or tn.decl.ref:
        return None
    obj = host_obj_of(sem, tn.spec, decl, inner)
    if obj is not None:
        obj.const = obj.const or const
    return obj


def _obj_type(sem, obj: HostObj) -> Type | None:
    """The object's type as the semantic pass reads it (None for a host class)."""
    from .semantic import FuncCtx

    ctx = FuncCtx(device=False, host=True, tbind=dict(obj.tbind))
    decl = Declarator(None, obj.decl.tok, list(obj.decl.ptrs))
    try:
        t = sem.type_name(TypeName(obj.spec, decl), ctx)
    except (WarpsmithError, RecursionError):
        return None
    return _global(t)


def _global(t: Type) -> Type:
    """A host pointer is a pointer to global memory where device code receives it."""
    if isinstance(t, PointerType) and t.space in (AddressSpace.GENERIC, AddressSpace.PRIVATE):
        return PointerType(t.pointee, AddressSpace.GLOBAL)
    return t


def _read_declared(sem, toks: list, bind: dict, body: list | None = None,
                   chunk=None):
    """A declared type's tokens (qualifiers and a trailing reference dropped) read in the
    class binding ``bind``, the member types of the class body ``body`` in scope: a
    HostObj, a Type, or None."""
    from .semantic import FuncCtx
    from .templates import _parser

    toks = _strip_attrs([t for t in toks if t.text not in _SKIP])
    while toks and toks[-1].text in ("&", "&&"):
        toks = toks[:-1]
    if body is not None:
        toks = _member_types_replaced(toks, body)
    if not toks or any(t.text in ("auto", "decltype", "template") for t in toks):
        return None
    if chunk is not None and _may_name_a_base_member_type(sem, chunk, toks, bind):
        return None
    p = _parser(sem, toks, bind)
    tn = p.type_name()
    if not p.at_eof() or tn.decl.ref:
        return None
    obj = host_obj_of(sem, tn.spec, tn.decl, bind)
    if obj is not None:
        return obj
    t = sem.type_name(tn, FuncCtx(device=False, host=True, tbind=dict(bind)))
    return _global(t)


def _may_name_a_base_member_type(sem, chunk, toks: list, bind: dict) -> bool:
    """Whether the type ``toks`` declared in class ``chunk`` may name a member type of one
    of its bases (which this reading does not follow): a name of it that a base of the file
    declares as a member type, or, when a base is not in the file, a name that is none of a
    template parameter, a scalar word, a class or alias template of the file, a namespace
    before ``::``, a name after ``std::`` (a namespace-level alias of that spelling could be
    another type than the base's)."""
    bases, foreign = _bases(sem, chunk)
    if not bases and not foreign:
        return False
    from .dialects import SCALAR_NAMES, SCALAR_WORDS

    known = _class_names(sem) | \
        set(sem.alias_templates) | set(bind) | set(SCALAR_NAMES) | set(SCALAR_WORDS) | \
        {"const", "volatile", "struct", "class", "typename"}
    for k, t in enumerate(toks):
        if t.kind != "id" or (k + 1 < len(toks) and toks[k + 1].text == "::") or \
                (k >= 2 and toks[k - 1].text == "::" and toks[k - 2].text == "std"):
            continue  # (a qualifier; the standard's own names)
        if any(_member_type(body, t.text) is not None for body in bases):
            return True
        if foreign and t.text not in known:
            return True
    return False


def _bases(sem, chunk, depth: int = 0) -> tuple:
    """(the bodies of the class's bases found in the file, and theirs, whether a base is
    not in the file) for class ``chunk``."""
    toks = chunk.toks
    open_ = next(k for k, t in enumerate(toks) if t.text == "{")
    colon = next((k for k, t in enumerate(toks[:open_]) if t.text == ":"), None)
    if colon is None:
        return [], False
    bodies, foreign = [], False
    for part in split_commas(toks[colon + 1:open_]):
        names = [t.text for t in part if t.kind == "id" and t.text not in (
            "public", "protected", "private", "virtual")]
        name = next((t.text for k, t in enumerate(part) if t.kind == "id" and (
            k + 1 == len(part) or part[k + 1].text in ("<", ","))
            and t.text not in ("public", "protected", "private", "virtual")), None)
        found = [c for c in _named(sem, name) if c.kind in ("class", "aggregate") and
                 any(t.text == "{" for t in c.toks)] if names else []
        if len(found) != 1 or depth > 8:
            foreign = True
            continue
        c = found[0]
        o = next(k for k, t in enumerate(c.toks) if t.text == "{")
        bodies.append(c.toks[o + 1:matching_brace(c.toks, o)])
        more, far = _bases(sem, c, depth + 1)
        bodies += more
        foreign = foreign or far
    return bodies, foreign


def _member_types_replaced(toks: list, body: list, depth: int = 0) -> list:
    """``toks`` with each name of a member type of the class body ``body`` replaced by
    what it names (``using value_type = T;``, ``typedef T value_type;``): namespaces are
    flattened, so the name alone could find another declaration of that spelling. Empty
    (not read) for a class nested in the body, and for an alias of a pointer, reference or
    array type under ``const`` (``const pointer`` is no ``const T*``)."""
    for k, t in enumerate(toks):
        if t.kind != "id" or (k and toks[k - 1].text in ("::", ".", "->")):
            continue
        rhs = _member_type(body, t.text)
        if rhs is None:
            continue
        if not rhs or depth > 8 or (any(x.text in ("*", "&", "&&", "[", "(") for x in rhs)
                                    and any(x.text == "const" for x in toks)):
            return []
        return _member_types_replaced(toks[:k] + rhs + toks[k + 1:], body, depth + 1)
    return toks


def _member_type(body: list, name: str) -> list | None:
    """What the member type ``name`` of a class body stands for: the aliased tokens, []
    for a nested class or enum, None when the body declares no member type ``name``."""
    for m in _members(body):
        words = [t.text for t in m]
        if len(m) >= 4 and words[0] == "using" and words[1] == name and words[2] == "=":
            return m[3:-1] if words[-1] == ";" else []
        if words[0] == "typedef" and len(m) >= 3 and words[-1] == ";" and \
                words[-2] == name:
            return m[1:-2]
        if words[0] in ("struct", "class", "union", "enum") and name in words[1:3]:
            return []
    return None


def _strip_attrs(toks: list) -> list:
    """``toks`` without ``[[..]]`` attributes."""
    out, k = [], 0
    while k < len(toks):
        if toks[k].text == "[" and k + 1 < len(toks) and toks[k + 1].text == "[":
            depth, j = 0, k
            while j < len(toks):
                depth += {"[": 1, "]": -1}.get(toks[j].text, 0)
                j += 1
                if depth == 0:
                    break
            k = j
            continue
        out.append(toks[k])
        k += 1
    return out


def _data_member(sem, obj: HostObj, name: str):
    """The declared type of data member ``name`` of ``obj``'s class (const through a const
    object), or None."""
    for m in _members(obj.body):
        m = _strip_attrs(m)  # (`T name{0}` ends at its brace)
        if m[-1].text not in (";", "}") or m[0].text in ("struct", "class", "union",
                                                          "enum", "using", "typedef") or \
                any(t.text == "(" for t in _before_init(m)):
            continue
        head = _before_init(m)
        if len(head) >= 2 and head[-1].text == name and head[-2].text not in (",", "::"):
            r = _read_declared(sem, head[:-1], obj.bind, obj.body, obj.chunk)
            if isinstance(r, HostObj) and obj.const and not r.ptr:
                r.const = True
            return r
    return None


def _before_init(m: list) -> list:
    """A member declaration's tokens before its initializer (``{..}``, ``= ..``) or ``;``."""
    for k, t in enumerate(m):
        if t.text in ("{", "=", ";"):
            return m[:k]
    return m


@dataclass
class _Sig:
    ret: list
    lo: int
    hi: int  # -1: variadic
    const: bool
    params: tuple


def _method_result(sem, obj: HostObj, name: str, nargs: int):
    """The declared result of ``obj.name(nargs arguments)`` (module doc), or None."""
    sigs = [s for m in _members(obj.body) for s in [_signature(m, name)] if s is not None]
    return _pick(sem, sigs, nargs, obj.const, obj.bind, obj.body, obj.chunk)


def _function_result(sem, name: str, qual: tuple, nargs: int):
    """The declared result of the free host function ``name`` (not a template), written
    with the namespace qualifiers ``qual`` (a declaration in another namespace is not it)."""
    chunks = [c for c in _named(sem, name) if
              c.kind in ("function", "prototype", "host") and
              (not qual or tuple(c.ns)[-len(qual):] == qual)]
    if not chunks or any(c.template for c in chunks):
        return None
    sigs = [_signature(list(c.toks), name) for c in chunks]
    if any(s is None for s in sigs):
        return None
    return _pick(sem, sigs, nargs, False, {})


def _pick(sem, sigs: list, nargs: int, const: bool, bind: dict, body: list | None = None,
          chunk=None):
    """The one result the fitting overloads among ``sigs`` declare (module doc), read in
    ``bind``; None when they declare none or several."""
    fit = [s for s in sigs if s.lo <= nargs and (s.hi < 0 or nargs <= s.hi)]
    if const:
        fit = [s for s in fit if s.const]
    else:  # a const overload with a non-const twin is never chosen
        twins = {s.params for s in fit if not s.const}
        fit = [s for s in fit if not (s.const and s.params in twins)]
    if not fit or any(s.ret is None for s in fit):
        return None
    rets = {tuple(t.text for t in s.ret) for s in fit}
    if len(rets) != 1:
        return None
    return _read_declared(sem, fit[0].ret, bind, body, chunk)


def _signature(m: list, name: str) -> _Sig | None:
    """The signature of function ``name`` declared by the member/declaration ``m``."""
    m = _strip_attrs(m)
    # (the declarator's name: before the member's first parenthesis, not a call in a body)
    k = next((i for i, t in enumerate(m) if t.text in ("(", "{", "=", ";")), 0) - 1
    if k < 0 or m[k].text != name or m[k + 1].text != "(" or \
            (k and m[k - 1].text in (".", "->", "::", "~")) or \
            any(t.text in ("template", "operator") for t in m[:k]):
        return None
    close = _matching(m, k + 1, "(", ")")
    params = split_commas(m[k + 2:close])
    if len(params) == 1 and [t.text for t in params[0]] == ["void"]:
        params = []
    lo = sum(1 for p in params if not any(t.text == "=" for t in p))
    hi = -1 if any(t.text == "..." for p in params for t in p) else len(params)
    tail = []
    for t in m[close + 1:]:
        if t.text in ("{", ";", "=", ":"):
            break
        tail.append(t.text)
    ret = m[:k] if m[:k] else None
    if "->" in tail:
        ret = None  # (a trailing return type: not read here)
    elif ret is not None and any(t.text in ("auto", "decltype") for t in ret):
        ret = None
    return _Sig(ret, lo, hi, "const" in tail[:tail.index("->")] if "->" in tail else
                "const" in tail, tuple(tuple(t.text for t in p) for p in params))
