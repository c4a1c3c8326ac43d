"""Whether every work-item of a work-group of several old threads reaches a barrier placed
after a loop (issue 16: OpenCL C's warp-reduce with several rows per work-group).

OpenCL C has no warp shuffle, so :mod:`.warpreduce` adds a row's partial sums in local
memory, a tree with a barrier after each level, right after the loop. With one old thread
per work-group every condition on the old thread is the same for the whole group. With
``R`` old threads per work-group (the old index ``r = group * R + local_id(1)``) a condition
on ``r`` differs between them, and a work-item that skips a barrier its group waits at is
undefined behaviour. It is the same for all ``R`` when it splits the old indices at a
multiple of ``R``: ``r < T``, ``r >= T`` (any comparison of ``r`` plus a thread-invariant
value with zero) with ``T % R == 0``. :func:`uniform_requirements` finds, for a loop, every
condition that decides whether a work-item gets to the statement after it (the ``if``\\ s
around it and the ``if (...) return;`` before it, at every level) and gives each threshold
``T``; the step then assumes ``T % R == 0`` at run time (or refuses where ``T`` is a constant
``R`` does not divide). A condition of any other form (a loaded value, ``==``, a thread
index other than the old one), a loop nested in another, or a ``return`` that is not alone
under such a condition is refused.
"""

from __future__ import annotations

import dataclasses

from ..analysis.affine import Poly
from ..analysis.indexing import IndexEnv, NonAffine
from ..ir import nodes as N
from ..ir.visit import walk

#: comparisons of the old index whose true set is an interval split at a threshold
COMPARISONS = ("<", "<=", ">", ">=")


def _old_index() -> Poly:
    return Poly.sym("tid.x") + Poly.sym("bid.x") * Poly.sym("block.x")


def _threshold(s: int, q: Poly, op: str) -> Poly:
    """``T`` such that ``s*r + q op 0`` holds exactly for ``r < T`` or for ``r >= T``."""
    if s == 1:
        return -q if op in ("<", ">=") else Poly.const(1) - q
    return q + Poly.const(1) if op in ("<", ">=") else q


def _varies(p: Poly) -> bool:
    return any(x.startswith(("tid.", "bid.", "block.", "grid.", "loop:", "iter:", "opaque:"))
               for x in p.symbols())


def condition_thresholds(env: IndexEnv, cond: N.Expr) -> list | str:
    """The thresholds ``T`` (Polys over the parameters) at which ``cond`` splits the old
    indices, or why it is not such a condition."""
    if isinstance(cond, N.Binary) and cond.op in ("&&", "||"):
        a, b = condition_thresholds(env, cond.lhs), condition_thresholds(env, cond.rhs)
        return a if isinstance(a, str) else b if isinstance(b, str) else a + b
    if isinstance(cond, N.Unary) and cond.op == "!":
        return condition_thresholds(env, cond.operand)
    if isinstance(cond, N.Cast):
        return condition_thresholds(env, cond.operand)
    line = cond.loc.line
    if not (isinstance(cond, N.Binary) and cond.op in COMPARISONS):
        return f"line {line}: a condition other than a comparison of the thread's index"
    try:
        p = env.form(N.Binary("-", cond.lhs, cond.rhs, cond.lhs.type, loc=cond.loc))
    except NonAffine as err:
        return f"line {line}: {err}"
    if not _varies(p):
        return []  # the same for every work-item
    s = p.coefficient("tid.x").constant
    if s not in (1, -1):
        return f"line {line}: the condition does not compare the old index itself"
    q = p - _old_index().scale(s)
    if _varies(q):
        return f"line {line}: the condition depends on more than the old index"
    return [_threshold(s, q, cond.op)]


def _path(node, target, trail: list) -> list | None:
    """The statements from ``node`` down to ``target`` (``node`` first, ``target`` last)."""
    if node is target:
        return trail + [node]
    if not isinstance(node, N.Stmt):
        return None
    kids = []
    if isinstance(node, N.Block):
        kids = list(node.stmts)
    elif isinstance(node, N.If):
        kids = [node.then] + ([node.other] if node.other is not None else [])
    elif isinstance(node, (N.For, N.While, N.DoWhile)):
        kids = [node.body]
    for k in kids:
        found = _path(k, target, trail + [node])
        if found is not None:
            return found
    return None


def _early_exit(stmt: N.Stmt) -> N.Expr | str | None:
    """The condition of ``if (c) return;`` (None when ``stmt`` has no return; a reason
    when its return is not alone under one condition)."""
    if not any(isinstance(n, N.Return) for n in walk(stmt)):
        return None
    if isinstance(stmt, N.If) and stmt.other is None:
        then = stmt.then
        if isinstance(then, N.Block) and len(then.stmts) == 1:
            then = then.stmts[0]
        if isinstance(then, N.Return):
            return stmt.cond
    return f"line {stmt.loc.line}: a return that is not alone under one condition"


def uniform_requirements(fn: N.Function, module: N.Module, loop: N.For) -> tuple | str:
    """``(thresholds, ifs)``: the thresholds every work-item's getting past ``loop`` depends
    on (see the module doc) and the ``if`` statements around it, or why the conditions are
    not all of that form."""
    path = _path(fn.body, loop, [])
    if path is None:
        return "the loop is not found in the kernel's statements"
    env = IndexEnv(fn, module, module.dialect)
    out: list = []
    ifs: list = []
    for parent, child in zip(path, path[1:]):
        conds = []
        if isinstance(parent, N.If):
            conds.append(parent.cond)
            ifs.append(parent)
        elif isinstance(parent, (N.For, N.While, N.DoWhile)):
            return (f"the loop at line {loop.loc.line} is nested in the loop at line "
                    f"{parent.loc.line}")
        elif isinstance(parent, N.Block):
            at = next(i for i, s in enumerate(parent.stmts) if s is child)
            for s in parent.stmts[:at]:
                c = _early_exit(s)
                if isinstance(c, str):
                    return c
                if c is not None:
                    conds.append(c)
        for c in conds:
            t = condition_thresholds(env, c)
            if isinstance(t, str):
                return t
            out += t
    return out, ifs


def mark_uniform(fn: N.Function, ifs: list) -> N.Function:
    """``fn`` with the ``if`` statements ``ifs`` (by identity) marked ``uniform`` (a barrier
    under them is legal, ``ir.verify``); every other node kept as the same object."""
    ids = {id(s) for s in ifs}

    def mark(node):
        if isinstance(node, N.Block):
            stmts = tuple(mark(s) for s in node.stmts)
            same = all(a is b for a, b in zip(stmts, node.stmts))
            return node if same else dataclasses.replace(node, stmts=stmts)
        if isinstance(node, N.If):
            then = mark(node.then)
            other = None if node.other is None else mark(node.other)
            if then is node.then and other is node.other and id(node) not in ids:
                return node
            return dataclasses.replace(node, then=then, other=other,
                                       uniform=node.uniform or id(node) in ids)
        if isinstance(node, (N.For, N.While, N.DoWhile)):
            body = mark(node.body)
            return node if body is node.body else dataclasses.replace(node, body=body)
        return node

    return dataclasses.replace(fn, body=mark(fn.body))


__all__ = ["uniform_requirements", "condition_thresholds", "mark_uniform"]
