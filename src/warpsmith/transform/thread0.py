"""A shared-memory loop run by a block's first thread alone, spread over the block (issue
16: the ninth held-out suite's ``block_scan_serial``, 2.4x its hand version's time, and the
eighth's ``tile_sum_thread0``, 1.04x in CUDA C and faster than its hand version in OpenCL
C, whose serial loop the model overestimated 5.3-fold).

A block stages values in shared memory, waits at a barrier, and then its thread 0 walks
them while the other threads idle::

    if (t == 0)                                 if (t == 0) {
        for (k = 1; k < E; k++)                     T acc = a;
            s[k] += s[k - 1];                       for (k = 0; k < E; k++) acc += s[k];
                                                    ... acc ...
                                                }

The left loop is an inclusive scan of ``s[0..E)`` in place, E dependent steps; the right a
sum. A third form is a running scan from a first value, written back in place (the
fifteenth suite's ``running_peak_thread0``, a running maximum, 1.79 times its hand
version's time)::

    if (t == 0) {
        T acc = c;                          (c a constant)
        for (k = 0; k < E; k++) { acc = max(acc, s[k]); s[k] = acc; }    (or min, or +)
    }

It becomes the block's scan with that combination, then each thread's element combined
with ``c``; a maximum or a minimum needs no ``reassociate`` (any order gives the same
value). What an expert writes is the block's threads doing it together. :func:`spread_thread0`
makes that form:

* the scan: ``for (off = 1; off < E; off *= 2)`` every thread ``t < E`` with ``t >= off``
  reads ``s[t - off]``, all wait at a barrier, adds it to ``s[t]``, all wait again
  (Hillis and Steele's scan: log2 E rounds), in place of the ``if``;
* the sum (CUDA C): before the ``if``, the block's first warp adds ``s[0..E)``, lane l
  the values l, l + 32, ..., and combines the lanes' sums by ``__shfl_xor_sync``; in the
  ``if``, the loop becomes ``acc += total``. The other warps leave at once, as they did:
  a tree over the whole block (tried first) kept all of them waiting at its barriers and
  made the eighth suite's ``tile_sum_thread0`` 1.4 times slower, not faster, since the
  blocks that finish early let the next ones start their loads. OpenCL C has no warp
  shuffle, so the sum form is refused there.

Legal when (each checked, else a :class:`Refusal` saying which):

* the ``if`` is a statement of the kernel's outermost block, its condition is ``t == 0`` for
  ``t`` the thread's index along x (``threadIdx.x``, ``get_local_id(0)``, or a local
  declared once from it and never assigned), the statement before it is a barrier (the
  values the loop reads are all written), and the kernel has no ``return`` (every thread
  reaches the new barriers);
* the block is one-dimensional, its x extent B a power of two at the launch (at least 32
  for the sum), which the variant is made for (a run-time assumption), and E, a
  constant, is at most B;
* the loop is ``for (int k = c; k < E; k++)`` (c = 1 for the scan, 0 for the sum) whose body
  is the one statement ``s[k] += s[k - 1]`` (or ``s[k] = s[k] + s[k - 1]``), or ``acc +=
  s[k]`` for an ``acc`` declared in the ``if`` before the loop; ``s`` is a one-dimensional
  shared array of at least E elements;
* the additions may be reordered: integers (modulo 2^w), floating point only with
  ``reassociate=True`` (the rounding changes, as under -ffast-math).
"""

from __future__ import annotations

import dataclasses

from ..analysis.access import _root_name
from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.types import I32, U32, AddressSpace, ArrayType, ScalarType
from ..ir.visit import walk
from .contract import transformation
from .variant import Assumption, Refusal, Step, Variant, with_function
from .warpreduce import _combined, extremum

STEP = "spread-thread0"


def _strip(e: N.Expr) -> N.Expr:
    while isinstance(e, N.Cast):
        e = e.operand
    return e


def _thread_x_names(fn: N.Function) -> set:
    """Locals declared once from the thread's x index and never assigned."""
    decls: dict = {}
    for n in walk(fn.body):
        if isinstance(n, N.Decl):
            decls.setdefault(n.name, []).append(n)
    assigned = {n.target.name for n in walk(fn.body) if isinstance(n, (N.Assign, N.IncDec))
                and isinstance(n.target, N.Var)}
    return {name for name, ds in decls.items() if len(ds) == 1 and ds[0].init is not None
            and name not in assigned and _is_thread_x(ds[0].init, set())}


def _is_thread_x(e: N.Expr, names: set) -> bool:
    e = _strip(e)
    return (isinstance(e, N.Special) and e.kind == "local_id" and e.dim == 0
            or isinstance(e, N.Var) and e.name in names)


def _first_thread(cond: N.Expr, names: set) -> bool:
    """Whether ``cond`` is ``t == 0`` (either order) for the thread's x index ``t``."""
    c = _strip(cond)
    if not (isinstance(c, N.Binary) and c.op == "=="):
        return False
    for a, b in ((c.lhs, c.rhs), (c.rhs, c.lhs)):
        b = _strip(b)
        if _is_thread_x(a, names) and isinstance(b, N.Const) and b.value == 0:
            return True
    return False


def _unit_loop(loop: N.For) -> tuple | None:
    """``(k, start, end)`` of ``for (int k = start; k < end; k++)`` with constant bounds."""
    init, cond, step = loop.init, _strip(loop.cond) if loop.cond else None, loop.step
    if not (isinstance(init, N.Decl) and isinstance(_strip(init.init), N.Const)):
        return None
    k = init.name
    if not (isinstance(cond, N.Binary) and cond.op == "<" and isinstance(_strip(cond.lhs), N.Var)
            and _strip(cond.lhs).name == k and isinstance(_strip(cond.rhs), N.Const)):
        return None
    inc = (isinstance(step, N.IncDec) and step.delta == 1 and isinstance(step.target, N.Var)
           and step.target.name == k) or (
        isinstance(step, N.Assign) and step.op == "+" and isinstance(step.target, N.Var)
        and step.target.name == k and isinstance(_strip(step.value), N.Const)
        and _strip(step.value).value == 1)
    if not inc:
        return None
    return k, int(_strip(init.init).value), int(_strip(cond.rhs).value)


def _only(body: N.Stmt) -> N.Stmt | None:
    while isinstance(body, N.Block) and len(body.stmts) == 1:
        body = body.stmts[0]
    return None if isinstance(body, N.Block) else body


def _element(e: N.Expr, k: str, shift: int = 0) -> str | None:
    """The shared array ``s`` of ``s[k - shift]`` (``s[k]`` for shift 0), else None."""
    e = _strip(e)
    if not (isinstance(e, N.Index) and isinstance(e.base, N.Var)):
        return None
    i = _strip(e.index)
    if shift == 0:
        ok = isinstance(i, N.Var) and i.name == k
    else:
        ok = (isinstance(i, N.Binary) and i.op == "-" and isinstance(_strip(i.lhs), N.Var)
              and _strip(i.lhs).name == k and isinstance(_strip(i.rhs), N.Const)
              and _strip(i.rhs).value == shift)
    return e.base.name if ok else None


def _scan_array(loop: N.For, k: str) -> str | None:
    """``s`` of a body ``s[k] += s[k - 1]`` or ``s[k] = s[k] + s[k - 1]`` (either order)."""
    st = _only(loop.body)
    if not (isinstance(st, N.ExprStmt) and isinstance(st.expr, N.Assign)):
        return None
    a = st.expr
    s = _element(a.target, k)
    if s is None:
        return None
    if a.op == "+":
        return s if _element(a.value, k, 1) == s else None
    v = _strip(a.value)
    if a.op is None and isinstance(v, N.Binary) and v.op == "+":
        for x, y in ((v.lhs, v.rhs), (v.rhs, v.lhs)):
            if _element(x, k) == s and _element(y, k, 1) == s:
                return s
    return None


def _accumulation(a: N.Assign, k: str) -> tuple | None:
    """``(acc, s, kind)`` of ``acc += s[k]`` or ``acc = acc + s[k]`` (kind "+"), or of
    ``acc = max(acc, s[k])`` / ``min`` in either argument order (``warpreduce.extremum``)."""
    if not isinstance(a.target, N.Var):
        return None
    acc = a.target.name
    ext = extremum(a)
    if ext is not None:
        s = _element(ext[1], k)
        return (acc, s, ext[0]) if s else None
    if a.op == "+":
        s = _element(a.value, k)
        return (acc, s, "+") if s else None
    v = _strip(a.value)
    if a.op is None and isinstance(v, N.Binary) and v.op == "+":
        for x, y in ((v.lhs, v.rhs), (v.rhs, v.lhs)):
            x = _strip(x)
            if isinstance(x, N.Var) and x.name == acc and _element(y, k):
                return acc, _element(y, k), "+"
    return None


def _running(loop: N.For, k: str) -> tuple | None:
    """``(acc, s, kind)`` of a body ``acc = f(acc, s[k]); s[k] = acc;`` (:func:`_accumulation`:
    a sum, a maximum or a minimum): a running scan from ``acc``'s value, written back in
    place."""
    body = loop.body
    stmts = body.stmts if isinstance(body, N.Block) else ()
    if len(stmts) != 2 or not all(isinstance(x, N.ExprStmt) and isinstance(x.expr, N.Assign)
                                  for x in stmts):
        return None
    run = _accumulation(stmts[0].expr, k)
    back = stmts[1].expr
    if run is None or back.op is not None or _element(back.target, k) != run[1]:
        return None
    v = _strip(back.value)
    return run if isinstance(v, N.Var) and v.name == run[0] else None


def _invariant(e: N.Expr) -> bool:
    """Whether ``e`` is a constant (through casts and negation): every thread may compute it."""
    e = _strip(e)
    if isinstance(e, N.Unary) and e.op == "-":
        return _invariant(e.operand)
    return isinstance(e, N.Const)


def _sum_parts(loop: N.For, k: str) -> tuple | None:
    """``(acc, s)`` of a body ``acc += s[k]`` or ``acc = acc + s[k]``."""
    st = _only(loop.body)
    if not (isinstance(st, N.ExprStmt) and isinstance(st.expr, N.Assign)):
        return None
    run = _accumulation(st.expr, k)
    return run[:2] if run is not None and run[2] == "+" else None


def _shared_1d(fn: N.Function, module, name: str) -> ArrayType | None:
    """The type of ``name`` when it is a one-dimensional shared array of fixed size declared
    in the kernel or at file scope, else None."""
    decls = [n for n in walk(fn.body) if isinstance(n, N.Decl)] + list(module.globals)
    for d in decls:
        if d.name == name and d.space == AddressSpace.SHARED and isinstance(d.type, ArrayType) \
                and not isinstance(d.type.elem, ArrayType) and d.type.count is not None \
                and not d.extern:
            return d.type
    return None


def _sp(kind: str, loc) -> N.Expr:
    return N.Cast(I32, N.Special(kind, 0, U32, loc=loc), implicit=False)


def _cmp(op: str, a: N.Expr, b: N.Expr, loc) -> N.Expr:
    return N.Binary(op, a, b, I32, loc=loc)


def _scan_stmts(s: str, at: ArrayType, end: int, fresh, loc, kind: str = "+") -> list:
    """Hillis and Steele's inclusive scan of ``s[0..end)`` by the block's threads (``kind``:
    "+", "max" or "min")."""
    t, off, v = _sp("local_id", loc), fresh("off"), fresh("v")
    et = at.elem
    offv = N.Var(off, I32)
    active = N.Binary("&&", _cmp(">=", t, offv, loc), _cmp("<", t, N.Const(end, I32), loc),
                      I32, loc=loc)
    cell = N.Index(N.Var(s, at), t, et, loc=loc)
    prev = N.Index(N.Var(s, at), N.Binary("-", t, offv, I32, loc=loc), et, loc=loc)
    body = N.Block((
        N.Decl(v, et, N.Cast(et, N.Const(0, I32), implicit=True), loc=loc),
        N.If(active, N.ExprStmt(N.Assign(N.Var(v, et), prev, None, et, loc=loc), loc=loc),
             loc=loc),
        N.Barrier(("local",), loc=loc),
        N.If(active, N.ExprStmt(_combined(cell, et, N.Var(v, et), kind, loc), loc=loc),
             loc=loc),
        N.Barrier(("local",), loc=loc)), loc=loc)
    loop = N.For(N.Decl(off, I32, N.Const(1, I32), loc=loc),
                 _cmp("<", offv, N.Const(end, I32), loc),
                 N.Assign(offv, N.Const(1, I32), "<<", I32, I32, loc=loc), body, loc=loc)
    return [loop]


def _warp_sum_stmts(s: str, at: ArrayType, end: int, part: str, fresh, loc) -> list:
    """``T part = 0; if (t < 32) { for (j = t; j < end; j += 32) part += s[j]; part +=
    __shfl_xor_sync(~0u, part, 16); ... 1 }``: the block's first warp adds ``s[0..end)``,
    each lane every 32nd value, and combines its 32 partial sums; every lane of the warp,
    thread 0 among them, holds the total. The other warps do nothing and may leave."""
    et = at.elem
    t, j = _sp("local_id", loc), fresh("j")
    jv, pv = N.Var(j, I32), N.Var(part, et)
    walk_ = N.For(N.Decl(j, I32, t, loc=loc), _cmp("<", jv, N.Const(end, I32), loc),
                  N.Assign(jv, N.Const(32, I32), "+", I32, I32, loc=loc),
                  N.ExprStmt(N.Assign(pv, N.Index(N.Var(s, at), jv, et, loc=loc), "+", et, et,
                                      loc=loc), loc=loc), loc=loc)
    combine = [N.ExprStmt(N.Assign(pv, N.Call("shfl_xor_sync", (
        N.Const(0xFFFFFFFF, U32), pv, N.Const(k, I32)), et, loc=loc), "+", et, et, loc=loc),
        loc=loc) for k in (16, 8, 4, 2, 1)]
    first_warp = N.If(_cmp("<", t, N.Const(32, I32), loc),
                      N.Block((walk_,) + tuple(combine), loc=loc), loc=loc)
    return [N.Decl(part, et, N.Cast(et, N.Const(0, I32), implicit=True), loc=loc), first_warp]


def _find(fn: N.Function) -> tuple | str:
    """``(index of the if in the outermost block, the if, the loop)`` or why none."""
    names = _thread_x_names(fn)
    stmts = fn.body.stmts
    for i, st in enumerate(stmts):
        if not (isinstance(st, N.If) and st.other is None and _first_thread(st.cond, names)):
            continue
        loops = [n for n in walk(st.then) if isinstance(n, (N.For, N.While, N.DoWhile))]
        if len(loops) != 1 or not isinstance(loops[0], N.For):
            continue
        if i == 0 or not isinstance(stmts[i - 1], N.Barrier):
            return (f"line {st.loc.line}: the statement before the first thread's loop is "
                    "not a barrier")
        return i, st, loops[0]
    return "no 'if (t == 0)' with one loop among the kernel's outermost statements"


def _running_form(st: N.If, loop: N.For, k: str) -> tuple | None:
    """``(acc, s, kind, first)`` when the ``if`` holds exactly ``T acc = first;`` (a
    constant) and the loop, whose body is a running scan (:func:`_running`) of ``acc``."""
    run = _running(loop, k)
    if run is None:
        return None
    stmts = st.then.stmts if isinstance(st.then, N.Block) else (st.then,)
    if len(stmts) != 2 or stmts[1] is not loop:
        return None
    d = stmts[0]
    if not (isinstance(d, N.Decl) and d.name == run[0] and d.init is not None
            and _invariant(d.init)):
        return None
    return run + (d.init,)


def _seeded(s: str, at: ArrayType, end: int, kind: str, first: N.Expr, loc) -> list:
    """``if (t < end) s[t] = f(first, s[t]);`` then a barrier: each element of the scan
    combined with the accumulator's first value (the original's thread 0 started from it)."""
    t = _sp("local_id", loc)
    et = at.elem
    cell = N.Index(N.Var(s, at), t, et, loc=loc)
    seed = N.Cast(et, first, implicit=True)
    return [N.If(_cmp("<", t, N.Const(end, I32), loc),
                 N.ExprStmt(_combined(cell, et, seed, kind, loc), loc=loc), loc=loc),
            N.Barrier(("local",), loc=loc)]


@transformation
def spread_thread0(variant: Variant, *, reassociate: bool = False,
                   name: str | None = None) -> Variant | Refusal:
    """Spread a scan or a sum of a shared array that the block's first thread runs alone
    over the block's threads (see the module doc for the forms and when it is legal)."""
    fn, module = variant.function(), variant.module
    found = _find(fn)
    if isinstance(found, str):
        return Refusal(STEP, found)
    i, st, loop = found
    what = f"the loop at line {loop.loc.line}, run by the block's first thread"
    if any(isinstance(n, N.Return) for n in walk(fn.body)):
        return Refusal(STEP, f"{what}: the kernel returns early (its threads would not all "
                             "reach the barriers)", loop.loc)
    B = int(variant.block[0])
    if variant.block[1] != 1 or variant.block[2] != 1 or B < 2 or B & (B - 1):
        return Refusal(STEP, f"{what}: the block {tuple(variant.block)} is not "
                             "one-dimensional with a power-of-two x extent", loop.loc)
    if variant.launch_map.block[0] != "block.x" or variant.launch_map.block_div[0] != 1:
        return Refusal(STEP, f"{what}: the block is already remapped by an earlier step",
                       loop.loc)
    form = _unit_loop(loop)
    if form is None:
        return Refusal(STEP, f"{what}: it is not 'for (int k = c; k < E; k++)' with "
                             "constant c and E", loop.loc)
    k, start, end = form
    scan = _scan_array(loop, k) if start == 1 and _only(st.then) is loop else None
    running = _running_form(st, loop, k) if start == 0 else None
    summed = _sum_parts(loop, k) if start == 0 and running is None else None
    arr = scan or (running[1] if running else None) or (summed[1] if summed else None)
    if arr is None:
        return Refusal(STEP, f"{what}: its body is not 's[k] += s[k - 1]' (the 'if' holding "
                             "the loop alone), 'acc = max(acc, s[k]); s[k] = acc' (or min, "
                             "or +) from a constant, nor 'acc += s[k]' from k = 0", loop.loc)
    at = _shared_1d(fn, module, arr)
    if at is None or at.count < end:
        return Refusal(STEP, f"{what}: {arr} is not a one-dimensional shared array of at "
                             f"least {end} elements", loop.loc)
    if end > B or end < 2:
        return Refusal(STEP, f"{what}: {end} elements for a block of {B} threads", loop.loc)
    et = at.elem
    exact = running is not None and running[2] != "+"  # a maximum or minimum: any order
    if not isinstance(et, ScalarType) or et.is_float and not reassociate and not exact:
        return Refusal(STEP, f"{what}: {arr} holds {et}; adding it in another order changes "
                             "the rounding (reassociate=True allows it)", loop.loc)
    from .group import local_names, name_supply

    fresh = name_supply(local_names(fn))
    loc = st.loc
    rounds = end.bit_length() - 1 + (end & (end - 1) > 0)
    if scan:
        new = _scan_stmts(arr, at, end, fresh, loc)
        how = (f"the inclusive scan of {arr}[0..{end}) done by the block's {B} threads "
               f"together (Hillis and Steele, {rounds} rounds of two barriers)")
    elif running:
        acc, _s, kind, first = running
        new = (_scan_stmts(arr, at, end, fresh, loc, kind)
               + _seeded(arr, at, end, kind, first, loc))
        how = (f"the running {'sum' if kind == '+' else kind + 'imum'} of {arr}[0..{end}) "
               f"from {acc}'s first value done by the block's {B} threads together (Hillis "
               f"and Steele, {rounds} rounds of two barriers, then each thread's element "
               "combined with that first value)")
    else:
        acc = summed[0]
        decl = next((d for d in walk(st.then) if isinstance(d, N.Decl) and d.name == acc), None)
        if decl is None:
            return Refusal(STEP, f"{what}: {acc} is not declared in the 'if' before the loop",
                           loop.loc)
        if module.dialect == "opencl":
            return Refusal(STEP, f"{what}: OpenCL C has no warp shuffle, and a tree over the "
                                 "whole work-group keeps every work-item at its barriers "
                                 "(measured slower than the first item's loop: the eighth "
                                 "suite's tile_sum_thread0, 0.31 against 0.22 ms)", loop.loc)
        if et.size < 4:
            return Refusal(STEP, f"{what}: {arr} holds {et}, narrower than a shuffle's 32 "
                                 "bits", loop.loc)
        if B < 32:
            return Refusal(STEP, f"{what}: a block of {B} threads has no full first warp",
                           loop.loc)
        written = next((n for n in walk(st.then) if isinstance(n, (N.Assign, N.IncDec))
                        and _root_name(n.target) == arr or isinstance(n, N.Call)
                        and BUILTINS.get(n.name) is None), None)
        if written is not None:
            return Refusal(STEP, f"{what}: line {written.loc.line} may write {arr} in the "
                                 "'if' (the block's sum is taken before it)", loop.loc)
        part = fresh(f"{arr}_sum")
        new = _warp_sum_stmts(arr, at, end, part, fresh, loc)
        add = N.ExprStmt(N.Assign(N.Var(acc, decl.type), N.Var(part, et), "+", decl.type,
                                  decl.type, loc=loop.loc), loc=loop.loc)
        new.append(dataclasses.replace(st, then=_replace(st.then, loop, add)))
        how = (f"the sum of {arr}[0..{end}) added by the block's first warp (each lane every "
               f"32nd value, the lanes' sums combined by __shfl_xor_sync) before the first "
               f"thread's 'if', which adds the total to {acc}; the other warps leave")
    stmts = stmts_replaced(fn.body.stmts, i, new)
    body = dataclasses.replace(fn.body, stmts=stmts)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(fn, body=body, name=new_name, source_name=new_name)
    detail = f"{what}: {how}; made for blocks of {B} threads"
    return variant.derive(with_function(module, new_fn), new_name, Step(STEP, detail),
                          assumptions=[Assumption("equal", "block.x", B, f"a block of {B}"),
                                       Assumption("equal", "block.y", 1, "a 1D block"),
                                       Assumption("equal", "block.z", 1, "a 1D block")])


def stmts_replaced(stmts: tuple, i: int, new: list) -> tuple:
    """``stmts`` with its ``i``-th statement replaced by those of ``new``."""
    return tuple(stmts[:i]) + tuple(new) + tuple(stmts[i + 1:])


def _replace(s: N.Stmt, old: N.Stmt, new: N.Stmt) -> N.Stmt:
    """``s`` with statement ``old`` (somewhere in its blocks) replaced by ``new``."""
    if s is old:
        return new
    if isinstance(s, N.Block):
        return dataclasses.replace(s, stmts=tuple(_replace(x, old, new) for x in s.stmts))
    if isinstance(s, N.If):
        return dataclasses.replace(s, then=_replace(s.then, old, new),
                                   other=None if s.other is None else _replace(s.other, old,
                                                                               new))
    return s


__all__ = ["spread_thread0", "STEP"]
