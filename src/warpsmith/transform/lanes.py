"""A group of lanes per thread for a loop of independent iterations (issue 16, item 4:
what the fourth held-out suite's ``row_scatter_perm`` needed).

A kernel that gives each thread one row and walks it (``for (j = 0; j < D; j++)
out[d*D + j] = in[r*D + j]``) has lanes a whole row apart: every lane's access is its own
sector. When the iterations do not depend on each other, what an expert writes is a group
of lanes per row striding over it: lane ``l`` does ``j = a + l, a + l + G, ...``, so
consecutive lanes touch consecutive elements. :func:`lanes_per_row` makes that form:

* the launch: each old thread becomes a group of ``G`` lanes (a power of two up to 32);
  blocks of ``G x R`` threads, the old global index ``blockIdx.x * blockDim.x +
  threadIdx.x`` becomes ``blockIdx.x * blockDim.y + threadIdx.y`` (``R`` old threads per
  block) and ``threadIdx.x`` is the lane;
* the loop: ``for (j = a + lane; j < b; j += G)``; nothing follows it (no value leaves
  the loop);
* the rest of the kernel runs on all ``G`` lanes, which compute the same values.

Legal when (each checked, else a :class:`Refusal` saying which):

* the launch and the loop have the form :func:`.warpreduce.row_loop_refusal` accepts (no
  cooperation between the threads of a block, a 1D launch read only through the global
  index along x, ``for (int j = a; j < b; j++)``);
* the iterations are independent: the body leaves not early, waits for nothing, calls only
  pure builtins, assigns no variable declared outside it (nothing is carried from one
  iteration to the next but ``j``) and stores only to global memory with plain stores;
  every store's address moves by at least its own size per iteration (a nonzero constant
  stride: two iterations never write the same bytes, so their order does not matter); the
  kernel reads no buffer it writes (an iteration cannot read what another one wrote);
* every lane may run the rest of the kernel: no atomic, and every other global store is a
  plain store (``G`` lanes then store the same value to the same address, which is storing
  it once: the values outside the loop do not depend on the lane).

Run-time assumptions: a 1D block and a global extent along x that ``R`` divides. The form
is the same in CUDA C and OpenCL C (no shuffle, no barrier: nothing is combined).
"""

from __future__ import annotations

import dataclasses

from ..analysis.access import find_accesses
from ..analysis.indexing import IndexEnv
from ..ir import nodes as N
from ..ir.types import AddressSpace, ArrayType, ScalarType
from ..ir.visit import walk
from .argselect import leaves_or_calls
from .contract import transformation
from .variant import Refusal, Step, Variant, with_function
from .warpreduce import (LANES, _rewrite, _stores_idempotent, pointer_args_outside,
                         powers_of_two, row_launch, row_loop_refusal)

STEP = "lanes"
BLOCK_THREADS = (256, 128)  # threads per block the optimizer tries (G x R)


def independent_iterations(loop: N.For, fn: N.Function, module: N.Module) -> str | None:
    """Why the iterations of ``loop`` may depend on each other (None when they provably
    do not; see the module doc for the conditions)."""
    accesses = find_accesses(IndexEnv(fn, module, module.dialect))
    stores = {id(a.node) for a in accesses if a.kind == "store" and a.space == "global"}
    why = _body_carries(loop, stores) or pointer_args_outside(loop, fn)
    if why:
        return why
    return _stores_distinct(loop, accesses)


def _body_carries(loop: N.For, global_stores: set) -> str | None:
    """A statement of the body that could carry a value between iterations, or leave or
    wait (None when there is none). ``global_stores``: ``id`` of every store target the
    access analysis found in global memory."""
    inner = {n.name for n in walk(loop.body) if isinstance(n, N.Decl)}
    arrays = {n.name for n in walk(loop.body) if isinstance(n, N.Decl)
              and isinstance(n.type, ArrayType) and n.space == AddressSpace.PRIVATE}
    var = loop.init.name
    for n in walk(loop.body):
        why = leaves_or_calls(n)
        if why:
            return why
        if isinstance(n, (N.Assign, N.IncDec)):
            why = _assignment_carries(n, inner, arrays, var, global_stores)
            if why:
                return why
    return None


def _assignment_carries(n, inner: set, arrays: set, var: str,
                        global_stores: set) -> str | None:
    """Why one assignment or increment of the loop body may carry a value from one
    iteration to the next (None for a local of the body, an element of a private array of
    the body, or a plain global store)."""
    t = n.target
    line = n.loc.line
    if isinstance(t, N.Var):
        if t.name in inner:
            return None
        if t.name == var:
            return f"line {line}: the loop variable is assigned in the body"
        return (f"line {line}: {t.name} is declared outside the loop and assigned in it "
                "(a value carried from one iteration to the next)")
    if isinstance(n, N.IncDec) or n.op is not None:
        return f"line {line}: a compound store to memory (it reads what it writes)"
    base = t
    while isinstance(base, (N.Index, N.Field)):
        base = base.base
    if isinstance(base, N.Var) and base.name in arrays:
        return None  # a private array of the body's own: it starts anew each iteration
    if id(t) not in global_stores:
        return (f"line {line}: a store the analysis does not place in global memory (a "
                "private or shared array lives on from one iteration to the next)")
    return None


def _stores_distinct(loop: N.For, accesses: list) -> str | None:
    """Why two iterations of ``loop`` might write the same bytes (None when every store
    of the body moves by a nonzero constant stride of at least its size per iteration:
    read from the analysis's affine offset, or, where that is not affine (a row index
    loaded from memory), from the store's index, linear in the loop variable over values
    the loop does not change)."""
    changed = _assigned_in(loop)
    for a in accesses:
        lp = next((x for x in a.loops if x.node is loop), None)
        if a.kind == "load" or lp is None:
            continue
        if a.kind == "store" and a.offset is not None:
            c = a.offset.coefficient(lp.symbol).constant
            if c is not None and abs(c) >= a.size:
                continue
        elif a.kind == "store" and isinstance(a.node, N.Index) \
                and _j_coefficient(a.node.base, loop, changed) == 0 \
                and _j_coefficient(a.node.index, loop, changed) not in (None, 0):
            continue
        return (f"line {a.loc.line}: the {a.kind} to {a.array} does not move by a constant "
                "stride of at least its size per iteration: iterations may write the same "
                "element")
    return None


def _assigned_in(loop: N.For) -> dict:
    """Name -> how many times the loop (its body and step) assigns it (declarations with
    an initial value count once)."""
    out: dict = {}
    nodes = list(walk(loop.body)) + (list(walk(loop.step)) if loop.step is not None else [])
    for m in nodes:
        if isinstance(m, (N.Assign, N.IncDec)) and isinstance(m.target, N.Var):
            out[m.target.name] = out.get(m.target.name, 0) + 1
        elif isinstance(m, N.Decl):
            out[m.name] = out.get(m.name, 0) + (m.init is not None)
    return out


def _j_coefficient(e: N.Expr, loop: N.For, changed: dict, depth: int = 0) -> int | None:
    """How much integer expression ``e`` grows when the loop variable grows by one, when
    that is a constant (0: ``e`` does not change within the loop); None when it is not
    known. Locals of the body assigned once (their declaration) are followed."""
    var = loop.init.name
    while isinstance(e, N.Cast) and _is_int(e.type):
        e = e.operand
    if isinstance(e, N.Const):
        return 0
    if isinstance(e, N.Var) and e.name == var:
        return 1
    if isinstance(e, N.Var) and e.name in changed:
        d = _body_decl(loop, e.name)
        if d is None or changed[e.name] != 1 or d.init is None or depth > 8:
            return None
        return _j_coefficient(d.init, loop, changed, depth + 1)
    if isinstance(e, N.Binary) and e.op in ("+", "-", "*") \
            and _is_int(e.type):
        a = _j_coefficient(e.lhs, loop, changed, depth)
        b = _j_coefficient(e.rhs, loop, changed, depth)
        if a is None or b is None:
            return None
        if e.op == "+":
            return a + b
        if e.op == "-":
            return a - b
        if a == 0 and b == 0:
            return 0
        k = _const(e.lhs if a == 0 else e.rhs)
        return None if k is None else k * (b if a == 0 else a)
    names = {m.name for m in walk(e) if isinstance(m, N.Var)}
    if names & (set(changed) | {var}) or any(isinstance(m, (N.Assign, N.IncDec))
                                             for m in walk(e)):
        return None
    return 0  # reads only values the loop leaves alone (memory it reads is never written)


def _is_int(t) -> bool:
    return isinstance(t, ScalarType) and t.is_integer and t.size >= 4


def _const(e: N.Expr) -> int | None:
    while isinstance(e, N.Cast):
        e = e.operand
    return e.value if isinstance(e, N.Const) and isinstance(e.value, int) else None


def _body_decl(loop: N.For, name: str) -> N.Decl | None:
    return next((n for n in walk(loop.body) if isinstance(n, N.Decl) and n.name == name),
                None)


@transformation
def lanes_per_row(variant: Variant, *, loop: N.For, lanes: int = LANES, rows: int = 8,
                  name: str | None = None) -> Variant | Refusal:
    """Give each thread's ``loop`` of independent iterations a group of ``lanes`` lanes
    (a power of two up to 32) striding over it, ``rows`` old threads per block (see the
    module doc for the form and when it is legal)."""
    fn, module = variant.function(), variant.module
    what = f"{lanes} lanes per thread for the loop at line {loop.loc.line}, {rows} per block"
    if lanes not in powers_of_two(LANES) or rows < 1:
        return Refusal(STEP, f"{what}: lanes must be a power of two from 2 to {LANES} and "
                             "rows at least 1")
    why = row_loop_refusal(variant, loop)
    if why:
        return Refusal(STEP, f"{what}: {why}", loop.loc)
    why = independent_iterations(loop, fn, module) or _stores_idempotent(fn, module)
    if why:
        return Refusal(STEP, f"{what}: {why}", loop.loc)
    grid, blk = tuple(variant.grid), tuple(variant.block)
    extent = grid[0] * blk[0]
    if extent % rows:
        return Refusal(STEP, f"{what}: {extent} threads are not a multiple of {rows}")
    new_fn = _rewrite(fn, loop, {}, lanes, False)
    if isinstance(new_fn, str):
        return Refusal(STEP, f"{what}: {new_fn}", loop.loc)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    lm, assumptions = row_launch(lanes, rows, "lanes per thread of a 1D block")
    detail = (f"{what}: lane threadIdx.x runs j = a + lane, a + lane + {lanes}, ... "
              f"(independent iterations); launch {lm.describe()}")
    return variant.derive(with_function(module, new_fn), new_name, Step(STEP, detail),
                          grid=(extent // rows, grid[1], grid[2]), block=(lanes, rows, 1),
                          launch_map=lm, assumptions=assumptions)


__all__ = ["lanes_per_row", "independent_iterations", "STEP", "BLOCK_THREADS"]
