"""Weights of the PDG's predicates and costs of its memory accesses, for the string model.

Predicates whose condition does not depend on the thread were weighted by the PDG itself
(exactly, when the condition is affine). The others are resolved here, by the first method
that applies among those the mode allows (``auto`` tries them in this order):

1. ``symbolic`` -- the paper's section 3.1 through :mod:`warpsmith.model.symbolic`: the
   condition as a triplet, its cost under the threshold, the activity matrix, the step
   table of the shared accesses under it, cc and cs (a predicate nested in another
   symbolically evaluated one is weighted by the joint activity);
2. ``replay`` -- first by evaluating an affine condition for every thread of a sample of
   blocks and every iteration of the enclosing loops (exact, no simulation), then by
   replaying one block on the simulator (:func:`~warpsmith.model.symbolic.replay_block`)
   and reading the warps that ran the predicate's regions;
3. ``bounds`` -- the paper's lower and upper bounds: weight unknown (0 for the low bound,
   1 for the high bound and the point estimate).

Memory costs: bytes per global request from the 32-byte sectors of
:func:`~warpsmith.analysis.coalescing.predict` (on compute capability 1.x, where
uncoalesced accesses cost one transaction per thread, ``global_sector_bytes`` per lane
unless coalesced); shared cycles per request from the device's bank model
(:func:`~warpsmith.model.symbolic.step_table` with every thread active); the launch's
footprint per array from the affine offsets' ranges.
"""

from __future__ import annotations

import numpy as np

from ..analysis.affine import AXES
from ..analysis.indexing import LOADED
from ..analysis.pdg import PDG, Predicate, Region
from ..analysis.pdg_loops import outer_combos, sequence
from ..ir.errors import WarpsmithError
from .modes import MODES
from .string_model import Resolution


def region_accesses(region: Region, kinds=("S", "Sbar")) -> list:
    """The accesses of the ops below ``region`` of the given kinds."""
    out = []
    for s in region.statements():
        for o in s.ops:
            if o.kind in kinds and o.access is not None and o.access not in out:
                out.append(o.access)
    return out


def guarded_accesses(pdg: PDG, p: Predicate, outcome: bool = True) -> list:
    out = []
    for s in pdg.statements():
        for o in s.ops:
            if (p, outcome) in o.guards and o.kind in ("S", "Sbar") and o.access not in out:
                out.append(o.access)
    return out


def _warp_any(mask: np.ndarray, T: int, warp: int) -> np.ndarray:
    """(..., T) thread mask -> (..., warps of ``warp`` lanes) whether any lane of each warp
    is set."""
    pad = (-T) % warp
    if pad:
        mask = np.concatenate([mask, np.zeros(mask.shape[:-1] + (pad,), bool)], axis=-1)
    return mask.reshape(mask.shape[:-1] + (-1, warp)).any(axis=-1)


class Resolver:
    """Resolves every predicate of ``pdg`` (module doc)."""

    def __init__(self, pdg: PDG, device, mode: str, blocks_per_sm: int, replay=None):
        if mode not in MODES:
            raise WarpsmithError(f"mode {mode!r}: choose one of {', '.join(MODES)}")
        self.pdg = pdg
        self.device = device
        self.mode = mode
        self.bps = max(1, int(blocks_per_sm))
        self.replay_fn = replay  # () -> BlockReplay or None (lazy)
        self.active: dict = {}  # id(Predicate) -> (I, T) activity matrix (symbolic)
        self.out: dict = {}
        self.notes: list = []

    def run(self) -> dict:
        for p in self.pdg.predicates:
            self.out[id(p)] = self.resolve(p)
        return self.out

    def resolve(self, p: Predicate) -> Resolution:
        if p.weight is not None:
            return Resolution(p.weight, 1 - p.weight, method="exact")
        why = []
        if p.thread_dependent and self.mode in ("auto", "symbolic"):
            try:
                r = self.symbolic(p)
                if r is not None:
                    return r
            except Exception as err:  # noqa: BLE001 - any failure falls back
                why.append(f"symbolic: {err}")
        if self.mode in ("auto", "replay"):
            r = self.affine(p, why)
            if r is not None:
                return r
            r = self.replayed(p, why)
            if r is not None:
                return r
        reason = "; ".join(why) or p.reason or "the condition depends on data"
        self.notes.append(f"condition at line {p.loc.line} ({p.text}): bounds ({reason})")
        return Resolution(None, None, method="bounds", reason=reason)

    # -------------------------------------------------------------- symbolic (S)
    def symbolic(self, p: Predicate) -> Resolution | None:
        from . import symbolic as S

        pdg = self.pdg
        env = pdg.env
        loop = p.loops[-1] if p.loops else None
        if loop is not None and loop.kind == "unknown":
            loop = None
        tr = S.triplet_of(p.cond, env, loop, pdg.values)
        if tr is None:
            raise ValueError(S.why_not(p.cond, env, loop, pdg.values) or "not a triplet")
        bx = pdg.block[0]
        _case, cost = S.evaluation_cost(tr, bx)
        if cost > S.THRESHOLD:
            raise ValueError(f"evaluation cost {cost:.3g} above the threshold {S.THRESHOLD}")
        active = S.expand_to_block(S.active_threads(tr, bx), pdg.block)
        T = active.shape[1]
        parent = self._parent_active(p, active.shape)
        joint = active if parent is None else (active & parent)
        self.active[id(p)] = joint
        if p.kind == "expr":
            accs = guarded_accesses(pdg, p)
        else:
            accs = region_accesses(p.regions.get(True, Region("then")))
        sh = S.shared_accesses(accs, env, loop, pdg.values, pdg.block) if accs else []
        steps = S.step_table(joint, sh, self.device)
        co = S.coefficients(steps, T, self.device, blocks_per_sm=self.bps)
        ws = int(self.device.warp_size)
        wpb = -(-T // ws)
        warps = _warp_any(joint, T, ws).sum(axis=1)
        base = _warp_any(parent, T, ws).sum(axis=1) if parent is not None else np.full(
            warps.shape, wpb)
        w = float(warps.sum() / max(1, base.sum()))
        rest = ~active if parent is None else (~active & parent)
        wf = float(_warp_any(rest, T, ws).sum() / max(1, base.sum()))
        steps_prof = [(1.0 / len(warps), float(k) / max(1, b)) for k, b in zip(warps, base)]
        return Resolution(w, wf, steps_prof, dict(co.cs_by_access), "symbolic",
                          cc=co.cc, cs=co.cs, cr=co.cr)

    def _parent_active(self, p: Predicate, shape):
        node = p.parent
        while node is not None:
            if isinstance(node, Predicate) and id(node) in self.active:
                a = self.active[id(node)]
                return a if a.shape == shape else None
            node = getattr(node, "parent", None)
        return None

    # -------------------------------------------------------------- affine replay
    def affine(self, p: Predicate, why: list) -> Resolution | None:
        """Evaluate an affine condition for every thread of a sample of blocks and every
        iteration of the enclosing loops that it depends on."""
        from ..analysis.replay import NotReplayable, condition

        pdg = self.pdg
        env = pdg.env
        try:
            f = condition(p.cond, env)
        except NotReplayable as err:
            why.append(f"replay: {err}")
            return None
        block, grid = pdg.block, pdg.grid
        T = int(np.prod(block))
        lin = np.arange(T, dtype=np.int64)
        tid = (lin % block[0], (lin // block[0]) % block[1], lin // (block[0] * block[1]))
        nb = int(np.prod(grid))
        bl = np.unique(np.linspace(0, nb - 1, min(nb, 64)).astype(np.int64))
        bid = (bl % grid[0], (bl // grid[0]) % grid[1], bl // (grid[0] * grid[1]))
        arrays = dict(pdg.values)
        for i, a in enumerate(AXES):
            arrays[f"tid.{a}"] = tid[i][None, :]
            arrays[f"bid.{a}"] = bid[i][:, None]
        loops = [lp for lp in p.loops if lp.kind != "unknown"]
        combos = outer_combos(loops, pdg.values)
        ws = int(self.device.warp_size)
        wpb = -(-T // ws)
        prof, wf_tot, w_tot = [], 0.0, 0.0
        try:
            for c in combos:
                m = np.broadcast_to(np.asarray(f({**arrays, **c}), bool), (bl.size, T))
                on = _warp_any(m, T, ws).sum(axis=1).mean()
                off = _warp_any(~m, T, ws).sum(axis=1).mean()
                prof.append((1.0 / len(combos), float(on) / wpb))
                w_tot += on / wpb
                wf_tot += off / wpb
        except NotReplayable as err:
            why.append(f"replay: {err}")
            return None
        n = len(combos)
        w = w_tot / n
        wf = wf_tot / n if p.kind != "exit" else 1 - w
        shared = {}
        accs = guarded_accesses(pdg, p) if p.kind == "expr" else region_accesses(
            p.regions.get(True, Region("then")))
        for a in accs:
            cyc = self.full_warp_shared(a)
            if cyc is not None:
                shared[f"{a.kind} {a.loc.line}:{a.loc.col}"] = cyc * w
        return Resolution(w, wf, prof, shared, "replay", cc=w)

    def full_warp_shared(self, a) -> float | None:
        c = shared_cycles(self.pdg, a, self.device)
        if c is None and self.replay_fn is not None:
            try:
                c = replay_shared(self.replay_fn(), a, self.device)
            except WarpsmithError:
                c = None
        return c

    # -------------------------------------------------------------- simulator replay
    def replayed(self, p: Predicate, why: list) -> Resolution | None:
        if p.kind == "expr" or self.replay_fn is None:
            why.append("replay: the condition guards part of one statement" if p.kind == "expr"
                       else "replay: not available")
            return None
        try:
            rep = self.replay_fn()
        except WarpsmithError as err:
            why.append(f"replay: {err.message}")
            return None
        if rep is None:
            why.append("replay: the block could not be simulated")
            return None
        region = p.regions.get(True)
        first = next((s for s in region.statements() if s.node is not None
                      and s.kind in ("stmt", "barrier")), None) if region else None
        if p.kind == "switch" or first is None:
            why.append("replay: no statement to read")
            return None
        guard = p.loc.line if p.kind != "exit" else getattr(p.cond, "loc", p.loc).line
        if first.loc.line == guard:
            why.append("replay: the condition and its statements share a line")
            return None
        lc_guard = rep.lines.get(guard)
        lc = rep.lines.get(first.loc.line)
        if lc_guard is None or not lc_guard.active_warps:
            return Resolution(0.0, 0.0, [(1.0, 0.0)], {}, "replay", cc=0.0)
        wpb = rep.warps_per_block
        active = lc.active_warps if lc is not None else 0
        w = active / lc_guard.active_warps
        steps = rep.steps(first.loc.line, guard)
        prof = [(1.0 / max(1, len(steps)), s.warps / wpb) for s in steps] or [(1.0, 0.0)]
        shared = {}
        lines = {s.loc.line for s in region.statements()}
        for line in sorted(lines):
            try:
                co = rep.coefficients(line, guard, blocks_per_sm=self.bps)
            except WarpsmithError:
                continue
            shared.update(co.cs_by_access)
        wf = 1 - w
        return Resolution(w, wf, prof, shared, "replay", cc=w)


# ----------------------------------------------------------------------------- memory


def shared_cycles(pdg: PDG, a, device) -> float | None:
    """Cycles of one request of shared access ``a`` by a full warp under the device's
    bank model, averaged over the warps of a block and the iterations of its innermost loop."""
    from . import symbolic as S

    loop = next((lp for lp in reversed(a.loops) if lp.kind != "unknown"), None)
    try:
        sh = S.shared_accesses([a], pdg.env, loop, pdg.values, pdg.block)
        if not sh:
            return None
        I = sh[0].addresses.shape[0] if sh[0].addresses.ndim == 2 else 1
        T = int(np.prod(pdg.block))
        steps = S.step_table(np.ones((I, T), bool), sh, device)
        wpb = -(-T // int(device.warp_size))
        return float(sum(s.conflict_cycles for s in steps) / (wpb * len(steps)))
    except Exception:  # noqa: BLE001 - fall back to the coalescing analysis
        pass
    from ..analysis.coalescing import predict

    pr = predict(a, pdg.env, pdg.grid, pdg.block, _params(pdg))
    if pr.wavefronts_per_request is None:
        return None
    return float(pr.wavefronts_per_request) * float(device.shared_cycles_per_wavefront)


def replay_shared(rep, a, device) -> float | None:
    """Cycles per request of shared access ``a`` as the replayed block made them (the
    active lanes' bank conflicts, by the device's bank model); None without a replay."""
    if rep is None:
        return None
    sc = rep.sites.get((a.loc.line, a.loc.col, "store" if a.kind == "store" else "load"))
    if sc is None or not sc.requests:
        return None
    return sc.wavefronts / sc.requests * float(device.shared_cycles_per_wavefront)


def _params(pdg: PDG) -> dict:
    return {k[6:]: v for k, v in pdg.values.items() if k.startswith("param:")}


def request_bytes(pdg: PDG, a, device, replay=None) -> tuple[float, bool]:
    """Bytes one warp request of global access ``a`` moves (see the module doc), and
    whether it is known (False: assumed, one sector per lane)."""
    from ..analysis.coalescing import predict

    pr = predict(a, pdg.env, pdg.grid, pdg.block, _params(pdg))
    sec, ideal = pr.sectors_per_request, pr.ideal_sectors_per_request
    if sec is None and replay is not None:
        site = replay.trace.by_site.get((a.loc.line, a.loc.col, a.kind)) if hasattr(
            replay.trace, "by_site") else None
        if site and site.get("requests"):
            sec = site["units"] / site["requests"]
            ideal = sec
    known = sec is not None
    # the coalescing analysis counts 32-byte sectors: every description of compute
    # capability 2 and newer has global_sector_bytes 32
    ws, sector = int(device.warp_size), int(device.global_sector_bytes)
    if sec is None:
        sec = swept_sectors(pdg, a, ws, sector)
        ideal = sec
    if sec is None:  # unknown pattern: one sector per lane (at least what the data needs)
        ideal = float(max(1, -(-ws * max(1, a.size) // sector)))
        sec = max(float(ws), ideal)
    if device.cc_major < 2:
        # compute capability 1.x: a half-warp's coalesced access is one transaction of its
        # 16 lanes' bytes; otherwise one transaction per lane (global_sector_bytes)
        sx = a.offset.substitute(pdg.values).coefficient("tid.x").constant \
            if a.offset is not None else None
        coalesced = pr.verdict == "coalesced" and sx is not None and abs(sx) == a.size
        if coalesced:
            return float(ws) * a.size, known
        return float(ws) * float(device.global_sector_bytes), known
    return float(sec) * sector, known


def reads_loaded_index(a) -> bool:
    """Whether access ``a``'s address depends on a value loaded from memory (``x[idx[i]]``):
    a replay without the caller's arguments runs on buffers of ones, so the sectors it saw
    for such an access (every lane reading ``x[1]``) are an assumption, said in the notes."""
    return LOADED in (getattr(a, "reason", "") or "")


def footprints(pdg: PDG, dynamic: dict, req_bytes: dict, device, blocks: int | None = None,
               array_bytes: dict | None = None, reuse: dict | None = None
               ) -> tuple[float, float]:
    """(unique bytes, requested bytes) of the launch over every global array: per array the
    union of the affine accesses' address ranges, at most what the requests move; an
    array with a non-affine access counts what its requests move, at most the array's
    size where ``array_bytes`` (name -> bytes, from the caller's arguments) gives it, and
    at the fraction ``reuse`` (name -> distinct over requested sectors of a replayed block
    of the caller's data) of what they move where that is known.
    ``dynamic``: id(access) -> requests per warp; ``device``: the description (its warp
    size); ``blocks``: only the first ``blocks`` blocks (in launch order, x fastest; e.g.
    one wave)."""
    nb = int(np.prod(pdg.grid))
    blocks = None if blocks is None or blocks >= nb else max(1, int(blocks))
    nb = nb if blocks is None else blocks
    warps = nb * -(-int(np.prod(pdg.block)) // int(device.warp_size))
    by_array: dict = {}
    for a in pdg.accesses:
        if a.space != "global" or id(a) not in dynamic:
            continue
        key = (a.array, "w" if a.kind == "store" else "r")
        # traffic: every request's bytes; other: those of the accesses that do not sweep a
        # data-read span; swept: the unique bytes of those that do (their lanes' own bytes:
        # each element of the swept range is read once)
        d = by_array.setdefault(key, {"traffic": 0.0, "other": 0.0, "swept": 0.0,
                                      "spans": [], "unknown": False})
        traffic = dynamic[id(a)] * req_bytes.get(id(a), 0.0) * warps
        d["traffic"] += traffic
        span = _span(pdg, a, blocks)
        if span is None and sweeps_data_span(a):
            d["swept"] += min(traffic, dynamic[id(a)] * int(device.warp_size) * a.size * warps)
            continue
        d["other"] += traffic
        if span is None:
            d["unknown"] = True
        else:
            d["spans"].append(span)
    unique = total = 0.0
    for (array, _rw), d in by_array.items():
        total += d["traffic"]
        unique += d["swept"]
        if d["unknown"] or not d["spans"]:
            size = (array_bytes or {}).get(array)
            moved = d["other"] * min(1.0, (reuse or {}).get(array, 1.0))
            unique += moved if size is None else min(moved, float(size))
            continue
        spans = sorted(d["spans"])
        length, cur_lo, cur_hi = 0, None, None
        for lo, hi in spans:
            if cur_hi is None or lo > cur_hi:
                if cur_hi is not None:
                    length += cur_hi - cur_lo
                cur_lo, cur_hi = lo, hi
            else:
                cur_hi = max(cur_hi, hi)
        length += cur_hi - cur_lo
        unique += min(float(length), d["other"])
    return unique, total


def swept_sectors(pdg: PDG, a, warp_size: int, sector: int) -> float | None:
    """Sectors one warp request of a span-sweeping load (:func:`sweeps_data_span`) touches,
    assuming the loop's idiom: the threads that share a span are as many as its step ``S``
    (consecutive lanes, each starting one element further: CSR-vector, segmented loops),
    so a warp holds ``32 / S`` groups (one for ``S >= 32``), each reading ``S`` consecutive
    elements from a base the data decides, which touches ``1 + (S - 1) * size / 32``
    sectors on average. None for any other access, or when the step is unknown."""
    if not sweeps_data_span(a):
        return None
    step = a.loops[-1].span_step.evaluate(pdg.values)
    if not step:
        return None
    group = min(abs(int(step)), warp_size)
    return (warp_size / group) * (1.0 + (group - 1) * a.size / sector)


def sweeps_data_span(a) -> bool:
    """Whether global load ``a`` is ``v[j]`` (or ``v[j + c]``) with ``j`` the variable of its
    innermost loop, a loop over data-read bounds with a known step (a CSR row, a segment:
    :attr:`~warpsmith.analysis.indexing.Loop.span_step`). Over the loop, the threads that
    share the bounds read each element of the range once, so the DRAM bytes of the access
    are its lanes' bytes, however many sectors one of its requests touches."""
    from ..analysis.indexing import target_name
    from ..ir import nodes as N

    if a.kind != "load" or not a.loops or a.loops[-1].span_step is None:
        return False
    if not isinstance(a.node, N.Index):
        return False
    idx = a.node.index
    while isinstance(idx, N.Cast):
        idx = idx.operand
    if isinstance(idx, N.Binary) and idx.op in ("+", "-") and isinstance(idx.rhs, N.Const):
        idx = idx.lhs
    return target_name(idx) == a.loops[-1].var


def _span(pdg: PDG, a, blocks: int | None = None) -> tuple[int, int] | None:
    """[lowest, highest + size) byte offsets an affine access reaches over the launch (or
    over its first ``blocks`` blocks, x fastest)."""
    if a.offset is None or not a.offset.is_affine:
        return None
    p = a.offset.substitute(pdg.values)
    ranges = {}
    extent = list(pdg.grid)
    if blocks is not None:
        gx, gy = pdg.grid[0], pdg.grid[1]
        extent = [min(gx, blocks), min(gy, -(-blocks // gx)),
                  min(pdg.grid[2], -(-blocks // (gx * gy)))]
    for i, ax in enumerate(AXES):
        ranges[f"tid.{ax}"] = (0, pdg.block[i] - 1)
        ranges[f"bid.{ax}"] = (0, extent[i] - 1)
    for lp in a.loops:
        if lp.kind == "unknown" or not lp.symbol:
            return None
        seq = _loop_values(lp, pdg)
        if not seq:
            return None
        ranges[lp.symbol] = (min(seq), max(seq))
    lo = hi = 0
    for mono, c in p.terms:
        if not mono:
            lo += c
            hi += c
            continue
        if len(mono) != 1 or mono[0] not in ranges:
            return None
        r0, r1 = ranges[mono[0]]
        lo += min(c * r0, c * r1)
        hi += max(c * r0, c * r1)
    return int(lo), int(hi + a.size)


def _loop_values(lp, pdg: PDG) -> list:
    vals = dict(pdg.values)
    for s in lp.start.symbols() | lp.bound.symbols():
        if s not in vals:
            vals[s] = 0
    return sequence(lp, vals)


__all__ = ["Resolver", "MODES", "shared_cycles", "replay_shared", "request_bytes", "footprints",
           "region_accesses"]
