"""Exact per-request counts of one access by evaluating its affine model over a launch.

When an access's offset, the conditions around it and the bounds of its loops are all
affine forms, the set of lanes that execute it in each request is known without running
the kernel: evaluate the forms for every thread of the launch (NumPy, one array per
symbol), iteration by iteration of the enclosing loops. This gives the same averages the
simulator measures, idle lanes included, for launches up to :data:`MAX_WORK` thread
iterations; beyond that (or when a condition is not affine) the caller falls back to the
full-warp residue method of :mod:`warpsmith.analysis.coalescing`.
"""

from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.visit import walk
from .access import Access
from .affine import AXES, Poly
from .indexing import IndexEnv, NonAffine

MAX_WORK = 1 << 18  # thread x iteration evaluations per access


class NotReplayable(Exception):
    """The access's conditions or loops are not affine; str() says why."""


def evaluate_array(p: Poly, arrays: dict):
    """Value of ``p`` with symbols taken from ``arrays`` (NumPy arrays or ints)."""
    total = 0
    for m, c in p.terms:
        term = c
        for s in m:
            if s not in arrays:
                raise NotReplayable(f"{s} has no value")
            term = term * arrays[s]
        total = total + term
    return total


def condition(e: N.Expr, env: IndexEnv):
    """A function of the symbol arrays giving where ``e`` is true (C truth)."""
    while isinstance(e, N.Cast):
        e = e.operand
    if isinstance(e, N.Binary) and e.op in ("&&", "||"):
        a, b = condition(e.lhs, env), condition(e.rhs, env)
        if e.op == "&&":
            return lambda v: np.logical_and(a(v), b(v))
        return lambda v: np.logical_or(a(v), b(v))
    if isinstance(e, N.Unary) and e.op == "!":
        a = condition(e.operand, env)
        return lambda v: np.logical_not(a(v))
    if isinstance(e, N.Binary) and e.op in ("<", "<=", ">", ">=", "==", "!="):
        try:
            lhs, rhs = env.form(e.lhs), env.form(e.rhs)
        except NonAffine as err:
            raise NotReplayable(f"the condition at line {e.loc.line}: {err}") from None
        t = getattr(e.lhs, "type", None)
        if getattr(t, "signed", True) is False and any(
                c < 0 for p in (lhs, rhs) for _, c in p.terms):
            raise NotReplayable(f"the unsigned comparison at line {e.loc.line} may wrap")
        diff = lhs - rhs
        op = e.op
        cmp = {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
               "==": np.equal, "!=": np.not_equal}[op]
        return lambda v: cmp(evaluate_array(diff, v), 0)
    try:
        f = env.form(e)
    except NonAffine as err:
        raise NotReplayable(f"the condition at line {e.loc.line}: {err}") from None
    return lambda v: np.not_equal(evaluate_array(f, v), 0)


def replay(access: Access, env: IndexEnv, offset: Poly, grid, block, values: dict):
    """Requests, units (sectors or wavefronts), lanes and ideal sectors summed over the
    launch, as a dict; raises NotReplayable."""
    for lp in access.loops:
        if lp.kind == "unknown":
            raise NotReplayable(f"the loop at line {lp.line}: {lp.reason}")
        if any(isinstance(n, (N.Break, N.Return)) for n in walk(lp.node.body)):
            raise NotReplayable(f"the loop at line {lp.line} may be left early")
    conds = []
    with env.at(access.scope):
        for g in access.guards:
            c = condition(g.cond, env)
            conds.append(c if g.taken else (lambda v, c=c: np.logical_not(c(v))))
    nthreads = int(np.prod(block))
    nblocks = int(np.prod(grid))
    work = nthreads * nblocks
    for lp in access.loops:
        work *= max(1, _max_trips(lp, values))
    if work > MAX_WORK:
        raise NotReplayable("the launch is too large to replay; full warps assumed")
    lin = np.arange(nthreads, dtype=np.int64)
    tid = (lin % block[0], (lin // block[0]) % block[1], lin // (block[0] * block[1]))
    blin = np.arange(nblocks, dtype=np.int64)
    bid = (blin % grid[0], (blin // grid[0]) % grid[1], blin // (grid[0] * grid[1]))
    arrays = dict(values)
    for i, a in enumerate(AXES):
        arrays[f"tid.{a}"] = np.tile(tid[i], nblocks)
        arrays[f"bid.{a}"] = np.repeat(bid[i], nthreads)
    nwarps = -(-nthreads // 32)
    warp = np.repeat(blin, nthreads) * nwarps + np.tile(lin // 32, nblocks)
    lane = np.tile(lin % 32, nblocks)
    total = {"requests": 0, "units": 0, "lanes": 0, "ideal": 0}
    active = np.ones(nthreads * nblocks, bool)
    _nest(access, env, offset, list(access.loops), arrays, active, conds, warp, lane,
          nblocks * nwarps, total)
    return total


def _max_trips(lp, values) -> int:
    if lp.kind == "linear":
        n = lp.trip_count({**values, **{s: 0 for s in lp.start.symbols() | lp.bound.symbols()
                                        if s not in values}})
        return n or 1
    return 64


def _nest(access, env, offset, loops, arrays, active, conds, warp, lane, nw, total):
    if not loops:
        _count(access, offset, arrays, active, conds, warp, lane, nw, total)
        return
    lp, rest = loops[0], loops[1:]
    sym = lp.symbol
    if lp.kind == "linear":
        start = evaluate_array(lp.start, arrays)
        bound = evaluate_array(lp.bound, arrays)
        step = evaluate_array(lp.step, arrays)
        j = 0
        while True:
            value = start + step * j
            ok = _holds(value, lp.op, bound) & active
            if not np.any(ok):
                return
            arrays[sym] = j
            _nest(access, env, offset, rest, arrays, ok, conds, warp, lane, nw, total)
            j += 1
            if j > (1 << 20):
                raise NotReplayable(f"the loop at line {lp.line} runs too long to replay")
            active = ok  # a lane that left the loop stays out
    else:
        start = evaluate_array(lp.start, arrays)
        bound = evaluate_array(lp.bound, arrays)
        value = start if isinstance(start, np.ndarray) else np.full(active.size, start,
                                                                   np.int64)
        for _ in range(64):
            ok = _holds(value, lp.op, bound) & active
            if not np.any(ok):
                return
            vals = np.unique(value[ok])
            if vals.size != 1:
                raise NotReplayable(f"the geometric loop at line {lp.line} differs by thread")
            arrays[sym] = int(vals[0])
            _nest(access, env, offset, rest, arrays, ok, conds, warp, lane, nw, total)
            value = value // lp.factor if lp.divide else value * lp.factor
            active = ok
        raise NotReplayable(f"the loop at line {lp.line} runs too long to replay")


def _holds(k, op, b):
    return {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
            "!=": np.not_equal}[op](k, b)


def _count(access, offset, arrays, active, conds, warp, lane, nw, total):
    mask = active.copy()
    for c in conds:
        mask &= np.broadcast_to(c(arrays), mask.shape)
    if not mask.any():
        return
    addr = np.broadcast_to(evaluate_array(offset, arrays), mask.shape)[mask]
    w = warp[mask]
    total["lanes"] += int(mask.sum())
    warps = _distinct(w)
    total["requests"] += int(warps.size)
    size = access.size
    if access.space == "global":
        total["units"] += int(_pairs(w, addr >> 5).size)
        distinct = _pairs(w, addr)
        span = int(addr.max() - addr.min()) + 1
        per_warp = np.bincount(np.searchsorted(warps, distinct // span), minlength=warps.size)
        total["ideal"] += int((-(-per_warp * size // 32)).sum())
    else:
        total["units"] += wavefronts(w, lane[mask], addr, size, warps)


def _pairs(w: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Distinct (warp, value) pairs as one sorted int64 key per pair (warp * span + v)."""
    lo = int(v.min())
    span = int(v.max()) - lo + 1
    return _distinct(w * span + (v - lo))


def _distinct(keys: np.ndarray) -> np.ndarray:
    """Sorted distinct values (a sort and a comparison: faster than hashing here)."""
    k = np.sort(keys, kind="stable")
    if k.size == 0:
        return k
    keep = np.empty(k.size, bool)
    keep[0] = True
    np.not_equal(k[1:], k[:-1], out=keep[1:])
    return k[keep]


def wavefronts(w, lanes, addr, size, warps) -> int:
    """Shared wavefronts of the requests of warps ``warps`` (sorted ids; ``w``, ``lanes``,
    ``addr`` per active lane): per phase, the most distinct words in one bank."""
    k = max(1, size // 4)
    per_phase = 32 // k
    phase = lanes // per_phase
    addr = np.asarray(addr, np.int64)
    if addr.size and int(addr.min()) < 0:
        # offsets relative to an unknown base may be negative (s[63 - i]): shifting by
        # whole 128-byte rows keeps every bank and word distinction
        addr = addr - (int(addr.min()) // 128) * 128
    words = (addr >> 2)[:, None] + np.arange(k)[None, :]
    wi = np.searchsorted(warps, w)
    group = np.repeat(wi * 4 + phase, k)
    words = words.reshape(-1)
    key = _distinct(group * (1 << 40) + words)  # distinct words per (request, phase)
    g = key >> 40
    bank = (key & ((1 << 40) - 1)) & 31
    counts = np.bincount(g * 32 + bank)
    per_group = counts.reshape(-1, 32).max(axis=1) if counts.size % 32 == 0 else \
        np.pad(counts, (0, (-counts.size) % 32)).reshape(-1, 32).max(axis=1)
    return int(per_group.sum())


__all__ = ["replay", "condition", "evaluate_array", "wavefronts", "NotReplayable", "MAX_WORK"]
