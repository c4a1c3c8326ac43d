"""OpenCL images in the simulator: read_image* through a sampler, write_image*, queries.

An image parameter is bound like a CUDA texture (``ws.Texture(array)``: (w,), (h, w) or
(d, h, w), a trailing axis of 1, 2 or 4 channels; ``read_mode="normalized"`` makes 8/16-bit
integers UNORM/SNORM channels); only its array counts, the sampler comes from the kernel.
Reads follow the OpenCL 1.2 specification, section 8.2 (docs/textures.md):

* nearest: ``i = floor(u)``; linear: ``i0 = floor(u - 0.5)``, ``i1 = i0 + 1``,
  ``a = frac(u - 0.5)`` in float32 (no 8-bit weight rounding: the precision is the
  implementation's; PoCL computes in float);
* ``u = s * w`` with normalized coordinates; CLK_ADDRESS_REPEAT uses
  ``u = (s - floor(s)) * w`` and wraps i0/i1 by w, MIRRORED_REPEAT ``s' = |s - 2 rint(s/2)|``
  and clamps; CLAMP_TO_EDGE (and NONE) clamps, CLAMP reads a zero texel outside;
* missing channels read as 0 and alpha as 1 (CL_R, CL_RG) before filtering, and the border
  colour of an image without alpha is (0, 0, 0, 1) (the specification; PoCL returns
  (0, 0, 0, 0) there: docs/textures.md);
* UNORM/SNORM channels are the integer times 1/max in float32 (as PoCL computes);
* a read without a sampler uses integer coordinates, nearest, unnormalized;
* an image array (``image1d_array_t``: (layers, w); ``image2d_array_t``: (layers, h, w))
  takes the layer as the coordinate's last used lane: ``clamp(rint(layer), 0, layers - 1)``
  for float coordinates (section 8.2), the integer clamped alike for int coordinates
  (undefined outside in OpenCL); the layer is never normalized or filtered.

A written image (write_only) is an output of the run under its parameter name.
"""

from __future__ import annotations

import numpy as np

from ..ir.errors import SimulationError
from ..ir.texture import IMAGE_FUNCTIONS, sampler_state
from ..ir.types import VectorType
from .sim_texture import address, combine, normalized_read
from .sim_values import dtype_of


def _axis(x, n: int, filt: str, mode: str, normalized: bool):
    """[(index, valid or None, weight or None)] along one axis (OpenCL 1.2, 8.2)."""
    f32 = np.float32
    x = np.asarray(x, f32)
    if normalized and mode == "wrap":
        u = ((x - np.floor(x)) * f32(n)).astype(f32)
    elif normalized and mode == "mirror":
        sp = np.abs(x - f32(2) * np.rint(f32(0.5) * x)).astype(f32)
        u = (sp * f32(n)).astype(f32)
    else:
        u = (x * f32(n)).astype(f32) if normalized else x
    if filt == "nearest":
        i = np.floor(u).astype(np.int64)
        if normalized and mode == "wrap":
            return [(np.where(i > n - 1, i - n, i), None, None)]
        if normalized and mode == "mirror":
            return [(np.minimum(i, n - 1), None, None)]
        return [address(i, n, mode) + (None,)]
    ub = (u - f32(0.5)).astype(f32)
    i0 = np.floor(ub)
    a = (ub - i0).astype(f32)
    i0 = i0.astype(np.int64)
    i1 = i0 + 1
    if normalized and mode == "wrap":
        lo, hi = (np.where(i0 < 0, n + i0, i0), None), (np.where(i1 > n - 1, i1 - n, i1), None)
    elif normalized and mode == "mirror":
        lo, hi = (np.maximum(i0, 0), None), (np.minimum(i1, n - 1), None)
    else:
        lo, hi = address(i0, n, mode), address(i1, n, mode)
    return [lo + ((f32(1) - a).astype(f32),), hi + (a,)]


def _channels(tex, dims: int, where: str, layered: bool = False):
    """The image's array as (layers?, ..., x, channels)."""
    a = np.asarray(tex.array)
    axes = dims + layered
    if a.ndim == axes:
        a = a[..., None]
    if a.ndim != axes + 1 or a.shape[-1] not in (1, 2, 4):
        kind = f"image{dims}d{'_array' if layered else ''}_t"
        raise SimulationError(f"{where}: an {kind} needs {axes} axes (+ 2 or 4 "
                              f"channels), the array bound has shape {tex.array.shape}")
    return a


def _texels(tex, dims: int, name: str, where: str, layered: bool = False):
    a = _channels(tex, dims, where, layered)
    if name == "read_imagef":
        if tex.read_mode == "normalized":
            if a.dtype.kind not in "iu" or a.dtype.itemsize > 2:
                raise SimulationError(f"{where}: UNORM/SNORM images hold 8/16-bit integers, "
                                      f"not {a.dtype}")
            return _fill(normalized_read(a, reciprocal=True), np.float32)
        if a.dtype != np.float32:
            raise SimulationError(f"{where}: read_imagef of {a.dtype} texels read as "
                                  "elements; give float32 or read_mode='normalized'")
        return _fill(a, np.float32)
    want = "i" if name == "read_imagei" else "u"
    if a.dtype.kind != want or tex.read_mode == "normalized":
        raise SimulationError(f"{where}: {name} reads {'signed' if want == 'i' else 'unsigned'}"
                              f" integer images, the array is {a.dtype}")
    return _fill(a, a.dtype)


def _fill(a: np.ndarray, dt) -> np.ndarray:
    """4-channel texels: missing channels 0, alpha 1 (filtering then mixes all four)."""
    c = a.shape[-1]
    if c == 4:
        return a
    full = np.zeros(a.shape[:-1] + (4,), dt)
    full[..., :c] = a
    full[..., 3] = 1
    return full


def read(tex, name: str, dims: int, coord, bits, where: str, layered: bool = False):
    """``name`` (read_imagef/i/ui) of image ``tex`` at ``coord`` (rows, lanes) with sampler
    ``bits`` (None: no sampler); ``layered``: an image array, the layer after x[, y]."""
    chans = _channels(tex, dims, where, layered).shape[-1]
    data = _texels(tex, dims, name, where, layered)
    sizes = data.shape[layered:-1][::-1]
    border = None if chans == 4 else np.array([0, 0, 0, 1], data.dtype)
    if bits is None:
        filt, mode, norm = "nearest", "clamp", False
    else:
        filt, mode, norm = sampler_state(bits)
    if filt == "linear" and name != "read_imagef":
        raise SimulationError(f"{where}: {name} with a linear sampler (undefined in OpenCL)")
    if not norm and mode in ("wrap", "mirror"):
        which = "REPEAT" if mode == "wrap" else "MIRRORED_REPEAT"
        raise SimulationError(f"{where}: CLK_ADDRESS_{which} needs "
                              "CLK_NORMALIZED_COORDS_TRUE")
    c = np.asarray(coord)
    c = c.reshape(c.shape[0], -1)
    lead = ()
    if layered:
        layer = c[:, dims] if c.dtype.kind in "iu" else np.rint(c[:, dims])
        lead = (np.clip(layer.astype(np.int64), 0, data.shape[0] - 1),)
    if c.dtype.kind in "iu":
        if norm or filt == "linear":
            raise SimulationError(f"{where}: integer coordinates need an unnormalized, "
                                  "nearest sampler")
        axes = [[address(c[:, k].astype(np.int64), n, mode) + (None,)]
                for k, n in enumerate(sizes)]
    else:
        axes = [_axis(c[:, k], n, filt, mode, norm) for k, n in enumerate(sizes)]
    return combine(data, lead, axes, border)


def write(sim, pname: str, tex, dims: int, coord, color, name: str, where: str) -> None:
    """Store ``color`` (rows, 4) at integer ``coord`` of the image's output copy (``dims``:
    the array's axes, an image array's layer counting as the last coordinate)."""
    outs = sim.__dict__.setdefault("image_outputs", {})
    arr = outs.get(pname)
    if arr is None:
        arr = outs[pname] = np.array(tex.array, copy=True)
    a = arr if arr.ndim == dims + 1 else arr[..., None]
    sizes = a.shape[:-1][::-1]
    c = np.asarray(coord).reshape(len(color), -1).astype(np.int64)[:, :dims]
    bad = np.zeros(len(c), bool)
    for k, n in enumerate(sizes):
        bad |= (c[:, k] < 0) | (c[:, k] >= n)
    if bad.any():
        raise SimulationError(f"{where}: coordinate {tuple(int(v) for v in c[bad][0])} is "
                              f"outside the image {tuple(sizes)}")
    v = np.asarray(color)[:, :a.shape[-1]]
    dt = a.dtype
    if name == "write_imagef" and dt.kind in "iu":
        if tex.read_mode != "normalized":
            raise SimulationError(f"{where}: write_imagef to {dt} texels needs "
                                  "read_mode='normalized' (a UNORM/SNORM image)")
        top = np.iinfo(dt).max
        lo = 0 if dt.kind == "u" else -top
        v = np.clip(np.rint(v.astype(np.float32) * np.float32(top)), lo, top)
    elif name != "write_imagef" and dt.kind not in "iu":
        raise SimulationError(f"{where}: {name} to {dt} texels")
    with np.errstate(all="ignore"):
        a[tuple(c[:, k] for k in range(dims - 1, -1, -1))] = v.astype(dt)


def compile_image(sim, e, args, atypes, cnt):
    """The closure of an OpenCL image builtin."""
    name = e.name
    rt, what = IMAGE_FUNCTIONS[name]
    dims, layered = atypes[0].dims, atypes[0].layered
    line = e.loc.line
    tr = sim.trace
    pname = e.args[0].name if hasattr(e.args[0], "name") else "image"

    def handles(ctx, m, v):
        n = ctx.n
        rows = m.idx() if not m.all() else np.arange(n)
        return rows, np.broadcast_to(np.asarray(v, np.int64), (n,))[rows]

    def f(ctx, m):
        vals = [a(ctx, m) for a in args]
        if cnt:
            cnt(m)
        rows, h = handles(ctx, m, vals[0])
        n = ctx.n
        try:
            if what == "query":
                out = np.zeros(n, np.int32)
                for handle in np.unique(h):
                    tname, tex = sim.textures[int(handle)]
                    shape = _channels(tex, dims, f"{name} of image '{tname}'",
                                      layered).shape[:-1][::-1]  # x, y, z / layers
                    k = {"get_image_width": 0, "get_image_height": 1, "get_image_depth": 2,
                         "get_image_array_size": dims}[name]
                    out[rows[h == handle]] = shape[k]
                return out.astype(dtype_of(rt))
            if tr is not None:
                tr.add("texture_requests", line, m.warps())
            if what == "write":
                coord = np.broadcast_to(np.asarray(vals[1]), (n,) + np.shape(vals[1])[-1:])
                color = np.broadcast_to(np.asarray(vals[2]), (n, 4))
                for handle in np.unique(h):
                    tname, tex = sim.textures[int(handle)]
                    sel = rows[h == handle]
                    write(sim, tname, tex, dims + layered, coord[sel], color[sel], name,
                          f"{name} of image '{tname}'")
                return None
            coord = vals[-1]
            lanes = coord.shape[-1] if np.ndim(coord) and isinstance(atypes[-1], VectorType) \
                and np.ndim(coord) > 1 else (atypes[-1].lanes if isinstance(atypes[-1],
                                                                            VectorType) else 1)
            coord = np.broadcast_to(np.asarray(coord), (n, lanes) if lanes > 1 else (n,))
            bits = None
            if len(vals) == 3:
                bits = np.broadcast_to(np.asarray(vals[1], np.int64), (n,))[rows]
            full = np.zeros((n, 4), dtype_of(rt))
            keys = h if bits is None else h * 1024 + bits
            for key in np.unique(keys):
                sel = keys == key
                tname, tex = sim.textures[int(h[sel][0])]
                b = None if bits is None else int(bits[sel][0])
                full[rows[sel]] = read(tex, name, dims, coord[rows[sel]], b,
                                       f"{name} of image '{tname}'", layered)
            return full
        except SimulationError as err:
            err.loc = err.loc or e.loc
            raise
    return f


__all__ = ["compile_image", "read", "write"]
