"""The optimizer's driver: which steps to try, in which order, and whether they pay.

Steps are tried in the paper's order (coalescing first, then grouping), each on the
result of the previous ones, and kept only when legal and when the predicted cost of the
launch falls. The cost is counted from the analysis's predictions over the whole launch,
in units of one 32-byte sector: every global sector moved, plus one per warp request (an
issue slot and a trip through the load/store unit: what grouping saves even when sectors
stay the same), plus half a unit per shared-memory wavefront; it is divided by the
fraction of the GPU's thread slots the launch can fill: blocks too small to fill an SM
within its 32-block limit, or fewer threads than half the GPU holds (merging threads
leaves less parallelism to hide memory latency).
The thread slots come from the H100 description (132 SMs x 2048 threads, 32 blocks/SM).

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

import numpy as np

from ..analysis import analyze_accesses
from ..ir import nodes as N
from ..ir.visit import walk
from .variant import LaunchMap, Refusal, Step, Variant

STEPS = ("swap", "group-loop", "group-threads", "vector32", "pad", "bound-registers")
SM_COUNT, THREADS_PER_SM, BLOCKS_PER_SM = 132, 2048, 32
GAIN = 0.97  # a step must cut the predicted cost by at least 3%


def launch_cost(report, weights: dict | None = None) -> float:
    """Predicted cost of a launch in sector units (see the module doc). ``weights`` maps
    ``id(prediction)`` to the fraction of its requests that are issued (default 1)."""
    total = 0.0
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
    per_sm = min(threads * BLOCKS_PER_SM, THREADS_PER_SM)  # occupancy by block count
    fill = min(1.0, per_sm / THREADS_PER_SM,
               2 * threads * blocks / (SM_COUNT * THREADS_PER_SM))
    return total / fill if fill > 0 else total


def _report(variant: Variant, params):
    return analyze_accesses(variant.module, variant.function(), variant.grid, variant.block,
                            params)


def variant_cost(variant: Variant, params) -> tuple:
    """``(report, cost)`` of a variant at its launch, requests weighted by the fraction of
    warps that execute them (see the module doc)."""
    report = _report(variant, params)
    weights = executed_fractions(report, variant.module, variant.function(), params)
    return report, launch_cost(report, weights)


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


def failing_assumptions(variant: Variant, grid, block, params) -> list[str]:
    """The variant's run-time assumptions (launch limits included) that fail at launch
    ``grid`` x ``block`` of the original with integer arguments ``params``; alignment and
    assumptions on values not given are not checked."""
    from .dispatch import all_assumptions

    env = {f"grid.{x}": int(grid[i]) for i, x in enumerate("xyz")}
    env.update({f"block.{x}": int(block[i]) for i, x in enumerate("xyz")})
    env.update({k: int(v) for k, v in params.items()})
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


def run_pipeline(module, kernel, grid, block, params, steps, name):
    from ..ir.lookup import find_kernel
    from .memopt import OptimizeResult

    fn = find_kernel(module, kernel)
    grid3 = tuple(int(x) for x in grid) + (1,) * (3 - len(grid))
    block3 = tuple(int(x) for x in block) + (1,) * (3 - len(block))
    allowed = set(steps or STEPS)
    unknown = allowed - set(STEPS)
    if unknown:
        raise ValueError(f"unknown steps {sorted(unknown)}; known: {', '.join(STEPS)}")
    new_name = name or f"{fn.name}_opt"
    start = Variant(module, fn.name, fn.name, grid3, block3, LaunchMap())
    before, cost = variant_cost(start, params)
    state = _State(start, cost, params, new_name)
    result = OptimizeResult(fn.name, None, before=before)
    if "swap" in allowed:
        _try_swaps(state, before)
    if "group-loop" in allowed:
        _try_loops(state)
    if "group-threads" in allowed or "vector32" in allowed:
        _try_merge(state, allowed)
    if "pad" in allowed:
        _try_pad(state)
    if state.applied and "bound-registers" in allowed:
        from .registers import bound_registers

        state.current, step = bound_registers(state.current)
        if isinstance(step, Step):
            state.applied.append(step)
        elif step is not None:
            state.refused.append(step)
    result.applied, result.refused = state.applied, state.refused
    if state.applied:
        v = state.current
        result.variant = v
        result.after = _report(v, params)
    return result


class _State:
    def __init__(self, variant, cost, params, new_name):
        self.current = variant
        self.origin = (variant.grid, variant.block)  # the launch being optimized
        self.cost = cost
        self.params = params
        self.new_name = new_name
        self.applied: list[Step] = []
        self.refused: list[Refusal] = []

    @property
    def fn(self) -> N.Function:
        return self.current.function()

    def consider(self, outcome, label: str):
        """Evaluate a candidate (Variant, Step[, refusals]) or a Refusal; returns the
        candidate with its cost, or None."""
        if isinstance(outcome, Refusal):
            self.refused.append(outcome)
            return None
        variant, step = outcome[0], outcome[1]
        extra = outcome[2] if len(outcome) > 2 else []
        variant.assumptions = list(self.current.assumptions) + list(variant.assumptions)
        variant.original = self.current.original
        failing = failing_assumptions(variant, *self.origin, self.params)
        if failing:
            self.refused.append(Refusal(step.name, f"{step.detail}: its run-time assumptions "
                                                   "fail at this launch: "
                                        + "; ".join(failing)))
            return None
        _, cost = variant_cost(variant, self.params)
        return variant, step, extra, cost

    def check_env(self) -> dict:
        """Launch names and integer arguments of the launch being optimized."""
        grid, block = self.origin
        env = {f"grid.{x}": int(grid[i]) for i, x in enumerate("xyz")}
        env.update({f"block.{x}": int(block[i]) for i, x in enumerate("xyz")})
        env.update({k: int(v) for k, v in self.params.items()})
        return env

    def keep(self, cand):
        variant, step, extra, cost = cand
        step = Step(step.name, step.detail, {"predicted_cost_before": round(self.cost),
                                             "predicted_cost_after": round(cost)})
        self.current = variant
        self.cost = cost
        self.applied.append(step)
        for r in extra:
            self.refused.append(Refusal(step.name, r))

    def reject(self, cand, why: str):
        variant, step, _, cost = cand
        self.refused.append(Refusal(step.name, f"{step.detail}: {why} (predicted cost "
                                               f"{round(cost)} vs {round(self.cost)})"))


def _try_swaps(state: _State, report) -> None:
    from .swap import swap

    candidates = []
    for p in report.predictions:
        a = p.access
        if a.space != "global" or p.verdict != "uncoalesced" or a.offset is None:
            continue
        for v in ("tid.y", "tid.z", "bid.x", "bid.y", "bid.z"):
            c = _stride(a, v, report, state.params)
            if c is not None and abs(c) == a.size and ("tid.x", v) not in candidates:
                candidates.append(("tid.x", v))
    if not candidates:
        return
    best = None
    for a, b in candidates:
        out = swap(state.current.module, state.fn, a, b, state.current.grid,
                   state.current.block, state.params, state.new_name,
                   state.current.launch_map)
        cand = state.consider(out, "swap")
        if cand is None:
            continue
        if best is None or cand[3] < best[3]:
            best = cand
    if best is not None:
        if best[3] < state.cost * GAIN:
            state.keep(best)
        else:
            state.reject(best, "does not pay")


def _stride(access, var, report, params):
    from ..analysis.affine import launch_values

    values = launch_values(report.grid, report.block)
    values.update({f"param:{k}": int(v) for k, v in params.items()})
    return access.offset.substitute(values).coefficient(var).constant


def _try_loops(state: _State) -> None:
    from .group import unroll_loop

    loops = [n for n in walk(state.fn.body) if isinstance(n, N.For)]
    for loop in loops:
        fn = state.fn
        # find the same loop in the current function (earlier steps rebuild the tree)
        current = next((n for n in walk(fn.body) if isinstance(n, N.For)
                        and n.loc == loop.loc and n == loop), None)
        if current is None:
            continue
        best = None
        for G in (16, 8, 4, 2):
            out = unroll_loop(state.current.module, fn, current, G, state.current.grid,
                              state.current.block, state.params, state.new_name,
                              state.current.launch_map, check_env=state.check_env())
            cand = state.consider(out, "group-loop")
            if cand is None:
                continue
            if best is None or cand[3] < best[3] * 0.999:
                best = cand
        if best is not None:
            if best[3] < state.cost * GAIN:
                state.keep(best)
            else:
                state.reject(best, "does not pay")


def _try_merge(state: _State, allowed) -> None:
    """Merge G = 16, 8, 4 or 2 threads along x, keeping the block and shrinking the grid
    or shrinking the block, guards that differ between the copies versioned; keep the
    cheapest candidate if it pays.

    A versioned merge is tried in four forms: the fast-path test per merged thread or per
    block (``merge_threads(split="block")``: every warp of the block takes one path), and
    the slow path predicated (its loads hoisted, one round) or serial (each copy with its
    own loads). The model tells them apart through the requests the warps issue: where a
    warp holds both border and interior threads, the per-thread test makes it run the
    fast path and then the slow path, the per-block test the slow path only, and a whole
    block runs the slow path when any of its threads is at a border (which costs more
    when blocks are wide); a predicated slow path issues each of its loads once where
    some lane needs it, a serial one once per copy.
    (Predicated loads without a slow path, ``merge_threads(predicate=True, version=None)``,
    are not tried: they issue fewer requests than a versioned merge, which the model
    would prefer, but measured slower on the GPU for Sobel: every thread then evaluates
    the per-copy guards, which cost more instructions and registers than the requests
    save. The slow path of a versioned merge does use them, see ``merge_threads``.)"""
    from .group import merge_threads

    best = None
    forms = (("thread", "predicated"), ("thread", "serial"), ("block", "predicated"),
             ("block", "serial"))
    for G in (16, 8, 4, 2):
        for mode in ("grid", "block"):  # on a tie, keep the block the user chose
            for split, slow in forms:
                out = merge_threads(state.current.module, state.fn, G, state.current.grid,
                                    state.current.block, state.params, state.new_name,
                                    state.current.launch_map, check_env=state.check_env(),
                                    mode=mode, split=split, slow=slow)
                if mode == "grid" and isinstance(out, Refusal):
                    break  # the block-shrinking form's refusal (or success) says enough
                if (split, slow) != forms[0] and (isinstance(out, Refusal)
                                                  or "versioned" not in out[1].detail):
                    break  # nothing versioned: the same as the first candidate
                if "group-threads" not in allowed:
                    # only 128-bit accesses of 32-bit types: reported under their own name
                    if isinstance(out, Refusal):
                        out = Refusal("vector32", out.reason)
                    elif not _only_32bit(out[1].detail):
                        break
                    else:
                        out = (out[0], Step("vector32", out[1].detail)) + tuple(out[2:])
                cand = state.consider(out, "group-threads")
                if cand is not None and (best is None or cand[3] < best[3] * 0.999):
                    best = cand
                if isinstance(out, Refusal) or "versioned" not in out[1].detail:
                    break  # not versioned: no per-block form to try
    if best is not None:
        if best[3] < state.cost * GAIN:
            state.keep(best)
        else:
            state.reject(best, "does not pay")


def _only_32bit(detail: str) -> bool:
    """Whether a merge's detail names a 128-bit vector of 32-bit elements."""
    return "x float4" in detail or "x int4" in detail


def _try_pad(state: _State) -> None:
    try:
        from .pad import pad_shared
    except ImportError:
        return
    out = pad_shared(state.current.module, state.fn.name, state.current.grid,
                     state.current.block, state.params, state.new_name,
                     launch_map=state.current.launch_map)
    variant, steps, refusals = out
    state.refused.extend(refusals)
    if variant is None:
        return
    variant.launch_map = state.current.launch_map
    variant.original = state.current.original
    variant.assumptions = list(state.current.assumptions) + list(variant.assumptions)
    failing = failing_assumptions(variant, *state.origin, state.params)
    if failing:
        state.refused.append(Refusal("pad", "its run-time assumptions fail at this launch: "
                                     + "; ".join(failing)))
        return
    _, cost = variant_cost(variant, state.params)
    if cost < state.cost * GAIN or cost < state.cost:
        for s in steps:
            state.applied.append(s)
        state.current, state.cost = variant, cost


__all__ = ["run_pipeline", "launch_cost", "variant_cost", "executed_fractions",
           "failing_assumptions", "STEPS"]
