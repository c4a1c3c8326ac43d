"""CUDA surfaces in the simulator: ``surf1D/2Dread<T>(s, x_bytes, y)`` and
``surf1D/2Dwrite(v, s, x_bytes, y)`` on the array bound to a ``cudaSurfaceObject_t``
(``ws.Texture(array)``; only its array counts). x is a byte offset, as in CUDA: it must be
a multiple of the element's size; an access outside the array is a fault (CUDA's default
``cudaBoundaryModeTrap``), located at the call. The element type must be the array's
(with its 2 or 4 channels as the trailing axis). A written surface is an output of the run
under its parameter name, as an OpenCL image is.
"""

from __future__ import annotations

import numpy as np

from ..ir.errors import SimulationError
from ..ir.texture import SURFACE_FUNCTIONS
from ..ir.types import VectorType, element_scalar
from .sim_values import dtype_of


def _array(sim, tname: str, tex, dims: int, t, where: str, write: bool):
    outs = sim.__dict__.setdefault("image_outputs", {})
    a = outs.get(tname)
    if a is None:
        a = np.asarray(tex.array)
        if write:
            a = outs[tname] = a.copy()
    lanes = t.lanes if isinstance(t, VectorType) else 1
    v = a if a.ndim == dims + 1 else a[..., None]
    if v.ndim != dims + 1 or v.shape[-1] != lanes or \
            np.dtype(element_scalar(t).numpy_dtype) != v.dtype:
        raise SimulationError(f"{where}: {t} elements of a {dims}D surface, but the array "
                              f"bound is {a.dtype} of shape {a.shape}")
    return v


def _index(v, t, coords, where):
    size = t.size
    xb = np.asarray(coords[0]).astype(np.int64)
    if np.any(xb % size):
        raise SimulationError(f"{where}: x = {int(xb[xb % size != 0][0])} bytes is not a "
                              f"multiple of the element size ({size} bytes)")
    idx = [xb // size] + [np.asarray(c).astype(np.int64) for c in coords[1:]]
    sizes = v.shape[:-1][::-1]
    for k, (i, n) in enumerate(zip(idx, sizes)):
        bad = (i < 0) | (i >= n)
        if bad.any():
            raise SimulationError(f"{where}: {'xyz'[k]} = {int(i[bad][0])}"
                                  f"{' (elements)' if k == 0 else ''} is outside the surface "
                                  f"({n} along {'xyz'[k]}; cudaBoundaryModeTrap)")
    return tuple(idx[::-1])


def compile_surface(sim, e, args, atypes, cnt):
    """The closure of a surface read or write."""
    name = e.name
    dims, what = SURFACE_FUNCTIONS[name]
    line = e.loc.line
    tr = sim.trace
    hi = 1 if what == "write" else 0
    t = atypes[0] if what == "write" else e.type
    lanes = t.lanes if isinstance(t, VectorType) else 1
    dt = dtype_of(t)

    def f(ctx, m):
        vals = [a(ctx, m) for a in args]
        if cnt:
            cnt(m)
        n = ctx.n
        rows = m.idx() if not m.all() else np.arange(n)
        h = np.broadcast_to(np.asarray(vals[hi], np.int64), (n,))[rows]
        coords = [np.broadcast_to(np.asarray(c), (n,))[rows] for c in vals[hi + 1:]]
        if tr is not None and rows.size:
            tr.add("texture_requests", line, m.warps())
        out = np.zeros((n, lanes), dt)
        try:
            for handle in np.unique(h):
                tname, tex = sim.textures[int(handle)]
                sel = h == handle
                where = f"{name} of surface '{tname}'"
                v = _array(sim, tname, tex, dims, t, where, what == "write")
                idx = _index(v, t, [c[sel] for c in coords], where)
                if what == "write":
                    val = np.broadcast_to(np.asarray(vals[0], dt).reshape(-1, lanes)
                                          if np.ndim(vals[0]) else np.asarray(vals[0], dt),
                                          (n, lanes))[rows[sel]]
                    v[idx] = val
                else:
                    out[rows[sel]] = v[idx]
        except SimulationError as err:
            err.loc = err.loc or e.loc
            raise
        if what == "write":
            return None
        return out if lanes > 1 else out[:, 0]
    return f


__all__ = ["compile_surface"]
