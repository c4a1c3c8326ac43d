"""Recursive ``constexpr`` functions in constant expressions (issue 18).

``constexpr int cilog2(int v) { return v > 0 ? 1 + cilog2(v >> 1) : -1; }`` cannot be read
as a device function (the IR has no recursion), but C++ evaluates a call of it with
constant arguments at compile time (``constexpr int kLog = cilog2(Ktraits::kNElts);``).
When reading such a call fails with "recursion" and every argument is a constant, the
function's one ``return`` expression is evaluated here on the syntax, the parameters bound
as constants: a top-level ``c ? a : b`` reads only the branch the condition takes (so the
recursion ends), nested calls come back here, 64 calls deep at most. A call whose
arguments are not constant keeps the "recursion" error. The value is a constant of the
IR (the call does not appear in it)."""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import nodes as N
from ..ir.errors import Unsupported, WarpsmithError
from ..ir.types import AddressSpace, ScalarType, StructType
from .lexer import matching_brace

__all__ = ["StructValue", "body_value", "initializer_list_call", "recursive_constexpr",
           "returned_function", "returned_member_function", "syntax_names"]

_MAX_DEPTH = 64


def recursive_constexpr(sem, chosen, args: list, ctx, tok, loc) -> N.Const | None:
    """The constant value of a call of the recursive constexpr function ``chosen`` (a
    chunk) with the read arguments ``args``; None when it is not such a call."""
    from .semantic import FuncCtx, fold, wrap

    if chosen.template:
        return None
    spec, d, body = sem.func_syntax(chosen)
    if "constexpr" not in spec.storage or len(d.params) != len(args):
        return None
    ret = _single_return(body)
    if ret is None:
        return None
    depth = sem.__dict__.get("_constexpr_depth", 0)
    if depth >= _MAX_DEPTH:
        raise Unsupported(f"constexpr recursion deeper than {_MAX_DEPTH} calls", loc)
    bind, types = {}, {}
    for p, a in zip(d.params, args):
        v = fold(a, ctx.consts, sem.const_call)
        if v is None or not p.decl.name:
            return None
        t = sem._param_type(p, FuncCtx(), False)
        if not isinstance(t, ScalarType):
            return None
        bind[p.decl.name], types[p.decl.name] = wrap(v, t), t
    rt = sem.spec_type(spec, FuncCtx())
    if not isinstance(rt, ScalarType):
        return None
    inner = FuncCtx(device=ctx.device, tbind=bind, tparam_types=types)
    sem.__dict__["_constexpr_depth"] = depth + 1
    try:
        v = _lazy_value(sem, ret, inner)
    except WarpsmithError:
        return None
    finally:
        sem.__dict__["_constexpr_depth"] = depth
    return N.Const(wrap(v, rt), rt, loc=loc)


def initializer_list_call(sem, chosen, s, ctx, loc) -> N.Const | None:
    """The constant value of a call of a constexpr function taking a
    ``std::initializer_list<E>`` (causal-conv1d's and Mamba's ``custom_max({sizeof(A),
    sizeof(B)})``, whose body is ``return std::max(ilist);``): every argument a constant,
    the braced list's items converted to ``E``; the one ``return`` is ``std::max(l)`` or
    ``std::min(l)`` of such a parameter (the greatest / smallest item, C++'s
    ``<algorithm>`` overloads taking an initializer list), any other expression over the
    other parameters evaluated as :func:`recursive_constexpr` does. None when the call is
    not of such a function (the caller keeps its located refusal); a list used otherwise
    is refused here, located."""
    from .semantic import FuncCtx, wrap

    if chosen.template:
        return None
    spec, d, body = sem.func_syntax(chosen)
    ret = _single_return(body)
    if "constexpr" not in spec.storage or len(d.params) != len(s.args) or ret is None:
        return None
    lists, bind, types = {}, {}, {}
    for p, a in zip(d.params, s.args):
        b = p.spec.base
        if getattr(b, "kind", None) == "ttype" and b.name == "initializer_list":
            if a.kind != "initlist" or len(b.targs) != 1 or not p.decl.name:
                return None
            et = sem.type_name(b.targs[0], FuncCtx())
            vals = [wrap(sem.const_value(x, ctx), et) for x in a.items]
            if not vals or any(v is None for v in vals):
                return None
            lists[p.decl.name] = vals
            continue
        t = sem._param_type(p, FuncCtx(), False)
        v = wrap(sem.const_value(a, ctx), t) if isinstance(t, ScalarType) else None
        if v is None or not p.decl.name:
            return None
        bind[p.decl.name], types[p.decl.name] = v, t
    rt = sem.spec_type(spec, FuncCtx())
    if not lists or not isinstance(rt, ScalarType):
        return None
    value = _list_extreme(ret, lists, loc)
    if value is None:
        value = _lazy_value(sem, ret, FuncCtx(device=ctx.device, tbind=bind,
                                               tparam_types=types))
    return N.Const(wrap(value, rt), rt, loc=loc)


def _list_extreme(ret, lists: dict, loc):
    """``std::max(l)`` / ``std::min(l)`` of an initializer-list parameter: its value;
    None for another expression that names no list; a located refusal for one that
    uses a list otherwise."""
    f = getattr(ret, "fn", None)
    if ret.kind == "call" and f is not None and f.kind == "id" and \
            f.name in ("max", "min") and len(ret.args) == 1 and \
            ret.args[0].kind == "id" and ret.args[0].name in lists:
        vals = lists[ret.args[0].name]
        return max(vals) if f.name == "max" else min(vals)
    if any(n in lists for n in syntax_names(ret)):
        raise Unsupported("a std::initializer_list parameter used other than in "
                          "std::max(list) / std::min(list)", loc)
    return None


def syntax_names(syn) -> set:
    """The identifiers a syntax tree names."""
    out, todo = set(), [syn]
    while todo:
        x = todo.pop()
        if isinstance(x, list):
            todo.extend(x)
            continue
        if not hasattr(x, "kind") or not hasattr(x, "tok"):
            continue
        if x.kind == "id":
            out.add(x.name)
        todo.extend(v for k, v in x.__dict__.items() if k not in ("kind", "tok"))
    return out


def _single_return(body):
    stmts = getattr(body, "stmts", None) or []
    while len(stmts) == 1 and stmts[0].kind == "block":
        stmts = stmts[0].stmts
    if len(stmts) != 1 or stmts[0].kind != "return" or stmts[0].value is None:
        return None
    return stmts[0].value


def _lazy_value(sem, syn, ctx):
    """A constant expression's value, reading only the taken branch of ``?:``."""
    if syn.kind == "cond":
        c = sem.const_value(syn.c, ctx)
        return _lazy_value(sem, syn.a if c else syn.b, ctx)
    return sem.const_value(syn, ctx)


# ------------------------------------------------------------- constexpr function bodies


@dataclass(frozen=True)
class StructValue:
    """A struct's value in a constant expression (``return cfg{128, 64, true};``, a
    constructor's ``self.n = n;`` ..): its fields' values by name, None for a field not
    yet assigned. Only ``.name`` of it is a number (``get_cfg(D, n).nbatch``)."""

    fields: tuple  # ((name, value or None), ...)

    @classmethod
    def empty(cls, t: StructType) -> "StructValue":
        """The value of a declared struct not yet assigned (``cfg self;``)."""
        return cls(tuple((name, None) for name, _ in t.fields))

    def field(self, name: str):
        """The field's value, None when it has none (or no such field)."""
        return dict(self.fields).get(name)

    def with_field(self, name: str, value) -> "StructValue":
        """A copy with ``name`` set to ``value`` (None when there is no such field)."""
        if name not in dict(self.fields):
            return None
        return StructValue(tuple((n, value if n == name else v) for n, v in self.fields))


class _NotConstant(Exception):
    """A statement the evaluator does not run (a loop, a call for its effect, ..)."""


_FALLTHROUGH = object()  # the statements ran to their end without a `return`


def body_value(stmts, bound: dict, inner, constexpr: bool = False):
    """The value a function body returns, its parameters' values in ``bound``: ``return
    e;``, ``if (c) ..`` and ``switch`` on constants; in a function declared ``constexpr``
    (``constexpr`` true) also C++14's local variables declared and assigned, struct fields
    included, as a constructor lowered to a function does. None when it runs anything
    else, or no ``return``."""
    env = dict(bound)
    try:
        v = _run(stmts, env, inner, constexpr)
    except _NotConstant:
        return None
    return None if v is _FALLTHROUGH else v


def _run(stmts, env: dict, inner, constexpr: bool):
    for st in stmts:
        v = _statement(st, env, inner, constexpr)
        if v is not _FALLTHROUGH:
            return v
    return _FALLTHROUGH


def _statement(st, env: dict, inner, constexpr: bool):
    from .semantic import fold

    if isinstance(st, N.Block):
        return _run(st.stmts, env, inner, constexpr)
    if isinstance(st, N.Return):
        return _value(st.value, env, inner)
    if isinstance(st, N.If):
        taken = st.then if _value(st.cond, env, inner) else st.other
        return _FALLTHROUGH if taken is None else _statement(taken, env, inner, constexpr)
    if isinstance(st, N.Switch):
        taken = _switch_taken(st, fold(st.value, env, inner))
        if taken is None:
            raise _NotConstant
        return _run(taken, env, inner, constexpr)
    if isinstance(st, N.DoWhile) and _value(st.cond, env, inner) == 0 and \
            not _holds(st.body, (N.Break, N.Continue)):
        # `do { .. } while (0)`, a statement macro's body (TORCH_CHECK): runs once
        return _statement(st.body, env, inner, constexpr)
    if not constexpr:
        raise _NotConstant
    if isinstance(st, N.Decl) and st.space == AddressSpace.PRIVATE and not st.extern:
        _declare(st, env, inner)
        return _FALLTHROUGH
    if isinstance(st, N.ExprStmt) and isinstance(st.expr, N.Assign):
        _assign(st.expr, env, inner)
        return _FALLTHROUGH
    raise _NotConstant


def _value(e, env: dict, inner):
    from .semantic import fold

    if e is None:
        raise _NotConstant
    v = fold(e, env, inner)
    if v is None:
        raise _NotConstant
    return v


def _declare(st, env: dict, inner) -> None:
    if isinstance(st.init, N.InitList) and isinstance(st.type, StructType):
        env[st.name] = _aggregate(st.init, st.type, env, inner)
        return
    if st.init is not None:
        v = _value(st.init, env, inner)
        env[st.name] = v if isinstance(v, StructValue) else _wrapped(v, st.type)
    elif isinstance(st.type, StructType):
        env[st.name] = StructValue.empty(st.type)
    else:
        env[st.name] = None  # read before assigned: not a constant (fold gives None)


def _aggregate(init, t: StructType, env: dict, inner) -> StructValue:
    """``S r = {a, b};`` of scalar members (a braced value's generated function): the
    members in order, those not given value-initialized (zero), as C++ aggregate
    initialization does."""
    if len(init.items) > len(t.fields):
        raise _NotConstant
    fields = []
    for k, (name, ft) in enumerate(t.fields):
        if isinstance(ft, StructType) and k < len(init.items):
            v = _value(init.items[k], env, inner)  # a struct member: its struct value
            if not isinstance(v, StructValue):
                raise _NotConstant
            fields.append((name, v))
            continue
        if not isinstance(ft, ScalarType):
            raise _NotConstant
        v = _value(init.items[k], env, inner) if k < len(init.items) else 0
        if isinstance(v, StructValue):
            raise _NotConstant
        fields.append((name, _wrapped(v, ft)))
    return StructValue(tuple(fields))


def _assign(a, env: dict, inner) -> None:
    value = a.value
    if a.op is not None:  # `x += e`: read, combine in compute_type, convert back
        ct = a.compute_type or a.type
        value = N.Binary(a.op, N.Cast(ct, a.target, implicit=True, kind="convert"),
                         a.value, ct)
    v = _value(value, env, inner)
    t = a.target
    if isinstance(t, N.Var) and t.name in env:
        env[t.name] = v if isinstance(v, StructValue) else _wrapped(v, t.type)
        return
    if isinstance(t, N.Field) and isinstance(t.base, N.Var):
        s = env.get(t.base.name)
        if isinstance(s, StructValue) and (isinstance(v, StructValue) ==
                                           isinstance(t.type, StructType)):
            # (a struct member takes a struct value: a pair's tuple member)
            new = s.with_field(t.name, v if isinstance(v, StructValue)
                               else _wrapped(v, t.type))
            if new is not None:
                env[t.base.name] = new
                return
    raise _NotConstant


def _wrapped(v, t):
    from .semantic import wrap

    w = wrap(v, t)
    if w is None:
        raise _NotConstant
    return w


def _switch_taken(st, value) -> list | None:
    """The statements a constant ``switch`` runs: from the case ``value`` matches (else
    ``default``) to the first ``break`` of a case body; None when the value is not
    constant or a ``break`` stands inside another statement (not evaluated here)."""
    if value is None:
        return None
    at = next((k for k, (vals, _) in enumerate(st.cases) if value in vals), None)
    if at is None:
        at = next((k for k, (vals, _) in enumerate(st.cases) if not vals), None)
    if at is None:
        return []
    out = []
    for _, body in st.cases[at:]:
        for x in body.stmts:
            if isinstance(x, N.Break):
                return out
            if _holds(x, N.Break):
                return None
            out.append(x)
    return out


def _holds(st, kind) -> bool:
    """Whether a statement holds a statement of class ``kind`` outside loops (in blocks
    and both branches of an ``if``)."""
    if isinstance(st, kind):
        return True
    if isinstance(st, N.Block):
        return any(_holds(x, kind) for x in st.stmts)
    if isinstance(st, N.If):
        return _holds(st.then, kind) or (st.other is not None and _holds(st.other, kind))
    return False


# ------------------------------------------------- constexpr functions returning a function


def returned_function(sem, syn, ctx):
    """The function a call of a constexpr function returns (ggml's ``constexpr
    vec_dot_KQ_t vec_dot_KQ = get_vec_dot_KQ<type_K, D, n>();`` whose body is an ``if
    constexpr`` chain of ``return f<D, n>;``, ``get_vec_dot_q_cuda(type)``'s ``switch``):
    the body is run on the syntax with the template arguments and the constant arguments
    bound, through blocks, ``if`` and ``switch`` on constants, to a ``return`` of a
    function; a :class:`~.semantic.FuncRef`, or None when ``syn`` is not such a call
    (the caller refuses the pointer, located)."""
    chosen = _constexpr_callee(sem, syn, ctx)
    if chosen is None:
        return None
    c, inner = chosen
    _, _, body = sem.func_syntax(c)
    try:
        ref = _returned(sem, body.stmts, inner)
    except (_NotConstant, WarpsmithError):
        return None
    return None if ref is _FALLTHROUGH else ref


def returned_member_function(sem, syn, ctx):
    """The function held by the member ``syn.name`` of the struct a constexpr function
    returns (ggml ``mmq.cuh``'s ``get_util_funcs<type, J, fb>().load_tiles``, whose body
    returns ``util_funcs(vdr, load_q4_0<type, J, fb>, ..)`` in a ``switch`` on ``type``):
    the body is run on the syntax as for :func:`returned_function`; at the ``return`` the
    struct is built by a constructor call ``S(a, b, ..)`` whose body only initializes the
    members from its parameters (the member's argument is the function), or by a braced
    ``S{a, b, ..}`` / ``{a, b, ..}`` (the argument at the member's position). A
    :class:`~.semantic.FuncRef`, or None (the caller refuses the pointer, located)."""
    chosen = _constexpr_callee(sem, syn.b, ctx)
    if chosen is None:
        return None
    c, inner = chosen
    _, _, body = sem.func_syntax(c)

    def member_of(value, at):
        return _member_function(sem, value, syn.name, at)

    try:
        ref = _returned(sem, body.stmts, inner, member_of)
    except (_NotConstant, WarpsmithError):
        return None
    return None if ref is _FALLTHROUGH else ref


def _member_function(sem, value, name: str, ctx):
    """The function member ``name`` of the struct the returned expression ``value``
    builds; raises :class:`_NotConstant` when the value is not such a struct."""
    from .semantic import FuncRef

    arg = _member_argument(sem, value, name)
    ref = sem.fn_target(arg, ctx) if arg is not None else None
    if not isinstance(ref, FuncRef):
        raise _NotConstant  # `nullptr`, a run-time value, not a constructor we read
    return ref


def _member_argument(sem, value, name: str):
    """The argument expression that initializes member ``name`` in ``S(args)``: the
    constructor taking as many arguments copies one of its parameters into the member;
    None when it does not (or there is not exactly one such constructor)."""
    if value.kind != "ctor" or not isinstance(value.type.spec.base, str) or \
            value.type.decl.ptrs:
        return None
    copies = [c for c in _copying_ctors(sem, value.type.spec.base) if c[0] == len(value.args)]
    if len(copies) != 1:
        return None
    k = copies[0][1].get(name)
    return None if k is None else value.args[k]


def _copying_ctors(sem, cls: str) -> list:
    """The constructors of the (non-template) class ``cls`` whose body is empty, as
    ``(number of parameters, {member: index of the parameter it is initialized from})``;
    a member initialized from anything but a parameter as written is left out. Read on
    the class's tokens: a class holding function pointers is not a struct of the IR."""
    from .cxx import _member_ends

    chunk = next((c for c in sem.prog.chunks if c.kind == "class" and c.name == cls and
                  c.template is None), None)
    if chunk is None:
        return []
    toks = chunk.toks
    open_ = next((k for k, t in enumerate(toks) if t.text == "{"), -1)
    close = matching_brace(toks, open_) if open_ >= 0 else -1
    out, i = [], open_ + 1
    while 0 < i < close:
        j = _member_ends(toks, i, close)
        member = [t for t in toks[i:j] if t.text not in _CTOR_WORDS]
        i = max(j, i + 1)
        if len(member) > 2 and member[0].text == cls and member[1].text == "(":
            try:
                found = _copied_params(sem, member)
            except WarpsmithError:
                continue
            if found is not None:
                out.append(found)
    return out


_CTOR_WORDS = {"constexpr", "__host__", "__device__", "inline", "__forceinline__", "explicit"}


def _copied_params(sem, member: list):
    """``S(int v, f_t f) : v(v), f(f) {}`` read: (2, {"v": 0, "f": 1}); None when the
    body is not empty."""
    p = sem.parser(member)
    p.local_types = [set()]
    d = p.declarator()
    names = [q.decl.name for q in d.params or []]
    copies = {}
    if p.accept(":"):
        while True:
            nt = p.expect_id()
            p.expect("(")
            arg = p.assign_expr() if not p.at(")") else None
            p.expect(")")
            if arg is not None and arg.kind == "id" and not arg.qual and \
                    arg.name in names:
                copies[nt.text] = names.index(arg.name)
            if not p.accept(","):
                break
    body = p.block() if p.at("{") else None
    if body is None or body.stmts:
        return None
    return len(names), copies


def _constexpr_callee(sem, syn, ctx):
    """(chunk, context binding its template and value parameters) of the one constexpr
    function a call with constant arguments names; None otherwise."""
    from .semantic import FuncCtx, wrap
    from .templates import _tparam_types

    f = syn.fn
    if f.kind != "id" or f.qual or f.name not in sem.funcs:
        return None
    found = []
    for c in sem.funcs[f.name]:
        if c.kind != "function" or bool(c.template) != bool(f.targs):
            continue
        try:
            spec, d, _ = sem.func_syntax(c)
            if "constexpr" not in spec.storage or len(d.params) != len(syn.args):
                continue
            bind = sem.bind_template(c, f.targs, {}, ctx, f.tok) if c.template else {}
            types = _tparam_types(sem, c, bind)
            for p, a in zip(d.params, syn.args):
                t = sem._param_type(p, FuncCtx(tbind=dict(bind)), False)
                v = wrap(sem.const_value(a, ctx), t)
                if v is None or not p.decl.name:
                    raise _NotConstant
                bind[p.decl.name], types[p.decl.name] = v, t
        except (_NotConstant, WarpsmithError):
            continue
        found.append((c, FuncCtx(device=ctx.device, tbind=bind, tparam_types=types)))
    return found[0] if len(found) == 1 else None


def _returned(sem, stmts, ctx, pick=None):
    """What the statements return, through :func:`_returned_by`; ``pick(value, ctx)``
    reads a ``return``'s value (the function it names, by default)."""
    for st in stmts:
        r = _returned_by(sem, st, ctx, pick)
        if r is not _FALLTHROUGH:
            return r
    return _FALLTHROUGH


def _function_named(sem, value, ctx):
    from .semantic import FuncRef

    ref = sem.fn_target(value, ctx)
    if isinstance(ref, FuncRef):
        return ref
    raise _NotConstant


def _returned_by(sem, st, ctx, pick=None):
    k = st.kind
    if k == "empty":  # (a static_assert too)
        return _FALLTHROUGH
    if k == "block":
        return _returned(sem, st.stmts, ctx, pick)
    if k == "if":
        taken = st.then if sem.const_value(st.cond, ctx) else st.other
        return _FALLTHROUGH if taken is None else _returned_by(sem, taken, ctx, pick)
    if k == "switch" and st.body.kind == "block":
        return _switch_returned(sem, st, ctx, pick)
    if k == "return" and st.value is not None:
        if pick is None:
            return _function_named(sem, st.value, ctx)
        return pick(st.value, ctx)
    raise _NotConstant


def _switch_returned(sem, st, ctx, pick=None):
    """A constant ``switch`` of ``case X: return f;`` labels (to a ``break``)."""
    value = sem.const_value(st.value, ctx)
    stmts = st.body.stmts
    labels = [i for i, s in enumerate(stmts) if s.kind == "case" and
              sem.const_value(s.value, ctx) == value]
    if not labels:
        labels = [i for i, s in enumerate(stmts) if s.kind == "default"]
    if not labels:
        return _FALLTHROUGH
    for s in stmts[labels[0]:]:
        if s.kind in ("case", "default"):
            continue
        if s.kind == "break":
            return _FALLTHROUGH
        r = _returned_by(sem, s, ctx, pick)
        if r is not _FALLTHROUGH:
            return r
    return _FALLTHROUGH
