"""OpenCL 2.0 sub-groups, C11 atomics and ``to_global/to_local/to_private``, CUDA's
``norm``/``rnorm`` and the clock reads on the simulator (:mod:`warpsmith.ir.ocl2`,
docs/ocl2.md).

* A sub-group is a warp: ``sim.warp_size`` consecutive work-items in local linear id order
  (the size comes from the device description the run is checked against; the simulator
  lays blocks out in 32-lane warps and refuses any other size). Collectives combine the
  values of the active work-items of the sub-group in local id order, one operation after
  the other (floats: the order of a sequential loop; integers wrap), as
  :mod:`sim_workgroup` does for a work-group; ``sub_group_barrier`` orders local memory
  within the sub-group for the race checker, as ``__syncwarp`` does within a warp.
* C11 atomics run in thread order, like every atomic here (sequentially consistent, so
  every memory order and scope gives these results); ``atomic_compare_exchange`` stores
  ``desired`` where the object equals ``*expected`` and otherwise writes the object's value
  to ``*expected`` (``_weak`` never fails spuriously here).
* ``norm``/``rnorm``: libdevice's algorithm (:func:`library_norm`): bit for bit for
  ``normf``; the others use a hardware ``rsqrt.approx``, modelled as the correctly rounded
  value (``scripts/gpu_ocl2.sh`` counts the differences on the GPU).
* ``clock``/``clock64`` (and ``%clock``, ``%clock64``, ``%globaltimer`` in
  inline PTX): the number of clock reads the simulation has made so far (of any thread);
  monotone per thread and the same for the threads of one read, not cycles or time.
"""

from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir import ocl2 as O
from ..ir.errors import Unsupported
from .sim_values import convert, dtype_of, truthy

NAMES = {*O.C11_ATOMICS, *O.SUBGROUP_IDS, "sub_group_barrier", *O.SUBGROUP_COLLECTIVES,
         "norm", "rnorm", "clock", "clock64", "to_global", "to_local",
         "to_private"}


def clock_read(sim) -> np.int64:
    """The next value of the simulation's clock (one tick per read)."""
    sim.clock_reads = getattr(sim, "clock_reads", 0) + 1
    return np.int64(sim.clock_reads)


def compile_ocl2(sim, e: N.Call, args, atypes, cnt):
    """The closure of builtin ``e`` when it is one of :data:`NAMES`, else None."""
    name = e.name
    if name not in NAMES:
        return None
    if name in O.C11_ATOMICS:
        return _c11(sim, e, args, atypes, cnt)
    if name in O.SUBGROUP_IDS or name == "sub_group_barrier" or \
            name in O.SUBGROUP_COLLECTIVES:
        return _subgroup(sim, e, args, cnt)
    if name in ("norm", "rnorm"):
        return _norm(sim, e, args, cnt)
    if name.startswith("to_"):
        return _to_space(sim, e, args, cnt)
    dt = dtype_of(e.type)

    def clock(ctx, m):
        if cnt:
            cnt(m)
        return dt.type(clock_read(sim))
    return clock


def _c11(sim, e, args, atypes, cnt):
    name = e.name
    pt = atypes[0]
    vt = pt.pointee
    dt = dtype_of(vt)
    line = e.loc.line
    op = {"atomic_load": "atomic_or" if dt.kind != "f" else "atomic_add",
          "atomic_store": "atomic_exch", "atomic_exchange": "atomic_exch"}.get(name)
    if name.startswith("atomic_fetch_"):
        op = O.FETCH_OPS[name[len("atomic_fetch_"):]]
    tr = sim.trace
    if name == "atomic_compare_exchange":
        return _cmpxchg(sim, e, args, atypes, cnt)
    nvals = 0 if name == "atomic_load" else 1

    def f(ctx, m):
        addr = args[0](ctx, m)
        vals = [convert(a(ctx, m), at, vt) for a, at in zip(args[1:1 + nvals],
                                                              atypes[1:1 + nvals])]
        if name == "atomic_load":  # x | 0 (x + -0.0 for floats keeps -0.0): a read
            vals = [dt.type(-0.0) if dt.kind == "f" else dt.type(0)]
        if cnt:
            cnt(m)
            tr.add("atomics", line, m.warps())
        old = ctx.mem.atomic(op, addr, m, vals, dt, line)
        return None if name == "atomic_store" else old
    return f


def _cmpxchg(sim, e, args, atypes, cnt):
    vt = atypes[0].pointee
    dt = dtype_of(vt)
    line = e.loc.line
    tr = sim.trace

    def f(ctx, m):
        addr, eaddr = args[0](ctx, m), args[1](ctx, m)
        expected = ctx.mem.load(eaddr, m, dt, 1, dt.itemsize, line, None)
        desired = convert(args[2](ctx, m), atypes[2], vt)
        if cnt:
            cnt(m)
            tr.add("atomics", line, m.warps())
        cmp = expected.view(np.uint32 if dt.itemsize == 4 else np.uint64) \
            if dt.kind == "f" else expected
        if dt.kind == "f":  # atomicCAS compares bits
            desired = np.broadcast_to(np.asarray(desired, dt), (ctx.n,)).view(cmp.dtype)
            udt = cmp.dtype
        else:
            udt = dt
        old = ctx.mem.atomic("atomic_cas", addr, m, [cmp, desired], udt, line)
        ok = (old == cmp) & m.a
        fail = m.and_(~ok)
        if fail.any():
            ctx.mem.store(eaddr, fail, old.view(dt) if dt.kind == "f" else old, dt, 1,
                          dt.itemsize, line)
        return ok.astype(np.uint8)
    return f


def _warp_rows(sim, ctx):
    ws = sim.warp_size
    if 32 % ws:
        raise Unsupported(f"sub-groups of {ws} work-items: the simulator lays blocks out "
                          "in 32-lane warps")
    return ws


def _subgroup(sim, e, args, cnt):
    name = e.name
    dt = dtype_of(e.type) if name != "sub_group_barrier" else None
    tpb = sim.tpb

    def ids(ctx, m):
        ws = _warp_rows(sim, ctx)
        lin = ctx.lin
        if cnt:
            cnt(m)
        sg = lin // ws
        if name == "get_sub_group_local_id":
            r = lin % ws
        elif name == "get_sub_group_id":
            r = sg
        elif name == "get_sub_group_size":
            r = np.minimum(ws, tpb - sg * ws)
        elif name == "get_max_sub_group_size":
            r = np.int64(min(ws, tpb))
        else:  # get_num_sub_groups / get_enqueued_num_sub_groups
            r = np.int64((tpb + ws - 1) // ws)
        return np.asarray(r).astype(dt)
    if name in O.SUBGROUP_IDS:
        return ids
    if name == "sub_group_barrier":
        def barrier(ctx, m):
            args[0](ctx, m)
            if cnt:
                cnt(m)
            if ctx.mem.racecheck:
                ctx.mem.warp_sync(ctx, m)  # orders local memory within the sub-group
            return None
        return barrier
    what = name[len("sub_group_"):]

    def f(ctx, m):
        ws = _warp_rows(sim, ctx)
        vs = [np.broadcast_to(np.asarray(a(ctx, m)), (ctx.n,)) for a in args]
        if cnt:
            cnt(m)
        act = m.a.reshape(-1, ws)
        if what in ("all", "any"):
            p = truthy(vs[0]).reshape(-1, ws)
            r = ~(act & ~p).any(axis=1) if what == "all" else (act & p).any(axis=1)
            return np.repeat(r.astype(np.int32), ws)
        x = vs[0].astype(dt).reshape(-1, ws)
        if what == "broadcast":
            lane = vs[1].astype(np.int64).reshape(-1, ws)
            first = np.argmax(act, axis=1)
            pick = lane[np.arange(act.shape[0]), first] % ws
            return np.repeat(x[np.arange(act.shape[0]), pick], ws)
        from .sim_workgroup import group_collective
        return group_collective(what, x, act, dt, ws)
    return f


def _norm(sim, e, args, cnt):
    dt = dtype_of(e.type)
    line = e.loc.line
    recip = e.name == "rnorm"

    def f(ctx, m):
        dim = np.broadcast_to(np.asarray(args[0](ctx, m)).astype(np.int64), (ctx.n,))
        p = np.broadcast_to(np.asarray(args[1](ctx, m)), (ctx.n,))
        if cnt:
            cnt(m)
        top = max(1, int(dim[m.a].max())) if m.any() else 1
        # the library reads p[0] whatever dim is (libdevice __nv_normf)
        vals = [ctx.mem.load(p + np.int64(i * dt.itemsize), m if i == 0 else m.and_(dim > i),
                             dt, 1, dt.itemsize, line, None) for i in range(top)]
        return library_norm(vals, dim, dt, recip)
    return f


def library_norm(vals: list, dim: np.ndarray, dt: np.dtype, recip: bool) -> np.ndarray:
    """CUDA's ``normf``/``norm``/``rnormf``/``rnorm`` of the values ``vals[i]`` (per thread)
    as libdevice computes them (``__nv_normf`` .. in CUDA 13's libdevice.10.bc): the
    largest magnitude (``fmax``, from ``|p[0]|`` even when ``dim`` < 1) scales the values by
    a power of two; the squares of all but the first value equal to the largest are summed
    with ``fma`` in index order, the largest's square last; the square root (``sqrt.rn``
    for ``normf``) is scaled back; a zero sum of the others gives the largest itself, an
    infinite largest gives it (``rnorm``: 0). Bit for bit for ``normf``; ``rnormf``,
    ``rnorm`` and ``norm`` use hardware reciprocal square root approximations
    (``rsqrt.approx``), computed here as the correctly rounded value."""
    from .sim_rounding import fma_exact

    f32 = dt == np.float32
    it, ut = (np.int32, np.uint32) if f32 else (np.int64, np.uint64)
    with np.errstate(all="ignore"):
        largest = np.abs(vals[0])
        for i in range(1, len(vals)):
            largest = np.where(dim > i, np.fmax(np.abs(vals[i]), largest), largest)
        if f32:
            bits = largest.view(ut).astype(np.int64)
            ex = (bits & 0xFE000000) - 0x3F800000 + 0x00800000
            scale = ((0x3F800000 - ex) & 0xFFFFFFFF).astype(ut).view(dt)
            back = ((ex + 0x3F800000) & 0xFFFFFFFF).astype(ut).view(dt)
        else:
            hi = (largest.view(ut) >> np.uint64(32)).astype(np.int64)
            ex = (hi & 0xFFC00000) - 0x3FF00000 + 0x00100000
            scale = (((0x3FF00000 - ex) & 0xFFFFFFFF).astype(np.uint64) << np.uint64(32)).view(dt)
            back = (((ex + 0x3FF00000) & 0xFFFFFFFF).astype(np.uint64) << np.uint64(32)).view(dt)
        big = largest * scale
        res = np.zeros_like(largest)
        j = np.zeros(largest.shape, np.int64)
        for i, v in enumerate(vals):
            a = np.abs(v) * scale
            take = (dim > i) & ((a != big) | (j != i))
            res = np.where(take, fma_exact(a, a, res), res)
            j += take
        r = fma_exact(big, big, res)
        if recip:
            out = (dt.type(1) / np.sqrt(r)) * scale
            return np.where(largest == np.inf if f32 else largest.view(ut) >> np.uint64(32) >=
                            np.uint64(0x7FF00000), dt.type(0), out).astype(dt)
        out = np.where(np.isinf(r), r, np.sqrt(r)) * back
        huge = largest == np.inf if f32 else (largest.view(ut) >> np.uint64(32)) >= \
            np.uint64(0x7FF00000)
        return np.where((res == 0) | huge, largest, out).astype(dt)


def _to_space(sim, e, args, cnt):
    from .sim_memory import SHIFT

    want = {"to_global": "global", "to_local": "shared", "to_private": "private"}[e.name]
    regions = sim.mem.regions

    def f(ctx, m):
        p = np.broadcast_to(np.asarray(args[0](ctx, m)).astype(np.int64), (ctx.n,))
        if cnt:
            cnt(m)
        rid = p >> SHIFT
        kinds = np.array([getattr(r, "kind", None) == want for r in regions] + [False])
        ok = kinds[np.clip(rid, 0, len(regions))] & (p != 0)
        return np.where(ok, p, np.int64(0))
    return f


__all__ = ["NAMES", "compile_ocl2", "clock_read"]
