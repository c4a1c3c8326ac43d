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
"""

from __future__ import annotations

from ..analysis import analyze_accesses
from ..ir import nodes as N
from ..ir.visit import walk
from .variant import LaunchMap, Refusal, Step, Variant

STEPS = ("swap", "group-loop", "group-threads", "vector32", "pad")
SM_COUNT, THREADS_PER_SM, BLOCKS_PER_SM = 132, 2048, 32
GAIN = 0.97  # a step must cut the predicted cost by at least 3%


def launch_cost(report) -> float:
    """Predicted cost of a launch in sector units (see the module doc)."""
    total = 0.0
    for p in report.predictions:
        n = p.requests or 0
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


def run_pipeline(module, kernel, grid, block, params, steps, name):
    from ..frontend import find_kernel
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
    before = _report(start, params)
    state = _State(start, launch_cost(before), params, new_name)
    result = OptimizeResult(fn.name, None, before=before)
    if "swap" in allowed:
        _try_swaps(state, before)
    if "group-loop" in allowed:
        _try_loops(state)
    if "group-threads" in allowed or "vector32" in allowed:
        _try_merge(state, allowed)
    if "pad" in allowed:
        _try_pad(state)
    result.applied, result.refused = state.applied, state.refused
    if state.applied:
        v = state.current
        result.variant = v
        result.after = _report(v, params)
    return result


class _State:
    def __init__(self, variant, cost, params, new_name):
        self.current = variant
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
        report = _report(variant, self.params)
        cost = launch_cost(report)
        return variant, step, extra, cost

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
                              state.current.launch_map)
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
    from .group import merge_threads

    best = None
    for G in (16, 8, 4, 2):
        out = merge_threads(state.current.module, state.fn, G, state.current.grid,
                            state.current.block, state.params, state.new_name,
                            state.current.launch_map)
        cand = state.consider(out, "group-threads")
        if cand is None:
            continue
        if "group-threads" not in allowed and not _only_32bit(cand):
            continue
        if best is None or cand[3] < best[3] * 0.999:
            best = cand
    if best is not None:
        if best[3] < state.cost * GAIN:
            state.keep(best)
        else:
            state.reject(best, "does not pay")


def _only_32bit(cand) -> bool:
    return "x float4" in cand[1].detail or "x int4" in cand[1].detail


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
    report = _report(variant, state.params)
    cost = launch_cost(report)
    if cost < state.cost * GAIN or cost < state.cost:
        for s in steps:
            state.applied.append(s)
        state.current, state.cost = variant, cost


__all__ = ["run_pipeline", "launch_cost", "STEPS"]
