"""Static methods of class templates: ``Cosine<T>::dot(a, b, n)`` (issue 18).

PyTorch extensions group device helpers as static methods of a class template selected by
the kernel's template arguments (torch_cluster's ``Cosine<scalar_t>::dot``, torch_sparse's
``Reducer<scalar_t, REDUCE>::update``, torch_spline_conv's ``Basis<scalar_t, degree>``,
ggml's ``block_reduce_policy<method, T>::reduce``). A class template with methods is not a
value type here (see docs/cxx-templates.md), but a static method needs no object: it is a
device function template whose template parameters are the class's. The instance the call
names (the primary template or the specialization its arguments match, as for
``Traits<T>::kBlock``) gives the binding; the method's definition, cut out of that class
body, is instantiated with it like any function template (``Cosine_dot_float``), and the
call is an ordinary call of that instance. Inside the method, the instance's other static
methods are in scope (called unqualified, bound as the caller is); its non-static methods
are not callable this way.
"""

from __future__ import annotations

from ..ir.errors import SemanticError
from .cxx import ATTRIBUTE_WORDS
from .parser import Chunk
from .templates import _class_head, _loc, _match, _targ_values, class_instance, param_count
from .tmpl_ns import template_key

__all__ = ["instance_method_call", "static_method_call", "plain_static_call",
           "sibling_static_call"]


def _members(body: list):
    """The member declarations of a class body: token lists, each ending at its ';' or
    its function body's '}'."""
    out, start, k = [], 0, 0
    while k < len(body):
        x = body[k].text
        if x in ("(", "["):
            k = _match(body, k) + 1
            continue
        if x == "{":
            end = _match(body, k)
            seg = body[start:end + 1]
            k = end + 1
            if k < len(body) and body[k].text == ";":
                k += 1
            out.append(seg)
            start = k
            continue
        if x == ";":
            out.append(body[start:k + 1])
            start = k + 1
        elif x == ":" and k == start + 1 and body[start].text in (
                "public", "private", "protected"):
            start = k + 1
        k += 1
    return out


def _by_types(sem, cands: list, args: list, bind: dict):
    """Of overloaded static methods taking as many arguments (vLLM's ``_typeConvert<float>
    ::convert(float)`` and ``convert(float2)``), the one whose parameter types take the
    arguments best (ranked as ``cxx_resolve`` ranks them); None when that does not decide
    (a member template's own parameters, or no candidate that takes them)."""
    from ..ir.errors import WarpsmithError

    fit = [m for m in cands if param_count(m) == len(args)]
    if len(fit) < 2:
        return None
    best = []
    for m in fit:
        if len(m.template or []) > len(bind):
            return None
        try:
            pts = sem.param_types(m, dict(bind))
        except WarpsmithError:
            return None
        ranks = [sem._cxx_rank(pt, a) for pt, a in zip(pts, args)]
        if all(r is not None for r in ranks):
            best.append((sum(ranks), m))
    best.sort(key=lambda x: x[0])
    if not best or (len(best) > 1 and best[0][0] == best[1][0]):
        return None
    return best[0][1]


def _member_type_names(body: list) -> set:
    """The member types a class body declares (``using T = ..;``, ``typedef .. T;``,
    a nested class ``struct Params {..};``: frontend/nested.py)."""
    out = set()
    for seg in _members(body):
        if len(seg) > 3 and seg[0].text == "using" and seg[2].text == "=":
            out.add(seg[1].text)
        elif len(seg) > 2 and seg[0].text in ("struct", "class") and \
                seg[1].kind == "id" and seg[2].text in ("{", ":", "final"):
            out.add(seg[1].text)
        elif seg and seg[0].text == "typedef" and seg[-1].text == ";" and \
                seg[-2].kind == "id":
            out.add(seg[-2].text)
    return out


def _method_chunk(sem, c, cls: str, name: str, tok, nargs: int) -> Chunk:
    """The static method ``name`` of class template chunk ``c``; of overloads
    (torch_scatter's ``update(val, v)`` and ``update(val, v, arg, new_arg)``), the one
    taking ``nargs`` arguments."""
    cands = _method_chunks(sem, c, cls, name, tok)
    fit = [m for m in cands if param_count(m) == nargs]
    return fit[0] if len(fit) == 1 else cands[0]


def _method_chunks(sem, c, cls: str, name: str, tok) -> list:
    cache = sem.__dict__.setdefault("_tstatic", {})
    key = (id(c), name)
    if key in cache:
        return cache[key]
    body, _ = _class_head(c)
    found = []
    types = _member_type_names(body or [])
    for seg in _members(body or []):
        if seg[-1].text != "}":
            continue
        own: list = []
        if seg[0].text == "template":
            # a static member template: its own parameters first (the call's explicit
            # arguments are theirs), then the class's (bound by the instance)
            p = sem.parser(seg)
            own = p.template_params()
            seg = seg[p.pos:]
        # the method's own name: the identifier before its parameter list (a call of
        # `fabs(..)` in another method's body is not a method named fabs)
        # (not an attribute's `(`: flashinfer's FLASHINFER_INLINE is `inline
        # __attribute__((always_inline)) __device__` before `static void memcpy(..)`)
        k = next((i for i, t in enumerate(seg[:-1]) if t.kind == "id" and
                  seg[i + 1].text == "(" and t.text not in ATTRIBUTE_WORDS), None)
        if k is None or seg[k].text != name:
            continue
        words = {t.text for t in seg[:k] if t.kind == "id"}
        if "static" not in words:
            raise SemanticError(f"'{cls}<..>::{name}' is not a static method (a class "
                                "template with methods is not a value type)", _loc(tok))
        m = Chunk("function", seg, c.ns, own + list(c.template or []),
                  c.template_toks, f"{cls}_{name}", seg[k], True, False)
        sem.__dict__.setdefault("_static_owner", {})[id(m)] = (c, cls)
        m.member_types = types  # (`convert(hip_type x)`: the class's `using hip_type = ..`)
        found.append(m)
    if not found:
        raise SemanticError(f"class template '{cls}' has no static method '{name}' "
                            "defined in its body", _loc(tok))
    cache[key] = found
    return found


def static_method_call(sem, s, ctx):
    """The call ``Cls<args>::f(..)`` (``s.fn`` a "tmember" Syn naming a class template)
    as a call of the instance of the static method ``f`` for the class's binding."""
    fn = s.fn
    cls = template_key(sem, fn.name, getattr(fn, "qual", ()))
    return instance_method_call(sem, cls, _targ_values(sem, fn.targs, ctx),
                                fn.member[0], s, ctx, fn.tok, getattr(fn, "mtargs", None))


def instance_method_call(sem, cls: str, vals: list, name: str, s, ctx, tok, mtargs=None):
    """The call of static method ``name`` of the instance ``cls<vals>`` (also reached
    through a typedef of it: ``typedef tile<16, 8, T> tile_A; tile_A::supported()``);
    ``mtargs``: the explicit arguments of a member template (``Get<0>::of<R, T>(s)``)."""
    inst = class_instance(sem, cls, vals, tok)
    outside = _specialized_outside(sem, cls, inst, name)
    if outside is not None:
        return _call_outside(sem, outside, inst, s, ctx, tok, mtargs)
    try:
        _method_chunks(sem, inst["chunk"], cls, name, tok)
    except SemanticError:
        base = _base_with_method(sem, inst, name, tok)
        if base is None:
            raise
        return instance_method_call(sem, base[0], base[1], name, s, ctx, tok, mtargs)
    args = [sem.ex(a, ctx) for a in s.args]
    chunk = _by_types(sem, _method_chunks(sem, inst["chunk"], cls, name, tok), args,
                      {**inst["bind"], **{k: v.value for k, v in inst["consts"].items()},
                       **inst["types"]}) or \
        _method_chunk(sem, inst["chunk"], cls, name, tok, len(s.args))
    bind = dict(inst["bind"])
    if len(chunk.template or []) > len(inst["chunk"].template or []):
        deduced = dict(sem.deduce(chunk, args))
        deduced.update(bind)
        bind = sem.bind_template(chunk, list(mtargs or []), {}, ctx, tok, deduced)
    elif mtargs:
        raise SemanticError(f"'{cls}<..>::{name}' is not a member template", _loc(tok))
    try:
        return sem._call_chosen(chunk.name, chunk, _in_class_scope(bind, inst), s, args, ctx)
    except SemanticError as e:
        raise _unread_cause(e, inst) from None


def _unread_cause(e: SemanticError, inst: dict) -> SemanticError:
    """For "unknown type 'X'" inside a static method where ``X`` is a member alias the
    instance could not read (``using Fragment = cutlass::Array<Element, 8>;`` in xFormers'
    KernelTypes), that alias's own error (why it is unknown); else ``e``."""
    unread = inst.get("unread_types") or {}
    if e.message.startswith("unknown type '"):
        name = e.message[len("unknown type '"):].rstrip("'")
        if name in unread:
            return unread[name]
    return e


def _in_class_scope(bind: dict, inst: dict) -> dict:
    """``bind`` with the class instance's static constants and member types added where it
    does not bind the name itself: they are in scope in its methods."""
    bind = dict(bind)
    for k, v in inst["consts"].items():
        bind.setdefault(k, v.value)
    for k, v in inst["types"].items():
        bind.setdefault(k, v)
    return bind


def _specialized_outside(sem, cls: str, inst: dict, name: str):
    """The definition of static member ``name`` given outside the class for this instance
    only: ``template <> template <class T, class R> R Get<0>::of(const T& v) {..}``
    (flash-attn's ln_utils.cuh; the class declares ``of`` and each ``Get<i>`` defines it),
    as a function chunk ``R of(const T& v) {..}`` with the method's own template
    parameters; None when there is none."""
    from .semantic import FuncCtx

    cache = sem.__dict__.setdefault("_toutside", {})
    key = (cls, tuple(map(str, inst["vals"])), name)
    if key in cache:
        return cache[key]
    found = None
    for c in sem.prog.chunks:
        if c.kind != "host" or c.name != name or not c.toks:
            continue
        toks = c.toks
        own: list = []
        start = 0
        if toks[0].text == "template":
            p = sem.parser(toks)
            own = p.template_params()
            start = p.pos
        k = next((i for i in range(start, len(toks) - 1) if toks[i].text == cls and
                  toks[i + 1].text == "<"), None)
        if k is None:
            continue
        p = sem.parser(toks[k + 1:])
        try:
            targs = p.template_args()
            args = _targ_values(sem, targs, FuncCtx(device=False))
        except SemanticError:
            continue
        end = k + 1 + p.pos
        if end + 1 >= len(toks) or toks[end].text != "::" or toks[end + 1].text != name or \
                args != list(inst["vals"]):
            continue
        seg = toks[start:k] + toks[end + 1:]
        found = Chunk("function", seg, c.ns, own, None, f"{cls}_{name}", toks[end + 1],
                      True, False)
        sem.__dict__.setdefault("_static_owner", {})[id(found)] = (inst["chunk"], cls)
        break
    cache[key] = found
    return found


def _call_outside(sem, chunk, inst: dict, s, ctx, tok, mtargs):
    """The call of a member specialized outside its class (:func:`_specialized_outside`):
    the method's explicit template arguments, the rest deduced."""
    args = [sem.ex(a, ctx) for a in s.args]
    bind = {}
    if chunk.template:
        bind = sem.bind_template(chunk, list(mtargs or []), {}, ctx, tok,
                                 dict(sem.deduce(chunk, args, ctx)))
    elif mtargs:
        raise SemanticError(f"'{chunk.name}' is not a member template", _loc(tok))
    return sem._call_chosen(chunk.name, chunk, _in_class_scope(bind, inst), s, args, ctx)


def _base_with_method(sem, inst: dict, name: str, tok) -> tuple | None:
    """(class template, argument values) of the base class of instance ``inst`` that
    defines the static method ``name``: ``template <> struct RotateAccess<__half> :
    RotateAccessHalf<__half, __half2, HalfTraits> {};`` (gptqmodel's paroquant) inherits
    the base's static methods. None when no base class template has it."""
    from .semantic import FuncCtx

    c = inst["chunk"]
    toks = c.toks
    brace = next((k for k, t in enumerate(toks) if t.text == "{"), None)
    head = toks[:brace] if brace is not None else toks
    colon = next((k for k in range(len(head) - 1, 0, -1) if head[k].text == ":" and
                  head[k].kind == "punct"), None)
    if colon is None:
        return None
    p = sem.parser(head[colon + 1:])
    bctx = FuncCtx(device=False, tbind=dict(inst["bind"]))
    while not p.at_eof():
        while p.tok.text in ("public", "protected", "private"):
            p.advance()
        spec = p.decl_specs()
        b = spec.base
        if getattr(b, "kind", None) == "ttype" and not b.member and \
                b.name in sem.class_templates:
            vals = _targ_values(sem, b.targs, bctx)
            with sem.in_namespace(inst["chunk"].ns):
                bname = template_key(sem, b.name, getattr(b, "qual", ()))
            binst = class_instance(sem, bname, vals, tok)
            try:
                _method_chunks(sem, binst["chunk"], bname, name, tok)
                return bname, vals
            except SemanticError:
                found = _base_with_method(sem, binst, name, tok)
                if found is not None:
                    return found
        if not p.accept(","):
            break
    return None


def plain_static_call(sem, c, cls: str, s, ctx):
    """``Cls::f<A, B>(..)`` with ``Cls`` a class that is not a template and is not read as
    a value type (LightGBM's ``CUDALeafSplits``, a host class with a destructor, a base
    class and ``__device__ static`` member templates): the static method cut out of the
    class body and called as a function template (explicit arguments, then deduction).
    Inside it, the class's other static methods are in scope (:func:`sibling_static_call`)."""
    fn = s.fn
    args = [sem.ex(a, ctx) for a in s.args]
    chunk = _method_chunk(sem, c, cls, fn.name, fn.tok, len(args))
    bind = {}
    if chunk.template:
        bind = sem.bind_template(chunk, list(fn.targs or []), {}, ctx, fn.tok,
                                 sem.deduce(chunk, args))
    elif fn.targs:
        raise SemanticError(f"'{cls}::{fn.name}' is not a member template", _loc(fn.tok))
    return sem._call_chosen(chunk.name, chunk, bind, s, args, ctx)


def sibling_static_call(sem, s, ctx):
    """A call ``g<..>(..)`` inside a static method cut out of class ``Cls`` by
    :func:`plain_static_call`, naming another static method of ``Cls``; None otherwise."""
    owners = sem.__dict__.get("_static_owner", {})
    owner = owners.get(sem.__dict__.get("instance_chunks", {}).get(ctx.name))
    if owner is None or s.fn.kind != "id" or s.fn.qual:
        return None
    c, cls = owner
    try:
        _method_chunks(sem, c, cls, s.fn.name, s.fn.tok)
    except SemanticError:
        return None
    if c.template is not None:
        return _sibling_in_instance(sem, c, cls, s, ctx)
    return plain_static_call(sem, c, cls, s, ctx)


def _sibling_in_instance(sem, c, cls: str, s, ctx):
    """``g(x)`` inside a static method of a class template instance (vLLM's
    ``FilteredTopKTraits<float, W>::ToCoarseKey`` calling ``ToOrdered``): the sibling of
    the same instance, bound as the caller is (the class's parameters, static constants
    and member types), its own member-template parameters deduced from the call."""
    fn = s.fn
    args = [sem.ex(a, ctx) for a in s.args]
    own = {tp.name for tp in sem.instance_chunk_of(ctx.name).template or []} - \
        {tp.name for tp in c.template}
    bind = {k: v for k, v in sem.instance_bind_of(ctx.name).items() if k not in own}
    chunk = _by_types(sem, _method_chunks(sem, c, cls, fn.name, fn.tok), args, bind) or \
        _method_chunk(sem, c, cls, fn.name, fn.tok, len(args))
    if len(chunk.template or []) > len(c.template):
        deduced = dict(sem.deduce(chunk, args))
        deduced.update(bind)
        bind = {**bind, **sem.bind_template(chunk, list(fn.targs or []), {}, ctx, fn.tok,
                                            deduced)}
    elif fn.targs:
        raise SemanticError(f"'{cls}<..>::{fn.name}' is not a member template", _loc(fn.tok))
    return sem._call_chosen(chunk.name, chunk, bind, s, args, ctx)
