"""Self tail calls of a device function made into a loop.

The IR has no recursion (OpenCL C 1.2, 6.9, forbids it; CUDA allows it but warpsmith's
simulator, analyses and printers work on call-free loops). A function whose every call to
itself is a *tail call* (``return f(a1, .., an);``, the value returned unchanged) computes
the same as a loop over its own body, which is what C compilers do with such calls
(tail-call elimination). Real kernels use it: gputools' ``rank_downscale.cl`` selects the
k-th smallest value with a quickselect whose two recursive calls are both
``return kthSmallest(...)``.

The parser's syntax of ``T f(p1, .., pn) { S }`` becomes::

    T f(p1, .., pn) { while (1) { S'; break; } }

where ``S'`` is ``S`` with each ``return f(a1, .., an);`` replaced by
``{ P1 __tail_1 = a1; ..; p1 = __tail_1; ..; continue; }`` (every argument evaluated
before any parameter changes, as the call would; an argument that is the parameter itself
is skipped). The final ``break`` keeps a path that falls off the end of the body falling
off the end of the function.

The rewrite is tried when reading the function finds a call that overload resolution
resolved to the function itself (``Semantic.instantiate``): a call of the same name that
resolves to a builtin (``isinf(half v) { return isinf(__half2float(v)); }``) is no
recursion and is never rewritten, and functions named like a builtin or methods are left
alone. The rewrite is made only when it is exact; otherwise the syntax is left as it is and the
call is refused as ``recursion`` where it is read. It is not made when: a self call is not
a tail call; a tail call sits inside a loop or ``switch`` (its ``continue`` would bind
there); the function is a template or overloaded (``f`` might name another function); the
argument count differs from the parameter count; a parameter changed by a tail call is a
reference, a multi-dimensional array, a parameter pack or a function pointer; or the body
takes a parameter's address (a pointer kept from one round would see the next round's
value).
"""

from __future__ import annotations

from dataclasses import replace

from ..ir.types import I32

#: statement kinds whose body rebinds ``continue``/``break``
_LOOPS = ("for", "while", "do", "switch")


def loop_tail_calls(name: str, decl, body, syn, *, template: bool, overloaded: bool):
    """``body`` with the self tail calls of function ``name`` (declarator ``decl``) made into
    a loop, or ``body`` unchanged when there are none or the rewrite would not be exact
    (module docstring). ``syn`` is the parser's syntax node class."""
    calls = list(_self_calls(body, name))
    if not calls or template or overloaded or decl.params is None:
        return body
    params = decl.params
    tails: set = set()
    if not _collect_tails(body, name, False, tails):
        return body
    if {id(c) for c in calls} != tails:
        return body  # a self call that is not a tail call: left to be refused
    changed = _changed_params(calls, params)
    if changed is None or _address_taken(body, {params[i].decl.name for i in changed}):
        return body
    rewritten = _replace_tails(body, name, params, changed, syn)
    tok = body.tok
    loop_body = syn("block", tok, stmts=[rewritten, syn("break", tok)])
    loop = syn("while", tok, cond=syn("num", tok, value=1, type=I32), body=loop_body, unroll=None)
    return syn("block", tok, stmts=[loop])


def _children(node):
    for k, v in node.__dict__.items():
        if k in ("tok", "kind"):
            continue
        yield v


def _walk(x):
    stack = [x]
    while stack:
        x = stack.pop()
        if hasattr(x, "kind") and hasattr(x, "tok"):
            yield x
            stack.extend(_children(x))
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
        elif hasattr(x, "__dict__") and not isinstance(x, type):
            stack.extend(v for k, v in vars(x).items() if k != "tok")


def _is_self_call(x, name: str) -> bool:
    return getattr(x, "kind", None) == "call" and getattr(x.fn, "kind", None) == "id" and \
        x.fn.name == name and not x.fn.qual and not getattr(x.fn, "targs", None)


def _self_calls(body, name: str):
    return (x for x in _walk(body) if _is_self_call(x, name))


def _collect_tails(stmt, name: str, in_loop: bool, out: set) -> bool:
    """Add the ids of the tail calls in ``stmt`` to ``out``; False when a tail call sits
    inside a loop or ``switch``."""
    if isinstance(stmt, (list, tuple)):
        return all(_collect_tails(s, name, in_loop, out) for s in stmt)
    kind = getattr(stmt, "kind", None)
    if kind == "return":
        if _is_self_call(stmt.value, name):
            if in_loop:
                return False
            out.add(id(stmt.value))
        return True
    if kind == "block":
        return _collect_tails(stmt.stmts, name, in_loop, out)
    if kind == "if":
        return _collect_tails(stmt.then, name, in_loop, out) and \
            (stmt.other is None or _collect_tails(stmt.other, name, in_loop, out))
    if kind in _LOOPS:
        return _collect_tails(stmt.body, name, True, out)
    return True


def _changed_params(calls, params) -> set | None:
    """Indexes of the parameters some tail call passes a new value to; None when a call's
    arguments do not match the parameters or a changed parameter cannot be assigned."""
    changed: set = set()
    for call in calls:
        if len(call.args) != len(params):
            return None
        for i, (a, p) in enumerate(zip(call.args, params)):
            if not _passes_on(a, p):
                changed.add(i)
    for i in changed:
        d = params[i].decl
        if not d.name or d.ref or d.pack or d.fnptr or d.outer_ptrs or len(d.arrays) > 1:
            return None
    return changed


def _passes_on(arg, param) -> bool:
    """Whether a tail call's argument is the parameter itself, passed on unchanged."""
    return getattr(arg, "kind", None) == "id" and arg.name == param.decl.name and \
        not arg.qual


def _address_taken(body, names: set) -> bool:
    for x in _walk(body):
        if getattr(x, "kind", None) == "addr" and getattr(x.e, "kind", None) == "id" and \
                x.e.name in names:
            return True
    return False


def _replace_tails(stmt, name, params, changed, syn):
    """``stmt`` with each ``return f(..)`` replaced (module docstring); other statements
    are shared, not copied (the rewrite happens once, before analysis)."""
    if isinstance(stmt, list):
        return [_replace_tails(s, name, params, changed, syn) for s in stmt]
    kind = getattr(stmt, "kind", None)
    if kind == "return" and _is_self_call(stmt.value, name):
        return _assign_and_continue(stmt, params, changed, syn)
    if kind == "block":
        return syn("block", stmt.tok, stmts=_replace_tails(stmt.stmts, name, params, changed,
                                                            syn))
    if kind == "if":
        other = None if stmt.other is None else \
            _replace_tails(stmt.other, name, params, changed, syn)
        kw = {k: v for k, v in vars(stmt).items() if k not in ("kind", "tok", "then",
                                                                 "other")}
        return syn("if", stmt.tok, then=_replace_tails(stmt.then, name, params, changed,
                                                        syn), other=other, **kw)
    return stmt


def _assign_and_continue(ret, params, changed, syn):
    tok = ret.tok
    stmts, temps = [], []
    for i in sorted(changed):
        p, a = params[i], ret.value.args[i]
        if _passes_on(a, p):
            continue
        tmp = f"__tail_{p.decl.name}"
        d = p.decl
        ptrs = list(d.ptrs) + ([set()] if d.arrays else [])
        tdecl = replace(d, name=tmp, ptrs=ptrs, arrays=[], params=None)
        spec = replace(p.spec, const=False)
        stmts.append(syn("decl", tok, spec=spec, items=[(tdecl, a)]))
        temps.append((p.decl.name, tmp))
    for pname, tmp in temps:
        lhs = syn("id", tok, name=pname, qual=[], targs=None)
        rhs = syn("id", tok, name=tmp, qual=[], targs=None)
        stmts.append(syn("expr", tok, e=syn("assign", tok, op=None, lhs=lhs, rhs=rhs)))
    stmts.append(syn("continue", tok))
    return syn("block", tok, stmts=stmts)
