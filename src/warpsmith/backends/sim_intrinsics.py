"""CUDA's integer and SIMD intrinsics on the simulator, bit-exact (the ``fixed`` builtins of
:mod:`warpsmith.ir.builtins`).

Semantics from the CUDA Math API reference ("Integer Intrinsics", "SIMD Intrinsics"):
``2`` = two 16-bit halfwords and ``4`` = four bytes of an unsigned int, each lane computed
on its own; ``ss``/``us`` saturate signed/unsigned; ``s``/``u`` compare or average as
signed/unsigned; ``cmp*`` sets a lane to all ones when true, ``set*`` to 1; ``avgs`` is
the signed rounded average as CUDA's header implements it: ``(a + b) >> 1`` when the sum is
negative, ``(a + b + 1) >> 1`` otherwise (to be confirmed on the GPU by
``scripts/gpu_realcode.sh``); ``avgu`` is ``(a + b + 1) >> 1``,
``haddu`` (``__vhaddu``) ``(a + b) >> 1``; ``sads``/``sadu`` add the lanes' absolute
differences into one unsigned int. ``__byte_perm(x, y, s)``: byte ``i`` of the result is
byte ``(s >> 4i) & 7`` of the eight bytes ``y:x``. ``__funnelshift_l(lo, hi, n)``: the upper
32 bits of ``hi:lo << (n & 31)`` (``_lc``: ``min(n, 32)``); ``__funnelshift_r``: the lower
32 bits of ``hi:lo >> (n & 31)``. ``__dp4a(a, b, c)``: ``c`` plus the four byte products,
``__dp2a_lo/hi``: ``c`` plus the two products of ``a``'s halfwords with bytes 0-1 / 2-3 of
``b`` (signed or unsigned as the arguments), wrapping at 32 bits. ``__sad(x, y, z)``:
``|x - y| + z``.
"""

from __future__ import annotations

import numpy as np

from ..ir.errors import Unsupported

_M32 = (1 << 32) - 1


def _lanes(x, n: int) -> list[np.ndarray]:
    """The ``n`` unsigned lanes of uint32 ``x`` (int64 arrays), lowest first."""
    w = 32 // n
    u = np.asarray(x).astype(np.int64) & _M32
    return [(u >> (w * i)) & ((1 << w) - 1) for i in range(n)]


def _signed(v: np.ndarray, w: int) -> np.ndarray:
    return np.where(v >= (1 << (w - 1)), v - (1 << w), v)


def _pack(lanes: list[np.ndarray], w: int) -> np.ndarray:
    out = np.zeros(np.shape(lanes[0]), np.int64)
    for i, v in enumerate(lanes):
        out |= (np.asarray(v).astype(np.int64) & ((1 << w) - 1)) << (w * i)
    return out.astype(np.uint32)


_CMP = {"eq": np.equal, "ne": np.not_equal, "ge": np.greater_equal, "gt": np.greater,
        "le": np.less_equal, "lt": np.less}


def _lane_op(op: str, a, b, w: int):
    """One lane of SIMD operation ``op`` (unsigned lane values ``a``, ``b``)."""
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    sa, sb = _signed(a, w), (_signed(b, w) if b is not None else None)
    if op == "add":
        return a + b
    if op == "addss":
        return np.clip(sa + sb, lo, hi)
    if op == "addus":
        return np.clip(a + b, 0, (1 << w) - 1)
    if op == "sub":
        return a - b
    if op == "subss":
        return np.clip(sa - sb, lo, hi)
    if op == "subus":
        return np.clip(a - b, 0, (1 << w) - 1)
    if op in ("absdiffs", "sads"):
        return np.abs(sa - sb)
    if op in ("absdiffu", "sadu"):
        return np.abs(a - b)
    if op == "avgs":
        s = sa + sb
        return np.where(s < 0, s >> 1, (s + 1) >> 1)
    if op == "avgu":
        return (a + b + 1) >> 1
    if op == "haddu":
        return (a + b) >> 1
    if op in ("maxs", "mins"):
        return (np.maximum if op == "maxs" else np.minimum)(sa, sb)
    if op in ("maxu", "minu"):
        return (np.maximum if op == "maxu" else np.minimum)(a, b)
    if op == "abs":
        return np.abs(sa)
    if op == "absss":
        return np.minimum(np.abs(sa), hi)
    if op == "neg":
        return -sa
    if op == "negss":
        return np.clip(-sa, lo, hi)
    if op[:3] in ("cmp", "set"):
        rel = op[3:5]
        x, y = (a, b) if rel in ("eq", "ne") or op.endswith("u") else (sa, sb)
        true = (1 << w) - 1 if op.startswith("cmp") else 1
        return np.where(_CMP[rel](x, y), true, 0)
    raise Unsupported(f"SIMD intrinsic __v{op}")


def simd(op: str, n: int, a, b=None) -> np.ndarray:
    """``__v<op><n>(a[, b])`` on uint32 arrays."""
    w = 32 // n
    la = _lanes(a, n)
    lb = _lanes(b, n) if b is not None else [None] * n
    r = [_lane_op(op, x, y, w) for x, y in zip(la, lb)]
    if op in ("sads", "sadu"):
        return (sum(r) & _M32).astype(np.uint32)
    return _pack(r, w)


def _bytes(x, signed: bool) -> list[np.ndarray]:
    v = _lanes(x, 4)
    return [_signed(b, 8) for b in v] if signed else v


def fixed(name: str, vs: list, signed: bool) -> np.ndarray:
    """The fixed-signature intrinsic ``name`` on its (already converted) arguments;
    ``signed``: the result type is signed (``__dp4a`` on ints)."""
    if name.startswith("vi"):
        return vi(name[2:], vs)
    if name.startswith("v") and name[-1] in "24" and name != "v":
        return simd(name[1:-1], int(name[-1]), *vs)
    a = np.asarray(vs[0]).astype(np.int64)
    b = np.asarray(vs[1]).astype(np.int64)
    c = np.asarray(vs[2]).astype(np.int64) if len(vs) > 2 else None
    if name == "byte_perm":
        src = _lanes(a, 4) + _lanes(b, 4)
        table = np.stack(np.broadcast_arrays(*src))
        out = []
        for i in range(4):
            sel = (np.broadcast_to(c, table.shape[1:]) >> (4 * i)) & 7
            out.append(np.take_along_axis(table, sel[None].astype(np.int64), 0)[0])
        return _pack(out, 8)
    if name.startswith("funnelshift"):
        n = np.minimum(c & _M32, 32) if name.endswith("c") else c & 31
        v = ((b & _M32).astype(object) << 32) | (a & _M32).astype(object)
        n = n.astype(object)
        r = (v << n) >> 32 if name.startswith("funnelshift_l") else v >> n
        return (np.asarray(r, dtype=object) & _M32).astype(np.uint64).astype(np.uint32)
    if name == "fns":
        return _fns(a, b, c)
    if name in ("sad", "usad"):
        return ((np.abs(a - b) + c) & _M32).astype(np.uint32)
    if name == "dp4a":
        pa, pb = _bytes(a, signed), _bytes(b, signed)
        r = c + sum(x * y for x, y in zip(pa, pb))
    elif name in ("dp2a_lo", "dp2a_hi"):
        ha = _lanes(a, 2)
        ha = [_signed(h, 16) for h in ha] if signed else ha
        pb = _bytes(b, signed)[:2] if name.endswith("lo") else _bytes(b, signed)[2:]
        r = c + ha[0] * pb[0] + ha[1] * pb[1]
    else:
        raise Unsupported(f"intrinsic __{name} in the simulator")
    r = np.asarray(r) & _M32
    return r.astype(np.uint32).view(np.int32) if signed else r.astype(np.uint32)


def vi(op: str, vs: list) -> np.ndarray:
    """CUDA 12's ``__vi<op>`` (``max3_s32``, ``addmin_u16x2``, ``max_s16x2_relu``, ...): per
    32-bit word or 16-bit halfword, signed (``s``) or unsigned (``u``); ``max3``/``min3`` of
    three, ``addmax(a, b, c)`` = ``max(a + b, c)`` with the sum wrapping in the lane,
    ``addmin`` likewise, ``max``/``min`` of two; ``_relu`` then clamps below at 0."""
    relu = op.endswith("_relu")
    op, ty = op.removesuffix("_relu").split("_")
    w = 16 if ty.endswith("x2") else 32
    n = 32 // w
    signed = ty.startswith("s")
    lanes = [[(_signed(v, w) if signed else v) for v in _lanes(x, n)] for x in vs]
    out = []
    for i in range(n):
        a = [x[i] for x in lanes]
        if op in ("addmax", "addmin"):
            s = (a[0] + a[1]) & ((1 << w) - 1)
            a = [_signed(s, w) if signed else s, a[2]]
        f = np.maximum if "max" in op else np.minimum
        r = a[0]
        for x in a[1:]:
            r = f(r, x)
        out.append(np.maximum(r, 0) if relu else r)
    return _pack(out, w) if n > 1 else _pack(out, 32)


def _fns(mask, base, offset) -> np.ndarray:
    """``__fns(mask, base, offset)`` (PTX ``fns.b32``): the position of the ``offset``-th
    set bit of ``mask`` counting upwards from bit ``base`` inclusive (``offset`` > 0),
    downwards (``offset`` < 0), or ``base`` itself when ``offset`` is 0 and bit ``base``
    is set; 0xffffffff when there is none."""
    mask, base, offset = np.broadcast_arrays(np.asarray(mask) & _M32, np.asarray(base) & 31,
                                             np.asarray(offset))
    bits = ((mask[..., None] >> np.arange(32)) & 1).astype(bool)
    pos = np.arange(32)
    up = np.cumsum(bits & (pos >= base[..., None]), axis=-1)
    down = np.cumsum((bits & (pos <= base[..., None]))[..., ::-1], axis=-1)[..., ::-1]
    k = np.abs(offset)[..., None]
    hit_up = bits & (pos >= base[..., None]) & (up == k)
    hit_down = bits & (pos <= base[..., None]) & (down == k)
    hit = np.where(offset[..., None] > 0, hit_up, hit_down)
    hit = np.where(offset[..., None] == 0, bits & (pos == base[..., None]), hit)
    found = hit.any(axis=-1)
    r = np.where(found, np.argmax(hit, axis=-1), _M32)
    return r.astype(np.int64).astype(np.uint32)


__all__ = ["simd", "fixed", "vi"]
