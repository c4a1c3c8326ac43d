"""The argmax / argmin loops that :mod:`.warpreduce` gives a group of lanes (issue 16,
item 4: the fourth held-out suite's ``argmax_rows``).

A thread that walks its row keeping the largest value and the first column where it
occurs::

    float best = A[r * cols]; int bi = 0;
    for (int c = 1; c < cols; c++) {
        float v = A[r * cols + c];
        if (v > best) { best = v; bi = c; }
    }

is a *selection*: the result is the element that is largest, the earliest on a tie (the
strict ``>`` keeps the first), where the value before the loop counts as earlier than every
element. Split over G lanes (lane ``l`` walks ``c = a + l, a + l + G, ...`` with the same
body), each lane keeps its own best of its elements, lane 0 starting from the value before
the loop and the others from a sentinel that loses to every element (``-inf`` and position
``INT_MAX``; ``+inf`` for a minimum, the type's extremes for integers); then the lanes'
pairs are combined: ``(ov, oi)`` replaces ``(best, bi)`` when ``ov > best``, or ``ov ==
best && oi < bi``, or (floating point) ``ov != ov``. That picks, of any two pairs, the one
the sequential loop would end with, and the same one whichever pair comes first, so a
butterfly leaves every lane the same pair and a tree the same as the loop:

* values compare as the loop compares them; a tie goes to the lower position, and the
  position before the loop (an integer constant the loop's constant start exceeds) is lower
  than every element's, which is the loop's own first-occurrence rule; ``-0.0`` and ``+0.0``
  tie, as in the loop;
* a NaN element is never taken by a lane (``v > best`` is false), as in the loop, where
  the running best is never NaN unless the value before the loop is; a NaN there is the
  loop's answer (nothing compares greater), and the ``ov != ov`` term makes it win every
  combination;
* a lane's sentinel never beats an element, and an element equal to the sentinel's value
  (``-inf``) is not taken by a lane, as it is not by the loop unless it is the largest, and
  then the value before the loop (at most as large, lower position) wins it anyway.

:func:`selection` recognizes the loop; :func:`selection_head` and :func:`selection_tail`
make the code before and after the lanes' loop.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.types import I32, U32, ArrayType, AddressSpace, ScalarType
from ..ir.visit import walk


@dataclass(frozen=True)
class Selection:
    """An argmax (``op`` ">") or argmin (``op`` "<") loop: ``best`` keeps the value,
    ``index`` the loop variable where it was found."""

    best: str
    index: str
    value_type: ScalarType
    index_type: ScalarType
    op: str


def _strip(e: N.Expr) -> N.Expr:
    while isinstance(e, N.Cast) and e.implicit:
        e = e.operand
    return e


def _stmts(s: N.Stmt) -> tuple:
    return s.stmts if isinstance(s, N.Block) else (s,)


def selection(loop: N.For, fn: N.Function) -> tuple[Selection | None, str | None]:
    """The selection ``loop`` computes, or the reason why it is not one: its body is
    declarations of its own locals and one ``if (v OP best) { best = v; bi = j; }`` (OP
    ``>`` or ``<``, ``v`` a local of the body of ``best``'s type, ``j`` the loop
    variable), reads ``best`` only there and ``bi`` nowhere, stores nothing, calls only
    pure builtins; ``bi`` is declared with an integer constant below the loop's constant
    start and assigned nowhere else in the kernel."""
    var = loop.init.name
    inner = {n.name for n in walk(loop.body) if isinstance(n, N.Decl)}
    body = _stmts(loop.body)
    ifs = [s for s in body if not isinstance(s, N.Decl)]
    if len(ifs) != 1 or not isinstance(ifs[0], N.If) or ifs[0].other is not None:
        return None, "the loop body is not declarations and one 'if' without 'else'"
    why = _pure_body(loop, inner)
    if why:
        return None, why
    sel, why = _compare(ifs[0], var, inner)
    if why:
        return None, why
    return _check_uses(sel, loop, fn, var)


def leaves_or_calls(n) -> str | None:
    """Why node ``n`` of a loop body stops a lane from running the body on its own: an
    early exit or a barrier, or a call that is not a plain builtin (atomics, warp
    operations and the others a lane may not repeat); None otherwise."""
    if isinstance(n, (N.Break, N.Continue, N.Return, N.Barrier)):
        return f"line {n.loc.line}: the loop body leaves early or waits"
    if isinstance(n, N.Call):
        b = BUILTINS.get(n.name)
        if b is None or b.kind in ("atomic", "warp", "misc"):
            return f"line {n.loc.line}: the loop body calls {n.name}"
    return None


def _pure_body(loop: N.For, inner: set) -> str | None:
    for n in walk(loop.body):
        why = leaves_or_calls(n)
        if why:
            return why
        if isinstance(n, N.IncDec):
            return f"line {n.loc.line}: an increment in the loop body"
        if isinstance(n, N.Assign) and not isinstance(n.target, N.Var):
            return f"line {n.loc.line}: the loop body stores to memory"
    return None


def _compare(s: N.If, var: str, inner: set) -> tuple[Selection | None, str | None]:
    """The selection of ``if (v OP best) { best = v; bi = j; }`` (or ``best OP' v``)."""
    c = _strip(s.cond)
    flip = {">": "<", "<": ">"}
    if not isinstance(c, N.Binary) or c.op not in flip:
        return None, f"line {s.loc.line}: the condition is not 'v > best' or 'v < best'"
    lhs, rhs, op = _strip(c.lhs), _strip(c.rhs), c.op
    if isinstance(lhs, N.Var) and lhs.name not in inner:
        lhs, rhs, op = rhs, lhs, flip[op]
    if not (isinstance(lhs, N.Var) and lhs.name in inner and isinstance(rhs, N.Var)
            and rhs.name not in inner):
        return None, (f"line {s.loc.line}: the condition does not compare a local of the "
                      "loop body with a variable declared outside it")
    then = _stmts(s.then)
    sets = {}
    for t in then:
        e = t.expr if isinstance(t, N.ExprStmt) else None
        if not (isinstance(e, N.Assign) and e.op is None and isinstance(e.target, N.Var)):
            return None, f"line {s.loc.line}: the 'if' does other than assign variables"
        sets[e.target.name] = (_strip(e.value), e.target.type)
    best = rhs.name
    others = [k for k in sets if k != best]
    if len(sets) != 2 or best not in sets or len(others) != 1:
        return None, f"line {s.loc.line}: the 'if' does not assign {best} and one index"
    index = others[0]
    value, vt = sets[best]
    pos, it = sets[index]
    if not (isinstance(value, N.Var) and value.name == lhs.name):
        return None, f"line {s.loc.line}: {best} is not assigned the value it was compared with"
    if not (isinstance(pos, N.Var) and pos.name == var) or index in inner:
        return None, f"line {s.loc.line}: {index} is not assigned the loop variable {var}"
    if not (isinstance(vt, ScalarType) and vt == lhs.type and vt.size >= 4
            and (vt.is_float or vt.is_integer)):
        return None, f"line {s.loc.line}: {best} is not a 32- or 64-bit scalar of v's type"
    if not (isinstance(it, ScalarType) and it.is_integer and it == pos.type):
        return None, f"line {s.loc.line}: {index} is not of the loop variable's type"
    return Selection(best, index, vt, it, op), None


def _check_uses(sel: Selection, loop: N.For, fn: N.Function, var: str):
    """``best`` read in the body only by the comparison, ``bi`` not at all; ``bi`` starts
    below the loop's start and is assigned only in the loop."""
    names = [n.name for n in walk(loop.body) if isinstance(n, N.Var)]
    if names.count(sel.best) != 2 or names.count(sel.index) != 1:
        return None, (f"{sel.best} or {sel.index} is read in the loop other than by the "
                      "comparison (each lane's partial best would show)")
    decl = next((n for n in walk(fn.body) if isinstance(n, N.Decl) and n.name == sel.index),
                None)
    writes = sum(1 for n in walk(fn.body) if isinstance(n, (N.Assign, N.IncDec))
                 and isinstance(n.target, N.Var) and n.target.name == sel.index)
    start = _int_const(loop.init.init)
    first = None if decl is None or decl.init is None else _int_const(decl.init)
    if first is None or start is None or writes != 1 or first >= start:
        return None, (f"{sel.index} does not provably start below the loop's first {var} "
                      "(a constant, assigned only in the loop): the tie rule needs the "
                      "value before the loop to come first")
    return sel, None


def _int_const(e: N.Expr) -> int | None:
    """The value of an integer constant, possibly negated (``-1``), else None."""
    while isinstance(e, N.Cast):
        e = e.operand
    if isinstance(e, N.Unary) and e.op == "-":
        v = _int_const(e.operand)
        return None if v is None else -v
    return e.value if isinstance(e, N.Const) and isinstance(e.value, int) else None


def sentinel_value(sel: Selection) -> N.Const:
    """What a lane other than 0 starts ``best`` from: loses to every element."""
    t = sel.value_type
    low = sel.op == ">"
    if t.is_float:
        return N.Const(-math.inf if low else math.inf, t)
    bits = t.size * 8
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if t.signed else (0, (1 << bits) - 1)
    return N.Const(lo if low else hi, t)


def _last_position(t: ScalarType) -> N.Const:
    bits = t.size * 8
    return N.Const((1 << (bits - 1)) - 1 if t.signed else (1 << bits) - 1, t)


def selection_head(sel: Selection, loc) -> list:
    """``if (lane != 0) { best = sentinel; bi = last position; }``."""
    not0 = N.Binary("!=", N.Special("local_id", 0, U32, loc=loc), N.Const(0, U32), I32,
                    loc=loc)
    sets = (N.ExprStmt(_set(sel.best, sel.value_type, sentinel_value(sel), loc), loc=loc),
            N.ExprStmt(_set(sel.index, sel.index_type, _last_position(sel.index_type), loc),
                       loc=loc))
    return [N.If(not0, N.Block(sets, loc=loc), loc=loc)]


def _set(name, t, value, loc) -> N.Assign:
    return N.Assign(N.Var(name, t), value, None, t, loc=loc)


def better(sel: Selection, ov: N.Expr, oi: N.Expr, bv: N.Expr, bi: N.Expr, loc) -> N.Expr:
    """``ov OP bv || (ov == bv && oi < bi) || ov != ov`` (the last for floating point)."""
    def b(op, x, y):
        return N.Binary(op, x, y, I32, loc=loc)

    e = b("||", b(sel.op, ov, bv), b("&&", b("==", ov, bv), b("<", oi, bi)))
    if sel.value_type.is_float:
        e = b("||", e, b("!=", ov, ov))
    return e


def selection_tail(sel: Selection, lanes: int, local: bool, fresh, mask, loc) -> tuple:
    """``(declarations, statements)`` after the lanes' loop that leave every lane with the
    combined pair: a shuffle butterfly over the group (``mask(lanes, loc)``), or in OpenCL
    C a tree in local memory with a barrier after each level."""
    vt, it = sel.value_type, sel.index_type
    ov, oi = fresh(f"{sel.best}_other"), fresh(f"{sel.index}_other")
    decls = [N.Decl(ov, vt, None, loc=loc), N.Decl(oi, it, None, loc=loc)]
    best, index = N.Var(sel.best, vt), N.Var(sel.index, it)

    def take(cond):
        return N.If(cond, N.Block((N.ExprStmt(_set(sel.best, vt, N.Var(ov, vt), loc), loc=loc),
                                   N.ExprStmt(_set(sel.index, it, N.Var(oi, it), loc),
                                              loc=loc)), loc=loc), loc=loc)

    cond = better(sel, N.Var(ov, vt), N.Var(oi, it), best, index, loc)
    out = []
    if not local:
        k = lanes // 2
        while k:
            for name, t, v in ((ov, vt, best), (oi, it, index)):
                shfl = N.Call("shfl_xor_sync", (mask(lanes, loc), v, N.Const(k, I32)), t,
                              loc=loc)
                out.append(N.ExprStmt(_set(name, t, shfl, loc), loc=loc))
            out.append(take(cond))
            k //= 2
        return decls, out
    vb, ib = fresh(f"{sel.best}_part"), fresh(f"{sel.index}_part")
    decls += [N.Decl(vb, ArrayType(vt, lanes), None, AddressSpace.SHARED, loc=loc),
              N.Decl(ib, ArrayType(it, lanes), None, AddressSpace.SHARED, loc=loc)]
    lid = N.Special("local_id", 0, U32, loc=loc)

    def cell(buf, t, i):
        return N.Index(N.Var(buf, ArrayType(t, lanes)), i, t, loc=loc)

    def store_own():
        return [N.ExprStmt(N.Assign(cell(vb, vt, lid), best, None, vt, loc=loc), loc=loc),
                N.ExprStmt(N.Assign(cell(ib, it, lid), index, None, it, loc=loc), loc=loc)]

    out += store_own() + [N.Barrier(("local",), loc=loc)]
    st = lanes // 2
    while st:
        k = N.Const(st, U32)
        up = N.Binary("+", lid, k, U32, loc=loc)
        level = [N.ExprStmt(_set(ov, vt, cell(vb, vt, up), loc), loc=loc),
                 N.ExprStmt(_set(oi, it, cell(ib, it, up), loc), loc=loc),
                 take(cond)] + store_own()
        out += [N.If(N.Binary("<", lid, k, I32, loc=loc), N.Block(tuple(level), loc=loc),
                     loc=loc), N.Barrier(("local",), loc=loc)]
        st //= 2
    zero = N.Const(0, U32)
    out += [N.ExprStmt(_set(sel.best, vt, cell(vb, vt, zero), loc), loc=loc),
            N.ExprStmt(_set(sel.index, it, cell(ib, it, zero), loc), loc=loc),
            N.Barrier(("local",), loc=loc)]
    return decls, out


__all__ = ["Selection", "selection", "selection_head", "selection_tail", "sentinel_value",
           "better"]
