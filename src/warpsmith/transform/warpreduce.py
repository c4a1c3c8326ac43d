"""A warp per thread for a reduction loop (issue 16: what the held-out matrix-vector
kernels needed).

A kernel that gives each thread one row of a row-major matrix (``for (j = 0; j < n; j++)
s += A[i*n + j] * x[j]``) has lanes ``n`` elements apart: every lane's load is its own
sector, and no swap helps (the loop index is not a thread index). What an expert writes is
a warp per row: lane ``l`` sums ``j = l, l+32, ...`` (consecutive lanes, consecutive
elements) and the warp adds its 32 partial sums with shuffles. :func:`warp_reduce` makes
that form:

* the launch: each old thread becomes one warp; blocks of ``32 x R`` threads, the old
  global index ``blockIdx.x * blockDim.x + threadIdx.x`` becomes ``blockIdx.x *
  blockDim.y + threadIdx.y`` (``R`` old threads per block) and ``threadIdx.x`` is the lane;
* the loop: ``for (j = a + lane; j < b; j += 32)``, then ``s += __shfl_xor_sync(~0u, s,
  k)`` for k = 16, 8, 4, 2, 1 for every accumulator ``s`` (a butterfly: every lane ends
  with the same total, bit for bit, since each step adds the same two values on both
  lanes of a pair); before the loop, lanes other than 0 set ``s`` to zero (the value it
  had before the loop is then counted once);
* the rest of the kernel runs on all 32 lanes, which hold identical values.

Legal when (each checked, else a :class:`Refusal` saying which):

* no thread depends on which threads share its block or warp (no shared memory, barrier or
  warp operation) and the kernel reads its indices only as the global index along x
  (so the old thread is fully named by the new ``(blockIdx.x, threadIdx.y)``); a 1D launch;
* the loop is ``for (int j = a; j < b; j++)``; its body does not leave early, stores
  nothing, calls nothing but pure builtins, and assigns variables declared outside it only
  as ``s += e`` statements, where ``s`` is read nowhere else in the loop and ``e`` reads no
  accumulator (so the partial sums of the lanes add up to the old sum);
* the sum may be reassociated: integer types (addition modulo 2^w is associative and
  commutative); floating-point only with ``reassociate=True`` (the order of the additions
  changes, and with it the rounding, as under ``-ffast-math``);
* every lane may run the rest of the kernel: the kernel has no atomic, and every global
  store is a plain store to a buffer the kernel never reads (32 lanes then store the same
  value to the same address, which is storing it once).

Run-time assumptions: a 1D block and a global extent along x that ``R`` divides.

Lane groups narrower than a warp (``lanes`` G < 32, which the optimizer takes when the loop
has fewer than 32 iterations at the launch: :func:`lane_counts`) put 32 / G old threads in a
warp; the butterfly then runs over log2 G levels with the group's lanes as the shuffle mask
(:func:`group_mask`). A maximum or minimum (``m = fmaxf(m, e)``, :func:`extremum`) is
combined the same way with ``fmaxf``/``max`` in place of the addition, and needs no
``reassociate`` (the largest of a set does not depend on the order). Every other reduction
loop of the kernel (:func:`other_sums`: a row's mean, then its variance) shares the same
lanes. An argmax or argmin loop (``if (v > best) { best = v; bi = j; }``) is
taken too: its lanes' (value, position) pairs are combined with the loop's own rule
(:mod:`.argselect`).

OpenCL C has no warp shuffle; there each old thread gets a work-group of 32 or 64
work-items (``R = 1``: the old index is the group id) and the partial sums are added in
local memory, a tree with a barrier after each level. Legal because every condition around
the loop depends only on the old thread, so the whole work-group reaches each barrier.
"""

from __future__ import annotations

import dataclasses

from ..analysis.access import find_accesses
from ..analysis.indexing import IndexEnv
from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.types import I32, U32, AddressSpace, ArrayType, ScalarType
from ..ir.visit import NodeTransformer, transform, walk
from .argselect import _strip, selection, selection_head, selection_tail
from .iterations import (_const, loop_step, pointer_args_outside, spreadable_loops,
                         unit_step_loop)
from .contract import transformation
from .relin import _blockers
from .reshape import _product, _special, pairing
from .swap import expand_global_ids
from .uniform import mark_uniform, uniform_requirements
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

STEP = "warp-reduce"
LANES = 32
ROWS = (8, 4, 2)  # old threads (warps) per block the optimizer tries


def reduction_loops(fn: N.Function) -> list:
    """The ``for`` loops of ``fn`` not nested in another loop (the candidates)."""
    out = []

    def go(s, inside):
        if isinstance(s, (N.For, N.While, N.DoWhile)):
            if isinstance(s, N.For) and not inside:
                out.append(s)
            inside = True
        for c in walk_children(s):
            go(c, inside)

    go(fn.body, False)
    return out


def walk_children(s):
    from ..ir.visit import children

    return [c for c in children(s) if isinstance(c, N.Stmt)]


#: builtins whose repeated application to an accumulator is a maximum or a minimum
EXTREMA = {"fmax": "max", "max": "max", "fmin": "min", "min": "min"}


def extremum(n: N.Assign) -> tuple | None:
    """``("max" | "min", e)`` for ``s = max(s, e)`` or ``s = max(e, s)`` (``fmax``, ``min``,
    ``fmin``; ``fmaxf`` in CUDA C), else None."""
    v = _strip(n.value)
    if n.op is not None or not isinstance(n.target, N.Var) or not isinstance(v, N.Call) \
            or v.name not in EXTREMA or len(v.args) != 2:
        return None
    a, b = (_strip(x) for x in v.args)
    for mine, other in ((a, b), (b, a)):
        if isinstance(mine, N.Var) and mine.name == n.target.name:
            return EXTREMA[v.name], other
    return None


def combine_kind(loop: N.For, acc: str) -> str:
    """How the lanes' values of accumulator ``acc`` of ``loop`` combine: "+", "max" or
    "min" (:func:`_accumulators` accepted the loop)."""
    for n in walk(loop.body):
        if isinstance(n, N.Assign) and isinstance(n.target, N.Var) and n.target.name == acc:
            ext = extremum(n)
            return ext[0] if ext else "+"
    return "+"


def _accumulators(loop: N.For, var: str) -> tuple[dict, str | None]:
    """Accumulator name -> type for the loop's ``s += e`` statements and its maxima and
    minima ``s = max(s, e)`` (:func:`extremum`), or the reason why the body is not such a
    reduction."""
    inner = {n.name for n in walk(loop.body) if isinstance(n, N.Decl)}
    accs: dict = {}
    kinds: dict = {}
    updates: dict = {}  # id of an update -> the operand it combines in
    for n in walk(loop.body):
        if isinstance(n, (N.Break, N.Continue, N.Return, N.Barrier)):
            return {}, f"line {n.loc.line}: the loop body leaves early or waits"
        if isinstance(n, N.Call):
            b = BUILTINS.get(n.name)
            if b is None or b.kind in ("atomic", "warp", "misc"):
                return {}, f"line {n.loc.line}: the loop body calls {n.name}"
        if isinstance(n, N.IncDec):
            return {}, f"line {n.loc.line}: an increment in the loop body"
        if isinstance(n, N.Assign):
            t = n.target
            if not isinstance(t, N.Var):
                return {}, f"line {n.loc.line}: the loop body stores to memory"
            if t.name in inner:
                continue
            if t.name == var:
                return {}, f"line {n.loc.line}: the loop variable is assigned in the body"
            ext = extremum(n)
            if n.op != "+" and ext is None:
                return {}, (f"line {n.loc.line}: {t.name} is assigned other than by "
                            f"'{t.name} += ...' or '{t.name} = max({t.name}, ...)'")
            kind = "+" if ext is None else ext[0]
            if kinds.setdefault(t.name, kind) != kind:
                return {}, f"line {n.loc.line}: {t.name} is both summed and compared"
            accs[t.name] = n.type
            updates[id(n)] = n.value if ext is None else ext[1]
    for n in walk(loop.body):
        if isinstance(n, N.Assign) and id(n) in updates:
            if any(isinstance(v, N.Var) and v.name in accs for v in walk(updates[id(n)])):
                return {}, f"line {n.loc.line}: an update reads an accumulator"
    stmts_ok = {id(s.expr) for s in walk(loop.body) if isinstance(s, N.ExprStmt)}
    if any(i not in stmts_ok for i in updates):
        return {}, "an accumulation is not a statement of its own"
    own = sum(1 + (kinds[n.target.name] != "+") for n in walk(loop.body)
              if isinstance(n, N.Assign) and id(n) in updates)
    uses = [v for v in walk(loop.body) if isinstance(v, N.Var) and v.name in accs]
    if len(uses) != own:
        return {}, "an accumulator is read in the loop other than by its own update"
    if not accs:
        return {}, "the loop accumulates nothing declared outside it"
    return accs, None


REPEATABLE_KINDS = ("math", "fixed", "rounded", "int", "lowp", "vector", "classify",
                    "relational", "generic", "shuffle", "halfmem", "curand")
REPEATABLE_MISC = ("ldg", "ldca", "ldcg", "ldcs", "ldlu", "ldcv", "stcg", "stcs", "stwb", "stwt",
                   "prefetch", "norm", "rnorm", "nan_tag", "to_global", "to_local",
                   "to_private", "cvta_generic_to_shared")


def unrepeatable_call(fn: N.Function) -> str | None:
    """A call of the kernel that every lane of a group may not repeat (None when there is
    none): a function of the program (its memory accesses are not analyzed), or a builtin
    with an effect or a lane-dependent result (printf, clock, image and surface writes,
    atomics, memcpy...). Loads, pure math and private random generators repeat exactly."""
    for n in walk(fn.body):
        if not isinstance(n, N.Call):
            continue
        b = BUILTINS.get(n.name)
        ok = b is not None and (b.kind in REPEATABLE_KINDS or n.name in REPEATABLE_MISC
                                or b.kind == "texture" and "write" not in n.name)
        if not ok:
            return (f"line {n.loc.line}: the kernel calls {n.name}, which every lane of a "
                    "group would repeat")
    return None


def _stores_idempotent(fn: N.Function, module) -> str | None:
    why = unrepeatable_call(fn)
    if why:
        return why
    env = IndexEnv(fn, module, module.dialect)
    acc = find_accesses(env)
    if any(a.kind == "atomic" for a in acc):
        return "the kernel has atomics (each lane would repeat them)"
    written = {a.array for a in acc if a.kind == "store" and a.space == "global"}
    read = {a.array for a in acc if a.kind == "load" and a.space == "global"}
    both = sorted(written & read)
    if both:
        return f"the kernel reads and writes {both[0]} (the lanes would race on it)"
    for n in walk(fn.body):
        if isinstance(n, N.Assign) and n.op is not None and not isinstance(n.target, N.Var):
            return f"line {n.loc.line}: a compound store (each lane would repeat it)"
        if isinstance(n, N.IncDec) and not isinstance(n.target, N.Var):
            return f"line {n.loc.line}: an increment in memory (each lane would repeat it)"
    return None



def row_launch(lanes: int, rows: int, why: str) -> tuple:
    """The launch map and assumptions of a step that gives each old thread of a 1D block
    ``lanes`` lanes: blocks of ``lanes`` x ``rows`` threads over the old threads, ``rows``
    old threads per block (``why`` names the step's form in the assumptions)."""
    lm = LaunchMap(("grid.x * block.x", "grid.y", "grid.z"), (str(lanes), str(rows), "1"),
                   (rows, 1, 1), (1, 1, 1))
    return lm, [Assumption("equal", "block.y", 1, why), Assumption("equal", "block.z", 1, why),
                Assumption("divisible", "grid.x * block.x", rows,
                           f"{rows} old threads per block")]

def row_loop_refusal(variant: Variant, loop: N.For) -> str | None:
    """Why ``loop`` of ``variant`` cannot be spread over a group of lanes per old thread
    (None when it can, as far as the launch and the loop's form go): threads of a block
    cooperate, the launch is already remapped or not one-dimensional, indices other than
    the global index along x are read, or the loop is not ``for (int j = a; j < b; j++)``.
    The steps that spread a loop over lanes (this one and :mod:`.lanes`) share it."""
    fn, module = variant.function(), variant.module
    why = _blockers(fn)
    if why:
        return why
    if variant.launch_map != LaunchMap():
        return "only as the first step (the launch is already remapped)"
    blk = tuple(variant.block)
    if blk[1] != 1 or blk[2] != 1:
        return f"the block is not one-dimensional ({blk})"
    pairs = pairing(fn)
    if isinstance(pairs, str) or pairs != {0: 0}:
        return pairs if isinstance(pairs, str) else "indices other than x are read"
    if not isinstance(loop.init, N.Decl) or loop.init.init is None:
        return "the loop variable is declared outside it"
    if not unit_step_loop(loop, IndexEnv(fn, module, module.dialect)):
        return "it is not 'for (j = a; j < b; j += s)' with a constant s"
    return None


def powers_of_two(widest: int) -> tuple:
    """The lane counts a group may have: 2, 4, ... up to ``widest``."""
    return tuple(1 << k for k in range(1, widest.bit_length()) if 1 << k <= widest)


def lane_counts(trip: int | None, widths: tuple = (LANES,)) -> tuple:
    """The lane-group sizes to try for a loop of ``trip`` iterations (None: not known at
    the launch), of the usual ``widths``: those at most the trip count, else the largest
    power of two not above it (a group wider than the loop leaves lanes with no iteration
    at all: 32 lanes for 17 iterations idle 15 of them). Empty when the loop runs at most
    once (there is nothing to spread)."""
    if trip is None:
        return tuple(widths)
    if trip < 2:
        return ()
    fit = tuple(g for g in widths if g <= trip)
    return fit if fit else (1 << (trip.bit_length() - 1),)


def group_mask(lanes: int, loc) -> N.Expr:
    """The shuffle mask of a group of ``lanes`` lanes (a power of two dividing 32) in blocks
    of ``lanes x R``: the group's lanes of the warp, ``((1 << lanes) - 1) << (threadIdx.y *
    lanes % 32)``; every lane of the warp when ``lanes`` is 32. Only the group's lanes
    reach the shuffle together (another old thread of the warp may have left)."""
    if lanes >= LANES:
        return N.Const(0xFFFFFFFF, U32)
    start = N.Binary("&", N.Binary("*", N.Special("local_id", 1, U32, loc=loc),
                                   N.Const(lanes, U32), U32, loc=loc),
                     N.Const(LANES - 1, U32), U32, loc=loc)
    return N.Binary("<<", N.Const((1 << lanes) - 1, U32), start, U32, loc=loc)


@transformation
def warp_reduce(variant: Variant, *, loop: N.For, rows: int = 8, reassociate: bool = False,
                lanes: int = LANES, name: str | None = None) -> Variant | Refusal:
    """Give each thread's reduction ``loop`` a warp of its own, ``rows`` old threads per
    block (see the module doc for the form and when it is legal). OpenCL C has no warp
    shuffle: there each old thread gets a work-group of ``lanes`` (32 or 64) work-items
    (``rows`` must be 1) and the partial sums are added in local memory."""
    fn, module = variant.function(), variant.module
    line = loop.loc.line
    local = module.dialect == "opencl"
    group = "a warp" if lanes == LANES else f"{lanes} lanes"
    what = (f"{lanes} work-items per thread for the loop at line {line}, {rows} per "
            "work-group" if local else
            f"{group} per thread for the loop at line {line}, {rows} per block")
    widest = 2 * LANES if local else LANES
    if lanes not in powers_of_two(widest) or lanes * rows > 1024:
        return Refusal(STEP, f"{what}: {lanes} lanes and {rows} rows per block do not go "
                             f"together in {module.dialect}")
    why = row_loop_refusal(variant, loop)
    if why:
        return Refusal(STEP, f"{what}: {why}", loop.loc)
    grid, blk = tuple(variant.grid), tuple(variant.block)
    why = pointer_args_outside(loop, fn)
    if why:
        return Refusal(STEP, f"{what}: {why}", loop.loc)
    accs, why = _accumulators(loop, loop.init.name)
    sel = None
    if why:
        sel, why_not = selection(loop, fn)
        if sel is None:
            return Refusal(STEP, f"{what}: {why} (and not an argmax or argmin: {why_not})",
                           loop.loc)
    for s, t in accs.items():
        if not isinstance(t, ScalarType) or t.size < 4:
            return Refusal(STEP, f"{what}: accumulator {s} is not a 32- or 64-bit scalar")
        if t.is_float and not reassociate and combine_kind(loop, s) == "+":
            return Refusal(STEP, f"{what}: {s} is a floating-point sum; adding it in another "
                                 "order changes the rounding (reassociate=True allows it)")
    why = _stores_idempotent(fn, module)
    if why:
        return Refusal(STEP, f"{what}: {why}")
    extent = grid[0] * blk[0]
    if extent % rows:
        return Refusal(STEP, f"{what}: {extent} threads are not a multiple of {rows}")
    spread: list = []
    extra = other_sums(fn, module, loop, reassociate, set(accs))
    shared_rows: list = []
    if local and rows > 1:
        uniform = _rows_uniform(fn, module, [loop] + [lp for lp, _a in extra], rows, sel)
        if isinstance(uniform, str):
            return Refusal(STEP, f"{what}: {uniform}", loop.loc)
        shared_rows, fn = uniform
    new_fn = _rewrite(fn, loop, accs, lanes, local, sel,
                      spreadable_loops(fn, module, reduction_loops(fn), loop), spread, extra,
                      rows=rows)
    if isinstance(new_fn, str):
        return Refusal(STEP, f"{what}: {new_fn}", loop.loc)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    lm, assumptions = row_launch(lanes, rows, "a warp per thread of a 1D block")
    assumptions += shared_rows
    how = ("in local memory (a tree with barriers: every condition around the loop is the "
           "same for the whole work-group"
           + (f", each splitting the old threads at a multiple of {rows}" if rows > 1 else "")
           + ")" if local else
           f"over the {'warp' if lanes == LANES else 'group'} with __shfl_xor_sync")
    if sel is None:
        detail = (f"{what}: lane threadIdx.x sums {lane_iterations(loop, lanes)}; "
                  f"{_acc_text(loop, accs)} {how}; {extra_note(extra)}"
                  f"{spread_note(spread)}launch {lm.describe()}")
    else:
        kind = "argmax" if sel.op == ">" else "argmin"
        detail = (f"{what}: lane threadIdx.x keeps the {kind} ({sel.best}, {sel.index}) of "
                  f"{lane_iterations(loop, lanes)}; the lanes' pairs combined "
                  f"{how} (the earlier position wins a tie); {extra_note(extra)}"
                  f"{spread_note(spread)}"
                  f"launch {lm.describe()}")
    return variant.derive(with_function(module, new_fn), new_name, Step(STEP, detail),
                          grid=(extent // rows, grid[1], grid[2]), block=(lanes, rows, 1),
                          launch_map=lm, assumptions=assumptions)


def other_sums(fn: N.Function, module, loop: N.For, reassociate: bool,
               taken: set = frozenset()) -> tuple:
    """The kernel's other reduction loops that the same lanes may share, each ``(loop,
    accumulators)``: loops not nested in another, of the form ``for (int j = a; j < b; j +=
    s)``, whose body only adds to accumulators or takes their maxima or minima
    (:func:`_accumulators`) of 32- or 64-bit scalars (floating-point sums only with
    ``reassociate``) and reads no pointer declared
    outside the kernel's parameters (:func:`.iterations.pointer_args_outside`). A row's
    mean and then its variance are two such loops: once the first loop's lanes have
    combined their sums, every lane holds the mean, so the second loop is split over the
    lanes and combined the same way (left on every lane, it would be repeated by each).
    A loop adding to an accumulator of ``taken`` (the loop's own) or of a loop taken
    before it is left as it is: the remainder loop ``group-loop`` leaves after an unrolled
    one runs fewer iterations than the unroll factor, which every lane repeating costs
    less than a second combination (each lane then holds the same value before it)."""
    env = IndexEnv(fn, module, module.dialect)
    in_blocks = {id(st) for b in walk(fn.body) if isinstance(b, N.Block) for st in b.stmts}
    out = []
    for other in reduction_loops(fn):
        if other is loop or id(other) not in in_blocks or not isinstance(other.init, N.Decl) \
                or other.init.init is None:
            continue
        if not unit_step_loop(other, env) or pointer_args_outside(other, fn):
            continue
        accs, why = _accumulators(other, other.init.name)
        if why or any(not isinstance(t, ScalarType) or t.size < 4
                      or t.is_float and not reassociate and combine_kind(other, a) == "+"
                      for a, t in accs.items()) or set(accs) & taken:
            continue
        taken = set(taken) | set(accs)
        out.append((other, accs))
    return tuple(out)


def _acc_text(loop: N.For, accs: dict) -> str:
    """``s added`` / ``m combined by max`` for the step detail."""
    parts = []
    for a in sorted(accs):
        kind = combine_kind(loop, a)
        parts.append(f"{a} added" if kind == "+" else f"{a} combined by {kind}")
    return ", ".join(parts)


def extra_note(extra: tuple) -> str:
    """The step detail's words for the other reduction loops the lanes share (empty if none)."""
    if not extra:
        return ""
    parts = [f"line {lp.loc.line} ({', '.join(sorted(accs))})" for lp, accs in extra]
    return f"the reduction loop(s) at {', '.join(parts)} split and combined the same way; "


def lane_iterations(loop: N.For, lanes: int) -> str:
    """The step detail's words for the iterations lane ``l`` takes of ``loop``."""
    s = loop_step(loop) or 1
    a0 = aligned_start(loop, lanes)
    if a0 is not None:
        return (f"j = {a0} + lane, {a0} + lane + {lanes}, ... from j = a (the lanes start on "
                f"a multiple of {lanes}, so that a warp's loads start on a line)")
    first = "a + lane" if s == 1 else f"a + {s}*lane"
    return f"j = {first}, {first} + {s * lanes}, ..."


def spread_note(spread: list) -> str:
    """The step detail's words for the other loops split over the lanes (empty if none)."""
    if not spread:
        return ""
    lines = ", ".join(str(s.loc.line) for s in spread)
    return f"the independent loop(s) at line(s) {lines} split over the lanes too; "


def _local_sum(accs: list, lanes: int, loc, rows: int = 1) -> list:
    """For the accumulators ``accs`` of one loop, each ``(s, type, buffer, kind)``: ``buf[lid]
    = s`` for each, a barrier, a tree of ``if (lid < st) buf[lid] += buf[lid + st]`` (kind
    "max" or "min": ``buf[lid] = max(buf[lid], buf[lid + st])``) with one barrier after each
    level for all of them together, then ``s = buf[0]`` for each and a barrier (the buffers
    may be written again): three sums of a row wait at 8 barriers, not 24. With ``rows``
    old threads per work-group, old thread ``local_id(1)`` uses cells ``local_id(1) * lanes``
    onwards."""
    lid = N.Special("local_id", 0, U32, loc=loc)
    base = None if rows == 1 else N.Binary("*", N.Special("local_id", 1, U32, loc=loc),
                                           N.Const(lanes, U32), U32, loc=loc)

    def cell(buf, t, i):
        i = i if base is None else N.Binary("+", base, i, U32, loc=loc)
        return N.Index(N.Var(buf, ArrayType(t, lanes * rows)), i, t, loc=loc)

    out = [N.ExprStmt(N.Assign(cell(b, t, lid), N.Var(s, t), None, t, loc=loc), loc=loc)
           for s, t, b, _k in accs]
    out.append(N.Barrier(("local",), loc=loc))
    st = lanes // 2
    while st:
        k = N.Const(st, U32)
        adds = []
        for _s, t, b, kind in accs:
            other = cell(b, t, N.Binary("+", lid, k, U32, loc=loc))
            adds.append(N.ExprStmt(_combined(cell(b, t, lid), t, other, kind, loc), loc=loc))
        body = adds[0] if len(adds) == 1 else N.Block(tuple(adds), loc=loc)
        out += [N.If(N.Binary("<", lid, k, I32, loc=loc), body, loc=loc),
                N.Barrier(("local",), loc=loc)]
        st //= 2
    out += [N.ExprStmt(N.Assign(N.Var(s, t), cell(b, t, N.Const(0, U32)), None, t, loc=loc),
                       loc=loc) for s, t, b, _k in accs]
    out.append(N.Barrier(("local",), loc=loc))
    return out


def aligned_start(loop: N.For, lanes: int) -> int | None:
    """Where the lanes start a loop ``for (j = a; j < b; j++)`` whose start is a positive
    constant that ``lanes`` does not divide: ``a`` rounded down to a multiple of ``lanes``
    (None otherwise). Starting at ``a`` puts a warp's 32 consecutive loads across two
    128-byte lines on every iteration; the eleventh suite's ``row_range_thread`` (a row's
    extremes from element 1) ran 0.0566 ms so and 0.0433 with the lanes starting at element
    0, its hand version 0.0411 (``benchmarks/results/lane-probe-h200-2026-11-28.json``)."""
    a = _const(loop.init.init) if isinstance(loop.init, N.Decl) else None
    if (loop_step(loop) or 1) != 1 or a is None or a <= 0 or a % lanes == 0:
        return None
    return a - a % lanes


def lane_loop(loop: N.For, lanes: int) -> N.For:
    """``for (j = a + s*lane; j < b; j += s*lanes)`` for ``for (j = a; j < b; j += s)``
    (:func:`.iterations.loop_step`): lane ``threadIdx.x`` of a group of ``lanes`` takes
    every ``lanes``-th iteration. Where :func:`aligned_start` gives ``a0``, the lanes start at
    ``a0 + lane`` and skip the body while ``j < a``."""
    init = loop.init
    vt = init.type
    s = loop_step(loop) or 1
    lane = N.Cast(vt, N.Special("local_id", 0, U32, loc=loop.loc), implicit=False)
    if s != 1:
        lane = N.Binary("*", N.Const(s, vt), lane, vt, loc=loop.loc)
    a0 = aligned_start(loop, lanes)
    start = init.init if a0 is None else N.Const(a0, vt, loc=init.loc)
    new_init = dataclasses.replace(init, init=N.Binary("+", start, lane, vt, loc=init.loc))
    step = N.Assign(N.Var(init.name, vt), N.Const(s * lanes, vt), "+", vt, vt, loc=loop.loc)
    body = loop.body
    if a0 is not None:
        skip = N.Binary(">=", N.Var(init.name, vt, loc=loop.loc), init.init, I32, loc=loop.loc)
        body = N.If(skip, body, loc=loop.loc)
    return dataclasses.replace(loop, init=new_init, step=step, body=body, unroll=None)


def _rewrite(fn: N.Function, loop: N.For, accs: dict, lanes: int = LANES,
             local: bool = False, sel=None, spread: tuple = (),
             spread_done: list | None = None, extra: tuple = (),
             rows: int = 1) -> N.Function | str:
    """The loop split over the lanes with the butterfly (or, ``local``, the local-memory
    tree) after it, then the old global index along x read as ``blockIdx.x * blockDim.y
    + threadIdx.y``. ``sel``: an :class:`~.argselect.Selection` the lanes combine
    instead of sums. The loops of ``spread`` (independent iterations,
    :func:`.iterations.spreadable_loops`) are split over the lanes too, with nothing
    combined; those that were (statements of a block) are appended to ``spread_done``.
    ``extra``: other sum loops ``(loop, accumulators)`` (:func:`other_sums`), split and
    combined as ``loop`` is. ``rows``: old threads per work-group (``local``; each its own
    slice of the local buffers, the old index ``group * rows + local_id(1)``)."""
    from .group import local_names, name_supply

    spread_ids = {id(s) for s in spread} - {id(lp) for lp, _a in extra}
    spread_done = [] if spread_done is None else spread_done
    fresh = name_supply(local_names(fn))
    head, tail, decls = [], [], []
    if sel is not None:
        head = selection_head(sel, loop.loc)
        decls, tail = selection_tail(sel, lanes, local, fresh, group_mask, loop.loc)
    parts = {id(loop): (head, tail)}
    for lp, lp_accs in ((loop, accs),) + tuple(extra):
        h, t = parts.setdefault(id(lp), ([], []))
        _sum_parts(lp, lp_accs, lanes, local, fresh, h, t, decls, rows)
    done = []

    class Put(NodeTransformer):
        def visit(self, node):
            if isinstance(node, N.Block):
                out = []
                for s in node.stmts:
                    if id(s) in parts:
                        h, t = parts[id(s)]
                        out += h + [lane_loop(s, lanes)] + t
                        done.append(s is loop)
                    elif id(s) in spread_ids:
                        out.append(lane_loop(s, lanes))
                        spread_done.append(s)
                    else:
                        out.append(self.visit(s))
                return dataclasses.replace(node, stmts=tuple(out))
            return self.generic_visit(node)

    body = Put().visit(fn.body)
    if not any(done):
        return "the loop is not a statement of a block"
    if len(done) != 1 + len(extra):
        return "another sum loop is not a statement of a block"
    return _old_index(fn, body, decls, local and rows == 1)


def _rows_uniform(fn: N.Function, module, loops: list, rows: int, sel) -> tuple | str:
    """``(assumptions, fn)``: the run-time assumptions under which every work-item of a
    work-group of ``rows`` old threads reaches the barriers after each of ``loops``
    (:mod:`.uniform`), and ``fn`` with the ``if`` statements around them marked uniform;
    or why not."""
    if sel is not None:
        return "an argmax or argmin is combined one old thread per work-group"
    out, seen, ifs = [], set(), []
    for lp in loops:
        req = uniform_requirements(fn, module, lp)
        if isinstance(req, str):
            return req
        ifs += req[1]
        for T in req[0]:
            c = T.constant
            if c is not None:
                if c % rows:
                    return (f"a condition splits the old threads at {c}, not a multiple of "
                            f"{rows}")
                continue
            if any(not x.startswith("param:") for x in T.symbols()):
                return f"a condition splits the old threads at {T}, not a parameter's value"
            text = T.render(lambda x: x.split(":", 1)[1])
            if text not in seen:
                seen.add(text)
                out.append(Assumption("divisible", text, rows,
                                      f"{rows} old threads per work-group all take the "
                                      "same side of a condition"))
    return out, mark_uniform(fn, ifs)


def _sum_parts(loop: N.For, accs: dict, lanes: int, local: bool, fresh, head: list,
               tail: list, decls: list, rows: int = 1) -> None:
    """Append to ``head`` what zeroes the accumulators of ``loop`` on lanes other than 0,
    to ``tail`` what combines them over the lanes (butterfly, or the local-memory tree when
    ``local``), to ``decls`` the local buffers that tree needs."""
    trees = []
    for s, t in sorted(accs.items()):
        kind = combine_kind(loop, s)
        if kind == "+":
            # every lane holds the accumulator's value from before the loop: only lane 0
            # keeps it, the others start their partial sums from zero (a maximum or a
            # minimum may count that value on every lane: it is the same value)
            not0 = N.Binary("!=", N.Special("local_id", 0, U32, loc=loop.loc),
                            N.Const(0, U32), I32, loc=loop.loc)
            head.append(N.If(not0, N.ExprStmt(N.Assign(N.Var(s, t), N.Const(0, t), None, t,
                                                       loc=loop.loc), loc=loop.loc),
                             loc=loop.loc))
        if local:
            buf = fresh(f"{s}_part")
            decls.append(N.Decl(buf, ArrayType(t, lanes * rows), None, AddressSpace.SHARED,
                                loc=loop.loc))
            trees.append((s, t, buf, kind))
            continue
        k = lanes // 2
        while k:
            shfl = N.Call("shfl_xor_sync", (group_mask(lanes, loop.loc), N.Var(s, t),
                                            N.Const(k, I32)), t, loc=loop.loc)
            tail.append(N.ExprStmt(_combined(s, t, shfl, kind, loop.loc), loc=loop.loc))
            k //= 2
    if trees:
        tail += _local_sum(trees, lanes, loop.loc, rows)


def _combined(s: str | N.Expr, t, other: N.Expr, kind: str, loc) -> N.Assign:
    """``s += other``, or ``s = max(s, other)`` / ``min`` (``fmax``/``fmin`` for floats);
    ``s`` a variable's name or an lvalue (a cell of a shared array)."""
    target = N.Var(s, t) if isinstance(s, str) else s
    if kind == "+":
        return N.Assign(target, other, "+", t, t, loc=loc)
    name = ("f" if t.is_float else "") + kind
    return N.Assign(target, N.Call(name, (target, other), t, loc=loc), None, t, loc=loc)


def _old_index(fn: N.Function, body: N.Block, decls: list, local: bool) -> N.Function:
    """``fn`` with ``body`` (``decls`` put first), the old global index along x read as
    ``blockIdx.x * blockDim.y + threadIdx.y`` (``local``: the work-group's id)."""
    body = dataclasses.replace(body, stmts=tuple(decls) + tuple(body.stmts))
    fn = expand_global_ids(dataclasses.replace(fn, body=body))

    def sp(kind, dim, like):
        return N.Special(kind, dim, like.type, loc=like.loc)

    def g(e):
        if not isinstance(e, N.Binary):
            return None
        if e.op == "+":
            for l, r in ((e.lhs, e.rhs), (e.rhs, e.lhs)):
                t = _special(r, "local_id")
                p = _product(l, "group_id", "local_size")
                if t is not None and p is not None and t.dim == 0 and p[0].dim == 0:
                    if local:  # one old thread per work-group: its index is the group's
                        return N.Cast(e.type, sp("group_id", 0, p[0]), implicit=True)
                    return N.Binary("+", N.Binary("*", sp("group_id", 0, p[0]),
                                                  sp("local_size", 1, p[1]), e.type,
                                                  loc=e.loc), sp("local_id", 1, t), e.type,
                                    loc=e.loc)
        if e.op == "*":
            p = _product(e, "num_groups", "local_size")
            if p is not None and p[0].dim == 0:
                if local:
                    return N.Cast(e.type, sp("num_groups", 0, p[0]), implicit=True)
                return N.Binary("*", sp("num_groups", 0, p[0]), sp("local_size", 1, p[1]),
                                e.type, loc=e.loc)
        return None

    return transform(fn, g)


__all__ = ["warp_reduce", "reduction_loops", "other_sums", "extremum", "combine_kind", "lane_loop", "lane_iterations", "spread_note",
           "row_loop_refusal", "lane_counts", "group_mask", "powers_of_two", "STEP", "ROWS", "LANES"]
