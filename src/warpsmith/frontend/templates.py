"""Template arguments of kernel launch sites, explicit or deduced (issue 18).

A launch ``k<<<g, b>>>(p, 2.0f, n)`` or ``k<float, tpb><<<g, b>>>(..)`` in host code names
its template arguments explicitly, deduces them from the call's argument types, or both.
Host code is never parsed as a whole (it may hold any C++); for one launch site this module
reads just enough of the enclosing host function to type the launch's arguments:

* the function's parameters (each read alone; one that is not C, ``std::vector<float>&``,
  is left unknown),
* the declarations before the launch, in the blocks that enclose it (``float *d;``,
  ``const int tpb = 256;``, ``constexpr int B = 128;``, ``static constexpr ..``): constant
  scalars become named constants, the others typed variables,
* file-scope constants, ``constexpr`` variables and enum items (the semantic pass's own).

Argument expressions are typed by the semantic pass itself in that host scope (so ``2.0f``
is float, ``2.0`` double, ``2u`` unsigned, ``d + 1`` a pointer, ``sizeof(float) * 4`` a
constant). A launch inside a host function template (``template <class T> void
run(T *d, int n) { k<T><<<..>>>(d, n); }``) is resolved once per binding of the host
template's parameters, found the same way from its own call sites (explicit ``run<float>(d,
n)`` or deduced ``run(d, n)``), up to four host templates deep.

Deduction follows C++ for the forms kernels use: a parameter ``T``, ``const T``, ``T*``,
``const T*``, ``T**``, ``const T&`` and ``T[]`` against the argument's type (arrays and
functions decay; top-level const is dropped); a pack ``Args... args`` takes the types of
the remaining arguments. Each site that does not resolve gives a reason with its place;
a template kernel with no instance reports them (see :class:`FrontendInfo`).
"""

from __future__ import annotations

import copy

from ..ir.errors import SemanticError, SyntaxErrorAt, Unsupported, WarpsmithError
from ..ir import nodes as N
from ..ir.record import record
from dataclasses import dataclass

from ..ir.types import I32, AddressSpace, ArrayType, PointerType, ScalarType, StructType, Type
from .crtp import ClassBeingDefined, OwnInstance, complete_waiting, note_wait
from .host_chain import note_host_local
from .parser import TRAIT_VALUES
from .host_members import member_chain_type, note_host_object
from .lexer import Token, split_commas
from .nested import (nested_class_member, nested_classes_of_instance, objects_have_methods,
                     trailing_return)
from .trivial import trivially_copyable
from . import cxx_refmember as refmember
from .stdtuple import MODEL as TUPLE_MODEL, tuple_type
from .member_inst import class_arguments
from .lambda_pass import passed_calls
from .lambda_types import (ClosureValue, TypeValue, closure_uses_allowed, declared_value,
                           substitute_decltype, type_value_arg, value_uses_allowed)
from .struct_enum import struct_member_type
from .tmpl_ns import instance_namespace, instance_prefix, plain_name, template_key
from .spec_outside import attach_outside_members
from .parser import Declarator, ParamSyn, _depth0_index, nested_class_at
from .program import _join

__all__ = ["host_ctx", "launch_bindings", "dormant_host", "param_count", "takes", "specialization_for", "deduce_params", "host_template_envs",
           "template_type", "trait_value", "class_instance", "InstanceTable", "struct_instances"]

_MAX_DEPTH = 8


def _loc(tok) -> N.SourceLoc:
    return N.SourceLoc(tok.loc.file, tok.loc.line, tok.loc.col)


_NOT_FUNCS = {"if", "for", "while", "switch", "catch", "return", "sizeof", "decltype",
              "__launch_bounds__", "__attribute__", "alignas", "__align__", "__cluster_dims__",
              "__maxnreg__"}


def _func_parts(toks: list, pos: int):
    """(see :func:`_find_func_parts`), cached per token list and position."""
    key = (id(toks), pos)
    hit = _PARTS_CACHE.get(key)
    if hit is None or hit[0] is not toks:
        hit = (toks, _find_func_parts(toks, pos))
        if len(_PARTS_CACHE) > 4096:
            _PARTS_CACHE.clear()
        _PARTS_CACHE[key] = hit
    return hit[1]


_PARTS_CACHE: dict = {}


def _find_func_parts(toks: list, pos: int):
    """(index of the parameter list's '(', of its ')', of the body's '{') of the innermost
    host function whose body holds ``toks[pos]`` (a free function, or a method of a class),
    or None."""
    best = None
    k = 0
    while k < min(pos, len(toks)):
        t = toks[k]
        if t.text == "(" and t.kind == "punct" and k > 0 and toks[k - 1].kind == "id" and \
                toks[k - 1].text not in _NOT_FUNCS:
            close = _match(toks, k)
            j = close + 1
            while j < len(toks) and toks[j].kind == "id" and \
                    toks[j].text in ("const", "noexcept", "override", "final", "mutable"):
                j += 1
            if j < pos and toks[j].text == "{" and _match(toks, j) >= pos:
                best = (k, close, j)
                k = j + 1  # look for a function (a local class's method) inside
                continue
        k += 1
    return best


def _body_end(toks: list) -> int:
    """The index of the last '}' (inside the body of a function chunk)."""
    for k in range(len(toks) - 1, -1, -1):
        if toks[k].text == "}":
            return k
    return len(toks)


def _match(toks: list, k: int) -> int:
    pair = {"(": ")", "[": "]", "{": "}"}[toks[k].text]
    opener = toks[k].text
    depth = 0
    for j in range(k, len(toks)):
        x = toks[j].text
        if x == opener:
            depth += 1
        elif x == pair:
            depth -= 1
            if depth == 0:
                return j
    return len(toks) - 1


def _parser(sem, toks, tbind: dict):
    p = sem.parser(list(toks))
    p.local_types = [{n for n, v in tbind.items() if isinstance(v, Type)}]
    return p


def parse_param(sem, toks, tbind: dict) -> ParamSyn | None:
    """One parameter declaration read alone (None when it is not C)."""
    try:
        p = _parser(sem, toks, tbind)
        spec = p.decl_specs()
        d = p.declarator()
        default = None
        if p.accept("="):
            default = p.assign_expr()
        if not p.at_eof():
            return None
        return ParamSyn(spec, d, default)
    except (WarpsmithError, RecursionError):
        return None


def host_params(sem, toks: list, tbind: dict, parts=None) -> list | None:
    """The parameters (ParamSyn or None each) of the host function ``toks`` (or of the
    one whose ``_func_parts`` are ``parts``)."""
    parts = parts or _func_parts(toks, _body_end(toks))
    if parts is None:
        return None
    lp, rp, _ = parts
    inner = toks[lp + 1:rp]
    if len(inner) == 1 and inner[0].text == "void":
        return []
    return [parse_param(sem, a, tbind) for a in split_commas(inner)]


def _declare(sem, ctx, scope: dict, spec, d: Declarator, init, space) -> None:
    from .semantic import VarInfo, wrap

    if not d.name or d.params is not None:
        return
    base = sem.spec_type(spec, ctx)
    if base is None:  # auto: the initializer's type
        if init is None:
            return
        t = sem.decay(sem.ex(init, ctx)).type
    else:
        t = sem.apply_declarator(base, spec, Declarator(d.name, d.tok, d.ptrs, d.arrays),
                                 ctx, default_space=space)
        if isinstance(t, ArrayType) and t.count is None and \
                getattr(init, "kind", None) == "initlist":
            t = ArrayType(t.elem, len(init.items))  # `T a[] = {x, y}`: sized by its list
    const = "constexpr" in spec.storage or (spec.const and not d.ptrs)
    if const and init is not None and isinstance(t, ScalarType):
        try:
            v = sem.const_value(init, ctx, t)
            scope[d.name] = VarInfo(d.name, t, AddressSpace.PRIVATE, "const",
                                    N.Const(wrap(v, t), t, loc=_loc(d.tok)))
            return
        except WarpsmithError:
            pass
    scope[d.name] = VarInfo(d.name, t, AddressSpace.PRIVATE, "var")


def host_ctx(sem, toks: list, pos: int, tbind: dict, tparam_types: dict | None = None):
    """A semantic context for the host code at ``toks[pos]``: the enclosing function's
    parameters and the declarations before ``pos`` in the blocks that enclose it.

    The walk over the function's statements is kept (per reader, function and binding), so
    the next call site further down continues it instead of starting again: a host
    function with many template calls (llama.cpp's dispatchers) was walked once per call."""
    from .semantic import FuncCtx

    parts = _func_parts(toks, pos)
    if parts is None:
        ctx = FuncCtx(device=False, host=True, tbind=dict(tbind),
                      tparam_types=dict(tparam_types or {}))
        ctx.scopes = [{}]
        return ctx
    lp, rp, body = parts
    walks = sem.__dict__.setdefault("_host_walks", {})
    key = _walk_key(toks, body, tbind, tparam_types)
    walk = walks.get(key) if key is not None else None
    if walk is not None and walk[0] is toks and walk[3] <= pos:
        _, ctx, start, k, header = walk
    else:
        ctx = FuncCtx(device=False, host=True, tbind=dict(tbind),
                      tparam_types=dict(tparam_types or {}))
        ctx.scopes = [{}]
        for ps in host_params(sem, toks, tbind, parts) or []:
            if ps is None:
                continue
            try:
                _declare(sem, ctx, ctx.scopes[0], ps.spec, ps.decl, None,
                         AddressSpace.GLOBAL)
            except WarpsmithError:
                note_host_object(ctx, ps)  # (its members' declared types: host_members)
        ctx.scopes.append({})
        start = k = body + 1
        header = []  # the init statement of the `for` whose body comes next
    start, k, header = _walk_host(sem, ctx, toks, start, k, pos, header)
    if key is not None:
        walks[key] = (toks, ctx, start, k, header)
    return _snapshot(ctx)


def _walk_key(toks: list, body: int, tbind: dict, tparam_types) -> tuple | None:
    try:
        key = (id(toks), body, tuple(sorted(tbind.items(), key=lambda kv: kv[0])),
               tuple(sorted((tparam_types or {}).items(), key=lambda kv: kv[0])))
        hash(key)
        return key
    except TypeError:  # a binding that cannot be a key: walk afresh
        return None


def _walk_host(sem, ctx, toks: list, start: int, k: int, pos: int, header: list):
    """Declare what the statements from ``toks[start]`` up to ``pos`` declare; the walk's
    state after it, ``(start, k, header)``."""
    while k < pos:
        x = toks[k].text
        if x == "{" and _braced_initializer(toks, k):
            end = _match(toks, k)
            if end < pos:  # `T a[] = {x, y};`, `Scale s{d, a};`: part of the statement
                k = end + 1
                continue
        if x in ("{", "}", ";"):
            _statement(sem, ctx, toks[start:k] + ([toks[k]] if x == ";" else []))
            if x == "{":
                ctx.scopes.append({})
                if header:
                    _statement(sem, ctx, header)
            elif x == "}" and len(ctx.scopes) > 2:
                ctx.scopes.pop()
            header = []
            start = k + 1
        elif x == "(":
            # a for header declares in the loop's own scope: `for (int i = 0; ..) {` is
            # declared for the braced body only (where a launch inside the loop sees it)
            head = toks[start:k]
            if head and head[-1].text in ("for", "if", "while", "switch"):
                close = _match(toks, k)
                semi = next((j for j in range(k + 1, close) if toks[j].text == ";"), None)
                header = toks[k + 1:semi + 1] if head[-1].text == "for" and semi else []
                k = close + 1
                start = k
                if k < pos and toks[k].text != "{":
                    header = []
                continue
        k += 1
    return start, k, header


#: words before a `{` that opens a block (or a lambda's body), not a braced initializer
_BLOCK_WORDS = frozenset({"else", "do", "try", "mutable", "noexcept", "const", "__device__",
                          "__host__", "__global__", "override", "final", "struct", "class",
                          "union", "enum", "namespace", "extern"})


def _braced_initializer(toks: list, k: int) -> bool:
    """Whether the ``{`` at ``toks[k]`` opens a braced initializer (``= {..}``, ``return
    {..}``, ``Type name{..}``, ``Vec{op}``) rather than a block."""
    if k < 1:
        return False
    prev = toks[k - 1]
    if prev.text in ("=", "return"):
        return True
    return prev.kind == "id" and prev.text not in _BLOCK_WORDS and not (
        k >= 2 and toks[k - 2].text in ("struct", "class", "union", "enum", "namespace"))


def _snapshot(ctx):
    """A copy of ``ctx`` its user may change without changing the kept walk."""
    out = copy.copy(ctx)
    for name, value in vars(ctx).items():
        if isinstance(value, (dict, set)):
            setattr(out, name, type(value)(value))
        elif isinstance(value, list):
            setattr(out, name, [dict(v) if isinstance(v, dict) else v for v in value]
                    if name == "scopes" else list(value))
    return out


def _statement(sem, ctx, stmt: list) -> None:
    if not stmt or stmt[-1].text != ";" or len(stmt) < 3:
        return
    if stmt[0].text == "using" and stmt[1].kind == "id" and stmt[2].text == "=":
        # a local type alias, `using Ktraits = Traits<kN, T>;`: a type for what follows
        # (one a dispatch macro already bound per level, `using query_t = scalar_t;`,
        # keeps that binding: see aten.dispatch_bindings)
        if stmt[1].text in ctx.tbind:
            return
        try:
            ctx.tbind[stmt[1].text] = _type_of(sem, stmt[3:-1], ctx)
        except (WarpsmithError, RecursionError):
            pass
        return
    d = _declaration(sem, stmt, ctx.tbind)
    if d is None:
        return
    if d.kind != "decl":
        return
    for decl, init in d.items:
        try:
            _declare(sem, ctx, ctx.scopes[-1], d.spec, decl, init, AddressSpace.GLOBAL)
        except (WarpsmithError, RecursionError):
            # typed through what host classes declare, or noted as a host object
            note_host_local(sem, ctx, ctx.scopes[-1], d.spec, decl, init)


def _declaration(sem, stmt: list, tbind: dict):
    """The declaration syntax of a host statement (None when it is none), parsed once per
    statement and set of type names in scope: a function with many launches or kernel
    instances used as values reads its declarations for each (MB-long ggml tables)."""
    types = frozenset(n for n, v in tbind.items() if isinstance(v, Type))
    cache = sem.__dict__.setdefault("_host_decls", {})
    # keyed by the tokens themselves (a generic lambda's copies differ in one token), which
    # the entry keeps alive so that their ids stay theirs
    key = (tuple(map(id, stmt)), types)
    if key not in cache:
        p = _parser(sem, stmt, tbind)
        try:
            d = p.declaration() if p.starts_type() else None
        except (WarpsmithError, RecursionError):
            d = None
        cache[key] = (tuple(stmt), d)
    return cache[key][1]


def arg_exprs(sem, args: list | None, ctx) -> list:
    """The arguments typed in ``ctx`` (None for one that does not read)."""
    out = []
    saved = set(sem.used_globals)
    sem._vs_stack.append({})
    try:
        for a in args or []:
            try:
                p = _parser(sem, a, ctx.tbind)
                e = p.assign_expr()
                out.append(sem.ex(e, ctx) if p.at_eof() else None)
            except (WarpsmithError, RecursionError):
                typed = _typed_by_form(sem, a, ctx)
                if typed is None:
                    t = member_chain_type(sem, a, ctx)
                    typed = _Typed(t) if t is not None else None
                out.append(typed)
    finally:
        sem._vs_stack.pop()
        sem.used_globals.clear()
        sem.used_globals.update(saved)
    return out


class _Typed:
    """An argument known only by its type (its value is host code that is not read)."""

    def __init__(self, type_: Type):
        self.type = type_


_CASTS = ("static_cast", "reinterpret_cast", "const_cast")
#: PyTorch's typed data accessors of a tensor: ``x.data_ptr<T>()`` is a ``T*``
_TENSOR_DATA = ("data_ptr", "data", "mutable_data_ptr", "const_data_ptr")


def _typed_by_form(sem, toks: list, ctx) -> _Typed | None:
    """The type of a launch argument whose operand is host code (a ``torch::Tensor``, a
    ``ggml_tensor*``) but whose form names the type: a C cast ``(const float *) t->data``,
    ``reinterpret_cast<T*>(..)`` / ``static_cast`` / ``const_cast``, or PyTorch's
    ``x.data_ptr<T>()`` (also ``data``, ``mutable_data_ptr``, ``const_data_ptr``) at the
    end. None for any other form (the argument stays unknown)."""
    try:
        texts = [t.text for t in toks]
        if len(texts) > 3 and texts[0] == "(":
            close = _match(toks, 0)
            if 1 < close < len(toks) - 1:
                return _Typed(_type_of(sem, toks[1:close], ctx))
        if len(texts) > 4 and texts[0] in _CASTS and texts[1] == "<" and texts[-1] == ")":
            close = _angle_end(texts, 1)
            if close is not None and texts[close + 1] == "(" and \
                    _match(toks, close + 1) == len(toks) - 1:
                return _Typed(_type_of(sem, toks[2:close], ctx))
        for k, x in enumerate(texts):
            if x in ("+", "-") and k and _depth0(texts, k):
                # pointer arithmetic keeps the pointer's type: `d + i * (t->nb[3] / 4)`
                left = arg_exprs(sem, [toks[:k]], ctx)[0]
                if left is not None and isinstance(left.type, (PointerType, ArrayType)):
                    return _Typed(left.type)
                break
        if len(texts) > 6 and texts[-2:] == ["(", ")"] and texts[-3] == ">":
            for k in range(len(texts) - 4, 0, -1):
                if texts[k] == "<" and texts[k - 1] in _TENSOR_DATA and k >= 3 and \
                        texts[k - 2] in (".", "->") and _angle_end(texts, k) == len(texts) - 3:
                    return _Typed(PointerType(_type_of(sem, toks[k + 1:-3], ctx),
                                              AddressSpace.GLOBAL))
    except (WarpsmithError, RecursionError):
        return None
    return None


def _depth0(texts: list, k: int) -> bool:
    """Whether ``texts[k]`` is outside every bracket of ``texts``."""
    depth = 0
    for x in texts[:k]:
        if x in ("(", "[", "{"):
            depth += 1
        elif x in (")", "]", "}"):
            depth -= 1
    return depth == 0


def _angle_end(texts: list, k: int) -> int | None:
    """The index of the ``>`` closing the ``<`` at ``texts[k]``."""
    depth = 0
    for j in range(k, len(texts)):
        if texts[j] == "<":
            depth += 1
        elif texts[j] == ">":
            depth -= 1
            if depth == 0:
                return j
        elif texts[j] in (";", "{", "}"):
            return None
    return None


def _shared_close(texts: list, k: int) -> int | None:
    """The index of a ``>>`` whose first ``>`` closes the ``<`` at ``texts[k]`` (the
    second closing the list around it: ``It<View<T>>``, a CRTP base ``Base<Cam<N>>``);
    None when there is none."""
    depth = 0
    for j in range(k, len(texts)):
        if texts[j] == "<":
            depth += 1
        elif texts[j] == ">":
            depth -= 1
            if depth == 0:
                return None
        elif texts[j] == ">>":
            if depth == 1:
                return j
            depth -= 2
            if depth <= 0:
                return None
        elif texts[j] in (";", "{", "}"):
            return None
    return None


def _type_of(sem, toks: list, ctx) -> Type:
    p = _parser(sem, toks, ctx.tbind)
    if not p.starts_type():
        raise SemanticError("not a type", _loc(toks[0]))
    tn = p.type_name()
    if not p.at_eof():
        raise SemanticError("not a type", _loc(toks[0]))
    return sem.type_name(tn, ctx)


def _strip(t: Type) -> Type:
    """The type an argument deduces from: arrays decay, pointers lose address spaces (a
    host pointer becomes the kernel's global pointer)."""
    if isinstance(t, ArrayType):
        t = PointerType(t.elem, AddressSpace.GLOBAL)
    if isinstance(t, PointerType):
        return PointerType(_strip(t.pointee), AddressSpace.GLOBAL)
    return t


def deduce_params(tparams: list, params: list, types: list, strip=_strip,
                  instances: dict | None = None) -> tuple[dict, list]:
    """Deduce type template parameters from the types of call arguments (None: unknown):
    ({name: Type or tuple of Types for a pack}, [conflict messages]). ``strip`` maps an
    argument's type to the type deduced from (a host pointer to a global one);
    ``instances`` (struct name -> (class template, argument values)) lets a parameter
    ``Vec<T>*`` deduce T from a ``Vec_float*`` argument."""
    tnames = {tp.name for tp in tparams if tp.is_type}
    packs = {tp.name for tp in tparams if getattr(tp, "pack", False)}
    out: dict = {}
    problems: list = []
    values = {tp.name for tp in tparams if not tp.is_type and not getattr(tp, "pack", False)}
    for k, p in enumerate(params):
        if p is None:
            continue
        if p.decl.ref and p.decl.arrays and k < len(types) and types[k] is not None:
            _deduce_extents(p.decl.arrays, types[k], values, out, problems)
        b = p.spec.base
        if getattr(b, "kind", None) == "ttype" and not b.member and instances and \
                k < len(types) and types[k] is not None:
            _deduce_instance(b, _match_decl(p.decl, strip(types[k])),
                             {tp.name for tp in tparams}, instances, out, problems)
            continue
        if not (isinstance(b, str) and b in tnames):
            continue
        if b in packs:
            rest = types[k:]
            if all(a is not None for a in rest) and b not in out:
                ts = []
                for a in rest:
                    t = _match_decl(p.decl, strip(a))
                    if t is None:
                        break
                    ts.append(t)
                else:
                    out[b] = tuple(ts)
            break
        if k >= len(types) or types[k] is None:
            continue
        t = _match_decl(p.decl, strip(types[k]))
        if t is None:
            continue
        if b in out and out[b] != t:
            problems.append(f"deduced conflicting types for '{b}' ({out[b]} and {t})")
            continue
        out[b] = t
    return out, problems


def _deduce_instance(b, t, tnames: set, instances: dict, out: dict, problems: list) -> None:
    """``Name<T, n, ..>`` against a struct that is an instance of class template Name:
    its type and non-type parameters (``tnames``: all the template's parameter names)."""
    from .parser import TypeName as _TypeName

    inst = instances.get(getattr(t, "name", None))
    # (an instance's values hold the defaults `tile<I, J, float>` leaves out: the prefix
    # deduces, and the call's argument check compares the whole types)
    if inst is None or inst[0] != b.name or len(inst[1]) < len(b.targs):
        return
    for pat, v in zip(b.targs, inst[1]):
        name = None
        if isinstance(pat, _TypeName) and isinstance(pat.spec.base, str) and \
                pat.spec.base in tnames and not pat.decl.ptrs and not pat.decl.arrays and \
                not pat.spec.words and isinstance(v, Type):
            name = pat.spec.base
        elif getattr(pat, "kind", None) == "id" and not pat.qual and pat.name in tnames:
            name = pat.name  # a non-type parameter: `tile<16, 8, T, dl>`
        if name is None:
            continue
        if name in out and out[name] != v:
            problems.append(f"deduced conflicting values for '{name}' ({out[name]} and "
                            f"{v})")
        out[name] = v


def _deduce_extents(dims: list, t: Type, names: set, out: dict, problems: list) -> None:
    """A reference-to-array parameter ``const T (&maps)[N]`` against an array argument:
    each extent written as a non-type template parameter takes the argument's extent (an
    array does not decay when bound to a reference, so C++ deduces ``N``)."""
    for dim in dims:
        if not isinstance(t, ArrayType) or t.count is None:
            return
        if getattr(dim, "kind", None) == "id" and not dim.qual and dim.name in names:
            if dim.name in out and out[dim.name] != t.count:
                problems.append(f"deduced conflicting values for '{dim.name}' "
                                f"({out[dim.name]} and {t.count})")
            out[dim.name] = t.count
        t = t.elem


def _match_decl(d: Declarator, t: Type) -> Type | None:
    if d.arrays and isinstance(t, ArrayType):
        for _ in d.arrays:  # `T (&v)[N]` against an array that did not decay
            if not isinstance(t, ArrayType):
                return None
            t = t.elem
    elif d.arrays:
        if not isinstance(t, PointerType):
            return None
        t = t.pointee
    for _ in d.ptrs:
        if not isinstance(t, PointerType):
            return None
        t = t.pointee
    return t


def _tparam_types(sem, c, bind: dict) -> dict:
    from .semantic import FuncCtx

    out = {}
    for tp in c.template or []:
        if not tp.is_type and not tp.fn:
            try:
                out[tp.name] = sem.type_name(tp.type, FuncCtx(device=False, tbind=bind))
            except WarpsmithError:
                pass
    return out


def _host_chunks(prog, name: str) -> list:
    """The host function templates named ``name``: free functions (chunk kind "function"),
    out-of-line member function templates (``template <bool B> void Cls::run(..) {..}``,
    kind "host" with the name after the qualifier) and those defined in their class (kind
    "member")."""
    return [c for c in prog.chunks if c.kind in ("function", "host", "member") and
            not c.device and c.name == name and c.template]


def host_template_envs(sem, prog, host: str | None, templates: dict, depth: int = 0) -> list:
    """Bindings ({name: value}, host chunk) of the host function template ``host`` found
    from its call sites (explicit or deduced) and from ``templates``; [({}, None)] when the
    code is not in a host template."""
    if host is None:
        return [({}, None)]
    if depth > _MAX_DEPTH:
        return []
    cache = sem.__dict__.setdefault("_host_envs", {})
    if (host, depth) not in cache:
        cache[(host, depth)] = _host_template_envs(sem, prog, host, templates, depth)
    return cache[(host, depth)]


def _host_template_envs(sem, prog, host: str, templates: dict, depth: int) -> list:
    out: list = []
    seen: set = set()
    for hc in _host_chunks(prog, host):
        for call in prog.host_calls:
            if call.name != host or call.scope is None or \
                    (call.member and hc.kind not in ("member", "host")):
                continue
            guards = constexpr_guards(call.scope, call.pos)
            for (env, caller), d, (scope, pos, bound) in _call_envs(sem, prog, call,
                                                                     templates, depth):
                if _discarded(sem, guards, call.scope, call.pos, env, caller):
                    continue  # a call in a discarded `if constexpr` branch binds nothing
                b, _ = _bind_call(sem, hc, [_substitute_constants(a, bound) for a in call.targs],
                                  None if call.args is None else
                                  [_substitute_constants(a, bound) for a in call.args],
                                  scope, pos, {**env, **d}, caller, templates, call.tok,
                                  host=True)
                if b is not None:
                    key = tuple(b.items())
                    if key not in seen:
                        seen.add(key)
                        out.append((b, hc))
        insts = [c for c in prog.chunks if c.kind == "instantiation" and c.name == host]
        if not out and not insts:
            # only `extern template void run<64, 64>(..);`: a header naming the instances
            # other files define (ggml's fattn-tile.cuh), read as its instances
            insts = [c for c in prog.chunks
                     if c.kind == "extern_instantiation" and c.name == host]
            if insts:  # (instances no file may define: `declared.py`)
                sem.__dict__.setdefault("declared_only_hosts", set()).add(host)
        for inst in insts + _member_instantiations(prog, host):
            # an explicit instantiation `template void run<float, 128>(float*, int);`, or
            # of a class template's member `template void Cls<A, B>::run(..);`
            explicit = inst.syntax if inst.kind != "member_instantiation" else \
                class_arguments(hc, inst)
            if explicit is None:
                continue
            try:
                b = sem.bind_template(hc, explicit, templates, sem._global_ctx(),
                                      inst.name_tok, host_only=True)
            except WarpsmithError:
                continue
            key = tuple(b.items())
            if key not in seen:
                seen.add(key)
                out.append((b, hc))
        if not out and all(tp.name in templates or tp.default is not None
                           for tp in hc.template):
            # (no call: no arguments to deduce from, nor an arity to check)
            b, _ = _bind_call(sem, hc, [], None, None, 0, {}, None, templates, hc.name_tok,
                              host=True)
            if b is not None:
                out.append((b, hc))
    return out


def _member_instantiations(prog, host: str) -> list:
    """The explicit instantiations of a class template's member named ``host``
    (``member_inst.py``)."""
    return [c for c in prog.chunks if c.kind == "member_instantiation" and c.name == host]


def dormant_host(sem, prog, host: str | None, depth: int = 0) -> bool:
    """Whether ``host`` is a host function template that nothing in the file calls,
    instantiates or names (outside its own definitions, or only inside host templates that
    are dormant themselves): C++ makes no instance of it, so a launch inside it instantiates
    nothing (a header that leaves the call to the files including it)."""
    if host is None or depth > _MAX_DEPTH or not _host_chunks(prog, host):
        return False
    cache = sem.__dict__.setdefault("_dormant", {})
    if host not in cache:
        cache[host] = False  # a cycle counts as a use
        own = {id(t) for c in _host_chunks(prog, host) for t in c.toks}
        users = [c for c in _mentions(sem, prog).get(host, ())
                 if not (c.name == host and c.kind in ("function", "prototype", "member",
                                                       "host"))
                 and any(t.text == host and id(t) not in own for t in c.toks)]
        cache[host] = all(_dormant_user(sem, prog, c, depth, host) for c in users)
    return cache[host]


def _dormant_user(sem, prog, c, depth: int, host: str | None = None) -> bool:
    """Whether chunk ``c`` (one that names a host template) makes no instance: a dormant
    host function template, or a class template nothing outside dormant code names (its
    methods are instantiated only for an instance of it: xgboost's
    ``TemporaryArray<T>::fill`` calling ``LaunchN``, named only in a host template the
    header never calls)."""
    if c.kind == "function" and not c.device and c.template:
        return dormant_host(sem, prog, c.name, depth + 1)
    if c.kind == "class" and not c.template and host is not None and depth <= _MAX_DEPTH:
        return _dormant_in_class(sem, prog, c, host, depth)
    if c.kind == "member" and c.template and c.name and depth <= _MAX_DEPTH:
        # a member function template: dormant when nothing outside its own definition
        # (in its class's chunk too) names it outside dormant code
        users = [u for u in _mentions(sem, prog).get(c.name, ())
                 if not (u.kind == "member" and u.name == c.name)]
        return all(_dormant_user(sem, prog, u, depth + 1, c.name) for u in users)
    if c.kind != "class" or not c.template or depth > _MAX_DEPTH:
        return False
    cache = sem.__dict__.setdefault("_dormant_classes", {})
    if c.name not in cache:
        cache[c.name] = False  # a cycle counts as a use
        users = [u for u in _mentions(sem, prog).get(c.name, ()) if u.name != c.name]
        cache[c.name] = all(_dormant_user(sem, prog, u, depth + 1, c.name) for u in users)
    return cache[c.name]


def _dormant_in_class(sem, prog, c, host: str, depth: int) -> bool:
    """Whether class ``c`` (not a template) names ``host`` only inside member function
    templates that make no instance: nothing in the class outside such a member, and
    nothing in the file outside dormant code, names the member (xgboost's
    ``RowPartitioner::UpdatePositionBatch<OpT, DataT>`` calling ``SortPositionBatch``, a
    member template the header leaves to the files that include it)."""
    toks = c.toks
    for k, t in enumerate(toks):
        if t.text != host:
            continue
        member = _member_template_at(toks, k)
        if member is None:
            return False
        start, end, name = member
        if any(x.text == name for j, x in enumerate(toks) if not start <= j < end):
            return False
        busy = sem.__dict__.setdefault("_dormant_members_busy", set())
        if name in busy:
            continue  # (a cycle of member templates naming each other: no instance from it)
        users = [u for u in _mentions(sem, prog).get(name, ()) if u is not c and
                 not (u.kind == "member" and u.name == name)]
        busy.add(name)
        try:
            if not all(_dormant_user(sem, prog, u, depth + 1, name) for u in users):
                return False
        finally:
            busy.discard(name)
    return True


def _member_template_at(toks: list, k: int):
    """(start, end, name) of the member function template of the class chunk ``toks``
    whose tokens hold ``toks[k]``; None when ``toks[k]`` is elsewhere."""
    from .cxx import _member_ends, _template_head_end

    open_ = next((j for j, t in enumerate(toks) if t.text == "{"), None)
    if open_ is None or k <= open_:
        return None
    close = _match(toks, open_)
    i = open_ + 1
    while i < close:
        if toks[i].text in ("public", "private", "protected") and i + 1 < close and \
                toks[i + 1].text == ":":
            i += 2
            continue
        j = max(_member_ends(toks, i, close), i + 1)
        if i <= k < j:
            if toks[i].text != "template" or i + 1 >= j or toks[i + 1].text != "<":
                return None
            head = i + _template_head_end(toks[i:j])
            paren = next((x for x in range(head + 1, j) if toks[x].text == "(" and
                          toks[x - 1].kind == "id"), None)
            return (i, j, toks[paren - 1].text) if paren is not None else None
        i = j
    return None


def _mentions(sem, prog) -> dict:
    """identifier -> the chunks whose tokens hold it (built once per read)."""
    index = sem.__dict__.get("_mention_index")
    if index is None:
        index = {}
        for c in prog.chunks:
            for name in {t.text for t in c.toks if t.kind == "id"}:
                index.setdefault(name, []).append(c)
        sem.__dict__["_mention_index"] = index
    return index


def _call_envs(sem, prog, call, templates: dict, depth: int):
    """The bindings around one call of a host template: its caller's (a host template
    itself) times the ``AT_DISPATCH_*`` macros around the call times the calls of the
    lambda it stands in (:func:`lambda_scopes`)."""
    from .aten import dispatch_bindings

    return [(e, d, ls) for e in host_template_envs(sem, prog, call.host, templates, depth + 1)
            for d in dispatch_bindings(sem, call.scope, call.pos)
            for ls in lambda_scopes(call.scope, call.pos, prog)]


def _bind_call(sem, c, targs: list, args, scope, pos, env: dict, caller, templates: dict,
               tok, host: bool = False):
    """The binding of template ``c``'s parameters at one call or launch site (its
    explicit template arguments as tokens, its argument tokens), in the host scope
    ``scope[:pos]`` with the enclosing host template bound as ``env``: (bind, None) or
    (None, reason)."""
    ttypes = _tparam_types(sem, caller, env) if caller is not None else {}
    ctx = host_ctx(sem, scope, pos, env, ttypes) if scope is not None else \
        host_ctx(sem, [], 0, env, ttypes)
    try:
        explicit = [_explicit_targ(sem, c, k, arg_toks, env, host)
                    for k, arg_toks in enumerate(targs)]
        if host:
            from ..ir.types import VOID
            params = host_params(sem, c.toks, {tp.name: VOID for tp in c.template
                                               if tp.is_type}) or []
        else:
            _, d, _ = sem.func_syntax(c)
            params = d.params
        if host and args is not None:
            _arity_fits(c, params, len(args), tok)
        deduced, problems, unknown = {}, [], []
        if len(explicit) < len(c.template) and args is not None:
            exprs = arg_exprs(sem, args, ctx)
            unknown = [_join([t.text for t in a]) for a, e in zip(args, exprs) if e is None]
            deduced, problems = deduce_params(
                c.template[len(explicit):], params,
                [e.type if e is not None else None for e in exprs],
                instances=struct_instances(sem))
        if host and args is None and len(explicit) < len(c.template):
            # a host template named as a value: deduced from the function-pointer type it
            # is converted to (`return dequantize_row_q4_0_cuda;`)
            from .fnptr_target import value_target_types
            target = value_target_types(sem, scope, pos, ctx)
            if target is not None and len(target) == len(params) and \
                    all(p is not None for p in params):
                deduced, problems = deduce_params(c.template[len(explicit):], params, target,
                                                  instances=struct_instances(sem))
        if problems:
            raise SemanticError(problems[0], _loc(tok))
        if not host and not explicit and args is not None:
            _prefer_nontemplate(sem, c, exprs, tok)
        try:
            bind = sem.bind_template(c, explicit, templates, ctx, tok, deduced,
                                     host_only=host)
        except Unsupported as e:
            if unknown and "needs a value" in e.message:
                e.message += (" (the type of argument" + ("s " if len(unknown) > 1 else " ") +
                              ", ".join(f"'{u}'" for u in unknown) +
                              " is not known in the host code around the launch)")
            raise
        if not host:
            _no_host_only(c, bind, tok, sem)
            _substitute_signature(sem, c, bind)
        return bind, None
    except WarpsmithError as e:
        return None, e


class UnreadHostType:
    """An explicit type argument of a host function template call that does not read
    (``run<T, Alloc<char>>(..)`` with ``Alloc`` a template template parameter of the host
    code around the call, which is not read): it binds a :class:`HostOnlyType`, so that
    the call's other arguments still bind the launches inside the host template and a
    kernel given that type is refused."""

    def __init__(self, tok):
        self.tok = tok


def _explicit_targ(sem, c, k: int, arg_toks: list, env: dict, host: bool):
    """The syntax of the ``k``-th explicit template argument of a call of ``c`` (for a
    host template's type parameter, an argument that does not read is an
    :class:`UnreadHostType`)."""
    p = _parser(sem, arg_toks, env)
    try:
        a = p.type_name() if p.starts_type() else p.assign_expr()
        if not p.at_eof():
            raise SemanticError(f"cannot read template argument "
                                f"'{' '.join(t.text for t in arg_toks)}'", _loc(p.tok))
    except WarpsmithError:
        params = c.template or []
        if not (host and k < len(params) and params[k].is_type and not params[k].pack):
            raise
        return UnreadHostType(arg_toks[0] if arg_toks else c.name_tok)
    return a


def _arity_fits(c, params: list, n: int, tok) -> None:
    """Raise when a call with ``n`` arguments cannot call host function ``c`` (an overload
    taking another number: xgboost's ``LaunchN(n, lambda)`` beside ``LaunchN(n, stream,
    lambda)``); a parameter that did not read (None) may be a pack."""
    if any(p is None or p.decl.pack or p.spec.base == "..." for p in params):
        return
    need = sum(1 for p in params if p.default is None)
    if not need <= n <= len(params):
        raise SemanticError(f"'{c.name}' at {c.name_tok.where} takes {len(params)} "
                            f"arguments, not {n}", _loc(tok))


@record
class HostOnlyType(StructType):
    """What a type parameter of a host function template binds when its argument is a
    host class device code cannot read (``run<float, default_allocator<char>>``): the
    host template's other parameters still bind the launches inside it; a kernel given
    this type is refused (:func:`_no_host_only`)."""


def _no_host_only(c, bind: dict, tok, sem=None) -> None:
    for name, v in bind.items():
        if isinstance(v, HostOnlyType):
            raise Unsupported(f"template argument '{name}' of kernel '{c.name}' is the type "
                              f"the host template parameter '{v.name}' binds, a host class "
                              "that device code cannot use", _loc(tok))
        inner = _host_only_inside(sem, v) if sem is not None else None
        if inner is not None:
            # `k<KT<E>>` with E host-only: the instance's members would use it
            raise Unsupported(f"template argument '{name}' of kernel '{c.name}' ({v}) has the "
                              f"type the host template parameter '{inner.name}' binds, a "
                              "host class that device code cannot use, among its template "
                              "arguments", _loc(tok))


def _host_only_inside(sem, v, depth: int = 0):
    """The host-only type among the template arguments of the class template instance
    ``v`` (or of the instance a pointer points to), searched through nested instances;
    None when there is none."""
    while isinstance(v, PointerType):
        v = v.pointee
    key = struct_instances(sem).get(getattr(v, "name", None)) \
        if isinstance(v, StructType) and depth < 8 else None
    for a in (key[1] if key is not None else ()):
        if isinstance(a, HostOnlyType):
            return a
        found = _host_only_inside(sem, a, depth + 1)
        if found is not None:
            return found
    return None


def _prefer_nontemplate(sem, c, exprs: list, tok) -> None:
    """Raise when a non-template kernel of the same name takes the launch's arguments as
    they are: C++ overload resolution prefers it to the template (DeepSpeed's
    ``bias_add_transform_0213(float*, ..)`` beside ``template <class T> .._0213(T*, ..)``),
    so the launch instantiates nothing."""
    for other in sem.prog.chunks:
        if other.kind != "function" or not other.kernel or other.template or \
                other.name != c.name:
            continue
        try:
            ptypes = sem.param_types(other, {})
        except WarpsmithError:
            continue
        if len(ptypes) == len(exprs) and all(
                e is not None and _strip(e.type) == _strip(pt) for e, pt in zip(exprs, ptypes)):
            raise SemanticError(f"the non-template kernel '{c.name}' at {other.name_tok.where} "
                                "takes these arguments (C++ prefers it to the template)",
                                _loc(tok))


def _substitute_signature(sem, c, bind: dict) -> None:
    """Raise when the signature of ``c`` has no meaning for ``bind`` (SFINAE: a false
    ``std::enable_if`` in the return type or a parameter type drops the candidate)."""
    from .semantic import FuncCtx

    spec, d, _ = sem.func_syntax(c)
    ctx = FuncCtx(tbind=dict(bind), tparam_types=_tparam_types(sem, c, bind))
    sem.spec_type(spec, ctx)
    for p in d.params:
        if not p.decl.pack:
            sem._param_type(p, ctx, c.kernel)


_CONSTANT_TAGS = {"integral_constant": 2, "bool_constant": 1}


def _lambda_start(toks: list, brace: int):
    """For the ``{`` at ``brace`` opening a lambda ``[..](auto P, ..) {``: (index of its
    ``[``, [P, ..]), None in the list for a parameter of a written type (``std::string
    const& name``: its argument binds nothing); None for any other block, a lambda without
    an ``auto P`` parameter, or one with another generic form (``const auto& P``, a pack)."""
    if brace < 3 or toks[brace - 1].text != ")":
        return None
    depth, k = 0, brace - 1
    while k >= 0:
        x = toks[k].text
        depth += x == ")"
        depth -= x == "("
        if depth == 0:
            break
        k -= 1
    if k < 1 or toks[k - 1].text != "]":
        return None
    names = []
    for a in split_commas(toks[k + 1:brace - 1]):
        if len(a) == 2 and a[0].text == "auto" and a[1].kind == "id":
            names.append(a[1].text)
        elif a and not any(x.text in ("auto", "...", "=") for x in a):
            names.append(None)
        else:
            return None
    open_at = k - 1
    while open_at >= 0 and toks[open_at].text != "[":
        open_at -= 1
    return (open_at, names) if any(names) and open_at >= 0 else None


class _ConstOpen(Token):
    """The ``(`` that opens a constant substituted for a generic lambda's parameter (so
    that the parameter passed on to another such lambda is known as that constant)."""


class _ValueHead(Token):
    """The first token of a type's temporary or a lambda expression substituted for a
    generic lambda's parameter (``T()`` for ``algo`` of ``run(T())``; not parenthesized,
    which would read as a cast to a function type): passed on to another such lambda, the
    parameter there is bound to the same value."""

    def __init__(self, value, tokens: list):
        super().__init__(tokens[0].kind, tokens[0].text, tokens[0].loc)
        self.value = value
        self.length = len(tokens)


def _value_tokens(value, tokens: list) -> list:
    """The tokens substituted for a use of a parameter bound to ``value`` (a postfix
    expression, so it stands where the parameter's name stood)."""
    return [_ValueHead(value, tokens), *tokens[1:]]


def _constant_arg(toks: list, aliases: dict | None = None) -> list | None:
    """The value tokens of ``std::integral_constant<int, 3>{}`` / ``()``,
    ``std::bool_constant<true>{}``, ``std::true_type{}``, of ``X{}`` with ``X`` one of
    ``aliases`` naming such a type, or of a constant already substituted for a lambda's
    parameter (:class:`_ConstOpen`); None for any other argument."""
    if toks and isinstance(toks[0], _ConstOpen) and toks[-1].text == ")" and \
            _match(toks, 0) == len(toks) - 1:
        return list(toks[1:-1])
    if aliases and len(toks) == 3 and toks[0].text in aliases and \
            [t.text for t in toks[1:]] in (["{", "}"], ["(", ")"]):
        return _constant_arg(list(aliases[toks[0].text]) + list(toks[1:]))
    texts = [t.text for t in toks]
    while len(texts) > 2 and texts[1] == "::":
        toks, texts = toks[2:], texts[2:]
    if texts[-2:] not in (["{", "}"], ["(", ")"]):
        return None
    if texts[:-2] in (["true_type"], ["false_type"]):
        return [Token("id", texts[0][:-5], toks[0].loc)]
    if len(texts) < 5 or texts[0] not in _CONSTANT_TAGS or texts[1] != "<" or texts[-3] != ">":
        return None
    args = split_commas(toks[2:-3])
    return args[-1] if len(args) == _CONSTANT_TAGS[texts[0]] else None


def lambda_scopes(toks: list | None, pos: int, prog=None) -> list:
    """The host scopes of a launch at ``toks[pos]`` inside a generic lambda
    ``auto f = [&](auto P) { .. };`` that the code calls with compile-time constants
    (``f(std::integral_constant<int, 3>{})``, llama.cpp's dispatch on a kernel size): one
    (tokens, position, {P: value tokens}) per call, the lambda's body with ``P`` and
    ``decltype(P)::value`` replaced by the constant; [(toks, pos, {})] when the launch is
    in no such lambda (or the lambda is called with anything else, whose launches then
    keep their own reason). With ``prog``, the calls a function template of the file makes
    of the lambda passed to it count too (:mod:`.lambda_pass`)."""
    if not toks:
        return [(toks, pos, {})]
    depth = 0
    for b in range(pos - 1, 0, -1):
        x = toks[b].text
        if x == "}":
            depth += 1
        elif x == "{":
            if depth:
                depth -= 1
                continue
            found = _lambda_start(toks, b)
            if found is None:
                found = _template_lambda_start(toks, b)
                if found is None:
                    continue
                return _template_lambda_scopes(toks, pos, b, *found, prog=prog)
            open_at, names = found
            if open_at < 3 or toks[open_at - 1].text != "=" or toks[open_at - 2].kind != "id":
                if None in names:
                    continue  # (a lambda with typed parameters passed inline: as before)
                return [(toks, pos, {})]
            scopes = _generic_lambda_scopes(toks, pos, b, toks[open_at - 2].text, names, prog)
            if None in names and len(scopes) == 1 and scopes[0][0] is toks:
                continue  # (typed parameters, no call bound: an enclosing lambda may bind)
            return scopes
    return [(toks, pos, {})]


def _generic_lambda_scopes(toks: list, pos: int, brace: int, var: str, names: list,
                           prog=None) -> list:
    """The scopes of ``toks[pos]`` inside the generic lambda ``auto var = [&](auto P, ..)
    {..};`` whose body opens at ``toks[brace]``: one per call ``var(..)`` after it whose
    arguments are all constants (:func:`_constant_arg`; a type alias of the scope, ``using
    kF16 = std::integral_constant<..>;``, read as what it names) or temporaries of a type
    (:func:`.lambda_types.type_value_arg`), its body with the parameters replaced by the
    call's constants. A call inside another such lambda (gptqmodel's ``dispatch(kF16{})``
    calling ``run(tid, kF{}, ..)``) is taken once per call of that one, its parameter then
    the constant that call passed; ``var`` passed to a function template of the file
    (``each(var)``) is taken once per call that function makes of it
    (:func:`.lambda_pass.passed_calls`). A parameter of a written type (None in
    ``names``) binds nothing. When one call passes anything else, the launch keeps its
    own reason ([(toks, pos, {})])."""
    end = _match(toks, brace)
    aliases = _local_aliases(toks)
    out = []
    for k in range(end, len(toks) - 1):
        if toks[k].text != var or toks[k - 1].text in (".", "->", "::"):
            continue
        if toks[k + 1].text != "(":
            for args in passed_calls(prog, toks, k) or []:
                bound = _lambda_binding(args, names, aliases, toks[brace:end], None)
                if bound is None:
                    return [(toks, pos, {})]
                out.append(_lambda_copy(toks, pos, brace, toks, bound))
            continue
        for toks2, at, _ in lambda_scopes(toks, k, prog):
            bound = _lambda_binding(split_commas(toks2[at + 2:_match(toks2, at + 1)]),
                                    names, aliases, toks[brace:end], (toks2, at))
            if bound is None:
                return [(toks, pos, {})]
            out.append(_lambda_copy(toks, pos, brace, toks2, bound))
    return out or [(toks, pos, {})]


def _lambda_binding(arg_toks: list, names: list, aliases: dict, body: list,
                    scope) -> dict | None:
    """{P: value} for one call of a generic lambda with parameters ``names`` (None for a
    parameter of a written type, whose argument binds nothing): each ``auto P`` argument a
    constant, a temporary of a type or a lambda without captures (also through a local
    declared ``auto v = ..;`` with one, looked up at ``scope``: (tokens, position of the
    call)); None when one is anything else, the count differs, or the body uses the
    parameter where that value cannot stand (:func:`.lambda_types.value_uses_allowed`,
    :func:`.lambda_types.closure_uses_allowed`)."""
    if len(arg_toks) != len(names):
        return None
    bound = {}
    for name, a in zip(names, arg_toks):
        if name is None:
            continue
        v = _lambda_arg(a, aliases, scope)
        if v is None or isinstance(v, TypeValue) and not value_uses_allowed(body, name, v) \
                or isinstance(v, ClosureValue) and not closure_uses_allowed(body, name):
            return None
        bound[name] = v
    return bound


def _lambda_arg(toks: list, aliases: dict, scope=None):
    """A generic lambda's argument as a constant's value tokens, a :class:`TypeValue` or a
    :class:`ClosureValue` (also when it is one substituted for another lambda's parameter,
    or a local declared with one: :func:`.lambda_types.declared_value`); None for anything
    else."""
    if toks and isinstance(toks[0], _ValueHead) and len(toks) == toks[0].length:
        return toks[0].value
    if len(toks) == 1 and toks[0].kind == "id" and scope is not None:
        found = declared_value(scope[0], scope[1], toks[0].text)
        if found is not None:
            return found
    return _constant_arg(toks, aliases) or type_value_arg(toks)


def _lambda_copy(toks: list, pos: int, brace: int, toks2: list, bound: dict) -> tuple:
    """(tokens, position of ``toks[pos]``, bound): ``toks2`` (``toks`` or a copy of it)
    with the body of the lambda opening at ``toks[brace]`` substituted by ``bound``."""
    b2 = next(i for i, t in enumerate(toks2) if t is toks[brace])
    e2 = _match(toks2, b2)
    new = toks2[:b2] + _substitute_constants(toks2[b2:e2], bound) + toks2[e2:]
    return new, next(i for i, t in enumerate(new) if t is toks[pos]), bound


def _local_aliases(toks: list) -> dict:
    """``using X = tokens;`` of the scope's tokens: X -> tokens (the last one written)."""
    out = {}
    for k in range(len(toks) - 3):
        if toks[k].text == "using" and toks[k + 1].kind == "id" and toks[k + 2].text == "=":
            j = k + 3
            while j < len(toks) and toks[j].text != ";":
                j += 1
            out[toks[k + 1].text] = toks[k + 3:j]
    return out


class _TypeTokens(list):
    """The tokens of a type bound to a template lambda's type parameter: substituted as
    they are (a parenthesized type would read as an expression)."""


def _template_lambda_start(toks: list, brace: int):
    """For the ``{`` at ``brace`` opening a C++20 template lambda ``[..]<typename T, int N>()
    {``: (index of its ``[``, [(name, is_type), ..]); None for anything else."""
    texts = [t.text for t in toks[:brace]]
    if brace < 6 or texts[-2:] != ["(", ")"] or texts[-3] != ">":
        return None
    depth, lt = 0, brace - 3
    while lt >= 0:
        depth += texts[lt] == ">"
        depth -= texts[lt] == "<"
        if depth == 0:
            break
        lt -= 1
    if lt < 1 or texts[lt - 1] != "]":
        return None
    params = []
    for a in split_commas(toks[lt + 1:brace - 3]):
        if len(a) < 2 or a[-1].kind != "id" or any(x.text in ("=", "...") for x in a):
            return None
        params.append((a[-1].text, a[0].text in ("typename", "class")))
    open_at = lt - 1
    while open_at >= 0 and toks[open_at].text != "[":
        open_at -= 1
    return (open_at, params) if params and open_at >= 0 else None


def _template_lambda_scopes(toks: list, pos: int, brace: int, open_at: int,
                            params: list, prog=None) -> list:
    """The scopes of ``toks[pos]`` inside the template lambda ``auto f = [&]<..>() {..};``
    whose body opens at ``toks[brace]``: one per call ``f.template operator()<A, B>()``
    after it (vLLM's dispatch in gdn's fused decode), its body with the parameters replaced
    by the call's arguments. A call inside another such lambda is taken once per call of
    that one (its arguments may name that lambda's parameters)."""
    if open_at < 3 or toks[open_at - 1].text != "=" or toks[open_at - 2].kind != "id":
        return [(toks, pos, {})]
    var, end = toks[open_at - 2].text, _match(toks, brace)
    out = []
    for k in range(end, len(toks) - 4):
        if toks[k].text != var or toks[k + 1].text != "." or \
                toks[k - 1].text in (".", "->", "::"):
            continue
        for toks2, at, _ in lambda_scopes(toks, k, prog):
            targs = _operator_call_targs(toks2, at)
            if targs is None or len(targs) != len(params):
                return [(toks, pos, {})]  # a call not read: the launch keeps its reason
            bound = {name: (_TypeTokens(v) if is_type else v)
                     for (name, is_type), v in zip(params, targs)}
            b2 = next(i for i, t in enumerate(toks2) if t is toks[brace])
            e2 = _match(toks2, b2)
            new = toks2[:b2] + _substitute_constants(toks2[b2:e2], bound) + toks2[e2:]
            out.append((new, next(i for i, t in enumerate(new) if t is toks[pos]), bound))
    return out or [(toks, pos, {})]


def _operator_call_targs(toks: list, k: int) -> list | None:
    """The template argument token lists of ``f.template operator()<A, B>()`` (or without
    ``template``) whose ``f`` is ``toks[k]``; None for any other use of ``f``."""
    j = k + 2 + (toks[k + 2].text == "template")
    texts = [t.text for t in toks]
    if texts[j:j + 4] != ["operator", "(", ")", "<"]:
        return None
    close = _angle_end(texts, j + 3)
    if close is None or texts[close + 1:close + 3] != ["(", ")"]:
        return None
    return split_commas(toks[j + 4:close])


def _substitute_constants(body: list, values: dict) -> list:
    out: list = []
    k = 0
    while k < len(body):
        t = body[k]
        typed = substitute_decltype(body, k, values)
        if typed is not None:  # `decltype(type)` of `run(cutlass::half_t())`
            out += typed
            k += 4
            continue
        texts = [x.text for x in body[k:k + 6]]
        if texts[:2] == ["decltype", "("] and len(texts) == 6 and texts[2] in values and \
                texts[3:] == [")", "::", "value"]:
            out += _paren(values[texts[2]], t)
            k += 6
            continue
        if t.kind == "id" and t.text in values and (k == 0 or body[k - 1].text not in
                                                     (".", "->", "::")):
            v = values[t.text]
            if isinstance(v, TypeValue):  # `run(T())` with `algo` used as a value
                out += _value_tokens(v, v.expr)
            elif isinstance(v, ClosureValue):  # `run(f)`, `auto f = [] __device__(..) {..};`
                out += _value_tokens(v, v)
            elif texts[1:3] == [".", "value"] and not isinstance(v, _TypeTokens):
                out += _paren(v, t)  # `N.value` of `f(std::integral_constant<int, 2>())`
                k += 3
                continue
            else:
                out += list(v) if isinstance(v, _TypeTokens) else _paren(v, t)
        else:
            out.append(t)
        k += 1
    return out


def _paren(value: list, at) -> list:
    return [_ConstOpen("punct", "(", at.loc), *value, Token("punct", ")", at.loc)]


def _stmt_end(toks: list, k: int) -> int:
    """Index of the last token of the statement starting at ``toks[k]`` (a braced block,
    or up to its ``;``)."""
    d = 0
    for i in range(k, len(toks)):
        x = toks[i].text
        if x in ("(", "[", "{"):
            d += 1
        elif x in (")", "]", "}"):
            d -= 1
            if d == 0 and x == "}" and toks[k].text == "{":
                return i
        elif x == ";" and d == 0:
            return i
    return len(toks) - 1


def constexpr_guards(toks: list | None, pos: int) -> list:
    """(condition tokens, branch taken) of each ``if constexpr (c)`` around ``toks[pos]``:
    True in the statement that follows the condition, False in its ``else``."""
    from .lexer import matching_paren

    out: list = []
    k = 0
    while toks is not None and k < pos:
        if toks[k].text == "if" and k + 2 < len(toks) and toks[k + 1].text == "constexpr" \
                and toks[k + 2].text == "(":
            close = matching_paren(toks, k + 2)
            then_end = _stmt_end(toks, close + 1)
            if close < pos <= then_end:
                out.append((toks[k + 3:close], True))
                k = close + 1
                continue
            if then_end + 1 < len(toks) and toks[then_end + 1].text == "else":
                else_end = _stmt_end(toks, then_end + 2)
                if then_end + 1 < pos <= else_end:
                    out.append((toks[k + 3:close], False))
                    k = then_end + 2
                    continue
                k = else_end + 1
                continue
            k = then_end + 1
            continue
        k += 1
    return out


def _discarded(sem, guards: list, scope, pos, env: dict, caller) -> bool:
    """Whether a discarded ``if constexpr`` branch holds the launch for the host binding
    ``env``: C++ instantiates nothing there (ggml's ``if constexpr (DV <= 256) { ..
    flash_attn_tile<..> .. }``). A condition that cannot be evaluated keeps the launch."""
    if not guards:
        return False
    ttypes = _tparam_types(sem, caller, env) if caller is not None else {}
    for cond, taken in guards:
        try:
            ctx = host_ctx(sem, scope, pos, env, ttypes)
            v = sem.const_value(_parser(sem, cond, env).expr(), ctx)
        except WarpsmithError:
            continue
        if bool(v) != taken:
            return True
    return False


def launch_bindings(sem, prog, launch, c, templates: dict) -> list:
    """For one launch site of template kernel ``c``: a list of (bind, None) or
    (None, error) — one per binding of the enclosing host template and of the PyTorch
    dispatch macros around the launch (``AT_DISPATCH_*`` binding ``scalar_t``, see
    :mod:`.aten`); in a host method of a class template, one per instance of the class
    (:mod:`.class_chain`)."""
    if getattr(launch, "in_class", False):
        from .class_chain import class_launch_bindings
        return class_launch_bindings(sem, prog, launch, c, templates)
    envs = host_template_envs(sem, prog, launch.host, templates)
    if not envs:
        return [(None, SemanticError(
            f"the launch is in host function template '{launch.host}', and no call of "
            f"'{launch.host}' binds its template parameters "
            f"({', '.join(launch.host_tparams)})", _loc(launch.tok)))]
    from .aten import dispatch_bindings

    guards = constexpr_guards(launch.scope, launch.pos)
    return [_bind_call(sem, c, [_substitute_constants(a, bound) for a in launch.targs],
                       None if launch.args is None else
                       [_substitute_constants(a, bound) for a in launch.args],
                       scope, pos, {**env, **d}, caller, templates, launch.tok)
            for env, caller in envs
            if not _discarded(sem, guards, launch.scope, launch.pos, env, caller)
            for d in dispatch_bindings(sem, launch.scope, launch.pos)
            for scope, pos, bound in lambda_scopes(launch.scope, launch.pos, prog)]


def specialization_for(sem, name: str, primary, bind, args: list, ctx, tok):
    """The explicit specialization (``template <> __device__ void f<16>(..) {..}``, chunk
    kind "fspec") of function template ``name`` that a call binds: ``bind`` is the call's
    binding of ``primary``'s parameters, or, when ``primary`` is None (the template is only
    declared, as in headers that define nothing but specializations), the call's explicit
    template arguments, bound against the declaration. The specialization's own arguments
    are completed with the template's defaults (``f<16>`` of ``template <int N, Policy P =
    Policy::All>`` is ``f<16, Policy::All>``) and must equal the call's, with as many
    parameters as the call has arguments. None when no specialization matches."""
    specs = sem.fspecs.get(name)
    if not specs:
        return None
    if primary is None:
        protos = [c for c in sem.prog.chunks if c.kind == "prototype" and c.name == name
                  and c.template]
        if not protos:
            return None
        primary = protos[0]
        try:
            # the parameters not given explicitly are deduced from the call's arguments
            # (`element<Op>(a, b)` of `template <ROpType Op, typename T> T element(T, T);`)
            _, pd = _signature(sem, primary)
            deduced, _ = deduce_params(primary.template, pd.params,
                                       [sem.decay(a).type for a in args], strip=lambda t: t)
            bind = sem.bind_template(primary, bind, {}, ctx, tok, deduced)
        except WarpsmithError:
            return None
    for sc in specs:
        # (an explicit specialization takes the primary template's default arguments)
        if not (param_count(sc) - _defaulted_count(primary) <= len(args) <=
                param_count(sc)):
            continue
        try:
            deduced = _signature_binding(sem, primary, sc) if sc.spec_args is None or \
                len(sc.spec_args) < len(primary.template or []) else {}
            own = sem.bind_template(primary, sc.spec_args or [], {}, sem._global_ctx(),
                                    sc.name_tok, deduced)
        except WarpsmithError:
            continue
        if own == bind:
            _inherit_defaults(sem, primary, sc)
            return sc
    return None


def _inherit_defaults(sem, primary, sc) -> None:
    """Give the explicit specialization ``sc`` the default arguments of its primary
    template's parameters (C++ takes them from the primary: a specialization may not
    repeat them), so that a call leaving them out gets them."""
    if len(sc.toks) and _defaulted_count(primary):
        _, pd = _signature(sem, primary)
        _, d, _ = sem.func_syntax(sc)
        for q, pq in zip(d.params, pd.params):
            if q.default is None:
                q.default = pq.default


def _signature(sem, c):
    """(specifiers, declarator) of function chunk ``c``, a definition or a prototype (its
    head only: a body that does not read is an error only where a call selects it)."""
    p = sem.parser(c.toks)
    p.local_types = [{tp.name for tp in c.template or [] if tp.is_type}]
    return p.decl_specs(), p.declarator()


def _signature_binding(sem, primary, sc) -> dict:
    """The primary template's parameters a specialization without ``<..>`` binds, deduced
    from its signature: the parameter types, and the return type where the primary's
    return type is a template parameter (``template <class TO, class FROM> TO to(FROM)``
    specialized as ``template <> double to(float)``)."""
    from .semantic import FuncCtx

    spec, d = _signature(sem, sc)
    pspec, pd = _signature(sem, primary)
    ctx = FuncCtx()
    types = [sem._param_type(p, ctx, False) for p in d.params]
    deduced, problems = deduce_params(primary.template, pd.params, types, strip=lambda t: t)
    if problems:
        raise SemanticError(problems[0], _loc(sc.name_tok))
    names = {tp.name for tp in primary.template if tp.is_type}
    if isinstance(pspec.base, str) and pspec.base in names and not pd.ptrs:
        deduced.setdefault(pspec.base, sem.spec_type(spec, ctx))
    return deduced


def takes(c, n: int) -> bool:
    """Whether function chunk ``c`` can be called with ``n`` arguments: between its
    parameters without a default argument and all of them (its tokens, not parsed)."""
    total = param_count(c)
    return total - _defaulted_count(c) <= n <= total


def _defaulted_count(c) -> int:
    """How many of function chunk ``c``'s parameters have a default argument."""
    toks = c.toks
    k = next((i for i, t in enumerate(toks) if t is c.name_tok or c.name_tok is None and
              t.text == c.name and i + 1 < len(toks) and toks[i + 1].text == "("), None)
    if k is None or k + 1 >= len(toks) or toks[k + 1].text != "(":
        return 0
    return sum(any(t.text == "=" and t.kind == "punct" for t in a)
               for a in split_commas(toks[k + 2:_match(toks, k + 1)]))


def param_count(c) -> int:
    """The number of parameters of function chunk ``c`` (its tokens, not parsed: a
    specialization that does not read reports why only when a call selects it)."""
    toks = c.toks
    k = next((i for i, t in enumerate(toks) if t is c.name_tok), None)
    if k is None or k + 1 >= len(toks) or toks[k + 1].text != "(":
        return -1
    args = split_commas(toks[k + 2:_match(toks, k + 1)])
    if not args or (len(args) == 1 and [t.text for t in args[0]] == ["void"]):
        return 0
    return len(args)


# --------------------------------------------------------------------------- type templates

def _targ_values(sem, targs: list, ctx) -> list:
    """Template arguments (syntax) as values: Types or constants."""
    from .parser import Syn as _Syn, TypeName as _TypeName

    out = []
    sem.cxx_in_targs = getattr(sem, "cxx_in_targs", 0) + 1  # (CRTP: crtp.ClassBeingDefined)
    try:
        for a in targs:
            if isinstance(a, _TypeName):
                out.append(_type_or_member_value(sem, a, ctx))
            elif isinstance(a, _Syn) and a.kind == "id" and not a.qual and \
                    sem.lookup(a.name, ctx) is None and _is_type_name(sem, a.name, ctx):
                out.append(sem.named_type(a.name, a.tok, ctx))
            else:
                out.append(sem.const_value(a, ctx))
    finally:
        sem.cxx_in_targs -= 1
    return out


def _type_or_member_value(sem, a, ctx):
    """A template argument read as a type name: the type, or, for ``Sum<N, M>::value``
    (the parser cannot tell a class's static member from its member type), the member's
    constant value when the class has no member type of that name."""
    from .parser import Syn as _Syn

    try:
        return sem.type_name(a, ctx)
    except SemanticError:
        b = a.spec.base
        if not (isinstance(b, _Syn) and b.kind == "ttype" and b.member and
                not a.decl.ptrs and not a.decl.arrays):
            raise
        value = _Syn("tmember", b.tok, name=b.name, targs=b.targs, member=b.member)
        try:
            return sem.const_value(value, ctx)
        except WarpsmithError:
            pass
        raise


def _is_type_name(sem, name: str, ctx) -> bool:
    return isinstance(ctx.tbind.get(name), Type) or sem.prog.parser([]).is_typename(name) \
        or name in sem.types or name in sem.structs


def trait_function(sem, s, ctx):
    """The function a static constexpr function-pointer member of a class template
    instance names (``mmq_type_traits<x, y, c, Q4_0>::load_tiles``), or None."""
    if s.name not in sem.class_templates or len(s.member) != 1 or s.mtargs:
        return None
    name = template_key(sem, s.name, getattr(s, "qual", ()))
    _refuse_cv_argument(sem, name, s.targs, _loc(s.tok))
    inst = class_instance(sem, name, _targ_values(sem, s.targs, ctx), s.tok)
    return inst.get("fns", {}).get(s.member[0])


def _std_trait_named(sem, s) -> bool:
    """Whether ``s`` names the standard trait ``std::X`` although the file has its own
    class template ``X`` in another namespace (dmlc's ``dmlc::is_integral<T>``, whose
    ``value`` is ``std::is_integral<T>::value``: read as the file's class, it named its own
    instance)."""
    qual = [q for q in getattr(s, "qual", None) or [] if q]
    if qual != ["std"] or s.name not in TRAIT_VALUES:
        return False
    return all(c.ns[:1] != ("std",) for c in sem.class_templates[s.name])


def trait_value(sem, s, ctx) -> N.Expr:
    """``std::is_same<A, B>::value`` and friends, and ``Traits<T>::kMember`` (a static
    constexpr member of a class template instance), as a constant."""
    from ..ir.types import BOOL

    loc = _loc(s.tok)
    if s.name in sem.var_templates and not s.member:
        return _var_template_value(sem, sem.var_templates[s.name], s, ctx)
    if s.name not in sem.class_templates or _std_trait_named(sem, s):
        name = s.name[:-2] if s.name.endswith("_v") else s.name
        if s.name not in TRAIT_VALUES:
            # (an alias template's member: xgboost's `IsAllIntegral<Index...>::value`
            # with `using IsAllIntegral = Conjunction<..>`; it was an internal KeyError)
            raise Unsupported(f"'{s.name}<..>::{'::'.join(s.member) or 'value'}' (a member "
                              "named through an alias template) is not read", loc)
        if not s.name.endswith("_v") and s.member != ["value"]:
            raise SemanticError(f"'std::{s.name}' has no member "
                                f"'{'::'.join(s.member)}'", loc)
        vals = _targ_values(sem, s.targs, ctx)
        if not all(isinstance(v, Type) for v in vals) or \
                len(vals) != (2 if name == "is_same" else 1):
            raise SemanticError(f"bad template arguments for 'std::{name}'", loc)
        t = vals[0]
        sc = t if isinstance(t, ScalarType) else None
        v = {"is_same": lambda: len(vals) == 2 and vals[0] == vals[1],
             "is_floating_point": lambda: sc is not None and sc.is_float,
             "is_integral": lambda: sc is not None and sc.is_integer,
             "is_arithmetic": lambda: sc is not None,
             "is_signed": lambda: sc is not None and (sc.is_float or sc.signed),
             "is_unsigned": lambda: sc is not None and sc.is_integer and not sc.signed,
             "is_pointer": lambda: isinstance(t, PointerType),
             "is_trivially_copyable": lambda: trivially_copyable(sem, t, loc)}[name]()
        return N.Const(bool(v), BOOL, loc=loc)
    name = template_key(sem, s.name, getattr(s, "qual", ()))
    _refuse_cv_argument(sem, name, s.targs, _loc(s.tok))
    inst = class_instance(sem, name, _targ_values(sem, s.targs, ctx), s.tok)
    if len(s.member) == 1 and s.member[0] in inst.get("fns", {}):
        raise Unsupported(f"function pointer '{name}<..>::{s.member[0]}' used other than "
                          "in a call or as a function pointer's initializer", loc)
    if len(s.member) != 1 or s.member[0] not in inst["consts"]:
        raise SemanticError(f"'{name}<..>' has no static constexpr member "
                            f"'{'::'.join(s.member)}'", loc)
    return N.Const(inst["consts"][s.member[0]].value, inst["consts"][s.member[0]].type,
                   loc=loc)


def _var_template_value(sem, c, s, ctx) -> N.Expr:
    """``is_any<T, float, int>`` of ``template <class T, class... Ts> constexpr bool is_any
    = (std::is_same_v<T, Ts> || ...);``: the initializer's constant value with the
    template's parameters bound to the arguments (a trailing pack takes the rest)."""
    from .semantic import FuncCtx, wrap

    bind = sem.bind_template(c, s.targs, {}, ctx, s.tok)
    p = _parser(sem, c.toks, bind)
    spec = p.decl_specs()
    p.declarator()
    p.expect("=")
    init = p.assign_expr()
    vctx = FuncCtx(device=False, tbind=dict(bind), tparam_types=_tparam_types(sem, c, bind))
    vctx.scopes = [{}]
    t = sem.spec_type(spec, vctx)
    v = sem.const_value(init, vctx, t)
    return N.Const(wrap(v, t), t, loc=_loc(s.tok))


def _alias_type(sem, c, s, ctx) -> Type:
    """``A<args>[::member]`` for an alias template ``template <..> using A = X;``: ``X``
    with the alias's parameters bound to the arguments (and its member type, through the
    class template instance ``X`` names)."""
    from .semantic import FuncCtx

    loc = _loc(s.tok)
    bind = sem.bind_template(c, s.targs, {}, ctx, s.tok)
    p = _parser(sem, c.toks[3:], bind)
    tn = p.type_name()
    if not p.at(";"):
        raise SemanticError(f"alias template '{c.name}': expected ';' after the type", loc)
    actx = FuncCtx(device=False, tbind=dict(bind), tparam_types=_tparam_types(sem, c, bind))
    actx.scopes = [{}]
    t = sem.type_name(tn, actx)
    if not s.member:
        return t
    key = struct_instances(sem).get(getattr(t, "name", None))
    inst = sem.class_insts.get(key) if key is not None else None
    _unread_member(inst, s.member)
    if inst is None or len(s.member) != 1 or s.member[0] not in inst["types"]:
        raise SemanticError(f"'{c.name}<..>' has no member type '{'::'.join(s.member)}'", loc)
    return inst["types"][s.member[0]]


def defaults_instance(sem, name: str, tok, ctx) -> Type | None:
    """``Cam camera(params);`` with ``Cam`` a class template whose every parameter has a
    default (gsplat's ``OpenCVPinholeCameraModel<size_t N = 5>``): C++17's class template
    argument deduction deduces nothing from a constructor whose parameters do not name a
    template parameter (``Cam(Parameters const &)``: a nested type, not deduced), so the
    defaults give the instance, ``Cam<>``. None when some parameter has no default;
    refused when a constructor's parameters name one (deduction from the arguments is not
    modelled)."""
    from .parser import Syn as _Syn

    primary = next((c for c in sem.class_templates.get(name, ())
                    if _class_spec(c) is None), None)
    params = (primary.template or []) if primary is not None else []
    if not params or any(tp.default is None or tp.pack for tp in params):
        return None
    names = {tp.name for tp in params}
    toks = primary.toks
    for k in range(len(toks) - 1):
        if toks[k].text == name and toks[k + 1].text == "(" and \
                (k == 0 or toks[k - 1].text not in ("::", "~")):
            close = _match(toks, k + 1)
            if any(t.text in names for t in toks[k + 2:close]):
                raise Unsupported(f"class template argument deduction for '{name}' from "
                                  "constructor arguments (write its template arguments)",
                                  _loc(tok))
    return template_type(sem, _Syn("ttype", tok, name=name, targs=[], member=[]), ctx)


def template_type(sem, s, ctx) -> Type:
    """The type ``Name<args>[::member]`` stands for: ``std::enable_if`` (a false
    condition is a substitution failure: a located error), ``std::conditional``, or an
    instance of a class template (its struct, or a member type of it)."""
    from ..ir.types import VOID

    loc = _loc(s.tok)
    name = s.name
    vals = _targ_values(sem, s.targs, ctx)
    if name in ("enable_if", "enable_if_t"):
        if name == "enable_if" and s.member != ["type"]:
            raise SemanticError("std::enable_if<..> is used through its member ::type", loc)
        if not vals or isinstance(vals[0], Type):
            raise SemanticError("std::enable_if needs a constant condition", loc)
        if not vals[0]:
            raise SemanticError("std::enable_if condition is false for these template "
                                "arguments (substitution failure)", loc)
        return vals[1] if len(vals) > 1 else VOID
    if name in ("conditional", "conditional_t"):
        if len(vals) != 3 or isinstance(vals[0], Type):
            raise SemanticError("std::conditional<C, A, B> needs a constant and two types",
                                loc)
        return vals[1] if vals[0] else vals[2]
    if name in _TRANSFORMATION_TRAITS:
        return _transformed(name, vals, s.member, loc)
    if name == "iterator_traits":
        return _iterator_traits(vals, s.member, loc)
    if name == "initializer_list":
        # only a constexpr function's parameter evaluated in a constant expression
        # (constexpr.initializer_list_call) reads one
        raise Unsupported("std::initializer_list outside a constexpr function called in a "
                          "constant expression", loc)
    if name == TUPLE_MODEL and not s.member:  # std::tuple<A, B> (frontend/stdtuple.py)
        return tuple_type(sem, [v for x in vals for v in (x if isinstance(x, tuple)
                                                          else (x,))], loc)
    if name in sem.alias_templates and name not in sem.class_templates:
        return _alias_type(sem, sem.alias_templates[name], s, ctx)
    name = template_key(sem, name, getattr(s, "qual", ()))
    _refuse_cv_argument(sem, name, s.targs, loc)
    inst = class_instance(sem, name, vals, s.tok)
    if not s.member:
        if inst["struct"] is None and inst.get("own_methods") and (
                getattr(sem, "cxx_reading_bases", 0) or
                any(isinstance(v, ClassBeingDefined) for v in vals)):
            # a base without data members whose objects have methods, or an instance
            # for a class being defined (a CRTP base, gsplat's BaseCameraModel<Derived>,
            # also through `using Base = ..`): read as a class, an empty struct
            inst["struct"] = _class_with_methods(sem, inst["chunk"], name, inst["vals"],
                                                 inst["bind"], s.tok)
            sem.class_insts.changed()
        if inst["struct"] is None:
            raise Unsupported(f"class template '{name}' with methods used as a type", loc)
        return inst["struct"]
    _unread_member(inst, s.member)
    if len(s.member) != 1 or s.member[0] not in inst["types"]:
        raise SemanticError(f"'{name}<..>' has no member type '{'::'.join(s.member)}'", loc)
    return inst["types"][s.member[0]]


#: `<type_traits>` transformations: the `_t` alias or the class with its `::type`
_TRANSFORMATION_TRAITS = {
    "remove_const_t", "decay_t", "remove_pointer_t", "remove_cv", "remove_cv_t",
    "remove_const", "remove_volatile", "remove_volatile_t", "remove_reference",
    "remove_reference_t", "remove_cvref", "remove_cvref_t", "decay", "type_identity",
    "type_identity_t", "remove_pointer", "add_pointer", "add_pointer_t", "make_unsigned",
    "make_unsigned_t", "make_signed", "make_signed_t"}


def _transformed(name: str, vals: list, member: list, loc) -> Type:
    """The type a ``<type_traits>`` transformation names. Template argument values carry
    no top-level cv-qualifier and no reference (a binding holds the type itself), so the
    removals and ``type_identity`` give the argument (``decay`` too, as before for
    ``decay_t``); ``remove_pointer`` / ``add_pointer`` take or add one pointer;
    ``make_unsigned`` / ``make_signed`` give the integer type of the same size (C++
    [meta.trans.sign]; a type that is not an integer is refused, located)."""
    from ..ir import types as T

    base = name[:-2] if name.endswith("_t") else name
    if not name.endswith("_t") and member != ["type"]:
        raise SemanticError(f"std::{name}<..> is used through its member ::type", loc)
    if len(vals) != 1 or not isinstance(vals[0], Type):
        raise SemanticError(f"std::{name} takes one type", loc)
    t = vals[0]
    if base == "remove_pointer":
        return t.pointee if isinstance(t, PointerType) else t
    if base == "add_pointer":
        return PointerType(t)
    if base in ("make_unsigned", "make_signed"):
        if not (isinstance(t, ScalarType) and t.kind == "int" and
                t.bits in (8, 16, 32, 64)):
            raise Unsupported(f"std::{name} of {t}", loc)
        table = {(8, True): T.I8, (8, False): T.U8, (16, True): T.I16,
                 (16, False): T.U16, (32, True): T.I32, (32, False): T.U32,
                 (64, True): T.I64, (64, False): T.U64}
        return table[(t.bits, base == "make_signed")]
    return t


def _iterator_traits(vals: list, member: list, loc) -> Type:
    """``std::iterator_traits<T*>::value_type`` (``difference_type``, ``pointer``) of a
    pointer iterator (xgboost's ``IterSpan``): the pointee without its qualifiers,
    ``ptrdiff_t``, the pointer; a class iterator or another member is refused, located."""
    from ..ir.types import I64

    if len(vals) != 1 or len(member) != 1:
        raise SemanticError("std::iterator_traits<It> is used through one member type", loc)
    it, m = vals[0], member[0]
    if not isinstance(it, PointerType):
        raise Unsupported(f"std::iterator_traits of the iterator {it} (only pointers are "
                          "modelled)", loc)
    if m == "value_type":
        return it.pointee
    if m == "difference_type":
        return I64
    if m == "pointer":
        return it
    raise Unsupported(f"std::iterator_traits<..>::{m}", loc)


def member_type(sem, s, ctx) -> Type:
    """``K::input_t`` where the type ``K`` (a template parameter, a local alias) is a
    class template instance: the instance's member type."""
    t = sem.named_type(s.name, s.tok, ctx)
    key = struct_instances(sem).get(getattr(t, "name", None))
    inst = sem.class_insts.get(key) if key is not None else None
    info = sem.cxx_classes.get(getattr(t, "name", ""))
    if inst is None and len(s.member) == 1 and info:
        # a plain class's member type (`S::In`): its own (two classes may each declare
        # `typedef float T;`), else the file-scope one the lowering made
        own = info.scope.get(s.member[0])
        if isinstance(own, Type):
            return own
        try:
            return sem.named_type(s.member[0], s.tok, ctx)
        except WarpsmithError:
            pass
    if inst is None and len(s.member) == 1 and \
            struct_member_type(sem, getattr(t, "name", ""), s.member[0]) is not None:
        return struct_member_type(sem, t.name, s.member[0])  # `S::Kind` (struct_enum.py)
    _unread_member(inst, s.member)
    if inst is not None and len(s.member) > 1 and s.member[0] in inst["types"]:
        # `typename K::ScanT::TempStorage`: a member type of the member type (mamba's
        # traits naming its BlockReverseScan's nested TempStorage)
        found = nested_member_type(sem, inst["types"][s.member[0]], s.member[1:])
        if found is not None:
            return found
    if inst is None or len(s.member) != 1 or s.member[0] not in inst["types"]:
        raise SemanticError(f"'{s.name}' ({t}) has no member type "
                            f"'{'::'.join(s.member)}'", _loc(s.tok))
    return inst["types"][s.member[0]]


def nested_member_type(sem, t: Type, member: list) -> Type | None:
    """The type ``member`` (a chain ``A::B``) names inside the class type ``t``: each
    step a member type of a class template instance, or of a plain class (its own scope);
    None when some step is not a member type of the class reached."""
    for name in member:
        key = struct_instances(sem).get(getattr(t, "name", None))
        inst = sem.class_insts.get(key) if key is not None else None
        if inst is not None:
            _unread_member(inst, [name])
            t = inst["types"].get(name)
        else:
            info = sem.cxx_classes.get(getattr(t, "name", ""))
            own = info.scope.get(name) if info else None
            t = own if isinstance(own, Type) else None
        if t is None:
            return None
    return t


def instance_const(sem, t: Type, tname: str, name: str, loc) -> N.Expr:
    """``K::name`` where the type ``K`` is a class template instance: its static constexpr
    member ``name``."""
    key = struct_instances(sem).get(getattr(t, "name", None))
    inst = sem.class_insts.get(key) if key is not None else None
    if inst is None or name not in inst["consts"]:
        raise SemanticError(f"'{tname}' ({t}) has no static constant member '{name}'", loc)
    return inst["consts"][name]


def _class_head(c) -> tuple[list, list | None]:
    """(the body's tokens between braces or None, the specialization's argument tokens).
    The positions are found once per chunk (kept on it with the token list and name they
    were found in: a class template's chunks are asked again at every instance lookup)."""
    spec, brace, close = _head_kept(c)
    return (None if brace is None else c.toks[brace + 1:close]), spec


def _head_kept(c) -> tuple:
    """(specialization '<' index or None, body '{' index or None, its '}' index) of class
    chunk ``c``, found once (kept on it with the token list and name they were found in)."""
    toks = c.toks
    kept = c.__dict__.get("_head_at")
    if kept is None or kept[0] is not toks or kept[1] != len(toks) or kept[2] != c.name:
        kept = (toks, len(toks), c.name, *_head_positions(toks, c.name))
        c.__dict__["_head_at"] = kept
    return kept[3:]


def _class_spec(c):
    """The index of the specialization's ``<`` in class chunk ``c``, or None
    (``_class_head(c)[1]`` without copying the body's tokens: every instance lookup asks
    it of every chunk of the template's name)."""
    return _head_kept(c)[0]


def _class_has_body(c) -> bool:
    """Whether class chunk ``c`` has a body (``_class_head(c)[0] is not None``)."""
    return _head_kept(c)[1] is not None


def _head_positions(toks: list, name: str) -> tuple:
    """(the index of the '<' after the class's name or None, of the body's '{' or None,
    of its matching '}')."""
    k = next((i for i, t in enumerate(toks) if t.kind == "id" and t.text == name), None)
    spec = None
    if k is not None and k + 1 < len(toks) and toks[k + 1].text == "<":
        spec = k + 1
    brace = next((i for i, t in enumerate(toks) if t.text == "{"), None)
    if brace is None:
        return spec, None, None
    return spec, brace, _match(toks, brace)


def _spec_match(sem, c, spec_pos: int, vals: list, unread: list | None = None):
    """The binding of specialization ``c``'s parameters that makes its argument list
    equal ``vals`` (None when it does not match). A full specialization whose arguments
    do not read (``template <> class S<kFloat16.id()>``) is appended to ``unread`` with
    the error: whether it matches is not known."""
    from .semantic import FuncCtx

    p = sem.parser(c.toks[spec_pos:])
    names = {tp.name for tp in c.template or []}
    p.local_types = [{tp.name for tp in c.template or [] if tp.is_type}]
    try:
        pats = p.template_args()
    except WarpsmithError:
        return None
    if len(pats) != len(vals):
        return None
    bind: dict = {}
    from .parser import TypeName as _TypeName, Syn as _Syn
    for pat, v in zip(pats, vals):
        if isinstance(pat, _TypeName) and isinstance(pat.spec.base, str) and \
                pat.spec.base in names and not pat.decl.arrays and not pat.spec.words:
            if _cv_pattern(pat):
                return None  # `S<T const>`: argument values carry no cv-qualifier
            t = v
            for _ in pat.decl.ptrs:
                if not isinstance(t, PointerType):
                    return None
                t = t.pointee
            if pat.decl.ptrs:
                t = _strip(t) if isinstance(t, PointerType) else t
            if bind.get(pat.spec.base, t) != t:
                return None
            bind[pat.spec.base] = t
            continue
        if isinstance(pat, _Syn) and pat.kind == "id" and pat.name in names:
            if isinstance(v, Type) or bind.get(pat.name, v) != v:
                return None
            bind[pat.name] = v
            continue
        try:
            got = _targ_values(sem, [pat], FuncCtx(device=False, tbind=dict(bind)))[0]
        except WarpsmithError as e:
            if _another_class(sem, pat, v):
                return None  # (CUTLASS's `sizeof_bits<float_ue4m3_t>` for a `half_t`)
            if unread is not None and not names:
                unread.append((c, e))
            return None
        if isinstance(got, Type) != isinstance(v, Type):
            return None
        if isinstance(v, Type) and _strip(got) != _strip(v) or got != v:
            return None
    if set(bind) != names:
        return None
    return bind


def _another_class(sem, pat, v) -> bool:
    """Whether a specialization's argument that does not read (a CRTP class, CUTLASS's
    ``struct float_ue4m3_t : float_exmy_base<.., float_ue4m3_t>``) is a plain name of a
    class declaration of the file and the argument value ``v`` is not a struct of that
    name: a class is a type of its own, never equal to another class, a scalar, a pointer
    or a value, so the specialization does not match whatever the class holds."""
    from .parser import TypeName as _TypeName

    if not isinstance(pat, _TypeName) or not isinstance(pat.spec.base, str) or \
            pat.decl.ptrs or pat.decl.arrays or pat.spec.words:
        return False
    name = pat.spec.base
    if name not in sem.prog.classes or name in sem.types:
        return False  # (a typedef or alias of that name could be any type)
    return not (isinstance(v, StructType) and name in (v.name, v.typedef_name))


def _cv_pattern(pat) -> bool:
    """Whether the specialization's argument pattern is a cv-qualified type parameter
    (CUTLASS's ``sizeof_bits<T const>``). Template argument values are types without
    cv-qualifiers, so such a pattern never matches; an argument written cv-qualified for a
    template that has one is refused (:func:`_refuse_cv_argument`)."""
    return (pat.spec.const or pat.spec.volatile) and not pat.decl.ptrs


def _refuse_cv_argument(sem, name: str, targs: list, loc) -> None:
    """Refuse ``S<const T>`` when class template ``S`` has a specialization for
    cv-qualified types: which one C++ picks depends on the qualifier the values drop."""
    from .parser import TypeName as _TypeName

    written = [a for a in targs if isinstance(a, _TypeName) and
               (a.spec.const or a.spec.volatile) and not a.decl.ptrs]
    if not written:
        return
    for c in sem.class_templates.get(name, ()):
        spec = _class_spec(c)
        if spec is None:
            continue
        p = sem.parser(c.toks[spec:])
        p.local_types = [{tp.name for tp in c.template or [] if tp.is_type}]
        try:
            pats = p.template_args()
        except WarpsmithError:
            continue
        if any(isinstance(x, _TypeName) and _cv_pattern(x) for x in pats):
            raise Unsupported(f"cv-qualified template argument of '{name}', which has a "
                              "specialization for cv-qualified types (template arguments "
                              "are read without their cv-qualifiers)", loc)


def struct_instances(sem) -> dict:
    """Struct name -> (class template, argument values) of the instances read so far
    (the table's own view, made again only after the table changed: callers read it,
    never change it)."""
    return sem.class_insts.struct_names()


class InstanceTable(dict):
    """The class template instances of a read (``Semantic.class_insts``): (name, argument
    values) -> members, or None while that instance is being read. Besides the mapping it
    keeps :meth:`struct_names`, which was made again from every entry at each call (a
    call per member access and per deduction: a quadratic part of reading ggml's
    ``mmq.cuh`` with its 1,200 kernels); any change of the mapping drops it, and a change
    inside an entry's members (its ``struct`` set afterwards) is announced with
    :meth:`changed`. ``version`` counts the changes that can change what a type written
    with an instance means (an entry replaced or removed, or changed in place; not a new
    entry, nor the placeholder None of one being read set or removed): the parameter
    types kept by ``param_memo`` are used only while it is unchanged."""

    __slots__ = ("_names", "version")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._names = None
        self.version = 0

    def changed(self) -> None:
        """Drop the kept :meth:`struct_names` (an entry's members changed in place)."""
        self._names = None
        self.version += 1

    def struct_names(self) -> dict:
        """Struct name -> key of each instance read whole whose members have a struct."""
        if self._names is None:
            self._names = {inst["struct"].name: key for key, inst in self.items()
                           if inst is not None and inst["struct"] is not None}
        return self._names

    def __setitem__(self, key, value) -> None:
        self._names = None
        old = self.get(key)
        if old is not None and old is not value:
            self.version += 1
        super().__setitem__(key, value)

    def __delitem__(self, key) -> None:
        self._names = None
        if self.get(key) is not None:
            self.version += 1
        super().__delitem__(key)

    def pop(self, *args):
        """As :meth:`dict.pop` (drops the kept view)."""
        self._names = None
        self.version += 1
        return super().pop(*args)

    def popitem(self):
        """As :meth:`dict.popitem` (drops the kept view)."""
        self._names = None
        self.version += 1
        return super().popitem()

    def clear(self) -> None:
        """As :meth:`dict.clear` (drops the kept view)."""
        self._names = None
        self.version += 1
        super().clear()

    def update(self, *args, **kwargs) -> None:
        """As :meth:`dict.update` (drops the kept view)."""
        self._names = None
        self.version += 1
        super().update(*args, **kwargs)

    def setdefault(self, key, default=None):
        """As :meth:`dict.setdefault` (drops the kept view)."""
        self._names = None
        return super().setdefault(key, default)

    def __ior__(self, other):
        self._names = None
        self.version += 1
        return super().__ior__(other)


def instance_name(name: str, vals) -> str:
    """The struct name of class template ``name``'s instance for ``vals``
    (``Vec<float>`` -> ``Vec_float``). A pointer to const is named apart from the pointer
    to non-const (``pair<const int*, int>`` -> ``pair_const_int_ptr_int``): they are two
    instances, and one struct for both printed the other's member types."""
    from .semantic import _fmt_targ

    return instance_prefix(name) + "_" + "_".join(_instance_targ(v, _fmt_targ) for v in vals)


def _instance_targ(v, fmt) -> str:
    if isinstance(v, PointerType) and v.const:
        return "const_" + fmt(v)
    return fmt(v)


def class_instance(sem, name: str, vals: list, tok) -> dict:
    """The instance of class template ``name`` for the arguments ``vals``: the primary
    template or the specialization (full or partial) they match; its data members as a
    struct (``Vec<float>`` -> ``struct Vec_float``), its member types and its static
    constexpr members."""
    vals = _with_defaults(sem, name, list(vals), tok)
    key = (name, tuple(vals))
    loc = _loc(tok)
    with sem.in_namespace(instance_namespace(sem, name)):
        return _class_instance_in_namespace(sem, name, vals, key, loc, tok)


def _class_instance_in_namespace(sem, name: str, vals: list, key, loc, tok) -> dict:
    if key in sem.class_insts:
        crtp = sem.__dict__.setdefault("_crtp_defined", set())
        if sem.class_insts[key] is None and getattr(sem, "cxx_in_targs", 0) and \
                _objects_have_methods(sem, name) and (key in crtp or _reading_bases(sem)):
            # CRTP of a class template (`template <size_t N> struct Cam :
            # Base<Cam<N>>`, then its `using Base = Base<Cam<N>>;`): the instance being
            # defined as a template argument of its base (crtp.ClassBeingDefined, named as
            # the instance); named elsewhere first (`using it = It<View<T>>;` in View), it
            # is an OwnInstance the member waits on (crtp.py)
            crtp.add(key)
            sname = instance_name(name, vals)
            return {"struct": ClassBeingDefined(sname), "types": {}, "consts": {},
                    "fns": {}, "methods": True, "own": True}
        if sem.class_insts[key] is None:
            # CRTP (`struct P : Base<T, P<T>> { using C = Base<T, P<T>>; }`) or a
            # recursion without a terminating specialization
            raise OwnInstance(f"class template '{name}' names its own instance while it is "
                              "being instantiated (CRTP or unbounded recursion)", loc, key)
        return sem.class_insts[key]
    sem.class_insts[key] = None
    try:
        inst = _class_instance(sem, name, vals, key, loc, tok)
    finally:
        if sem.class_insts.get(key) is None:
            del sem.class_insts[key]
    # the instances that named this one while it was incomplete (CRTP): read again
    complete_waiting(sem, key, lambda n, v: class_instance(sem, n, v, tok))
    return sem.class_insts[key]


def _reading_bases(sem) -> bool:
    """Whether a base class list is being read (the class lowering's or an instance's)."""
    return bool(getattr(sem, "cxx_reading_bases", 0) or getattr(sem, "tmpl_reading_bases", 0))


def _objects_have_methods(sem, name: str) -> bool:
    """Whether the primary class template ``name``'s objects have methods (its instances
    are read by the class lowering, which names a class being defined by its name: a
    traits class's members would take the incomplete type itself)."""
    primary = next((c for c in sem.class_templates.get(name, ())
                    if _class_spec(c) is None), None)
    return primary is not None and objects_have_methods(_class_head(primary)[0] or [],
                                                        primary.name)


def _with_defaults(sem, name: str, vals: list, tok) -> list:
    """``vals`` completed with the primary template's default arguments, so that
    ``tile<16, 8, T>`` matches the partial specialization ``tile<I, J, T, I_MAJOR>`` when
    the primary declares ``layout L = I_MAJOR``."""
    from .semantic import FuncCtx

    primary = _primary_with_defaults(sem, name)
    params = (primary.template or []) if primary is not None else []
    if len(vals) >= len(params) or any(tp.pack for tp in params) or \
            params[len(vals)].default is None:
        return vals
    deduced = {tp.name: v for tp, v in zip(params, vals)}
    try:
        bind = sem.bind_template(primary, [], {}, FuncCtx(device=False), tok, deduced)
    except WarpsmithError:
        return vals
    if any(tp.name not in bind for tp in params):
        return vals
    return vals + [bind[tp.name] for tp in params[len(vals):]]


def _primary_with_defaults(sem, name: str):
    """The primary template of class template ``name`` with the default arguments of all
    its declarations: C++ merges them, and xgboost declares ``template <class E, size_t
    Extent> class Span;`` before the definition that gives ``Extent = dynamic_extent`` (the
    first declaration alone made ``Span<float>`` and ``Span<float, dynamic_extent>`` two
    instances). The definition's parameters, a default taken from another declaration
    where the definition has none; None without a primary template."""
    from dataclasses import replace as _replace

    primaries = [c for c in sem.class_templates.get(name, ()) if _class_spec(c) is None]
    if not primaries:
        return None
    primary = next((c for c in primaries if _class_has_body(c)), primaries[0])
    params = list(primary.template or [])
    for k, tp in enumerate(params):
        if tp.default is not None:
            continue
        other = next((c.template[k].default for c in primaries if c is not primary and
                      len(c.template or []) == len(params) and
                      c.template[k].default is not None), None)
        if other is not None:
            params[k] = _replace(tp, default=other)
    if params == list(primary.template or []):
        return primary
    return _replace(primary, template=params)


def _raise_default_error(sem, primary, vals: list, tok) -> None:
    """When the primary template's default arguments, which would pick the specialization
    (CUTLASS's ``Array<T, N, bool RegisterSized = sizeof_bits<T>::value >= 32>``), do not
    read, raise why (:func:`_with_defaults` left them out, so no specialization matched)."""
    from .semantic import FuncCtx

    params = (primary.template or []) if primary is not None else []
    if len(vals) >= len(params) or any(tp.pack for tp in params) or \
            params[len(vals)].default is None:
        return
    deduced = {tp.name: v for tp, v in zip(params, vals)}
    sem.bind_template(primary, [], {}, FuncCtx(device=False), tok, deduced)


def _class_instance(sem, name: str, vals: list, key, loc, tok) -> dict:
    from .semantic import FuncCtx

    chunks = sem.class_templates.get(name)
    if not chunks:
        raise Unsupported(f"class template '{name}'", loc)
    chosen, bind = None, None
    primary = None
    unread: list = []
    for c in chunks:
        spec = _class_spec(c)
        if spec is None:
            if _class_has_body(c) or primary is None:
                primary = c
            continue
        if not _class_has_body(c):
            continue
        b = _spec_match(sem, c, spec, vals, unread)
        if b is not None and (chosen is None or len(b) < len(bind)):
            chosen, bind = c, b  # the more specialized: fewer parameters left
    if chosen is None and unread:
        # (the primary template would be a guess: one of these may be the match)
        c, e = unread[0]
        raise Unsupported(f"'{name}' has a specialization whose template arguments do not "
                          f"read ({e.message}, at {e.loc}): which definition these "
                          "arguments select is not known", loc)
    if chosen is None:
        if primary is None or not _class_has_body(primary):
            _raise_default_error(sem, primary, vals, tok)
            raise SemanticError(f"no definition of '{name}' for these template arguments",
                                loc)
        chosen = primary
        deduced = {tp.name: v for tp, v in zip(primary.template or [], vals)}
        bind = sem.bind_template(primary, [], {}, FuncCtx(device=False), tok, deduced)
    sem.class_insts[key] = inst = _class_members(sem, chosen, name, vals, bind, tok)
    inst["chunk"], inst["bind"], inst["vals"] = chosen, bind, list(vals)
    if inst["struct"] is None and inst.get("own"):
        inst["struct"] = _class_with_methods(sem, chosen, name, vals, bind, tok)
        sem.class_insts.changed()
        _nested_member_types(sem, inst, tok)
        info = sem.cxx_classes.get(getattr(inst["struct"], "name", None))
        for k, v in (info.scope.items() if info is not None else ()):
            if isinstance(v, Type) and k not in inst["types"]:
                # `BitFieldContainer<..>::Pos`: the member types the class lowering read
                # (aliases naming the instance) are the instance's too
                inst["types"][k] = v
                inst.get("unread_types", {}).pop(k, None)
    return inst


def _nested_member_types(sem, inst: dict, tok) -> None:
    """The nested classes with methods of a class template instance read as classes of
    their own (``nested.nested_classes_of_instance``) as its member types (``Cam<>::
    Parameters``); one that does not read is an error where it is named."""
    sname = inst["struct"].name if inst["struct"] is not None else None
    for member, iname in getattr(sem, "nested_of_instance", {}).get(sname, {}).items():
        # (it hides a base's member type of that name, which _class_members copied in)
        try:
            st = sem.cxx_struct(iname, tok)
        except WarpsmithError as e:
            inst.setdefault("unread_types", {})[member] = e
            continue
        if st is not None:
            inst["types"][member] = st
        elif iname in sem.type_errors:
            inst.setdefault("unread_types", {})[member] = sem.type_errors[iname]


def _class_with_methods(sem, c, name: str, vals: list, bind: dict, tok):
    """An instance of class template ``c`` whose objects have methods (``Vec<T, n>`` with
    ``T& operator[](int)``, ``Point<T>`` with a constructor): the class body with the
    template parameters replaced by the instance's arguments and the class's own name
    (``Point``, ``Point<T>``) by the instance's (``Point_float``), read as a plain class by
    the C++ lowering (``frontend/cxx.py``: a struct and functions over it). None when
    that class does not read (its error is then the type's)."""
    sname = instance_name(name, vals)
    if sem.cxx_get(sname) is None and sname not in sem.type_errors:
        toks = _instance_tokens(sem, c, name, sname, bind, vals)
        if toks is None:
            return None
        from .parser import Chunk as _Chunk

        head = next((t for t in toks if t.text == sname), tok)
        sem.prog.classes.add(sname)
        sem.prog.typenames.add(sname)
        sem.classes[sname] = chunk = _Chunk("class", toks, c.ns, None, None, sname, head)
        sem.cxx_pending[sname] = chunk
    if sem.cxx_get(sname) is None:
        if sname in sem.type_errors:
            raise sem.type_errors[sname]
        return None
    # `void vec_t<float, 1>::load(..) {..}` outside the specialization's body
    attach_outside_members(sem, plain_name(name), vals, sem.cxx_classes[sname])
    return sem.cxx_classes[sname].struct


def _instance_tokens(sem, c, name: str, sname: str, bind: dict,
                     vals: list = ()) -> list | None:
    """The class chunk's tokens for one instance (see :func:`_class_with_methods`)."""
    from .semantic import _fmt_targ

    subst: dict = {}
    for tp in c.template or []:
        v = bind.get(tp.name)
        if isinstance(v, ClassBeingDefined):
            subst[tp.name] = v.name  # CRTP: the class by its name (crtp.ClassBeingDefined)
            sem.prog.typenames.add(v.name)  # (an instance's, registered once it is read)
        elif isinstance(v, Type):
            alias = f"{sname}__{tp.name}"
            sem.types[alias] = v
            sem.prog.typenames.add(alias)
            subst[tp.name] = alias
        elif isinstance(v, bool):
            subst[tp.name] = "true" if v else "false"
        elif isinstance(v, int):
            subst[tp.name] = str(v)
        else:
            return None  # a pack, a float or a function: not spelled as one token
    toks = c.toks
    texts = [x.text for x in toks]
    spec = _class_spec(c)
    # the argument list that names this instance inside its own class: the parameters
    # (`Point<T>`), or a partial specialization's own arguments (`Red<T, 1, WM, WN>`)
    own = [x for x in texts[spec + 1:_angle_end(texts, spec)] if x != ","] \
        if spec is not None else [tp.name for tp in c.template or []]
    out: list = []
    k = 0
    while k < len(toks):
        t = toks[k]
        if t.kind == "id" and t.text == plain_name(name) and \
                (k == 0 or toks[k - 1].text != "::"):
            end = _angle_end(texts, k + 1) if k + 1 < len(toks) and \
                toks[k + 1].text == "<" else None
            shared = _shared_close(texts, k + 1) if end is None and k + 1 < len(toks) and \
                toks[k + 1].text == "<" else None
            if shared is not None and [x for x in texts[k + 2:shared] if x != ","] == own:
                # `It<View<T>>` inside View, `Base<Cam<N>>` (CRTP): the instance, then the
                # `>` the `>>` also closes
                out += [Token("id", sname, t.loc), Token("punct", ">", toks[shared].loc)]
                k = shared + 1
                continue
            if end is not None and [x for x in texts[k + 2:end] if x != ","] == own:
                k = end  # `Point<T>` inside its own class: the instance
            elif end is not None:
                # `unroll<n - 1>` in the body, a base `Red<T, 1, WM, 1>`: another
                # instance of the template
                out.append(t)
                k += 1
                continue
            out.append(Token("id", sname, t.loc))
        elif t.kind == "id" and t.text in subst and (k == 0 or toks[k - 1].text not in
                                                      (".", "->", "::") or
                                                      trailing_return(toks, k)):
            out.append(Token("num" if subst[t.text][0].isdigit() else "id", subst[t.text],
                             t.loc))
        else:
            out.append(t)
        k += 1
    inst = sem.class_insts.get((name, tuple(vals))) or {}
    members = {**inst.get("types", {}), **inst.get("consts", {})}
    return nested_classes_of_instance(sem, c, sname, out, members)


def _base_instances(sem, c, ctx, tok, waits: list | None = None) -> list:
    """The class template instances chunk ``c``'s base list names (``: public Base``
    with ``Base`` a template parameter bound to one, ``: Base<A, B>``), in order; bases
    that are not class template instances are left out. A base that is an instance still
    being read (CRTP) is noted in ``waits`` (crtp.py)."""
    toks = c.toks
    brace = next((k for k, t in enumerate(toks) if t.text == "{"), None)
    head = toks[:brace] if brace is not None else []
    colon = next((k for k in range(len(head)) if head[k].text == ":" and
                  head[k].kind == "punct" and (k + 1 >= len(head) or
                                               head[k + 1].text != ":")), None)
    if colon is None or (colon > 0 and head[colon - 1].text == ":"):
        return []
    p = _parser(sem, head[colon + 1:], ctx.tbind)
    out = []
    while not p.at_eof():
        while p.tok.text in ("public", "protected", "private", "virtual"):
            p.advance()
        sem.tmpl_reading_bases = getattr(sem, "tmpl_reading_bases", 0) + 1
        try:
            spec = p.decl_specs()
            t = sem.spec_type(spec, ctx)
        except OwnInstance as e:
            if waits is None:
                raise
            note_wait(waits, e, "base", (spec, ctx, tok))
            return out
        except WarpsmithError:
            return out
        finally:
            sem.tmpl_reading_bases -= 1
        key = struct_instances(sem).get(getattr(t, "name", None))
        inst = sem.class_insts.get(key) if key is not None else None
        if inst is not None:
            out.append(inst)
        if not p.accept(","):
            break
    return out


def _skip_nested_class(sem, p, name: str) -> bool:
    """Step over a nested class with methods (CUTLASS ``Array``'s ``class iterator``) in
    the body of class template ``name``: it is not read (a nested class there would be a
    template of the enclosing parameters); its name is a located error where device code
    uses it."""
    from .parser import nested_class_at

    end = nested_class_at(p.toks, p.pos)
    if end < 0:
        return False
    t = p.toks[p.pos + 1]
    sem.type_errors.setdefault(t.text, Unsupported(
        f"nested class '{t.text}' of class template '{name}' (a class with methods inside "
        "a class template is not read)", _loc(t)))
    while p.pos < end:
        p.advance()
    p.local_types[-1].add(t.text)  # (a type name in the members after it)
    return True


def _class_members(sem, c, name: str, vals: list, bind: dict, tok) -> dict:
    from ..ir.types import StructType
    from .semantic import FuncCtx, _fmt_targ, wrap

    body, _ = _class_head(c)
    ctx = FuncCtx(device=False, tbind=dict(bind))
    _value_param_types(sem, c, ctx)
    p = sem.parser(body)
    p.local_types = [{k for k, v in bind.items() if isinstance(v, Type)}]
    fields: list = []
    ref_members: list = []  # reference data members (cxx_refmember.py)
    types: dict = {}
    consts: dict = {}
    fns: dict = {}  # static constexpr function pointers -> FuncRef
    unread: dict = {}  # member aliases that do not read: their errors, raised where used
    object_methods = False  # a method that needs no data member to mean something
    methods = False
    own = False  # a constructor, destructor, member template or non-static method
    field_align: list = []  # (member, alignment beyond its type)
    static_only = not objects_have_methods(body or [], c.name)
    waits: list = []  # instances named while incomplete (crtp.py)
    deferred: list = []  # member aliases that did not read, in order (crtp.py)
    for binst in _base_instances(sem, c, ctx, tok, waits):
        # `struct Traits : public Base<..>` (flash-attn's kernel traits): the base
        # instance's data members come first, its member types and constants are the
        # derived instance's too (its own declarations override them)
        fields.extend(binst["struct"].fields if binst["struct"] is not None else ())
        types.update(binst["types"])
        consts.update(binst["consts"])
        fns.update(binst["fns"])
        for k, v in binst["consts"].items():
            ctx.tbind[k] = v.value
            ctx.tparam_types[k] = v.type
        for k, v in binst["types"].items():
            _member_type_in_scope(p, ctx, k, v)
    while not p.at_eof():
        t = p.tok
        if t.text in ("public", "private", "protected") and p.peek().text == ":":
            p.advance()
            p.advance()
            continue
        if p.accept(";"):
            continue
        if t.text in ("struct", "class") and p.peek().kind == "id" and (
                static_only or nested_class_at(p.toks, p.pos) < 0):
            # (a plain nested struct of a class whose objects have methods too: the
            # instance's member type `Base::Params`; one with methods is read with the
            # instance's class, nested.nested_classes_of_instance)
            member = p.peek().text
            nested = nested_class_member(sem, p, c, instance_name(name, vals), bind, consts,
                                         types)
            if nested is not None:  # `struct Params {..};`: this instance's own (nested.py)
                types[member] = nested
                _member_type_in_scope(p, ctx, member, nested)
                continue
        if _skip_nested_class(sem, p, name):
            continue
        if not static_only and _nested_struct_at(p.toks, p.pos):
            # a nested struct of a class whose objects have methods that did not read
            # above: its error is its name's (nested_class_member), and the instance's
            # class reads it as `{instance}_{X}` (nested.nested_classes_of_instance)
            _skip_member(p)
            continue
        if t.text == "friend" and _friend_class(p.toks, p.pos):
            _skip_member(p)  # `friend It<V, true>;`: access is not checked here
            continue
        if t.text == "using":
            start = p.pos
            try:
                d = p.using_decl()
                if d.kind == "decl":
                    for decl, _ in d.items:
                        sem.spec_type(d.spec, ctx)
            except (SemanticError, SyntaxErrorAt, OwnInstance) as e:
                # (any other refusal is the instance's)
                end = _depth0_index(p.toks, ";", start)
                if not _defer_alias(p, start, e, unread):
                    raise
                alias = (p.toks[start + 1].text, p.toks[start:end + 1], ctx)
                deferred.append(alias)  # (read again with the waiting ones: crtp.py)
                if isinstance(e, OwnInstance):  # read again once that one is complete
                    note_wait(waits, e, "alias", alias)
                continue
            if d.kind == "decl":
                for decl, _ in d.items:
                    types[decl.name] = sem.apply_declarator(
                        sem.spec_type(d.spec, ctx), d.spec, decl, ctx)
                    _member_type_in_scope(p, ctx, decl.name, types[decl.name])
            continue
        if t.text in ("template", "static_assert") or t.text == "~" or \
                (t.text == c.name and p.peek().text == "(") or _is_special_member(p, c.name):
            methods = True
            start = p.pos
            _skip_member(p)
            head = [x.text for x in p.toks[start:p.pos]]
            static = "static" in head[:head.index("(") if "(" in head else None]
            # a static member template (xFormers' `template <class A, class M> static void
            # sparse24_sparsify_both_ways_kernel(..)` in KernelTypes) is called through the
            # class, no object: like a static method, it keeps the class a traits class
            own = own or not (t.text == "static_assert" or t.text == "template" and static)
            if t.text != "static_assert" and not static:
                # a non-static member template (`template <class F> void operator()(F f)`,
                # ggml_cuda_unroll) or operator (`T operator()(T a, T b)`, causal-conv1d's
                # SumOp<T>): its objects have methods even without data members
                object_methods = True
            continue
        start = p.pos
        try:
            spec = p.decl_specs()
        except WarpsmithError:
            if not _is_method_member(p.toks, start):
                raise
            # a host method whose types device code does not read (tensorview.h's
            # `std::string repr() const {..}` of mmcv's TensorView): a method, not data
            p.pos = start
            _skip_member(p)
            methods = own = object_methods = True
            continue
        if getattr(spec.base, "kind", None) == "enum" and not spec.base.name and p.at(";"):
            # `enum { ROWS = THREADS / 32 };` (flash-attn's kernel traits): the items are
            # the instance's constants, in scope for the members after them
            val = -1
            for iname, itok, vs in spec.base.items:
                val = sem.const_int(vs, ctx) if vs is not None else val + 1
                consts[iname] = N.Const(wrap(val, I32), I32, loc=_loc(itok))
                ctx.tbind[iname] = consts[iname].value
                ctx.tparam_types[iname] = I32
            p.accept(";")
            continue
        if getattr(spec.base, "kind", None) in ("struct", "union") and \
                not spec.base.name and p.at(";"):
            # `union { uint32_t hist[N]; Tie ties[M]; };` (vLLM's topk storage): an
            # anonymous member, a field whose members are reached through it, as in a
            # plain struct (semantic.ANON_MEMBER)
            from .semantic import ANON_MEMBER
            fields.append((f"{ANON_MEMBER}{len(fields)}", sem.spec_type(spec, ctx)))
            p.accept(";")
            continue
        base = None
        while True:
            d = p.declarator()
            if d.params is not None:
                methods = True
                own = own or "static" not in spec.storage
                object_methods = object_methods or ("static" not in spec.storage and
                                                    d.name == "operator_call")
                if p.at("{"):
                    p.skip_block()
                    break
                _skip_member(p)
                break
            init = None
            if p.accept("="):
                init = p.initializer()
            elif p.at("{"):
                init = p.initializer()
            if sem.fnptr_spec(spec) and init is not None and "static" in spec.storage:
                # `static constexpr load_t load = load_q4<y, check>;` (ggml mmq.cuh's
                # traits): the function it names, a compile-time binding
                fns[d.name] = sem.fn_target(init, ctx)
                if fns[d.name] is None:
                    raise Unsupported(f"static member '{d.name}' of '{name}': a function "
                                      "pointer whose function is not known when reading",
                                      _loc(d.tok))
                if not p.accept(","):
                    break
                continue
            if base is None:
                base = sem.spec_type(spec, ctx)
            typ = sem.apply_declarator(base, spec, d, ctx) if d.name else base
            if "typedef" in spec.storage:
                types[d.name] = typ
                _member_type_in_scope(p, ctx, d.name, typ)
            elif "static" in spec.storage or "constexpr" in spec.storage:
                if init is None or not isinstance(typ, ScalarType):
                    raise Unsupported(f"static member '{d.name}' of '{name}' that is not a "
                                      "constant scalar", _loc(d.tok))
                consts[d.name] = N.Const(wrap(sem.const_value(init, ctx, typ), typ), typ,
                                         loc=_loc(d.tok))
                # in scope for the members after it (`N = 1 << kLogN; kChunks = N / 4;`)
                ctx.tbind[d.name] = consts[d.name].value
                ctx.tparam_types[d.name] = typ
            elif d.name:
                if d.ref:  # `T &r;`: a pointer read through (cxx_refmember.py)
                    typ = refmember.pointer_type(sem, typ, spec)
                    ref_members.append(d.name)
                fields.append((d.name, typ))
                a = sem.member_alignment(spec, d, ctx)
                if a:
                    field_align.append((d.name, a))
            if not p.accept(","):
                break
        p.accept(";")
    struct = None
    if not own:
        # (a class with no methods of its objects, traits of types, constants and static
        # methods, is a struct of its data members, possibly empty: what a type parameter
        # bound to it names; its static methods are called through tmethods.py)
        sname = instance_name(name, vals)
        for member in ref_members:
            refmember.register(sem, sname, member)
        # `template <class P> union LamportPack { P packed; uint32_t words[..]; };` (vLLM)
        # is a union: its members share their storage (it was laid out as a struct)
        head = c.toks[:next((k for k, x in enumerate(c.toks) if x.text == "{"), 0)]
        struct = StructType(sname, tuple(fields), any(x.text == "union" for x in head), "",
                            sem.head_alignment(head, ctx), tuple(field_align))
        if sem.structs.get(sname) is None:
            sem.structs[sname] = struct
            sem.struct_order.setdefault(sname, len(sem.struct_order))
    return {"struct": struct, "types": types, "consts": consts, "methods": methods,
            "own": own and (bool(fields) or object_methods), "own_methods": own, "fns": fns,
            "unread_types": unread, "waits": waits, "deferred": deferred}


def _nested_struct_at(toks: list, k: int) -> bool:
    """Whether a nested struct definition with a name and no declarator starts at
    ``toks[k]`` (``struct Pos { .. };``)."""
    if k + 2 >= len(toks) or toks[k].text not in ("struct", "class", "union") or \
            toks[k + 1].kind != "id" or toks[k + 2].text != "{":
        return False
    end = _match(toks, k + 2)
    return end is not None and end + 1 < len(toks) and toks[end + 1].text == ";"


def _friend_class(toks: list, k: int) -> bool:
    """Whether the member at ``toks[k]`` (``friend``) declares a friend class (``friend
    class R;``, ``friend It<V, true>;``): no parenthesis before its ``;``."""
    for t in toks[k:]:
        if t.text == ";":
            return True
        if t.text in ("(", "{"):
            return False
    return False


def _value_param_types(sem, c, ctx) -> None:
    """The declared types of class template ``c``'s non-type parameters in ``ctx``, so that
    ``Extent`` of ``template <class T, std::size_t Extent>`` reads as the ``size_t`` it is
    bound to (read as a signed value, ``Span<T, Extent>`` inside the class named another
    instance than the one being read when ``Extent`` is ``SIZE_MAX``)."""
    for tp in c.template or []:
        if tp.is_type or tp.pack or tp.fn or tp.type is None or tp.name not in ctx.tbind:
            continue
        try:
            ctx.tparam_types[tp.name] = sem.type_name(tp.type, ctx)
        except WarpsmithError:
            continue


def _defer_alias(p, start: int, e: WarpsmithError, unread: dict) -> bool:
    """``using stride_type = std::vector<uint_type>;`` in a class template whose instance
    device code reads (MinkowskiEngine's ``type_wrapper``): an alias of a host type that
    does not read is skipped, its error kept for a use of it (:func:`_unread_member`), as
    C++ reads an alias only where it is named. False where the member is not such an
    alias (its error is then the instance's)."""
    toks = p.toks
    if not (start + 2 < len(toks) and toks[start + 1].kind == "id" and
            toks[start + 2].text == "="):
        return False
    k = _depth0_index(toks, ";", start)
    if k < 0:
        return False
    unread[toks[start + 1].text] = e
    p.pos = k + 1
    return True


def _unread_member(inst, member: list) -> None:
    """Raise the error of a member alias the instance ``inst`` skipped (:func:`_defer_alias`)
    where device code names it."""
    if inst is not None and len(member) == 1 and member[0] in inst.get("unread_types", {}):
        raise inst["unread_types"][member[0]]


def _is_special_member(p, name: str) -> bool:
    """Whether the member at ``p`` declares an operator (``T& operator[](int i)``) or a
    constructor (``__device__ Point(T x)``)."""
    k = p.pos
    while k < len(p.toks) and p.toks[k].text not in (";", "{", "("):
        if p.toks[k].text == "operator":
            return True
        k += 1
        if k < len(p.toks) and p.toks[k].text == "(" and \
                p.toks[k - 1].text in _ATTRIBUTE_WORDS:
            k = _match(p.toks, k) + 1  # `__attribute__((always_inline))` before the name
    return k < len(p.toks) and p.toks[k].text == "(" and k > p.pos and \
        p.toks[k - 1].text == name


#: words whose parenthesized arguments may stand before a member's name
_ATTRIBUTE_WORDS = ("__attribute__", "__declspec", "alignas", "__align__",
                    "__launch_bounds__")


def _member_type_in_scope(p, ctx, name: str, t: Type) -> None:
    """A member type is in scope for the members after it (``static constexpr int kNBytes
    = sizeof(input_t);`` after ``using input_t = input_t_;``)."""
    ctx.tbind[name] = t
    p.local_types[0].add(name)


def _is_method_member(toks: list, k: int) -> bool:
    """Whether the member declaration at ``toks[k]`` declares a function: a ``(`` at its
    own level after a name, before its ``;``, ``=`` or body."""
    depth = 0
    for j in range(k, len(toks)):
        x = toks[j].text
        if depth == 0 and x in (";", "=", "{"):
            return False
        if x == "(" and depth == 0 and j > k and toks[j - 1].kind == "id":
            return True
        if x in ("(", "[", "<"):
            depth += 1
        elif x in (")", "]", ">"):
            depth -= 1
    return False


def _skip_member(p) -> None:
    """Skip a member declaration the instance does not hold (a method, a member
    template): to its ';' or past its body."""
    depth = 0
    inits = False  # in a constructor's member-initializer list
    prev = ""
    while not p.at_eof():
        x = p.tok.text
        if x in ("(", "["):
            depth += 1
        elif x in (")", "]"):
            depth -= 1
        elif x == ":" and depth == 0 and prev == ")":
            inits = True
        elif x == "{" and depth == 0 and inits and prev not in (")", "}"):
            # `: bits_{p}, n_{n} {}`, `dreference_poly{}`: a member's braced initializer
            p.skip_block()
            prev = "}"
            continue
        elif x == "{" and depth == 0:
            p.skip_block()
            p.accept(";")
            return
        elif x == ";" and depth == 0:
            p.advance()
            return
        prev = x
        p.advance()


# --------------------------------------------------------------------------- parameter packs
#
# A function parameter pack ``Args... args`` of an instance whose ``Args`` is bound to
# (T0, T1, ..) becomes the parameters ``args_0: T0, args_1: T1, ..`` (unique names); the
# pack's name stands for those elements in the three places C++ expands it: call
# arguments ``f(args...)`` (any pattern: ``f(g(args)...)``), folds ``(args + ...)`` and
# ``sizeof...(args)``. Any other use is a located error.

_PACK_PREFIX = "\0pack"


def expand_param_pack(sem, p, ctx, c, refs: list, uname: str = "",
                      ref_space=AddressSpace.GENERIC) -> list:
    """The IR parameters of the function parameter pack ``p`` in the instance being
    read (``ctx.tbind`` binds its type pack). A pack of references (``Rest&... r``, the
    forwarding ``Rest&&... r``) is one pointer parameter per element, read and written
    through as a single reference parameter is (a temporary argument of ``&&`` is
    materialized by the caller: ``fn_rref_params``)."""
    from .semantic import VarInfo

    b = p.spec.base
    types = ctx.tbind.get(b) if isinstance(b, str) else None
    if not isinstance(types, tuple):
        raise Unsupported("function parameter pack whose type is not a template parameter "
                          "pack", _loc(p.decl.tok))
    by_ref = bool(p.decl.ref) and not p.spec.const and bool(p.decl.name)
    if by_ref and c.kernel:
        raise Unsupported("reference parameter pack of a kernel", _loc(p.decl.tok))
    name = p.decl.name or f"_p{len(refs)}"
    out, elems = [], []
    for i, t in enumerate(types):
        for _ in p.decl.ptrs:
            t = PointerType(t, AddressSpace.GLOBAL if c.kernel else AddressSpace.GENERIC)
        hidden = f"{_PACK_PREFIX}{name}{i}"
        ploc = _loc(p.decl.tok)
        if by_ref:
            pt = PointerType(t, ref_space)
            un = sem.declare(f"{name}_{i}", pt, ctx, AddressSpace.PRIVATE)
            ctx.scopes[-1].pop(f"{name}_{i}")
            ctx.scopes[-1][hidden] = VarInfo(un, t, ref_space, "alias",
                                             N.Deref(N.Var(un, pt, loc=ploc), t, loc=ploc))
            out.append(N.Param(un, pt, False, loc=ploc))
            if p.decl.rref:
                sem.fn_rref_params.setdefault(uname, set()).add(len(refs))
            refs.append(True)
        else:
            un = sem.declare(f"{name}_{i}", t, ctx, AddressSpace.PRIVATE)
            ctx.scopes[-1][hidden] = ctx.scopes[-1].pop(f"{name}_{i}")
            out.append(N.Param(un, t, False, loc=ploc))
            refs.append(False)
        elems.append(hidden)
    ctx.scopes[-1][name] = VarInfo(name, None, AddressSpace.PRIVATE, "pack", tuple(elems))
    return out


def pack_elements(sem, name: str, tok, ctx) -> tuple:
    """The elements of pack ``name``: hidden variable names of a function parameter
    pack, or the types of a template parameter pack."""
    v = sem.lookup(name, ctx)
    if v is not None and v.kind == "pack":
        return v.expr
    if isinstance(ctx.tbind.get(name), tuple):
        return ctx.tbind[name]
    raise SemanticError(f"'{name}' is not a parameter pack", _loc(tok))


def _packs_in(sem, syn, ctx) -> list:
    """The parameter packs ``syn`` names: function parameter packs, and template type
    packs (``Ts`` in ``std::is_same_v<T, Ts>``)."""
    from .parser import Spec, Syn as _Syn, TypeName as _TypeName

    found: list = []
    stack = [syn]
    while stack:
        x = stack.pop()
        if isinstance(x, _Syn):
            if x.kind == "id" and not x.qual and x.name not in found:
                v = sem.lookup(x.name, ctx)
                if (v is not None and v.kind == "pack") or \
                        isinstance(ctx.tbind.get(x.name), tuple):
                    found.append(x.name)
            stack.extend(v for k, v in x.__dict__.items() if k != "tok")
        elif isinstance(x, _TypeName):
            stack.append(x.spec)
        elif isinstance(x, Spec):
            if isinstance(x.base, str) and isinstance(ctx.tbind.get(x.base), tuple) and \
                    x.base not in found:
                found.append(x.base)
            elif isinstance(x.base, _Syn):
                stack.append(x.base)
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
    return found


def _substitute(syn, name: str, elem: str):
    """A copy of ``syn`` with the identifier ``name`` replaced by ``elem``."""
    import copy

    from .parser import Syn as _Syn

    if isinstance(syn, _Syn):
        if syn.kind == "id" and syn.name == name and not syn.qual:
            new = copy.copy(syn)
            new.name = elem
            return new
        new = copy.copy(syn)
        for k, v in syn.__dict__.items():
            if k != "tok":
                setattr(new, k, _substitute(v, name, elem))
        return new
    from .parser import Spec, TypeName as _TypeName

    if isinstance(syn, _TypeName):
        return _TypeName(_substitute(syn.spec, name, elem), syn.decl)
    if isinstance(syn, Spec):
        if syn.base == name:
            return _spec_with(syn, elem)
        if isinstance(syn.base, _Syn):
            return _spec_with(syn, _substitute(syn.base, name, elem))
        return syn
    if isinstance(syn, list):
        return [_substitute(x, name, elem) for x in syn]
    if isinstance(syn, tuple):
        return tuple(_substitute(x, name, elem) for x in syn)
    return syn


def _spec_with(spec, base):
    import dataclasses

    return dataclasses.replace(spec, base=base)


def _expansions(sem, pattern, tok, ctx) -> list:
    packs = _packs_in(sem, pattern, ctx)
    if not packs:
        raise SemanticError("a pack expansion '...' whose pattern names no parameter pack",
                            _loc(tok))
    elems = [pack_elements(sem, n, tok, ctx) for n in packs]
    if len({len(e) for e in elems}) != 1:
        raise SemanticError("packs of different lengths expanded together", _loc(tok))
    out = []
    for i in range(len(elems[0])):
        e = pattern
        for n, el in zip(packs, elems):
            x = el[i]
            if isinstance(x, Type):  # a type pack's element: a hidden type name for it
                alias = f"{n}\0{i}"
                ctx.tbind[alias] = x
                x = alias
            elif not isinstance(x, str):  # a value pack's element (`ROpType... Ops`)
                alias = f"{n}\0{i}"
                ctx.tbind[alias] = x
                if n in ctx.tparam_types:
                    ctx.tparam_types[alias] = ctx.tparam_types[n]
                    ctx.tparam_enums[alias] = ctx.tparam_enums.get(n)
                x = alias
            e = _substitute(e, n, x)
        out.append(e)
    return out


def expand_targs(sem, targs: list, ctx) -> list:
    """Explicit template arguments with each ``pattern...`` expanded over its packs
    (``_warp<T, Ops...>`` with ``Ops`` bound to two enumerators: ``_warp<T, Op0, Op1>``)."""
    if not any(getattr(a, "kind", None) == "expand" for a in targs):
        return targs
    out = []
    for a in targs:
        if getattr(a, "kind", None) == "expand":
            out.extend(_expansions(sem, a.e, a.tok, ctx))
        else:
            out.append(a)
    return out


def expand_call_args(sem, s, ctx):
    """The call ``s`` with each ``pattern...`` argument expanded over its packs."""
    import copy

    args = []
    for a in s.args:
        if a.kind == "expand":
            args.extend(_expansions(sem, a.e, a.tok, ctx))
        else:
            args.append(a)
    new = copy.copy(s)
    new.args = args
    return new


_FOLD_EMPTY = {"&&": (1, "int"), "||": (0, "int")}


def fold_expression(sem, s, ctx) -> N.Expr:
    """A fold as nested binary operations: ``(args op ...)`` and ``(args op ... op
    init)`` fold right (e0 op (e1 op init)), ``(... op args)`` and ``(init op ... op
    args)`` fold left ((init op e0) op e1)."""
    from ..ir.types import I32

    sides = [x for x in (s.left, s.right) if x is not None]
    with_pack = [x for x in sides if _packs_in(sem, x, ctx)]
    if len(with_pack) != 1:
        raise SemanticError("a fold expression needs exactly one side naming a parameter "
                            "pack", _loc(s.tok))
    pattern = with_pack[0]
    right = pattern is s.left  # the pack is left of '...': a right fold
    init = s.right if right else s.left
    parts = [sem.ex(e, ctx) for e in _expansions(sem, pattern, s.tok, ctx)]
    if init is not None:
        parts = parts + [sem.ex(init, ctx)] if right else [sem.ex(init, ctx)] + parts
    if s.op == ",":
        # the comma operator: each element in order, the value the last one's
        if not parts:  # `void()` in C++: nothing to evaluate, no usable value
            return N.Const(0, I32, loc=_loc(s.tok))
        return parts[0] if len(parts) == 1 else \
            N.Comma(tuple(parts), parts[-1].type, loc=_loc(s.tok))
    if not parts:
        if s.op in _FOLD_EMPTY:
            return N.Const(_FOLD_EMPTY[s.op][0], I32, loc=_loc(s.tok))
        raise SemanticError(f"fold over an empty pack with '{s.op}'", _loc(s.tok))
    if right:
        acc = parts[-1]
        for e in reversed(parts[:-1]):
            acc = sem.binary(s.op, e, acc, s.tok)
        return acc
    acc = parts[0]
    for e in parts[1:]:
        acc = sem.binary(s.op, acc, e, s.tok)
    return acc
