"""Predicted memory transactions of each access: sectors, bank conflicts, a verdict.

For an access whose byte offset is affine, the address a lane of a warp uses splits into a
per-lane part (the strides along ``threadIdx`` times the lane's thread index) and a part
that is the same for the whole warp (block indices, loop variables, invariants). The
number of 32-byte sectors one warp request touches depends only on the per-lane part and
on the warp-wide part modulo 32; the shared-memory wavefronts (32 banks of 4 bytes, on
sm_90 as on every NVIDIA GPU since Fermi) only on that part modulo 128. So the prediction
is exact without simulating: the distribution of the warp-wide part modulo 128 is counted
over the blocks of the grid and the iterations of the enclosing loops, and each residue's
count of sectors and wavefronts is weighted by it. It is the average per request over a
launch in which every lane of every warp is active; conditions that idle lanes are listed
as assumptions.

Counting rules (the same as the simulator's, see docs/simulator.md): a request touches the
distinct sectors its lanes' addresses start in; shared wavefronts per phase (32 lanes for
accesses of up to 4 bytes, 16 for 8 bytes, 8 for 16 bytes) are the largest number of
distinct 4-byte words in one bank, a word read by several lanes is read once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..ir import nodes as N
from ..ir.visit import walk
from .access import Access, offset_text
from .affine import AXES, BLOCK_VARS, THREAD_VARS, Poly, launch_values, print_key, spell_symbol
from .indexing import IndexEnv, Loop
from .replay import NotReplayable, replay, wavefronts

MODULUS = 128  # residues that decide both sectors (32) and banks (32 x 4 bytes)
MAX_ITERATIONS = 1 << 20  # loop nests enumerated exactly up to this many iterations
VERDICTS = ("coalesced", "uncoalesced", "broadcast", "short-word", "unknown")


@dataclass
class Prediction:
    """What one access costs, per warp request, and why."""

    access: Access
    index: str
    strides: dict  # spelled variable -> stride in bytes (int, or text when symbolic)
    sectors_per_request: float | None = None
    ideal_sectors_per_request: float | None = None
    wavefronts_per_request: float | None = None
    verdict: str = "unknown"
    reason: str = ""
    exact: bool = True
    assumptions: list = field(default_factory=list)
    lanes_per_request: float | None = None
    requests: int | None = None  # warp requests over the whole launch

    def as_json(self) -> dict:
        a = self.access
        return {"line": a.loc.line, "col": a.loc.col, "array": a.array, "space": a.space,
                "kind": a.kind, "type": str(a.type), "index": self.index,
                "strides": self.strides,
                "sectors_per_request": _round(self.sectors_per_request),
                "ideal_sectors_per_request": _round(self.ideal_sectors_per_request),
                "wavefronts_per_request": _round(self.wavefronts_per_request),
                "lanes_per_request": _round(self.lanes_per_request),
                "verdict": self.verdict, "reason": self.reason, "exact": self.exact,
                "assumptions": list(self.assumptions)}


def _round(x):
    return None if x is None else round(float(x), 4)


def predict(access: Access, env: IndexEnv, grid, block, params: dict | None = None, *,
            replay_first: bool = True) -> Prediction:
    """The prediction for ``access`` under launch ``grid`` x ``block``; ``params`` gives
    values of integer kernel parameters (others stay symbolic). Small launches whose
    conditions are affine are replayed exactly (idle lanes included, see
    :mod:`warpsmith.analysis.replay`); others get the full-warp residue method."""
    spell = lambda s: spell_symbol(s, env.dialect)  # noqa: E731
    if access.offset is None or not access.offset.is_affine:
        idx = "non-affine" if access.offset is None else offset_text(access.offset, env,
                                                                     access.size)
        return Prediction(access, idx, {}, verdict="unknown", reason=access.reason,
                          exact=False)
    values = launch_values(grid, block)
    for k, v in (params or {}).items():
        values[f"param:{k}"] = int(v)
    values.update(env.opaque_values(values))
    offset = access.offset
    bound = offset.substitute(values)
    loop_vars = [lp.symbol for lp in access.loops if lp.symbol and lp.kind != "unknown"]
    variables = list(THREAD_VARS) + list(BLOCK_VARS) + loop_vars
    strides = {}
    coef = {}
    for v in variables:
        c = bound.coefficient(v)
        coef[v] = c.constant
        if v in THREAD_VARS or v in BLOCK_VARS:
            axis = AXES.index(v[-1])
            extent = (block if v in THREAD_VARS else grid)[axis]
            if extent <= 1 and c.is_zero:
                continue
        strides[spell(v)] = c.constant if c.constant is not None else c.render(spell)
    pred = Prediction(access, offset_text(offset, env, access.size), strides)
    if access.kind == "atomic":
        pred.reason = "atomics are not requests in the trace; strides only"
        return pred
    size = access.size
    if size not in (1, 2, 4, 8, 16):
        pred.reason = f"{size}-byte accesses are split into several requests; strides only"
        pred.exact = False
        return pred
    tcoef = [coef[v] for v in THREAD_VARS]
    if any(c is None for c in tcoef):
        missing = sorted((s for v in THREAD_VARS for s in bound.coefficient(v).symbols()),
                         key=print_key)
        pred.reason = ("the stride along the thread index depends on "
                       + ", ".join(spell(s) for s in missing) + "; give its value to predict")
        pred.exact = False
        return pred
    if replay_first:
        try:
            t = replay(access, env, bound, grid, block, values)
        except NotReplayable as err:
            pred.assumptions.append(f"not replayed ({err})")
        else:
            if not t["requests"]:
                pred.reason = "never executed at this launch"
                return pred
            pred.lanes_per_request = t["lanes"] / t["requests"]
            pred.requests = t["requests"]
            if access.space == "global":
                pred.sectors_per_request = t["units"] / t["requests"]
                pred.ideal_sectors_per_request = t["ideal"] / t["requests"]
            else:
                pred.wavefronts_per_request = t["units"] / t["requests"]
            _verdict(pred, tcoef, coef, size, spell)
            return pred
    residues, exact, notes, iterations = _residues(access, env, bound, coef, grid, values)
    pred.requests = launch_warps(grid, block) * iterations
    pred.exact = exact
    if residues.sum() == 0:
        pred.reason = "never executed at this launch (an enclosing loop runs no iteration)"
        pred.assumptions.extend(notes)
        return pred
    pred.assumptions.extend(notes)
    _guards(access, env, pred)
    lanes = lane_offsets(tcoef, block)
    if access.space == "global":
        sec, ideal = sectors_of(lanes, residues, size)
        pred.sectors_per_request, pred.ideal_sectors_per_request = sec, ideal
    else:
        pred.wavefronts_per_request = _wavefronts(lanes, residues, size)
    _verdict(pred, tcoef, coef, size, spell)
    return pred


def unknown_requests(access: Access, env: IndexEnv, grid, block,
                     params: dict | None = None) -> int | None:
    """Warp requests over the launch of a global access whose address is not affine: every
    warp of the launch times the iterations of its enclosing loop nest (loops whose trip
    count is data count once), or None when the nest cannot be counted. What an unplaced
    access costs is then priced per request (``transform.pipeline.launch_cost``)."""
    values = launch_values(grid, block)
    for k, v in (params or {}).items():
        values[f"param:{k}"] = int(v)
    values.update(env.opaque_values(values))
    contrib, _ok, _why = _loop_contributions(access.loops, {}, values)
    return None if contrib is None else launch_warps(grid, block) * int(contrib.size)


def launch_warps(grid, block) -> int:
    """The warps of a launch: each block's threads in warps of 32, times the blocks."""
    nthreads = int(block[0]) * int(block[1]) * int(block[2])
    return -(-nthreads // 32) * int(grid[0]) * int(grid[1]) * int(grid[2])


# --------------------------------------------------------------- warp-wide residues

def _residues(access: Access, env: IndexEnv, bound: Poly, coef: dict, grid, values):
    """Distribution (weights summing to 1) of the warp-wide address part modulo 128, and
    the number of iterations of the enclosing loop nest (requests per warp)."""
    notes = []
    exact = True
    inv = bound.invariant_part()
    base = inv.constant
    if base is None:
        unknown = sorted(inv.symbols(), key=print_key)
        notes.append("alignment assumed: the offset's constant part depends on "
                     + ", ".join(spell_symbol(s, env.dialect) for s in unknown))
        exact = False
        base = 0
    dist = np.zeros(MODULUS)
    dist[base % MODULUS] = 1.0
    for i, v in enumerate(BLOCK_VARS):
        c = coef[v]
        if c is None:
            notes.append(f"stride along {spell_symbol(v, env.dialect)} unknown; ignored")
            exact = False
            continue
        if c % MODULUS:
            dist = _convolve(dist, _hist(c * np.arange(grid[i], dtype=np.int64)))
    contrib, ok, why = _loop_contributions(access.loops, coef, values)
    iterations = 1 if contrib is None else int(contrib.size)
    if any(lp.symbol and lp.kind != "unknown" and coef.get(lp.symbol)
           for lp in access.loops):
        if contrib is not None:
            dist = _convolve(dist, _hist(contrib))
        if not ok:
            exact = False
            notes.append(why)
    return dist, exact, notes, iterations


def _loop_contributions(loops: tuple[Loop, ...], coef: dict, values: dict):
    """Sum of stride x loop symbol over every iteration of the enclosing loop nest."""
    nest = [lp for lp in loops if lp.kind != "unknown" and lp.symbol]
    symbols = {lp.symbol for lp in nest}
    dependent = any((lp.start.symbols() | lp.bound.symbols()
                     | (lp.step.symbols() if lp.step is not None else set())) & symbols
                    for lp in nest)
    ok, why = True, ""
    if not dependent:
        total = np.zeros(1, np.int64)
        for lp in nest:
            seq, exact, reason = _sequence(lp, values)
            if seq is None:
                return None, False, reason
            if not exact:
                ok, why = False, reason
            if total.size * max(1, seq.size) > MAX_ITERATIONS:
                return None, False, (f"the loop nest at line {lp.line} has more than "
                                     f"{MAX_ITERATIONS} iterations; alignment over it assumed "
                                     "uniform")
            total = (total[:, None] + (coef.get(lp.symbol) or 0) * seq[None, :]).reshape(-1)
        return total, ok, why
    out: list = []

    def rec(i: int, acc: int, vals: dict) -> bool:
        nonlocal ok, why
        if i == len(nest):
            out.append(acc)
            return len(out) <= MAX_ITERATIONS
        lp = nest[i]
        seq, exact, reason = _sequence(lp, vals)
        if seq is None:
            ok, why = False, reason
            return False
        if not exact:
            ok, why = False, reason
        c = coef.get(lp.symbol) or 0
        for k in seq.tolist():
            v2 = dict(vals)
            v2[lp.symbol] = k
            if not rec(i + 1, acc + c * k, v2):
                return False
        return True

    if not rec(0, 0, dict(values)):
        return None, False, why or "the loop nest is too large to enumerate; alignment assumed"
    return np.array(out, dtype=np.int64), ok, why


def _sequence(lp: Loop, values: dict):
    """The values the loop's symbol takes, given values for outer symbols: the counter
    0, 1, ... of a linear loop, the variable's values for a geometric one."""
    parts = {"start": lp.start.substitute(values), "bound": lp.bound.substitute(values)}
    if lp.kind == "linear":
        parts["step"] = lp.step.substitute(values)
    exact, reason = True, ""
    fixed = {}
    for what, p in parts.items():
        if p.constant is None:
            exact = False
            reason = (f"the {what} of the loop at line {lp.line} depends on "
                      + ", ".join(sorted(spell_symbol(x) for x in p.symbols()))
                      + "; taken at 0 for them")
            p = p.substitute({x: 0 for x in p.symbols()})
        fixed[what] = p.constant
    if lp.kind == "linear":
        probe = Loop(lp.node, "linear", lp.var, Poly.const(fixed["start"]),
                     Poly.const(fixed["bound"]), lp.op, Poly.const(fixed["step"]))
        n = probe.trip_count({})
        if n is None:
            return None, False, f"the loop at line {lp.line} does not terminate as written"
        if n > MAX_ITERATIONS:
            return None, False, f"the loop at line {lp.line} runs too long to enumerate"
        return np.arange(n, dtype=np.int64), exact, reason
    seq = []
    k, b = fixed["start"], fixed["bound"]
    for _ in range(MAX_ITERATIONS + 1):
        if not _holds(k, lp.op, b):
            break
        seq.append(k)
        nk = int(k / lp.factor) if lp.divide else k * lp.factor
        if nk == k:
            return None, False, f"the loop at line {lp.line} does not advance"
        k = nk
    else:
        return None, False, f"the loop at line {lp.line} runs too long to enumerate"
    return np.array(seq, dtype=np.int64), exact, reason


def _holds(k: int, op: str, b: int) -> bool:
    return {"<": k < b, "<=": k <= b, ">": k > b, ">=": k >= b, "!=": k != b}[op]


def _hist(values: np.ndarray) -> np.ndarray:
    h = np.bincount(np.mod(values, MODULUS), minlength=MODULUS).astype(float)
    return h / h.sum() if h.sum() else h


def _convolve(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    out = np.zeros(MODULUS)
    for r in np.flatnonzero(b):
        out += b[r] * np.roll(a, r)
    return out


# ----------------------------------------------------------------- per-lane offsets

def lane_offsets(tcoef, block) -> list[np.ndarray]:
    """For each warp of a block, the byte offsets of its lanes (threads x fastest)."""
    bx, by, bz = (int(b) for b in block)
    n = bx * by * bz
    lin = np.arange(n, dtype=np.int64)
    tx, ty, tz = lin % bx, (lin // bx) % by, lin // (bx * by)
    off = tcoef[0] * tx + tcoef[1] * ty + tcoef[2] * tz
    return [off[w:w + 32] for w in range(0, n, 32)]


def sectors_of(warps, residues: np.ndarray, size: int):
    """``(sectors, ideal)`` per warp request, averaged over the warps ``warps`` (their lane
    offsets) and the start residues ``residues`` (weights mod the sector size) of an
    access of ``size``-byte elements: what the warp touches, and the fewest sectors its
    bytes could fill."""
    rs = np.flatnonzero(residues)
    total = ideal = 0.0
    for off in warps:
        addr = rs[:, None] + off[None, :]
        srt = np.sort(addr >> 5, axis=1)
        count = 1 + (srt[:, 1:] != srt[:, :-1]).sum(axis=1)
        total += float((count * residues[rs]).sum())
        distinct = len(np.unique(off))
        ideal += -(-distinct * size // 32)
    return total / len(warps), ideal / len(warps)


def _wavefronts(warps, residues: np.ndarray, size: int) -> float:
    """Average wavefronts per request: every warp of a block at every residue, counted by
    the replay's bank-conflict rule."""
    off = np.concatenate(warps)
    warp_id = np.concatenate([np.full(len(w), i, np.int64) for i, w in enumerate(warps)])
    lane = np.concatenate([np.arange(len(w), dtype=np.int64) for w in warps])
    ids = np.arange(len(warps), dtype=np.int64)
    total = 0.0
    for r in np.flatnonzero(residues):
        total += wavefronts(warp_id, lane, int(r) + off, size, ids) * residues[r]
    return total / len(warps)


# ------------------------------------------------------------------------- verdict

def _verdict(pred: Prediction, tcoef, coef: dict, size: int, spell) -> None:
    a = pred.access
    sx = tcoef[0]
    if all(c == 0 for c in tcoef):
        pred.verdict = "broadcast"
        pred.reason = "every lane of a warp uses the same address"
        return
    unit = [v for v, c in coef.items() if c is not None and abs(c) == size]
    if a.space == "global":
        sec, ideal = pred.sectors_per_request, pred.ideal_sectors_per_request
        if abs(sx) == size and sec <= ideal + 1.0:
            pred.verdict = "coalesced" if size >= 4 else "short-word"
            pred.reason = (f"consecutive lanes touch consecutive elements; {sec:.2f} sectors "
                           f"where {ideal:.2f} would do when aligned")
            if size < 4:
                pred.reason += f"; {4 // size} neighbouring accesses fit one 32-bit access"
            return
        if sec > ideal * 1.05 + 0.01:
            pred.verdict = "uncoalesced"
            pred.reason = (f"stride along {spell('tid.x')} is {sx} bytes: a warp touches "
                           f"{sec:.2f} sectors where {ideal:.2f} would do")
            others = [spell(v) for v in unit if v != "tid.x"]
            if others:
                pred.reason += f"; {', '.join(others)} steps by one element"
            return
    else:
        waves = pred.wavefronts_per_request
        ideal_waves = max(1, size // 4)
        if waves > ideal_waves + 0.01:
            pred.verdict = "uncoalesced"
            pred.reason = (f"{waves:.2f} wavefronts per request where {ideal_waves} would do: "
                           f"bank conflicts (stride along {spell('tid.x')} is {sx} bytes)")
            return
    if size < 4:
        along = [v for v in unit if v == "tid.x" or v.startswith(("loop:", "iter:"))]
        if along:
            pred.verdict = "short-word"
            pred.reason = (f"{8 * size}-bit accesses one element apart along "
                           f"{', '.join(spell(v) for v in along)}: {4 // size} of them fit "
                           "one 32-bit access")
            return
    pred.verdict = "coalesced"
    pred.reason = ("the warp touches no more sectors than its data needs"
                   if a.space == "global" else "no bank conflicts")


def _guards(access: Access, env: IndexEnv, pred: Prediction) -> None:
    for g in access.guards:
        if thread_dependent(g.cond, env):
            pred.assumptions.append(
                f"full warps assumed: the condition at line {g.cond.loc.line} may idle lanes")
    for lp in access.loops:
        if lp.kind == "unknown":
            continue
        if any(s.startswith("tid.") for s in (lp.start.symbols() | lp.bound.symbols())):
            pred.assumptions.append(f"full warps assumed: the trip count of the loop at line "
                                    f"{lp.line} depends on the thread")


def thread_dependent(e: N.Expr, env: IndexEnv, _seen=None) -> bool:
    """Whether ``e`` may differ between the threads of a block (conservative)."""
    seen = _seen if _seen is not None else set()
    for n in walk(e):
        if isinstance(n, N.Special) and n.kind in ("local_id", "global_id"):
            return True
        if isinstance(n, (N.Index, N.Deref, N.Call)) and not env.invariant(n):
            return True
        if isinstance(n, N.Var) and n.name not in seen:
            seen.add(n.name)
            if env.invariant_var(n.name):
                continue
            if n.name in env.loop_of_var:
                lp = env.loop_of_var[n.name]
                if any(s.startswith("tid.") for s in lp.start.symbols() | lp.bound.symbols()):
                    return True
                continue
            d = env.decls.get(n.name)
            if d is None or d.init is None or env.assigned.get(n.name):
                return True
            if thread_dependent(d.init, env, seen):
                return True
    return False


__all__ = ["Prediction", "predict", "thread_dependent", "lane_offsets", "sectors_of", "VERDICTS"]
