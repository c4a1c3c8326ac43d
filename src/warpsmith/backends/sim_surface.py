"""CUDA surfaces in the simulator: ``surf{1,2,3}D{read,write}``, ``surf{1,2}DLayered*``,
``surfCubemap*`` and ``surfCubemapLayered*`` on the array bound to a
``cudaSurfaceObject_t`` (``ws.Texture(array)``; only its array counts): shape (w,), (h, w),
(d, h, w), layered (layers, [h,] w), cubemap (6, w, w), layered cubemap (6 * layers, w, w),
with 2 or 4 channels as one more trailing axis. x is a byte offset, as in CUDA: it must be
a multiple of the element's size. The layer of a layered call, the face of a cubemap
(0..5) and ``face + 6 * layer`` of a layered cubemap index the first axis. Out of range
(CUDA Programming Guide, "Surface Functions"), by the optional boundary-mode argument:
``cudaBoundaryModeTrap`` (the default) is a fault located at the call,
``cudaBoundaryModeClamp`` clamps x (in elements), y, z to the valid range and the layer
as an unsigned integer (a negative one is the last, as the H100 does),
``cudaBoundaryModeZero`` reads zero and drops the write. The element type must be the
array's. A written surface is an output of the run under its parameter name, as an
OpenCL image is.
"""

from __future__ import annotations

import numpy as np

from ..ir.errors import SimulationError
from ..ir.texture import BOUNDARY_MODES, SURFACE_FUNCTIONS, surface_axes
from ..ir.types import VectorType, element_scalar
from .sim_texture import unsigned_clamp
from .sim_values import dtype_of


def _array(sim, tname: str, tex, axes: int, t, where: str, write: bool, layer=None):
    """The bound array as (..., channels): ``axes`` grid axes (the layer/face axis first)."""
    outs = sim.__dict__.setdefault("image_outputs", {})
    a = outs.get(tname)
    if a is None:
        a = np.asarray(tex.array)
        if write:
            a = outs[tname] = a.copy()
    lanes = t.lanes if isinstance(t, VectorType) else 1
    v = a if a.ndim == axes + 1 else a[..., None]
    if v.ndim != axes + 1 or v.shape[-1] != lanes or \
            np.dtype(element_scalar(t).numpy_dtype) != v.dtype:
        kind = {None: f"{axes}D", "layer": f"{axes - 1}D layered", "face": "cubemap",
                "layerface": "layered cubemap"}[layer]
        raise SimulationError(f"{where}: {t} elements of a {kind} surface, but the array "
                              f"bound is {a.dtype} of shape {a.shape}")
    if layer in ("face", "layerface") and (v.shape[1] != v.shape[2] or v.shape[0] % 6 or
                                          layer == "face" and v.shape[0] != 6):
        raise SimulationError(f"{where}: a {'layered ' if layer == 'layerface' else ''}"
                              f"cubemap surface is {'6 * layers' if layer == 'layerface' else '6'}"
                              f" square faces, the array bound has shape {a.shape}")
    return v


def _index(v, t, coords, where, mode="trap", names="xyz"):
    """(index tuple, in-range mask or None) of the coordinates (x in bytes first; the
    layer last) under boundary ``mode``."""
    size = t.size
    xb = np.asarray(coords[0]).astype(np.int64)
    if np.any(xb % size):
        raise SimulationError(f"{where}: x = {int(xb[xb % size != 0][0])} bytes is not a "
                              f"multiple of the element size ({size} bytes)")
    idx = [xb // size] + [np.asarray(c).astype(np.int64) for c in coords[1:]]
    sizes = v.shape[:-1][::-1]  # x, y, z / layer
    ok = None
    for k, (i, n) in enumerate(zip(idx, sizes)):
        bad = (i < 0) | (i >= n)
        if not bad.any():
            continue
        if mode == "trap":
            axis = names[k]
            raise SimulationError(f"{where}: {axis} = {int(i[bad][0])}"
                                  f"{' (elements)' if k == 0 else ''} is outside the surface "
                                  f"({n} along {axis}; cudaBoundaryModeTrap)")
        # clamp: x, y, z as signed integers, the layer / face index as unsigned (a negative
        # one is the last: measured on the H100, surfaces-h100-2026-11-27-first)
        idx[k] = unsigned_clamp(i, n) if names[k] not in ("x", "y", "z") else np.clip(i, 0, n - 1)
        if mode == "zero":
            ok = ~bad if ok is None else ok & ~bad
    return tuple(idx[::-1]), ok


def compile_surface(sim, e, args, atypes, cnt):
    """The closure of a surface read or write."""
    name = e.name
    dims, what, layer = SURFACE_FUNCTIONS[name]
    naxes = surface_axes(name)
    line = e.loc.line
    tr = sim.trace
    hi = 1 if what == "write" else 0
    t = atypes[0] if what == "write" else e.type
    lanes = t.lanes if isinstance(t, VectorType) else 1
    dt = dtype_of(t)
    nargs = hi + 1 + naxes
    names = list("xyz"[:dims]) + ({"layer": ["layer"], "face": ["face"],
                                   "layerface": ["face + 6 * layer"]}.get(layer, []))
    mode = BOUNDARY_MODES[int(e.args[-1].value)] if len(e.args) > nargs else "trap"

    def f(ctx, m):
        vals = [a(ctx, m) for a in args]
        if cnt:
            cnt(m)
        n = ctx.n
        rows = m.idx() if not m.all() else np.arange(n)
        h = np.broadcast_to(np.asarray(vals[hi], np.int64), (n,))[rows]
        coords = [np.broadcast_to(np.asarray(c), (n,))[rows] for c in vals[hi + 1:nargs]]
        if tr is not None and rows.size:
            tr.add("texture_requests", line, m.warps())
        out = np.zeros((n, lanes), dt)
        try:
            for handle in np.unique(h):
                tname, tex = sim.textures[int(handle)]
                sel = h == handle
                where = f"{name} of surface '{tname}'"
                v = _array(sim, tname, tex, naxes, t, where, what == "write", layer)
                idx, ok = _index(v, t, [c[sel] for c in coords], where, mode, names)
                r = rows[sel]
                if what == "write":
                    val = np.broadcast_to(np.asarray(vals[0], dt).reshape(-1, lanes)
                                          if np.ndim(vals[0]) else np.asarray(vals[0], dt),
                                          (n, lanes))[r]
                    if ok is not None:
                        idx, val = tuple(i[ok] for i in idx), val[ok]
                    v[idx] = val
                else:
                    got = v[idx]
                    out[r] = got if ok is None else np.where(ok[:, None], got, 0)
        except SimulationError as err:
            err.loc = err.loc or e.loc
            raise
        if what == "write":
            return None
        return out if lanes > 1 else out[:, 0]
    return f


__all__ = ["compile_surface"]
