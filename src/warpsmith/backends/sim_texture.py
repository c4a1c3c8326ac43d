"""Texture fetches in the simulator: the hardware's addressing and filtering, with NumPy.

A texture parameter's value is a handle: the index of its :class:`~warpsmith.ir.texture.
Texture` in ``sim.textures``. A fetch evaluates, per active thread (CUDA Programming Guide,
appendix "Texture Fetching"; docs/textures.md):

* normalized coordinates: ``x * N`` (N texels along that axis);
* nearest: texel ``floor(x)``;
* linear: ``xB = x - 0.5``, ``i = floor(xB)``, ``a = frac(xB)`` rounded to 8 fraction bits
  (the 9-bit fixed-point weight), ``(1 - a) T[i] + a T[i + 1]`` per axis, in float32; two
  axes with the GPU's own corner weights (:func:`combine`);
* the texel index then goes through the address mode: clamp to [0, N-1], wrap (mod N),
  mirror (period 2N, reflected), border (a texel outside reads 0);
* ``tex1Dfetch`` (linear memory) neither filters nor addresses: an index outside reads 0;
* read mode "normalized": 8/16-bit integers become floats (unsigned / (2^b - 1), signed
  / (2^(b-1) - 1) clamped at -1) before filtering.

Each fetch counts one instruction and, per warp with an active lane, one
``texture_requests`` (a trace key that appears only in kernels that fetch).
"""

from __future__ import annotations

import numpy as np

from ..ir.errors import SimulationError
from ..ir.texture import CUBEMAP_FETCHES, FUNCTIONS, Texture, base_fetch
from ..ir.types import VectorType, element_scalar
from .sim_values import dtype_of

#: 9-bit fixed-point weights with 8 fraction bits
WEIGHT_SCALE = np.float32(256.0)


def bind(sim, name: str, value, t=None) -> np.int64:
    """The handle of texture parameter ``name``: ``value`` is a Texture (or a bare array:
    nearest, clamp, unnormalized, element reads); of a sampler, its CLK_* bits."""
    if getattr(t, "kind", None) == "sampler":
        if isinstance(value, Texture) or np.ndim(value):
            raise SimulationError(f"parameter '{name}' of kernel '{sim.kernel.name}' is a "
                                  "sampler_t: give its CLK_* bits as a number")
        return np.int64(int(value))
    if isinstance(value, np.ndarray):
        value = Texture(value)
    if not isinstance(value, Texture) or not isinstance(value.array, np.ndarray):
        raise SimulationError(f"parameter '{name}' of kernel '{sim.kernel.name}' is a "
                              f"texture: give ws.Texture(array, ...)")
    if value.array.dtype.kind not in "iuf" or value.array.dtype.itemsize > 4:
        raise SimulationError(f"texture '{name}': elements of {value.array.dtype} (a "
                              "texture holds 8/16/32-bit integers or float32)")
    texs = sim.__dict__.setdefault("textures", [])
    texs.append((name, value))
    return np.int64(len(texs) - 1)


def bind_reference(sim, g, value) -> np.ndarray:
    """The bytes of texture reference ``g``'s module variable: the handle of ``value``
    (a Texture; its read mode is the declaration's)."""
    from dataclasses import replace

    from ..ir.errors import LaunchError
    if value is None:
        raise LaunchError(f"no value for texture reference '{g.name}' ({g.type}) of kernel "
                          f"'{sim.kernel.name}'", g.loc,
                          hint=f"give {g.name}=ws.Texture(array, ...) or --arg "
                               f"{g.name}=@FILE.npy:texture(...)")
    if isinstance(value, np.ndarray):
        value = Texture(value)
    if isinstance(value, Texture):
        value = replace(value, read_mode=g.type.read_mode)
    return np.array([bind(sim, g.name, value)], np.int64)


def normalized_read(a: np.ndarray, reciprocal: bool = False) -> np.ndarray:
    """CUDA's cudaReadModeNormalizedFloat / OpenCL's unorm/snorm channels: float32
    (``reciprocal``: times 1/max in float32, as PoCL computes, instead of divided by max)."""
    dt = a.dtype
    top = np.float32(np.iinfo(dt).max)
    v = a.astype(np.float32)
    v = (v * (np.float32(1) / top)).astype(np.float32) if reciprocal else \
        (v / top).astype(np.float32)
    return v if dt.kind == "u" else np.maximum(v, np.float32(-1.0)).astype(np.float32)


def address(i: np.ndarray, n: int, mode: str):
    """(index in [0, n), valid) of integer texel indices ``i`` under ``mode``."""
    if mode == "clamp":
        return np.clip(i, 0, n - 1), None
    if mode == "border":
        ok = (i >= 0) & (i < n)
        return np.clip(i, 0, n - 1), ok
    if mode == "wrap":
        return np.mod(i, n), None
    m = np.mod(i, 2 * n)  # mirror
    return np.where(m < n, m, 2 * n - 1 - m), None


def _where(fn_name: str, tex_name: str) -> str:
    return f"{fn_name} of texture '{tex_name}'"


def _texels(tex: Texture, dims: int, layered: bool, rt, where: str) -> np.ndarray:
    """The texel array as (layers?, ..., x, channels) with channels matching ``rt``."""
    a = tex.array
    lanes = rt.lanes if isinstance(rt, VectorType) else 1
    grid = dims + layered
    if a.ndim == grid:
        a = a[..., None]
    if a.ndim != grid + 1 or a.shape[-1] != lanes:
        raise SimulationError(f"{where}: the fetch reads a {dims}D{' layered' if layered else ''}"
                              f" texture of {rt} ({grid} axes{f' + {lanes} channels' if lanes > 1 else ''})"
                              f" but the array bound has shape {tex.array.shape}")
    el = element_scalar(rt)
    if tex.read_mode == "normalized":
        if a.dtype.kind not in "iu" or a.dtype.itemsize > 2 or not el.is_float:
            raise SimulationError(f"{where}: read mode 'normalized' needs 8/16-bit integer "
                                  f"texels and a float result, got {a.dtype} and {rt}")
        if _integer_filtered(tex) is not None:
            return a.astype(np.float64)  # filtered as integers: see _integer_filtered
        return normalized_read(a)
    if np.dtype(el.numpy_dtype) != a.dtype:
        raise SimulationError(f"{where}: the fetch returns {rt} but the texels are "
                              f"{a.dtype}", hint="bind an array of the fetch's element type, "
                              "or read 8/16-bit integers with read_mode='normalized'")
    if tex.filter == "linear" and a.dtype.kind != "f":
        raise SimulationError(f"{where}: linear filtering returns floats; CUDA refuses it "
                              f"for {a.dtype} texels read as elements")
    return a


def _integer_filtered(tex: Texture):
    """How the texture unit finishes a linear fetch of 8/16-bit integers read as
    normalized floats (a function of the sum of the texel integers times their weights in
    1/256), or None: the texels are filtered as integers, not as floats."""
    if tex.read_mode != "normalized" or tex.filter != "linear":
        return None
    return _INTEGER_RESULTS.get(tex.array.dtype.str[1:])


def unorm8_result(acc: np.ndarray) -> np.ndarray:
    """8-bit unsigned texels: a 16-bit fraction ``K / 65535`` with ``K = round(acc * 257 /
    256)``, half up (``v * 257`` is ``v`` widened to 16 bits), as float32 (fitted to the
    H100 on ``texture-h100-2026-11-27-heldout/``; held out: every uint8 pair at random
    weights and every weight next to every value, ``fidelity-h100-2026-11-27/``)."""
    k = np.floor(acc * 257 / 256 + 0.5)
    return (k / 65535).astype(np.float32)


def snorm8_result(acc: np.ndarray) -> np.ndarray:
    """8-bit signed texels (-128 taking part as it is): ``K = S + (((S >> 4) * 257 + 1024)
    >> 11)`` for the weighted sum ``S``, at least -32767, as ``K / 32767`` in float32 (the
    H100's value for every int8 fetch of ``fidelity-h100-2026-11-27/``, 131072; the exact
    ``round(S * 32767 / 32512)`` is one off near halves)."""
    s = np.rint(acc).astype(np.int64)
    k = np.maximum(s + (((s >> 4) * 257 + 1024) >> 11), -32767)
    return (k / 32767).astype(np.float32)


def unorm16_result(acc: np.ndarray) -> np.ndarray:
    """16-bit unsigned texels: ``K = round(acc / 256)``, half up, as ``K / 65535`` in float32
    (every fetch of ``fidelity-h100-2026-11-27/``, 65536, equal)."""
    return (np.floor(acc / 256 + 0.5) / 65535).astype(np.float32)


def snorm16_result(acc: np.ndarray) -> np.ndarray:
    """16-bit signed texels: ``K = round(acc / 256)``, half up, at least -32767, as
    ``K / 32767`` (by analogy with the other three; not measured yet)."""
    return (np.maximum(np.floor(acc / 256 + 0.5), -32767) / 32767).astype(np.float32)


_INTEGER_RESULTS = {"u1": unorm8_result, "i1": snorm8_result, "u2": unorm16_result,
                    "i2": snorm16_result}


#: fraction bits of a normalized coordinate in the texture unit's fixed point
COORD_FRACTION_BITS = 21


def cuda_axis(x, n: int, filt: str, mode: str, normalized: bool):
    """[(texel index, valid or None, weight or None)] along one axis (CUDA's formulas).

    Linear filtering, as fitted to the H100 (docs/textures.md): a normalized coordinate is
    cut to a multiple of ``2**-21`` (toward minus infinity) and multiplied by ``n``
    exactly (every normalized linear fetch of ``texture-h100-2026-11-27-heldout/`` and
    ``surfaces-h100-2026-11-27-*`` agrees; ``x * n`` in float32 missed 5 weights at
    fractions within 0.002/256 of a rounding boundary); with clamp addressing the
    coordinate itself is clamped to ``[0.5, n - 0.5]`` (so an axis outside has weight 0 on
    one texel), not only the two texel indices: the same value in one or two dimensions,
    but with three filtered axes the corner weights of a clamped axis differ
    (``surfaces-h100-2026-11-27-final/`` tex3D, 616 -> 6 of 4096). Then ``x - 0.5``, its
    floor and its fraction rounded to 8 bits, half up."""
    if filt == "nearest":
        if normalized:
            x = (x * np.float32(n)).astype(np.float32)
        return [address(np.floor(x).astype(np.int64), n, mode) + (None,)]
    x = np.asarray(x).astype(np.float64)  # float32, or a cubemap face's exact coordinate
    if normalized:
        x = np.floor(x * 2.0 ** COORD_FRACTION_BITS) / 2.0 ** COORD_FRACTION_BITS * n
    if mode == "clamp":  # the coordinate is clamped, not only the texel indices
        x = np.clip(x, 0.5, n - 0.5)
    xb = x - 0.5
    i = np.floor(xb)
    a8 = np.floor((xb - i) * 256 + 0.5)
    i = i.astype(np.int64) + (a8 == 256)  # a weight rounded up to 1 is the next texel's 0
    a = (np.where(a8 == 256, 0, a8) / WEIGHT_SCALE).astype(np.float32)
    return [address(i, n, mode) + ((np.float32(1) - a).astype(np.float32),),
            address(i + 1, n, mode) + (a,)]


def combine(data, lead, axes, border=None, gpu_weights: bool = False, post=None):
    """The filtered value: texels at every corner of the axes' indices, weighted.

    With ``gpu_weights`` (CUDA textures), two filtered axes use the GPU's bilinear weights
    (measured texel by texel on the H100: ``benchmarks/results/texture-weights-h100-2026-11-26``):
    with the 8-bit axis weights ``X`` and ``Y`` (in 1/256), ``w11 = round(X * Y / 256)`` (half up), ``w10 = X - w11``,
    ``w01 = Y - w11``, ``w00 = 256 - X - Y + w11`` (the four sum to 256), and the weighted
    texels summed exactly and rounded once to float32 (bit-equal on 98.8% of 4096 interior
    fetches of a random image, the rest within a few ulps). Three filtered axes: see
    :func:`_trilinear`. One filtered axis: ``(256 - X) T0 + X T1`` exact, rounded once
    (the H100 agreed on 15 of 16 values the product form missed:
    ``benchmarks/results/surfaces-h100-2026-11-27-first``). Otherwise (OpenCL images): products
    of the axes' weights in axis order, summed in corner order, in float32."""
    weighted = [ax for ax in axes if ax[0][2] is not None]
    if gpu_weights and len(weighted) == 1 and len(axes) == 1:
        x = _weights8(axes[0])
        return _sum256(data, lead, axes, border, {(0,): 256 - x, (1,): x}, post)
    if gpu_weights and len(weighted) == 2 and len(axes) == 2:
        return _bilinear(data, lead, axes, border, post)
    if gpu_weights and len(weighted) == 3 and len(axes) == 3:
        return _trilinear(data, lead, axes, border, post)
    acc = None
    for corner in range(int(np.prod([len(ax) for ax in axes]))):
        idx, oks, w, c = [], [], None, corner
        for ax in axes:
            j, ok, wk = ax[c % len(ax)]
            c //= len(ax)
            idx.append(j)
            oks.append(ok)
            if wk is not None:
                w = wk if w is None else (w * wk).astype(np.float32)
        t = _mask(data[lead + tuple(idx[::-1])], _all(oks), border)
        if w is None:
            return t
        term = (w[:, None] * t).astype(np.float32)
        acc = term if acc is None else (acc + term).astype(np.float32)
    return acc


def _weights8(ax) -> np.ndarray:
    """The 8-bit fixed-point weight (0..255, in 1/256) of an axis's upper texel."""
    return np.rint(ax[1][2].astype(np.float64) * 256).astype(np.int64)


#: bits the texture unit keeps of each weighted texel, counted from the leading bit's
#: binade of the largest texel that takes part: 24 of float32's mantissa plus 4
ALIGN_BITS = 28


def _sum256(data, lead, axes, border, weights: dict, post=None,
            group=None) -> np.ndarray:
    """Sum of the corners' texels times their weights in 1/256 (``weights``: corner ->
    integer weights), rounded once to float32 (``post``: another final step, given the
    sum in 1/256).

    Before the sum, each texel is cut (toward zero) to a multiple of ``2**(e - 28)``, where
    ``2**(e-1) <= |t| < 2**e`` for the largest texel with a non-zero weight: the texture
    unit aligns the texels to the largest one and keeps 4 bits below its last mantissa bit
    (fitted to the H100: every 1-ulp non-tie difference of ``surfaces-h100-2026-11-27-
    heldout-seed7/`` tex1D, and no other fetch changed; held out: every 1D, 2D and layered
    case of ``fidelity-h100-2026-11-27/``). The sum of the cut texels times the weights is
    then exact, and its rounding takes a tie away from zero (:func:`round_ties_away`).
    Texels of weight 0 take no part; subnormal texels are zeros; infinities and NaN
    propagate as in IEEE arithmetic (the same run, part pairs, with special texels).

    ``group`` (three filtered axes): the index of the corner coordinate that splits the
    corners into two slices; each slice is aligned and summed as above, and the two sums
    are added after cutting both (toward minus infinity) to ``SLICE_BITS`` below the
    larger one's binade (see :func:`_trilinear`)."""
    if group is not None and post is None:
        parts = [{c: w for c, w in weights.items() if c[group] == k} for k in (0, 1)]
        sums = [_weighted(data, lead, axes, border, p) for p in parts]
        a, b = _align([sums[0], sums[1]], None, SLICE_BITS, np.floor)
        return _finish(a + b)
    acc = _weighted(data, lead, axes, border, weights, align=post is None)
    return post(acc) if post is not None else _finish(acc)


#: bits kept of a slice sum below the binade of the larger one (tex3D; fitted, see
#: _trilinear)
SLICE_BITS = 35


def _finish(acc: np.ndarray) -> np.ndarray:
    """A filtered sum (in 1/256) rounded to float32, ties away; NaN canonical."""
    r = round_ties_away(acc / 256)
    return np.where(np.isnan(r), _CANONICAL_NAN, r).astype(np.float32)


def _weighted(data, lead, axes, border, weights: dict, align: bool = True) -> np.ndarray:
    """The exact sum of the corners' texels (aligned unless ``align`` is false) times
    their integer weights."""
    ts, ws = [], []
    for corner, w in weights.items():
        picked = [ax[c] for ax, c in zip(axes, corner)]
        idx = tuple(j for j, _, _ in picked)[::-1]
        t = _mask(data[lead + idx], _all([ok for _, ok, _ in picked]), border)
        ts.append(t.astype(np.float64))
        ws.append(np.broadcast_to(np.asarray(w, np.float64), (t.shape[0],))[:, None])
    t, w = np.stack(ts), np.stack(ws)
    if align:
        t = _align(_flush_subnormal(t), w)
    with np.errstate(invalid="ignore"):
        # a texel of weight 0 takes no part (no 0 * inf); -0.0 is the sum's identity (and
        # added one by one: NumPy's sum starts from +0.0)
        terms = np.where(w > 0, w * t, -0.0)
        acc = terms[0]
        for term in terms[1:]:
            acc = acc + term
    return acc


#: the NaN a filtered fetch returns (bits 0x7fffffff; fidelity-h100-2026-11-27/)
_CANONICAL_NAN = np.array([0x7FFFFFFF], np.uint32).view(np.float32)[0]


def _flush_subnormal(t: np.ndarray) -> np.ndarray:
    """Subnormal float32 texels read as zeros of their sign (the H100:
    ``fidelity-h100-2026-11-27/``, part pairs)."""
    tiny = np.abs(t) < 2.0 ** -126
    return np.where(tiny & (t != 0), np.copysign(0.0, t), t)


def _align(t, w, bits: int = ALIGN_BITS, cut=np.trunc) -> np.ndarray:
    """Values ``t`` (corners first) cut by ``cut`` (toward zero) to ``bits`` below the
    binade of the largest one of non-zero weight ``w`` (None: all take part; see
    :func:`_sum256`); infinities and NaNs are kept."""
    t = np.asarray(t)
    fin = np.isfinite(t)
    part = (t != 0) & fin if w is None else (w > 0) & (t != 0) & fin
    e = np.where(part, np.frexp(np.where(fin, t, 0))[1], -10**6).max(axis=0)
    q = np.ldexp(1.0, np.maximum(e, -1000) - bits)
    with np.errstate(over="ignore", invalid="ignore"):
        done = cut(np.where(part, t, 0) / q) * q
    return np.where(part, done, t)


def round_ties_away(v: np.ndarray) -> np.ndarray:
    """``v`` (float64) rounded to the nearest float32, a tie to the value of larger
    magnitude: the texture unit's rounding of a filtered value (every mismatch of the
    round-half-even form against the H100 was a tie, and the H100 always had the larger
    magnitude; ``surfaces-h100-2026-11-27-final/``)."""
    near = v.astype(np.float32)
    away = np.nextafter(near, np.copysign(np.float32(np.inf), v).astype(np.float32))
    tie = (v * 2 == near.astype(np.float64) + away.astype(np.float64)) & \
        (np.abs(away) > np.abs(near))
    return np.where(tie, away, near).astype(np.float32)


def _trilinear(data, lead, axes, border, post=None):
    """Three filtered axes with the H100's corner weights (measured texel by texel:
    ``benchmarks/results/texture-weights-h100-2026-11-26-3d``, all 8 x 262,144 weights).
    With the 8-bit axis weights ``X``, ``Y``, ``Z``: the x-z weights ``s11 = X*Z``,
    ``s10 = X*(256-Z)`` (rounded half up), ``s01 = Z - s11``, ``s00 = 256 - Z - s10``;
    each split along y, its upper part ``s*Y`` rounded half up for the upper x texel and
    half down for the lower one.

    The weighted texels are summed per z slice (four corners each, aligned to their own
    largest texel as in :func:`_sum256`), and the two slice sums added after cutting both
    toward minus infinity to 35 bits below the larger one's binade (fitted on
    ``fidelity-h100-2026-11-27/``: every fetch of a random volume, 49152, equal, where one
    alignment over all eight corners missed 29; on texels of magnitudes 2^-40..2^40, 46 of
    49152 still differ by an ulp or so, against 3060 with one alignment)."""
    x, y, z = (_weights8(ax) for ax in axes)
    s = {(1, 1): (x * z + 128) >> 8, (1, 0): (x * (256 - z) + 128) >> 8}
    s[(0, 1)], s[(0, 0)] = z - s[(1, 1)], (256 - z) - s[(1, 0)]
    weights = {}
    for (cx, cz), sv in s.items():
        hi = (sv * y + (128 if cx else 127)) >> 8
        weights[(cx, 1, cz)], weights[(cx, 0, cz)] = hi, sv - hi
    return _sum256(data, lead, axes, border, weights, post, group=2)


def _bilinear(data, lead, axes, border, post=None):
    """Two filtered axes with the hardware's 1/256 corner weights (see :func:`combine`)."""
    x, y = (_weights8(ax) for ax in axes)
    w11 = (x * y + 128) >> 8
    return _sum256(data, lead, axes, border, {(0, 0): 256 - x - y + w11, (1, 0): x - w11,
                                              (0, 1): y - w11, (1, 1): w11}, post)


def fetch(tex: Texture, name: str, coords: list, layer, rt, where: str) -> np.ndarray:
    """The values read at ``coords`` (float32 or int32 arrays, x first) of one texture
    (``layer``: the layer of a layered fetch). A level-of-detail or gradient fetch reads
    level 0, the only one a texture has here."""
    name = base_fetch(name)
    _, _, ncoord, integer, layered = FUNCTIONS[name]
    dims = ncoord
    if name in CUBEMAP_FETCHES:
        _check_address(tex, where)
        return _cubemap(tex, coords, layer, rt, where)
    data = _texels(tex, dims, layered, rt, where)
    sizes = data.shape[layered:-1][::-1]  # x, y, z sizes
    if integer:
        i = np.asarray(coords[0]).astype(np.int64)
        idx, ok = address(i, sizes[0], "border")  # linear memory: outside reads 0
        return _mask(data[idx], ok)
    _check_address(tex, where)
    xs = [np.asarray(c, np.float32) for c in coords]
    lead = () if not layered else (_layer(layer, data.shape[0]),)
    axes = [cuda_axis(x, n, tex.filter, tex.address, tex.normalized)
            for x, n in zip(xs, sizes)]
    return combine(data, lead, axes, gpu_weights=True, post=_integer_filtered(tex))


def _check_address(tex, where):
    if not tex.normalized and tex.address in ("wrap", "mirror"):
        raise SimulationError(f"{where}: address mode '{tex.address}' needs normalized "
                              "coordinates (CUDA supports it only with normalizedCoords)")


def _layer(layer, n: int) -> np.ndarray:
    """The layer index of a layered fetch: the integer read as unsigned and clamped to
    ``n - 1``, so a negative layer reads the last one (measured on the H100:
    ``benchmarks/results/surfaces-h100-2026-11-27-first``, every mismatch of the signed clamp
    explained)."""
    return unsigned_clamp(np.asarray(layer).astype(np.int64), n)


def unsigned_clamp(i: np.ndarray, n: int) -> np.ndarray:
    """``min(uint(i), n - 1)``: the hardware's clamp of a layer index."""
    return np.where(i < 0, n - 1, np.minimum(i, n - 1))


def cube_face(x, y, z):
    """(face, s, t, m) of directions (CUDA Programming Guide, "Cubemap Textures": the axis
    of largest magnitude picks the face, ties going to x, then y)."""
    f32 = np.float32
    ax, ay, az = np.abs(x), np.abs(y), np.abs(z)
    fx = (ax >= ay) & (ax >= az)
    fy = ~fx & (ay >= az)
    face = np.where(fx, np.where(x >= 0, 0, 1), np.where(fy, np.where(y >= 0, 2, 3),
                                                        np.where(z >= 0, 4, 5)))
    s = np.select([face == 0, face == 1, face == 2, face == 3, face == 4], [-z, z, x, x, x], -x)
    t = np.select([face == 2, face == 3], [z, -z], -y)
    m = np.where(fx, ax, np.where(fy, ay, az)).astype(f32)
    return face, s.astype(f32), t.astype(f32), m


def face_coordinate(s, m, filt: str = "linear") -> np.ndarray:
    """The normalized coordinate ``(s / m + 1) / 2`` on a cubemap face: in float32 for
    nearest filtering; exact (float64) for linear filtering, cut to the texture unit's
    fixed point by :func:`cuda_axis` (fitted to the H100: the float32 value crossed a
    weight's rounding boundary once in ``surfaces-h100-2026-11-27-final/``)."""
    if filt == "nearest":
        f32 = np.float32
        return ((s / m + f32(1)) * f32(0.5)).astype(f32)
    return (np.asarray(s, np.float64) / np.asarray(m, np.float64) + 1) / 2


def _cubemap(tex, coords, layer, rt, where):
    """texCubemap(Layered): the face's 2D texture at ((s/m + 1)/2, (t/m + 1)/2), normalized
    coordinates, clamped at the face's edges (no seamless filtering); a layered cubemap
    reads face ``face + 6 * layer`` of its (6 * layers, w, w) array, the layer clamped."""
    data = _texels(tex, 2, True, rt, where)
    if data.shape[0] % 6 or not data.shape[0] or data.shape[1] != data.shape[2] or \
            layer is None and data.shape[0] != 6:
        shape = "6 * layers square faces (6 * L, w, w)" if layer is not None else \
            "6 square faces (6, w, w)"
        raise SimulationError(f"{where}: a cubemap is {shape}, the array bound has shape "
                              f"{tex.array.shape}")
    f32 = np.float32
    x, y, z = (np.asarray(c, f32) for c in coords)
    face, s, t, m = cube_face(x, y, z)
    if layer is not None:
        face = face + 6 * _layer(layer, data.shape[0] // 6)
    u, v = face_coordinate(s, m, tex.filter), face_coordinate(t, m, tex.filter)
    n = data.shape[1]
    axes = [cuda_axis(c, n, tex.filter, "clamp", True) for c in (u, v)]
    return combine(data, (face.astype(np.int64),), axes, gpu_weights=True,
                   post=_integer_filtered(tex))


def _all(oks):
    oks = [o for o in oks if o is not None]
    if not oks:
        return None
    r = oks[0]
    for o in oks[1:]:
        r = r & o
    return r


def _mask(out, ok, border=None):
    """Texels outside (``ok`` False) replaced by the border colour (default zeros)."""
    if ok is None:
        return out
    return np.where(ok[:, None], out, np.zeros_like(out) if border is None else border)


def compile_fetch(sim, e, args, atypes, cnt):
    """The closure of a texture fetch: per handle among the active threads, the texels."""
    name, rt = e.name, e.type
    _, _, ncoord, _, layered = FUNCTIONS[name]
    line = e.loc.line
    dt = dtype_of(rt)
    lanes = rt.lanes if isinstance(rt, VectorType) else 1
    tr = sim.trace

    def f(ctx, m):
        vals = [a(ctx, m) for a in args]
        if cnt:
            cnt(m)
        n = ctx.n
        rows = m.idx() if not m.all() else np.arange(n)
        full = np.zeros((n, lanes), dt)
        if rows.size:
            h = np.broadcast_to(np.asarray(vals[0], np.int64), (n,))[rows]
            coords = [np.broadcast_to(np.asarray(v), (n,))[rows] for v in vals[1:1 + ncoord]]
            layer = np.broadcast_to(np.asarray(vals[1 + ncoord]), (n,))[rows] \
                if layered else None
            for handle in np.unique(h):
                tname, tex = sim.textures[int(handle)]
                sel = h == handle
                try:
                    out = fetch(tex, name, [c[sel] for c in coords],
                                None if layer is None else layer[sel], rt,
                                _where(name, tname))
                except SimulationError as err:
                    err.loc = err.loc or e.loc
                    raise
                full[rows[sel]] = out.reshape(-1, lanes).astype(dt)
            if tr is not None:
                tr.add("texture_requests", line, m.warps())
        return full if lanes > 1 else full[:, 0]
    return f


__all__ = ["unsigned_clamp", "bind", "fetch", "compile_fetch", "address", "normalized_read", "WEIGHT_SCALE"]
