"""The optimizer's driver: which steps to try, in which order, and whether they pay.

The optimizer is a flat, named list of passes (:data:`PASSES`), tried in the paper's
order (coalescing first, then grouping), each on the result of the previous ones. A pass
proposes candidate variants in rounds (every thread-merge form, every unroll factor of
one loop); of each round, the one rule of :func:`decide` keeps the cheapest legal
candidate when the predicted cost of the launch falls by at least 3% (:data:`GAIN`), and
reports it as not paying otherwise. The cost is counted from the analysis's predictions over the whole launch,
in units of one 32-byte sector: every global sector moved, plus one per warp request (an
issue slot and a trip through the load/store unit: what grouping saves even when sectors
stay the same), plus half a unit per shared-memory wavefront, plus one per warp and
barrier of the kernel's text (a barrier is an issue slot for every warp, which
coarsening a tiled kernel saves: its threads meet once for several rows); it is divided by the
fraction of the GPU's thread slots the launch can fill: blocks too small to fill an SM
within its 32-block limit, or fewer threads than half the GPU holds (merging threads
leaves less parallelism to hide memory latency).
The thread slots come from the device description passed in (default: the H100, 132 SMs
x 2048 threads, 32 blocks/SM).

Requests are counted for the warps that execute an access. The analysis counts them
exactly for small launches (it replays the affine model, conditions included); for large
ones it assumes every warp executes every access, which would charge a kernel versioned
by :mod:`.version` for both its fast and its slow path. So when the analysis did not
replay an access, its requests are scaled by the fraction of warps in which its affine
conditions (those outside loops) hold for at least one lane, evaluated with NumPy over
the launch (over a sample of blocks for large grids: the first and last blocks along
each axis, where border conditions change, and evenly spaced ones between, weighted).

A candidate whose own run-time assumptions fail at the launch and arguments it was made
for (the run-time guard would never choose it there) is refused with the failing
assumptions.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from functools import partial
from typing import Callable

import numpy as np

from ..analysis import analyze_accesses, priced_report
from ..ir import nodes as N
from ..hw.descriptions import Device
from ..ir.launch import Launch
from ..ir.visit import walk
from .coarsen import coarsen
from .gridorder import global_shapes, globalize, swap_global
from .group import merge_threads, unroll_loop
from .pad import pad_shared
from .registers import bound_registers, default_device
from .relin import relinearize
from .rows import merge_rows
from .reshape import pairing, reshape_block, shapes
from .stage import stage_records
from .straight import group_straight
from .swap import swap
from .treereduce import sequential_tree, tree_loops
from .variant import Refusal, Step, Variant
from .flatorder import exchange_digits, find_digits, prefers_slow_digit
from .fuse import fuse_loops
from .pipeline_lanes import lanes_rounds, report_values, warp_rounds
from .privatize import privatize_atomics
from .thread0 import spread_thread0
from .widen import widen_grid

STEPS = ("flat-order", "spread-thread0", "widen-grid", "swap", "global-index", "relinearize",
         "block-shape", "group-straight", "fuse-loops", "warp-reduce", "lanes", "group-loop",
         "group-threads", "vector32", "stage-records", "tree-reduce", "privatize", "pad",
         "coarsen-rows", "bound-registers")
GAIN = 0.97  # a kept candidate must cut the predicted cost by at least 3%
TIE = 0.999  # a later candidate of a round replaces an earlier one only when 0.1% cheaper


def launch_cost(report, weights: dict | None = None, device: Device | None = None,
                barriers: int = 0) -> float:
    """Predicted cost of a launch in sector units (see the module doc) on ``device``
    (default: the H100 description). ``weights`` maps ``id(prediction)`` to the fraction
    of its requests that are issued (default 1); ``barriers``: the barriers in the
    kernel's text, each one issue slot per warp (like a request)."""
    dev = device or default_device()
    sms, slots, blocks_per_sm = dev.sm_count, dev.max_threads_per_sm, dev.max_blocks_per_sm
    g0, b0 = report.grid, report.block
    total = float(barriers * g0[0] * g0[1] * g0[2] * -(-(b0[0] * b0[1] * b0[2]) // 32))
    for p in report.predictions:
        n = (p.requests or 0) * (weights.get(id(p), 1.0) if weights else 1.0)
        if p.sectors_per_request is not None:
            total += n * (p.sectors_per_request + 1.0)
        elif p.wavefronts_per_request is not None:
            total += n * 0.5 * p.wavefronts_per_request
        elif p.access.space == "global":
            total += n * 33.0  # unknown pattern: assume one sector per lane
    g, b = report.grid, report.block
    threads = b[0] * b[1] * b[2]
    blocks = g[0] * g[1] * g[2]
    per_sm = min(threads * blocks_per_sm, slots)  # occupancy by block count
    fill = min(1.0, per_sm / slots, 2 * threads * blocks / (sms * slots))
    return total / fill if fill > 0 else total


def access_report(variant: Variant):
    """The access analysis of the variant's kernel at its launch."""
    return analyze_accesses(variant.module, variant.function(), variant.grid, variant.block,
                            variant.params)


def variant_cost(variant: Variant, device: Device | None = None) -> tuple:
    """``(report, cost)`` of a variant at its launch on ``device``, requests weighted by
    the fraction of warps that execute them (see the module doc). A load or store whose
    index is non-affine only through a clamp (``x[min(max(i + k, 0), n - 1)]``) is priced
    from its affine argument, and a store whose index may scatter the lanes (through
    loads, calls, floats or run-time divisors) a sector per lane (``analysis.priced_report``):
    unpriced, they cost nothing, and a merge of threads that made the one strided, or saved
    a little beside the other, looked like a gain."""
    report = access_report(variant)
    fn = variant.function()
    priced = priced_report(report, variant.module, fn, variant.params)
    weights = executed_fractions(priced, variant.module, fn, variant.params)
    barriers = sum(1 for n in walk(fn.body) if isinstance(n, N.Barrier))
    return report, launch_cost(priced, weights, device, barriers)


SAMPLE_THREADS = 1 << 17  # thread evaluations per condition when weighting requests


def executed_fractions(report, module, fn, params) -> dict:
    """For each prediction the analysis did not replay (full warps assumed) and whose
    access has conditions: ``id(prediction)`` -> the fraction of warps of the launch in
    which those conditions (the affine ones outside loops) hold for at least one lane."""
    from ..analysis.affine import AXES, launch_values
    from ..analysis.indexing import IndexEnv
    from ..analysis.replay import NotReplayable, condition

    preds = [p for p in report.predictions
             if p.requests and p.access.guards
             and any(str(x).startswith("not replayed") for x in p.assumptions)]
    if not preds:
        return {}
    env = IndexEnv(fn, module, module.dialect)
    grid, block = report.grid, report.block
    nthreads = int(np.prod(block))
    # sampled blocks: per axis indices and weights, at most SAMPLE_THREADS threads in all
    caps = [int(g) for g in grid]
    while int(np.prod(caps)) * nthreads > SAMPLE_THREADS and max(caps) > 8:
        i = caps.index(max(caps))
        caps[i] = max(8, caps[i] // 2)
    axes = [_sample_axis(int(grid[i]), caps[i]) for i in range(3)]
    bz, by, bx = np.meshgrid(axes[2][0], axes[1][0], axes[0][0], indexing="ij")
    wz, wy, wx = np.meshgrid(axes[2][1], axes[1][1], axes[0][1], indexing="ij")
    bids = (bx.ravel(), by.ravel(), bz.ravel())
    bw = (wx * wy * wz).ravel()
    nblocks = bw.size
    lin = np.arange(nthreads, dtype=np.int64)
    tid = (lin % block[0], (lin // block[0]) % block[1], lin // (block[0] * block[1]))
    arrays: dict = launch_values(grid, block)
    arrays.update({f"param:{k}": int(v) for k, v in params.items()})
    for i, a in enumerate(AXES):
        arrays[f"tid.{a}"] = np.tile(tid[i], nblocks)
        arrays[f"bid.{a}"] = np.repeat(bids[i].astype(np.int64), nthreads)
    nwarps = -(-nthreads // 32)
    warp = np.repeat(np.arange(nblocks, dtype=np.int64), nthreads) * nwarps + \
        np.tile(lin // 32, nblocks)
    warp_weight = np.repeat(bw, nwarps)
    total = float(warp_weight.sum())
    values = dict(arrays)
    out: dict = {}
    cache: dict = {}
    memo: dict = {}
    for p in preds:
        a = p.access
        key = tuple((id(g.cond), g.taken) for g in a.guards)
        if key not in cache:
            mask = np.ones(nthreads * nblocks, bool)
            with env.at(a.scope):
                for g in a.guards:
                    try:
                        held = _truth(g.cond, env, condition, values, memo, grid, block, params)
                    except (NotReplayable, KeyError, TypeError, ValueError):
                        continue  # not affine, or reads a loop variable: assume it holds
                    held = np.broadcast_to(held, mask.shape)
                    mask &= held if g.taken else ~held
            active = np.zeros(nblocks * nwarps, bool)
            active[warp[mask]] = True
            cache[key] = float(warp_weight[active].sum()) / total if total else 1.0
        out[id(p)] = cache[key]
    return out


def _truth(e, env, leaf, values: dict, memo: dict, grid, block, params, depth: int = 0):
    """Where condition ``e`` holds over the sampled threads (a bool array), evaluated with
    :func:`warpsmith.analysis.replay.condition` for comparisons and read through ``&&``,
    ``||``, ``!`` and locals that hold a condition and are assigned once (the per-copy
    guards that predicated loads test are such locals); memoized by node."""
    from ..analysis.affine import launch_values

    while isinstance(e, N.Cast):
        e = e.operand
    if id(e) in memo:
        return memo[id(e)]
    if isinstance(e, N.Var) and depth < 8:
        d = env.decls.get(e.name)
        if d is not None and d.init is not None and not env.assigned.get(e.name) \
                and e.name not in env.escaped:
            r = _truth(d.init, env, leaf, values, memo, grid, block, params, depth + 1)
            memo[id(e)] = r
            return r
    if isinstance(e, N.Binary) and e.op in ("&&", "||"):
        a = _truth(e.lhs, env, leaf, values, memo, grid, block, params, depth)
        b = _truth(e.rhs, env, leaf, values, memo, grid, block, params, depth)
        r = np.logical_and(a, b) if e.op == "&&" else np.logical_or(a, b)
    elif isinstance(e, N.Unary) and e.op == "!":
        r = np.logical_not(_truth(e.operand, env, leaf, values, memo, grid, block, params,
                                  depth))
    else:
        c = leaf(e, env)
        extra = env.opaque_values(launch_values(grid, block) | {
            f"param:{k}": int(v) for k, v in params.items()})
        values.update(extra)
        r = np.asarray(c(values), bool)
    memo[id(e)] = r
    return r


def _sample_axis(extent: int, cap: int):
    """Block indices along one axis and the number of blocks each stands for: all of them
    when there are at most ``cap``, else the two first and last and evenly spaced ones."""
    if extent <= cap:
        return np.arange(extent, dtype=np.int64), np.ones(extent)
    mid = np.unique(np.linspace(2, extent - 3, cap - 4).round().astype(np.int64))
    idx = np.concatenate([[0, 1], mid, [extent - 2, extent - 1]]).astype(np.int64)
    w = np.concatenate([[1.0, 1.0], np.full(mid.size, (extent - 4) / mid.size), [1.0, 1.0]])
    return idx, w


def failing_assumptions(variant: Variant, launch: Launch | None = None) -> list[str]:
    """The variant's run-time assumptions (launch limits included) that fail at
    ``launch`` of the original (default: ``variant.origin``, the launch it was made for);
    alignment and assumptions on values not given are not checked."""
    from .dispatch import all_assumptions

    launch = launch or variant.origin
    env = launch.geometry_env()
    env.update({k: int(v) for k, v in launch.params.items()})
    out = []
    for a in all_assumptions(variant):
        if a.kind == "aligned":
            continue
        try:
            if not a.holds(env):
                out.append(str(a))
        except (KeyError, NameError, ZeroDivisionError, TypeError, SyntaxError):
            continue
    return out


def run_pipeline(module, kernel: str, launch: Launch, steps=None, name: str | None = None,
                 device: Device | None = None, compiler=None, reassociate: bool = False):
    """Run the passes of :data:`PASSES` that ``steps`` allows (default: all) on kernel
    ``kernel`` of ``module`` at ``launch``; returns an
    :class:`~warpsmith.transform.memopt.OptimizeResult`."""
    from .memopt import OptimizeResult

    allowed = set(steps or STEPS)
    unknown = allowed - set(STEPS)
    if unknown:
        raise ValueError(f"unknown steps {sorted(unknown)}; known: {', '.join(STEPS)}")
    start = Variant.of(module, kernel, launch)
    state = State(start, allowed, name or f"{start.kernel}_opt", device or default_device(),
                  compiler)
    state.reassociate = reassociate
    result = OptimizeResult(start.kernel, None, before=state.before)
    for p in PASSES:
        if not allowed & set(p.names) or (p.after_a_step and not state.current.steps):
            continue
        for candidates in p.rounds(state):
            decide(state, candidates, p.priced)
    result.applied, result.refused = list(state.current.steps), state.refused
    if state.current.steps:
        result.variant = state.current
        result.after = access_report(state.current)
    return result


class State:
    """The optimizer's state between passes: the variant so far and its predicted cost,
    the steps allowed, the new kernel's name, the device and compiler, the refusals."""

    def __init__(self, variant: Variant, allowed: set, new_name: str, device: Device,
                 compiler):
        self.current = variant
        self.allowed, self.new_name = allowed, new_name
        self.device, self.compiler = device, compiler
        self.before, self.cost = variant_cost(variant, device)
        self.refused: list[Refusal] = []
        self.reassociate = False  # floating-point sums may be reordered (warp-reduce)

    @property
    def fn(self) -> N.Function:
        return self.current.function()


@dataclass(frozen=True)
class Candidate:
    """A legal candidate of a round and its predicted cost (None when not priced)."""

    variant: Variant
    cost: float | None

    @property
    def step(self) -> Step:
        return self.variant.steps[-1]


def price(state: State, out: Variant | Refusal, priced: bool = True) -> Candidate | None:
    """A step's outcome as a candidate: refusals are reported, an unchanged variant
    (nothing to do) dropped, a variant whose run-time assumptions fail at the launch it
    was made for refused with them, else priced (when ``priced``)."""
    if isinstance(out, Refusal):
        state.refused.extend(out.all())
        return None
    if len(out.steps) == len(state.current.steps):
        return None
    failing = failing_assumptions(out)
    if failing:
        state.refused.append(Refusal(out.steps[-1].name, f"{out.steps[-1].detail}: its run-time "
                                     "assumptions fail at this launch: " + "; ".join(failing)))
        return None
    return Candidate(out, variant_cost(out, state.device)[1] if priced else None)


def decide(state: State, candidates, priced: bool = True) -> None:
    """THE keep-if-it-pays rule, for every pass: of a round's candidates keep the
    cheapest (a later one replaces an earlier only when cheaper by more than 0.1%,
    :data:`TIE`) when it cuts the predicted cost by at least 3% (:data:`GAIN`); refuse
    it as not paying otherwise. An unpriced pass (the register bound, which the access
    model cannot see) keeps its first legal candidate."""
    best = None
    for out in candidates:
        cand = price(state, out, priced)
        if cand is None:
            continue
        if not priced:
            keep(state, cand)
            return
        if best is None or cand.cost < best.cost * TIE:
            best = cand
    if best is None:
        return
    if best.cost < state.cost * GAIN:
        keep(state, best)
    else:
        state.refused.append(Refusal(best.step.name, f"{best.step.detail}: does not pay "
                                     f"(predicted cost {round(best.cost)} vs "
                                     f"{round(state.cost)})"))


def keep(state: State, cand: Candidate) -> None:
    """Make ``cand`` the current variant: its new steps carry the predicted costs before
    and after (unless they carry a prediction of their own, as padding's wavefronts do),
    and the parts of them left out are reported."""
    old = state.current
    new_steps = cand.variant.steps[len(old.steps):]
    if cand.cost is not None:
        costs = {"predicted_cost_before": round(state.cost),
                 "predicted_cost_after": round(cand.cost)}
        new_steps = tuple(s if s.predicted else replace(s, predicted=costs) for s in new_steps)
    state.refused.extend(cand.variant.refused[len(old.refused):])
    state.current = replace(cand.variant, steps=old.steps + tuple(new_steps))
    if cand.cost is not None:
        state.cost = cand.cost


# ---------------------------------------------------------------- the passes

@dataclass(frozen=True)
class Pass:
    """A named pass: ``rounds(state)`` yields rounds of candidates (Variants or
    Refusals of one step), each decided by :func:`decide` before the next is made.
    ``names``: the step names that enable it; ``priced``: decided by the access model's
    cost; ``after_a_step``: run only when an earlier pass changed the kernel."""

    name: str
    names: tuple
    rounds: Callable
    priced: bool = True
    after_a_step: bool = False


def _swap_rounds(state: State):
    """Swap threadIdx.x with the index variable whose stride equals the element size in
    an uncoalesced access (one round: every such pair)."""
    candidates = []
    report = state.before
    for p in report.predictions:
        a = p.access
        if a.space != "global" or p.verdict != "uncoalesced" or a.offset is None:
            continue
        for v in ("tid.y", "tid.z", "bid.x", "bid.y", "bid.z"):
            c = _stride(a, v, report, state.current.params)
            if c is not None and abs(c) == a.size and ("tid.x", v) not in candidates:
                candidates.append(("tid.x", v))
    glob = _global_swaps(state)
    rows = ("tid.x", "tid.y") in candidates and "group-threads" in state.allowed
    if candidates or glob:
        globals_ = [f(state.current, name=state.new_name, **o) for f, o in glob]
        # analyzed here only when a paper's swap could be refused in their favour
        whole = bool(candidates) and any(_all_coalesced(g) for g in globals_)
        paper = (_whole_rows(state, swap(state.current, name=state.new_name, a=a, b=b),
                             whole) for a, b in candidates)
        yield itertools.chain(globals_, paper, _row_candidates(state) if rows else ())


def _all_coalesced(out) -> bool:
    """Whether variant ``out`` (a global swap) leaves no uncoalesced global access."""
    if isinstance(out, Refusal):
        return False
    return not any(p.access.space == "global" and p.verdict == "uncoalesced"
                   for p in access_report(out).predictions)


def _whole_rows(state: State, out, global_swap: bool):
    """A paper's swap (``out``), refused in favour of a global swap proposed beside it that
    leaves every global access coalesced (``global_swap``; a transpose has none such: one
    side stays uncoalesced, and the paper's swap, half-serving both, is kept) when its
    block spans less than a cache line of a row of the data
    along x (``blockDim.x`` times the element size of the accesses it makes coalesced):
    blocks start in ``blockIdx.x``-fastest order, so the blocks running at one time then
    write and read a piece of each of many lines, and the rest of each line comes much
    later from other blocks. The access model counts sectors per request, the same in both
    orders, and does not see it; on the H200 the sixth suite's ``outer_product_rowx`` with
    the paper's swap (blocks of 8 x 32) ran 2.3x slower than a hand kernel with the same
    float4 accesses in data order (benchmarks/results/heldout6-h200-2026-11-28/)."""
    if isinstance(out, Refusal) or not global_swap:
        return out
    line = state.device.cache_line_bytes
    sizes = [p.access.size for p in state.before.predictions
             if p.access.space == "global" and p.verdict == "uncoalesced"]
    row = int(out.block[0]) * min(sizes, default=line)
    if row >= line:
        return out
    return Refusal(out.steps[-1].name, f"{out.steps[-1].detail}: its blocks would span "
                   f"{row} bytes of a row of the data along x, less than a {line}-byte line, "
                   "in blockIdx.x-fastest order (pieces of many lines at once); the global "
                   "swap keeps the blocks in data order")


GLOBAL_THREADS = (256, 512, 1024)


def _global_swaps(state: State) -> list:
    """The global swaps (:mod:`.gridorder`) to try: for every axis d whose global index
    steps one element in an uncoalesced global access, that axis made axis x of the launch
    in each block shape of :func:`~.gridorder.global_shapes` (the original's thread
    count first); proposed before the paper's swaps, so that they win a tie."""
    report, cur = state.before, state.current
    if cur.steps or not {"swap", "block-shape"} <= state.allowed:
        return []
    g = globalize(cur)
    if "global-index" not in state.allowed and (isinstance(g, Refusal) or g is not cur):
        return []  # it would read a block index as a global one: a step not allowed
    axes = []
    for p in report.predictions:
        a = p.access
        if a.space != "global" or p.verdict != "uncoalesced" or a.offset is None:
            continue
        for d in (1, 2):
            var = f"tid.{'xyz'[d]}" if cur.block[d] > 1 else f"bid.{'xyz'[d]}"
            c = _stride(a, var, report, cur.params)
            if c is not None and abs(c) == a.size and d not in axes:
                axes.append(d)
    out = []
    threads = int(np.prod(cur.block))
    for d in axes:
        extent = int(cur.grid[d]) * int(cur.block[d])
        counts = tuple(dict.fromkeys((threads,) + GLOBAL_THREADS))
        o = 0 if d == 1 else 1  # the launch axis that becomes the new y
        other = int(cur.grid[o]) * int(cur.block[o])
        for shape in global_shapes(extent, counts, limit=3, extent_y=other):
            out.append((swap_global, {"axis": "xyz"[d], "block": shape}))
    return out


def _stride(access, var, report, params):
    values = report_values(report, params)
    return access.offset.substitute(values).coefficient(var).constant


RELIN_BLOCKS = (1024, 512, 256, 128, 64, 32)


def _relin_rounds(state: State):
    """When no swap applied: re-linearize thread indices (:mod:`.relin`) for each block
    index whose stride in an uncoalesced access is one element, in blocks of every size
    of :data:`RELIN_BLOCKS` that divides the grid (one round: the cheapest is kept)."""
    if state.current.steps:
        return
    report, axes = state.before, []
    for p in report.predictions:
        a = p.access
        if a.space != "global" or p.verdict != "uncoalesced" or a.offset is None:
            continue
        for v in ("bid.x", "bid.y", "bid.z"):
            c = _stride(a, v, report, state.current.params)
            if c is not None and abs(c) == a.size and v[-1] not in axes:
                axes.append(v[-1])
    grid = state.current.grid
    cands = [(ax, b) for ax in axes for b in RELIN_BLOCKS if grid["xyz".index(ax)] % b == 0]
    if cands:
        yield (relinearize(state.current, axis=ax, block=b, name=state.new_name)
               for ax, b in cands)


SHAPE_MERGES = (4, 2)  # thread merges tried on top of each block shape


def _shape_rounds(state: State):
    """When the block has fewer than 32 threads along x (a warp's lanes then lie in
    several rows, as a swap of a 32 x 8 block leaves them), launch the kernel with another
    block shape of the same thread count (at least 32 threads along x), alone or followed
    by a thread merge along x (by
    :data:`SHAPE_MERGES`, first merge form, both modes): the shape that pays shows only
    once threads are merged (a 4-way merge needs 32 lanes along x to make whole rows).
    One round; kept by :func:`decide` like every step."""
    import copy

    cur = state.current
    if cur.block[0] >= 32:
        return  # a warp already lies along x: the shape is the user's
    pairs = pairing(cur.function())
    if isinstance(pairs, str):
        return
    threads = int(np.prod(cur.block))
    cands = [b for b in shapes(threads, len(pairs)) if b != tuple(cur.block)]
    if not cands:
        return

    def gen():
        for b in cands:
            out = reshape_block(cur, block=b, name=state.new_name)
            yield out
            if isinstance(out, Refusal) or "group-threads" not in state.allowed:
                continue
            proxy = copy.copy(state)
            proxy.current = out
            for G in SHAPE_MERGES:
                for mode in ("grid", "block"):
                    split, slow = MERGE_FORMS[0]
                    m = merge_threads(out, factor=G, mode=mode, split=split, slow=slow,
                                      name=state.new_name)
                    if isinstance(m, Variant):
                        yield m
    yield gen()


STRAIGHT_MERGES = (4, 2)  # thread merges tried under a straight-line grouping


def _straight_rounds(state: State):
    """Group runs of one thread's consecutive accesses in straight-line code into vector
    accesses (:mod:`.straight`), alone or after merging G threads along x (G in
    :data:`STRAIGHT_MERGES`, first merge form, blocks kept): a merge lines up the records
    of G threads (four pixels' ``rgba[4i+0..3]``: 16 consecutive bytes) into one run, which
    a 16-byte access then reads, where grouping first would leave one 4-byte vector per
    thread that no merge can widen. One round; kept by :func:`decide` like every step."""
    cur = state.current

    def gen():
        alone = group_straight(cur, name=state.new_name)
        yield alone
        if "group-threads" not in state.allowed or isinstance(alone, Refusal):
            return  # no record in straight-line code: nothing for a merge to line up
        for G in STRAIGHT_MERGES:
            split, slow = MERGE_FORMS[0]
            m = merge_threads(cur, factor=G, mode="grid", split=split, slow=slow,
                              name=state.new_name)
            if isinstance(m, Variant):
                g = group_straight(m, name=state.new_name)
                if isinstance(g, Variant) and _lines_up_records(m, g) \
                        and _vectors_contiguous(g):
                    yield g
    yield gen()


def _lines_up_records(merged: Variant, grouped: Variant) -> bool:
    """Whether the grouping after the merge groups an array whose accesses the merge
    itself could not group because they step a whole record from copy to copy (the case
    the composition is for); where the merge grouped the accesses itself (a stencil's
    neighbours), the merge round decides, with its versioned forms."""
    import re

    records = {m.group(1) for r in merged.refused
               for m in [re.search(r"(?:load|store) of (\w+) at line .*from copy to copy",
                                   r.reason)] if m}
    made = set(re.findall(r"(?:loads|stores) of (\w+) ->", grouped.steps[-1].detail))
    return bool(records & made)


def _vectors_contiguous(variant: Variant) -> bool:
    """Whether no vector global access of ``variant`` is uncoalesced: a merge followed by a
    grouping is kept only where the lanes' vectors lie side by side (four pixels, 16 bytes a
    lane). Packed float3 records (12 bytes) give each lane 16 of every 48 bytes: the
    sectors per request look no worse to the model, but on the H100 such a variant of the
    held-out float3_scale ran slower than the original (docs/heldout.md; its stores write
    parts of sectors)."""
    from ..ir.types import VectorType

    return not any(p.access.space == "global" and p.verdict == "uncoalesced"
                   and isinstance(p.access.type, VectorType)
                   for p in access_report(variant).predictions)


def _loop_rounds(state: State):
    """Unroll each loop by 16, 8, 4 or 2 and group its accesses (one round per loop)."""
    loops = [n for n in walk(state.fn.body) if isinstance(n, N.For)]
    for loop in loops:
        # find the same loop in the current function (earlier steps rebuild the tree)
        current = next((n for n in walk(state.fn.body) if isinstance(n, N.For)
                        and n.loc == loop.loc and n == loop), None)
        if current is not None:
            yield (unroll_loop(state.current, loop=current, factor=G, name=state.new_name)
                   for G in (16, 8, 4, 2))


MERGE_FORMS = (("thread", "predicated"), ("thread", "serial"), ("block", "predicated"),
               ("block", "serial"))


def _merge_rounds(state: State):
    """Merge G = 16, 8, 4 or 2 threads along x (one round of every form).

    A merge keeps the block and shrinks the grid, or shrinks the block; guards that
    differ between the copies are versioned. A versioned merge is tried in four forms
    (:data:`MERGE_FORMS`): the fast-path test per merged thread or per block
    (``merge_threads(split="block")``: every warp of the block takes one path), and the
    slow path predicated (its loads hoisted, one round) or serial (each copy with its own
    loads). The model tells them apart through the requests the warps issue: where a
    warp holds both border and interior threads, the per-thread test makes it run the
    fast path and then the slow path, the per-block test the slow path only, and a whole
    block runs the slow path when any of its threads is at a border (which costs more
    when blocks are wide); a predicated slow path issues each of its loads once where
    some lane needs it, a serial one once per copy.
    (Predicated loads without a slow path, ``merge_threads(predicate=True, version=False)``,
    are not tried: they issue fewer requests than a versioned merge, which the model
    would prefer, but measured slower on the GPU for Sobel: every thread then evaluates
    the per-copy guards, which cost more instructions and registers than the requests
    save. The slow path of a versioned merge does use them, see ``merge_threads``.)

    With only "vector32" allowed, only merges that make a 128-bit access of a 32-bit type
    are candidates, reported under that name.

    No merge where a loop loads what the access analysis cannot place, even as a clamp
    (:func:`unplaced_loop_load`): the merged thread runs its copies' loops one after
    another, and those loads, priced at nothing, leave the merge's savings elsewhere
    unweighed. Over the measured suites, merges of such kernels ran 1.21 times their
    originals' time (geometric mean of 24; 16 slower, 6 faster), the others 0.61 (341)."""
    why = unplaced_loop_load(state.current)
    if why:
        step = "group-threads" if "group-threads" in state.allowed else "vector32"
        yield [Refusal(step, f"merging threads: {why}")]
        return
    yield _merge_candidates(state, "group-threads" not in state.allowed)


def unplaced_loop_load(variant: Variant) -> str | None:
    """The first global load in a loop whose address the access analysis cannot place, not
    even reading clamps as their argument (``analysis.priced_report``), described; None when
    there is none."""
    report = access_report(variant)
    priced = priced_report(report, variant.module, variant.function(), variant.params)
    for p in priced.predictions:
        a = p.access
        if a.kind == "load" and a.space == "global" and a.loops and a.offset is None \
                and p.requests is None:
            return (f"the load of {a.array} at line {a.loc.line} in a loop has an address the "
                    "analysis cannot place (each merged thread would run its copies of that "
                    "loop in turn, unpriced)")
    return None


ROW_MERGES = (8, 4, 2)  # threads merged along y (rows per thread), :func:`_row_candidates`


def _row_candidates(state: State):
    """Merges of G threads along y (:func:`.rows.merge_rows`, G in :data:`ROW_MERGES`,
    both launch forms, the first merge form): each thread then handles G consecutive rows,
    and an access that steps one element from one row of threads to the next has its G
    elements side by side, one vector (the naive transpose's column of shorts written as
    one 16-byte word) while the others stay coalesced across the lanes. Proposed in the
    swap round, beside the swap of ``threadIdx.x`` with ``threadIdx.y`` that the same
    access asks for (:func:`_swap_rounds`), and kept only if cheaper."""
    split, slow = MERGE_FORMS[0]
    for G in ROW_MERGES:
        for mode in ("grid", "block"):
            yield merge_rows(state.current, factor=G, mode=mode, split=split, slow=slow,
                             name=state.new_name)


def _merge_candidates(state: State, vector_only: bool):
    for G in (16, 8, 4, 2):
        for mode in ("grid", "block"):  # on a tie, keep the block the user chose
            for split, slow in MERGE_FORMS:
                out = merge_threads(state.current, factor=G, mode=mode, split=split,
                                    slow=slow, name=state.new_name)
                if mode == "grid" and isinstance(out, Refusal):
                    break  # the block-shrinking form's refusal (or success) says enough
                versioned = isinstance(out, Variant) and out.steps[-1].versioned
                if (split, slow) != MERGE_FORMS[0] and not versioned:
                    break  # nothing versioned: the same as the first candidate
                if vector_only:
                    if isinstance(out, Variant) and not out.steps[-1].makes_vector(4, 32):
                        break
                    out = _renamed(out, "vector32", state.current)
                yield out
                if not versioned:
                    break  # not versioned: no per-block form to try


def _renamed(out: Variant | Refusal, step: str, before: Variant) -> Variant | Refusal:
    """``out`` reported under the step name ``step``: a Refusal's step, or a Variant's
    new step and the refusals that came with it."""
    if isinstance(out, Refusal):
        return replace(out, step=step)
    new_refused = tuple(replace(r, step=step) for r in out.refused[len(before.refused):])
    return replace(out, steps=out.steps[:-1] + (replace(out.steps[-1], name=step),),
                   refused=before.refused + new_refused)


def _stage_rounds(state: State):
    """Stage record arrays through shared memory (:mod:`.stage`; one round: records of 1-
    and 2-byte elements copied as 32-bit words, or element by element). After the
    grouping passes: where a vector access covers a record (aligned windows, merged
    threads), it moves the same bytes with fewer requests and no barrier, so staging is
    tried only on what they leave (strides such as 3 or 9 elements)."""
    yield (stage_records(state.current, device=state.device, words=w, name=state.new_name)
           for w in (True, False))


def _tree_rounds(state: State):
    """Sequential addressing for each interleaved tree reduction (:mod:`.treereduce`; one
    round per loop). Not priced: the analysis cannot model the interleaved tree's accesses
    (their index is the product of the thread index and a doubling loop variable), so they
    would count for nothing against the sequential form's modelled ones; the rewrite
    touches the same slots, each level with consecutive words (no bank conflict) and the
    active threads packed into the fewest warps, which is no worse at any level."""
    for loop in tree_loops(state.fn):
        yield [sequential_tree(state.current, loop=loop, reassociate=state.reassociate,
                               name=state.new_name)]


def _pad_rounds(state: State):
    """Pad the shared arrays that have bank conflicts (one candidate)."""
    yield [pad_shared(state.current, name=state.new_name)]


ROW_FACTORS = (2, 4, 8)


def _rows_rounds(state: State):
    """Compose with coarsening (:mod:`.coarsen`, group-preserving): each thread of a
    kernel with barriers (a tiled kernel) does F rows of its block along y or z, rows
    ``block/F`` apart so that the lanes of a warp stay consecutive (stride
    ``block[d] / F``), on the tile as earlier steps left it (padded). One round over F
    in :data:`ROW_FACTORS` and both axes; what it saves in the cost is one barrier per
    warp and copy. Kernels without barriers are not tried: the cost cannot differ."""
    cur = state.current
    if not any(isinstance(n, N.Barrier) for n in walk(state.fn.body)):
        return
    cands = [(F, d) for d in (1, 2) for F in ROW_FACTORS
             if cur.block[d] % F == 0 and cur.block[d] // F >= 1 and cur.block[d] > F]
    if cands:
        yield (_renamed(coarsen(cur, factor=F, dim=d, stride=cur.block[d] // F,
                                name=state.new_name), "coarsen-rows", cur)
               for F, d in cands)


def _bound_rounds(state: State):
    """Bound a versioned variant's registers to its fast path's occupancy."""
    yield [bound_registers(state.current, compiler=state.compiler, device=state.device)]


def _privatize_rounds(state: State):
    """Give each block a shared copy of the counters the kernel adds to atomically
    (:mod:`.privatize`; one candidate), before the grouping passes rewrite the indices."""
    yield [privatize_atomics(state.current, name=state.new_name)]


def _thread0_rounds(state: State):
    """Spread a scan or a sum of a shared array that the block's first thread runs alone
    over the block (:mod:`.thread0`; one candidate, unpriced: the access model does not
    price a loop's chain of dependent steps)."""
    yield [spread_thread0(state.current, reassociate=state.reassociate, name=state.new_name)]


def _widen_rounds(state: State):
    """Spread the block-stride loop of a kernel launched as one block over a grid
    (:mod:`.widen`; one candidate, only as the first step, unpriced: one block of a hundred
    multiprocessors' worth of work is never the faster form)."""
    if state.current.steps:
        return
    yield [widen_grid(state.current, name=state.new_name)]


def _fuse_rounds(state: State):
    """Fuse adjacent loops over one range (:mod:`.fuse`; one round): priced, so kept only
    when a load both passes made is made once."""
    yield [fuse_loops(state.current, name=state.new_name)]


def _flat_rounds(state: State):
    """Split a flat thread index the other way (:mod:`.flatorder`) when more global
    accesses step one element along its slow digit than along its fast one; only as the
    first step, unpriced (the access analysis cannot place ``t / M`` and ``t % M``)."""
    if state.current.steps:
        return
    d = find_digits(state.fn)
    if isinstance(d, str):
        return
    slow, fast = prefers_slow_digit(state.fn, state.current.module, d)
    if slow > fast:
        yield [exchange_digits(state.current, name=state.new_name)]
    else:
        yield [Refusal("flat-order", f"exchange the digits of {d.var}: {fast} global "
                       f"accesses step one element along {d.var} % M and {slow} along "
                       f"{d.var} / M; the split as written serves more of them")]


PASSES = (
    Pass("flat-order", ("flat-order",), _flat_rounds, priced=False),
    # a loop the block's first thread runs alone over a shared array: the access model
    # sees its loads and stores, not that 255 threads wait for them (thread0.py)
    Pass("spread-thread0", ("spread-thread0",), _thread0_rounds, priced=False),
    Pass("widen-grid", ("widen-grid",), _widen_rounds, priced=False),
    Pass("swap", ("swap",), _swap_rounds),
    Pass("relinearize", ("relinearize",), _relin_rounds),
    Pass("block-shape", ("block-shape",), _shape_rounds),
    Pass("group-straight", ("group-straight",), _straight_rounds),
    # passes over the same range made one, each shared load made once (fuse.py): before
    # warp-reduce, which then spreads the one loop
    Pass("fuse-loops", ("fuse-loops",), _fuse_rounds),
    Pass("warp-reduce", ("warp-reduce",), warp_rounds),
    Pass("lanes", ("lanes",), lanes_rounds),
    # loops walking data-bounded segments (CSR rows): the access model cannot price those
    # walks (their trip count is data), so the first legal form is kept
    Pass("warp-reduce-segments", ("warp-reduce",), partial(warp_rounds, segments=True),
         priced=False),
    Pass("lanes-segments", ("lanes",), partial(lanes_rounds, segments=True), priced=False),
    # a block's shared copy of atomically updated counters: the access model does not price
    # atomics' contention, so the legal form is kept (privatize.py says when it is legal)
    Pass("privatize", ("privatize",), _privatize_rounds, priced=False),
    Pass("group-loop", ("group-loop",), _loop_rounds),
    Pass("group-threads", ("group-threads", "vector32"), _merge_rounds),
    Pass("stage-records", ("stage-records",), _stage_rounds),
    Pass("tree-reduce", ("tree-reduce",), _tree_rounds, priced=False),
    Pass("pad", ("pad",), _pad_rounds),
    Pass("coarsen-rows", ("coarsen-rows",), _rows_rounds),
    Pass("bound-registers", ("bound-registers",), _bound_rounds, priced=False,
         after_a_step=True),
)


__all__ = ["run_pipeline", "launch_cost", "variant_cost", "access_report",
           "executed_fractions", "failing_assumptions", "decide", "keep", "price", "Pass",
           "PASSES", "State", "Candidate", "STEPS", "GAIN", "TIE"]
