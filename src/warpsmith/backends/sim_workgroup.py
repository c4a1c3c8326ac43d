"""OpenCL 2.0's work-group collective functions on the simulator (OpenCL C 2.0, 6.13.15):
``work_group_all/any``, ``work_group_broadcast``, ``work_group_reduce_<op>`` and
``work_group_scan_{inclusive,exclusive}_<op>`` for ``op`` in add, min, max.

Each call is run as a collective: every work-item of the work-group must reach it (it is
checked as a barrier, so a call inside divergent control flow is an error naming the line),
and the values of all work-items of the group are combined at once. Sums and scans go in
local linear id order, one addition after the other (the order OpenCL leaves unspecified for
floats); integers wrap. The exclusive scan's first value is the identity: 0 for add, the
type's largest value (+inf for floats) for min, its smallest (-inf) for max.
"""

from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.errors import SimulationError
from .sim_values import dtype_of

_UFUNC = {"add": np.add, "min": np.minimum, "max": np.maximum}


def _identity(op: str, dt: np.dtype):
    if op == "add":
        return dt.type(0)
    if dt.kind == "f":
        return dt.type(np.inf if op == "min" else -np.inf)
    info = np.iinfo(dt)
    return dt.type(info.max if op == "min" else info.min)


def compile_workgroup(sim, e: N.Call, args, cnt):
    """The closure of a work-group collective ``e``."""
    barrier = sim.s_Barrier(N.Barrier(("local", "global"), loc=e.loc))
    what = e.name[len("work_group_"):]
    dt = dtype_of(e.type)
    bx, by, _ = sim.block

    def f(ctx, m):
        vs = [np.broadcast_to(np.asarray(a(ctx, m)), (ctx.n,)) for a in args]
        if cnt:
            cnt(m)
        barrier(ctx, m)
        per = ctx.n // ctx.nblocks
        act = m.a.reshape(ctx.nblocks, per)
        x = vs[0].reshape(ctx.nblocks, per)
        if what in ("all", "any"):
            p = x != 0
            r = ~(act & ~p).any(axis=1) if what == "all" else (act & p).any(axis=1)
            return np.repeat(r.astype(np.int32), per)
        x = x.astype(dt)
        if what == "broadcast":
            ids = [v.reshape(ctx.nblocks, per).astype(np.int64) for v in vs[1:]]
            lid = ids[0] + (ids[1] * bx if len(ids) > 1 else 0) + (
                ids[2] * bx * by if len(ids) > 2 else 0)
            first = np.argmax(act, axis=1)  # the id of the group's first work-item
            pick = lid[np.arange(ctx.nblocks), first]
            bad = [(i, v) for i, v in enumerate(ids) if (
                v[np.arange(ctx.nblocks), first] >= sim.block[i]).any() or (
                v[np.arange(ctx.nblocks), first] < 0).any()]
            if bad:
                i, v = bad[0]
                raise SimulationError(
                    f"kernel {sim.kernel.name}, line {e.loc.line}: work_group_broadcast "
                    f"from local id {int(v[0, first[0]])} in dimension {i}, outside the "
                    f"work-group ({sim.block[i]} work-items there)")
            return np.repeat(x[np.arange(ctx.nblocks), pick], per)
        return group_collective(what, x, act, dt, per)
    return f


def group_collective(what: str, x, act, dt, per: int):
    """A reduce or scan over each row of ``x`` (one row per group: a work-group, or a
    sub-group of a warp), inactive items as the operation's identity, in item order:
    ``what`` is ``reduce_OP``, ``scan_inclusive_OP`` or ``scan_exclusive_OP``; a reduce's
    value is repeated ``per`` times (every item of the group gets it)."""
    kind, op = what.rsplit("_", 1)
    ident = _identity(op, dt)
    xs = np.where(act, x, ident)
    with np.errstate(over="ignore", invalid="ignore"):
        acc = _UFUNC[op].accumulate(xs, axis=1, dtype=dt)
    if kind == "reduce":
        return np.repeat(acc[:, -1], per)
    if kind == "scan_inclusive":
        return acc.reshape(-1)
    out = np.empty_like(acc)
    out[:, 0] = ident
    out[:, 1:] = acc[:, :-1]
    return out.reshape(-1)


__all__ = ["compile_workgroup", "group_collective"]
