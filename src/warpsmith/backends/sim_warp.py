"""Warp match, vote and reduce intrinsics and the block-wide votes on the simulator.

The lanes taking part in a call are those of the thread's mask argument that are active
at the call (the simulator's activity mask: the threads that took the path to the call;
padding lanes and threads that returned are never active). CUDA leaves a call undefined
when a lane of the mask does not execute it, so for every defined program this equals
the hardware. Each thread has its own mask (a tile of 8 passes ``0xff << 8k``), so every
result is computed per thread over its mask:

* ``__activemask()``: the active lanes of the warp (docs/cxx-coop.md says how this
  relates to the GPU under divergence);
* ``__ballot_sync(m, p)``: bit j set when lane j is in m, active and p holds there;
  ``__any_sync``/``__all_sync``/``__uni_sync`` from it;
* ``__match_any_sync(m, v)``: the lanes of m (active) whose ``v`` has the same bits;
  ``__match_all_sync(m, v, &pred)``: ``m`` and pred 1 when all of them agree, else 0, 0;
* ``__reduce_{add,min,max,and,or,xor}_sync(m, v)``: over the lanes of m (active), in
  ``int`` or ``unsigned int`` as the value (add wraps at 32 bits);
* ``__syncthreads_count/and/or(p)``: a barrier (checked as ``__syncthreads``) and the
  count / and / or of p over the threads of the block that have not returned.
"""

from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.types import VoidType
from .sim_values import dtype_of, truthy

_LANE = np.arange(32, dtype=np.uint64)


def _bits(flags: np.ndarray) -> np.ndarray:
    """Per warp (rows of 32): the uint32 ballot of ``flags``."""
    rows = flags.reshape(-1, 32).astype(np.uint64)
    return (rows << _LANE).sum(axis=1).astype(np.uint32)


def _per_thread(per_warp: np.ndarray) -> np.ndarray:
    return np.repeat(per_warp, 32)


def _mask(ctx, m, f) -> np.ndarray:
    """Each thread's mask argument restricted to the active lanes of its warp."""
    mk = np.broadcast_to(np.asarray(f(ctx, m)).astype(np.int64) & 0xFFFFFFFF,
                         (ctx.n,)).astype(np.uint32)
    return mk & _per_thread(_bits(m.a))


def _members(mk: np.ndarray) -> np.ndarray:
    """(threads, 32) bool: lane j of the thread's warp is in its (effective) mask."""
    return ((mk[:, None].astype(np.uint64) >> _LANE) & np.uint64(1)).astype(bool)


def _warp_values(v: np.ndarray, n: int) -> np.ndarray:
    """(threads, 32, ...): the values of the 32 lanes of each thread's warp."""
    v = np.broadcast_to(np.asarray(v), (n,) + np.shape(v)[1:] if np.ndim(v) else (n,))
    rows = v.reshape((-1, 32) + v.shape[1:])
    return np.repeat(rows, 32, axis=0)


def _bitkey(v: np.ndarray) -> np.ndarray:
    """Values compared by their bits (floats too, as the hardware's match does)."""
    v = np.asarray(v)
    if v.dtype.kind == "f":
        return v.view(np.uint32 if v.dtype.itemsize == 4 else np.uint64)
    return v


def compile_warp(sim, e: N.Call, args, cnt):
    """The closure of a match/vote/reduce/block-vote builtin, or None for other names."""
    name = e.name
    t = e.type
    if name == "activemask":
        def activemask(ctx, m):
            if cnt:
                cnt(m)
            return _per_thread(_bits(m.a))
        return activemask
    if name in ("ballot_sync", "any_sync", "all_sync", "uni_sync"):
        return _vote(name, t, args, cnt)
    if name in ("match_any_sync", "match_all_sync"):
        return _match(sim, e, args, cnt)
    if name.startswith("reduce_"):
        return _reduce(name[len("reduce_"):-len("_sync")], t, args, cnt)
    if name.startswith("syncthreads_"):
        return _block_vote(sim, e, args, cnt)
    return None


def _vote(name, t, args, cnt):
    def f(ctx, m):
        mk = _mask(ctx, m, args[0])
        p = np.broadcast_to(truthy(args[1](ctx, m)), (ctx.n,)) & m.a
        if cnt:
            cnt(m)
        votes = _per_thread(_bits(p)) & mk
        if name == "ballot_sync":
            r = votes
        elif name == "any_sync":
            r = (votes != 0).astype(np.int32)
        elif name == "all_sync":
            r = (votes == mk).astype(np.int32)
        else:
            r = ((votes == mk) | (votes == 0)).astype(np.int32)
        return r if isinstance(t, VoidType) else r.astype(dtype_of(t))
    return f


def _match(sim, e, args, cnt):
    from .simulator import _mem_access

    line = e.loc.line
    pred = None
    if e.name == "match_all_sync":
        pt = e.args[2].type.pointee
        da, dc, align, _ = _mem_access(pt)
        pred = (args[2], np.dtype(da), dc, align)

    def f(ctx, m):
        mk = _mask(ctx, m, args[0])
        v = _bitkey(args[1](ctx, m))
        if cnt:
            cnt(m)
        v = np.broadcast_to(v, (ctx.n,))
        mine = v[:, None]
        lanes = _warp_values(v, ctx.n)
        inm = _members(mk)
        same = (lanes == mine) & inm
        if e.name == "match_any_sync":
            return (same.astype(np.uint64) << _LANE).sum(axis=1).astype(np.uint32)
        agree = ~(inm & ~same).any(axis=1)
        raw = np.broadcast_to(np.asarray(args[0](ctx, m)).astype(np.int64) & 0xFFFFFFFF,
                              (ctx.n,)).astype(np.uint32)
        addr, da, dc, align = pred
        ctx.mem.store(addr(ctx, m), m, agree.astype(da), da, dc, align, line)
        return np.where(agree, raw, np.uint32(0)).astype(np.uint32)
    return f


_IDENTITY = {"add": 0, "and": -1, "or": 0, "xor": 0}


def _reduce(op, t, args, cnt):
    dt = dtype_of(t)

    def f(ctx, m):
        mk = _mask(ctx, m, args[0])
        v = np.broadcast_to(np.asarray(args[1](ctx, m)).astype(dt), (ctx.n,))
        if cnt:
            cnt(m)
        lanes = _warp_values(v, ctx.n).astype(np.int64)
        inm = _members(mk)
        if op in ("min", "max"):
            info = np.iinfo(dt)
            fill = info.max if op == "min" else info.min
            r = (np.min if op == "min" else np.max)(np.where(inm, lanes, fill), axis=1)
        elif op == "add":
            r = np.where(inm, lanes, 0).sum(axis=1)
        else:
            ufunc = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op]
            r = ufunc.reduce(np.where(inm, lanes & 0xFFFFFFFF, _IDENTITY[op] & 0xFFFFFFFF),
                             axis=1)
        u = (np.asarray(r).astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)
        return u if dt.kind == "u" else u.view(np.int32)
    return f


def _block_vote(sim, e, args, cnt):
    barrier = sim.s_Barrier(N.Barrier(("local", "global"), loc=e.loc))
    op = e.name[len("syncthreads_"):]

    def f(ctx, m):
        p = np.broadcast_to(truthy(args[0](ctx, m)), (ctx.n,)) & m.a
        if cnt:
            cnt(m)
        barrier(ctx, m)
        blocks = p.reshape(ctx.nblocks, -1)
        if op == "count":
            per = blocks.sum(axis=1)
        elif op == "and":
            part = m.a.reshape(ctx.nblocks, -1)
            per = ~(part & ~blocks).any(axis=1)
        else:
            per = blocks.any(axis=1)
        return np.repeat(per.astype(np.int32), ctx.n // ctx.nblocks)
    return f


__all__ = ["compile_warp"]
