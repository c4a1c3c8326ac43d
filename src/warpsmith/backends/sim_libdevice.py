"""CUDA's float32 library functions and fast intrinsics as the GPU evaluates them, bit for
bit, with NumPy.

The simulator's other math evaluates in float64 and rounds once (the correctly rounded
result, within CUDA's documented error bounds). Where a result must equal the GPU's to
the last bit, as cuRAND's ``curand_normal`` does (docs/curand.md), this module evaluates
the same instruction sequence the CUDA compiler emits, with float32 fused multiply-adds:

* :func:`logf`: CUDA 13's ``logf`` (libdevice ``__nv_logf`` as NVCC inlines it for sm_90;
  read from the PTX of a kernel calling ``logf``: the mantissa reduced to
  ``[0.6666, 1.3333)``, a degree-9 polynomial in ``m - 1`` evaluated by Horner's rule
  with ``fma.rn.f32``, plus ``e * ln 2``; subnormals scaled by ``2**23`` first);
* :func:`fma32`: ``fma.rn.f32`` (one rounding), from float64 with a correction for the
  one case where rounding twice differs (a float64 sum exactly halfway between two
  float32 values);
* :func:`sin_approx`, :func:`cos_approx`, :func:`sincos_approx`: ``__sinf``, ``__cosf``,
  ``__sincosf`` (PTX ``sin.approx.f32``/``cos.approx.f32``), which sm_90 computes as
  ``FMUL.RZ`` by ``1/(2 pi)`` (:func:`fmul_rz32`) and MUFU.SIN / MUFU.COS
  (:func:`mufu_sin`, :func:`mufu_cos`: a quadratic interpolation in a 64-entry table,
  after the reverse-engineered model of bcarlet/ptx-math; see the section below).

Checked on the H100 (``benchmarks/results/fidelity-h100-2026-11-27``, part mufu): ``logf``
equal on every float32 of ``[1, 2)`` and on 2^22 random bit patterns except the subnormal
ones, which that kernel (compiled by CuPy's NVRTC) flushed to zero. The sine and cosine
reproduce that run's statistics of its exhaustive ``sin.approx``/``cos.approx`` dumps
(tests/test_mufu.py); ``scripts/gpu_mufu.sh`` compares them value by value.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

F32 = np.float32


def _bits(v: int) -> np.float32:
    return np.array([v], np.uint32).view(np.float32)[0]


def fma32(a, b, c) -> np.ndarray:
    """``a * b + c`` for float32 arrays, rounded once to float32 (``fma.rn.f32``)."""
    a, b, c = (np.asarray(v, np.float32).astype(np.float64) for v in (a, b, c))
    p = a * b  # exact: 24 + 24 bits
    s = p + c
    # the float64 rounding error of the sum (TwoSum, exact)
    bb = s - p
    err = (p - (s - bb)) + (c - bb)
    r = s.astype(np.float32)
    with np.errstate(invalid="ignore", over="ignore"):
        lo = np.nextafter(r, F32(-np.inf))
        hi = np.nextafter(r, F32(np.inf))
        # s exactly halfway between r and a neighbour: the true sum's side decides
        mid_hi = (s == (r.astype(np.float64) + hi.astype(np.float64)) / 2)
        mid_lo = (s == (r.astype(np.float64) + lo.astype(np.float64)) / 2)
        fix = np.where(mid_hi & (err > 0), hi, np.where(mid_lo & (err < 0), lo, r))
    return np.where(np.isfinite(s) & (err != 0), fix, r).astype(np.float32)


#: the polynomial of ``__nv_logf`` (CUDA 13), highest degree first, then -0.5
_LOG_POLY = [_bits(v) for v in (0xBE055027, 0x3E1039F6, 0xBDF8CDCC, 0x3E0F2955, 0xBE2AD8B9,
                                0x3E4CED0B, 0xBE7FFF22, 0x3EAAAA78, 0xBF000000)]
_LN2 = _bits(0x3F317218)


def logf(x) -> np.ndarray:
    """CUDA's ``logf`` of float32 ``x`` (the GPU's bits, not the correctly rounded log)."""
    x = np.asarray(x, np.float32)
    sub = x < _bits(0x00800000)
    with np.errstate(over="ignore", invalid="ignore"):
        x1 = np.where(sub, (x * F32(8388608.0)).astype(np.float32), x)
    e0 = np.where(sub, F32(-23.0), F32(0.0))
    r1 = x1.view(np.int32)
    r3 = ((r1.astype(np.int64) - 1059760811) & -8388608).astype(np.int32)
    m = (r1 - r3).view(np.float32)
    e = fma32(r3.astype(np.float32), _bits(0x34000000), e0)  # r3 * 2**-23
    t = (m - F32(1.0)).astype(np.float32)
    p = fma32(_LOG_POLY[0], t, _LOG_POLY[1])
    for c in _LOG_POLY[2:]:
        p = fma32(p, t, c)
    q = (t * p).astype(np.float32)
    r = fma32(q, t, t)
    r = fma32(e, _LN2, r)
    with np.errstate(invalid="ignore", over="ignore"):
        special = fma32(x1, F32(np.inf), F32(np.inf))  # inf, NaN, negative: as the GPU
    r = np.where(r1.view(np.uint32) < np.uint32(2139095040), r, special)
    return np.where(x1 == 0, F32(-np.inf), r).astype(np.float32)


def fmul_rz32(a, b) -> np.ndarray:
    """``a * b`` for float32 arrays rounded toward zero (``mul.rz.f32``, SASS ``FMUL.RZ``):
    the float64 product of two float32 values is exact, so it is rounded to float32 once
    (to nearest) and stepped one float toward zero where that went outward; a product
    beyond the largest float becomes the largest float, infinities stay infinite.
    Subnormal inputs and results are kept (no flush). A NaN result is the GPU's canonical
    NaN ``0x7fffffff``."""
    a, b = np.broadcast_arrays(np.asarray(a, np.float32), np.asarray(b, np.float32))
    with np.errstate(invalid="ignore", over="ignore"):
        p = a.astype(np.float64) * b.astype(np.float64)
        r = p.astype(np.float32)
        out = np.abs(r.astype(np.float64)) > np.abs(p)  # rounded away from zero
        r = np.where(out, np.nextafter(r, F32(0)), r)
    return np.where(np.isnan(p), _bits(0x7FFFFFFF), r).astype(np.float32)


# ---------------------------------------------------------------- MUFU.SIN / MUFU.COS
#
# The hardware's sine and cosine take the angle in revolutions (``sin.approx.f32 x`` is
# ``FMUL.RZ t, x, 1/(2 pi)`` and ``MUFU.SIN t``). The evaluation below is the one that
# bcarlet/ptx-math ("PTXM", MIT licence; validated exhaustively on sm_70/sm_75) describes:
# the angle as a quadrant and a 23-bit fixed-point position within the quarter turn, a
# quadratic interpolation from a 64-entry table with a truncated squarer, and a result
# truncated to 24 significant bits. The code is ours; the table and the squarer's
# truncation are PTXM's facts. How the unit turns the float ``t`` into the quadrant and the
# fixed-point position on sm_70 and later is not published: _mufu_reduce offers the
# candidates the device check (scripts/gpu_mufu.sh) compares.

#: (c0, c1, c2) per segment of the quarter turn (the upper 6 bits of the position)
_MUFU_TABLE = np.array([
    (0x0000000, 0x6489, 0x00e), (0x00c90a7, 0x6482, 0x030), (0x0191f64, 0x646a, 0x04c),
    (0x025aa3e, 0x6444, 0x06e), (0x0322f4a, 0x640d, 0x089), (0x03eac9a, 0x63c8, 0x0ab),
    (0x04b203d, 0x6373, 0x0c9), (0x057884e, 0x630e, 0x0e5), (0x063e2dd, 0x629b, 0x106),
    (0x0702e08, 0x6218, 0x124), (0x07c67e4, 0x6186, 0x142), (0x0888e92, 0x60e5, 0x160),
    (0x094a02f, 0x6035, 0x17d), (0x0a09ae5, 0x5f76, 0x19a), (0x0ac7cd1, 0x5ea9, 0x1b9),
    (0x0b84426, 0x5dcd, 0x1d6), (0x0c3ef15, 0x5ce2, 0x1f1), (0x0cf7bcb, 0x5be9, 0x20d),
    (0x0dae87f, 0x5ae2, 0x229), (0x0e63374, 0x59cd, 0x245), (0x0f15aea, 0x58aa, 0x260),
    (0x0fc5d24, 0x577a, 0x27d), (0x1073876, 0x563c, 0x298), (0x111eb36, 0x54f0, 0x2b0),
    (0x11c73b0, 0x5398, 0x2cb), (0x126d054, 0x5232, 0x2e2), (0x130ff7e, 0x50c0, 0x2fb),
    (0x13affa2, 0x4f42, 0x316), (0x144cf2f, 0x4db7, 0x32c), (0x14e6ca9, 0x4c21, 0x347),
    (0x157d690, 0x4a7e, 0x35b), (0x1610b72, 0x48d0, 0x371), (0x16a09e5, 0x4717, 0x388),
    (0x172d082, 0x4553, 0x39e), (0x17b5df2, 0x4384, 0x3b2), (0x183b0df, 0x41ab, 0x3c7),
    (0x18bc804, 0x3fc8, 0x3dc), (0x193a226, 0x3dda, 0x3ec), (0x19b3e02, 0x3be4, 0x401),
    (0x1a29a79, 0x39e4, 0x413), (0x1a9b660, 0x37db, 0x423), (0x1b090a7, 0x35c9, 0x432),
    (0x1b72832, 0x33b0, 0x445), (0x1bd7c09, 0x318e, 0x453), (0x1c38b2c, 0x2f65, 0x463),
    (0x1c954b0, 0x2d34, 0x470), (0x1ced7ae, 0x2afc, 0x47c), (0x1d4134c, 0x28be, 0x48a),
    (0x1d906bd, 0x2679, 0x494), (0x1ddb13a, 0x242f, 0x4a1), (0x1e2120e, 0x21df, 0x4ac),
    (0x1e6288f, 0x1f89, 0x4b3), (0x1e9f416, 0x1d2f, 0x4bd), (0x1ed7411, 0x1ad0, 0x4c4),
    (0x1f0a7ed, 0x186e, 0x4ce), (0x1f38f3c, 0x1607, 0x4d4), (0x1f6297e, 0x139d, 0x4da),
    (0x1f87650, 0x1130, 0x4df), (0x1fa7559, 0x0ec0, 0x4e2), (0x1fc2647, 0x0c4f, 0x4ea),
    (0x1fd88d9, 0x09db, 0x4ec), (0x1fe9cdd, 0x0765, 0x4ec), (0x1ff621e, 0x04ef, 0x4ef),
    (0x1ffd886, 0x0278, 0x4f1),
 ], np.int64)

_M23 = (1 << 23) - 1
_M17 = (1 << 17) - 1
_M19 = (1 << 19) - 1
_M25 = (1 << 25) - 1
#: how MUFU.SIN / MUFU.COS reduce their argument (see _mufu_reduce): the one default to
#: switch after a device run
_MUFU_REDUCTION = "trunc"
MUFU_REDUCTIONS = ("trunc", "round", "floor")


def _mufu_reduce(t: np.ndarray, mode: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Float32 ``t`` (finite, normal) in revolutions -> (negative, quadrant, position):
    ``X = |t| * 2**25`` as an integer modulo ``2**25``, quadrant ``X >> 23`` (quarter
    turns), position ``X & (2**23 - 1)`` (the fraction of the quarter turn, 23 bits).

    ``mode``: how ``X`` is made an integer. ``"trunc"``: toward zero (bits below the
    23rd fraction bit of the quarter turn dropped); ``"round"``: to nearest, halves up;
    ``"floor"``: of the signed ``t`` (two's complement, toward minus infinity), the sign
    then being part of the quadrant (``negative`` all false)."""
    bits = t.view(np.uint32).astype(np.int64)
    neg = (bits >> 31) & 1
    e = (bits >> 23) & 0xFF
    m = (bits & _M23) | (1 << 23)
    sh = e - 125  # |t| * 2**25 = m * 2**sh
    left = np.clip(sh, 0, 25)   # m << 25 is 0 modulo 2**25
    right = np.clip(-sh, 0, 62)
    if mode == "trunc":
        x = np.where(sh >= 0, m << left, m >> right)
    elif mode == "round":
        half = np.where(right > 0, np.int64(1) << np.maximum(right - 1, 0), 0)
        x = np.where(sh >= 0, m << left, (m + half) >> right)
    elif mode == "floor":
        up = (np.int64(1) << right) - 1  # ceil of the magnitude for negative t
        mag_floor = np.where(sh >= 0, m << left, m >> right)
        mag_ceil = np.where(sh >= 0, m << left, (m + up) >> right)
        x = np.where(neg == 1, -mag_ceil, mag_floor)
        neg = np.zeros_like(neg)
    else:
        raise ValueError(f"MUFU reduction {mode!r}: one of {', '.join(MUFU_REDUCTIONS)}")
    x = x & _M25
    return neg, x >> 23, x & _M23


def _squarer_error(xl: np.ndarray) -> np.ndarray:
    """What the unit's truncated squarer drops from ``xl * xl`` (PTXM): the partial
    products' bits below 2**19 (the diagonal bits ``xl_k * 4**k`` and each row
    ``xl_i * xl_j * 2**(i+j+1)``, j > i)."""
    err = np.zeros_like(xl)
    for k in range(10):  # the diagonal: bit k of xl at bit 2k
        err += ((xl >> k) & 1) << (2 * k)
    for i in range(9):
        row = ((xl << (i + 1)) & ~((1 << (2 * i + 2)) - 1)) & _M19
        err += ((xl >> i) & 1) * row
    return err


@lru_cache(maxsize=1)
def _truncated_squares() -> np.ndarray:
    """The squarer's output for every 17-bit ``xl`` (a table: 1 MiB)."""
    xl = np.arange(1 << 17, dtype=np.int64)
    return xl * xl - _squarer_error(xl)


def truncated_square(xl: np.ndarray) -> np.ndarray:
    """The special-function unit's truncated square of the 17-bit integers ``xl`` (every
    MUFU function's quadratic term; sim_sfu uses it too)."""
    return np.take(_truncated_squares(), xl)


def bit_length(s: np.ndarray) -> np.ndarray:
    """Bit length of non-negative int64 ``s`` (0 for 0): float64's exponent, one less where
    the conversion rounded up to a power of two."""
    nb = np.frexp(s.astype(np.float64))[1].astype(np.int64)
    nb -= (s >> np.maximum(nb - 1, 0)) == 0
    return np.where(s == 0, 0, nb)


def _mufu_interp(neg: np.ndarray, reduced: np.ndarray) -> np.ndarray:
    """The sine of ``reduced / 2**23`` quarter turns (sign ``neg``) as float32 bits: the
    segment's quadratic ``c0 + c1 * xl - c2 * xl**2`` in fixed point (``1.0`` is
    ``2**56``), normalized and truncated to 24 significant bits."""
    xh, xl = reduced >> 17, reduced & _M17
    acc = np.take(_MUFU_TABLE[:, 0] << 31, xh)
    acc += (np.take(_MUFU_TABLE[:, 1], xh) * xl) << 19
    acc -= np.take(_MUFU_TABLE[:, 2], xh) * truncated_square(xl)
    np.maximum(acc, 0, out=acc)
    shift = 57 - bit_length(acc)
    r = (((acc << shift) >> 33) & _M23) | ((127 - shift) << 23) | (neg << 31)
    return np.where(acc == 0, neg << 31, r).astype(np.uint32)


def _mufu(t, cosine: bool, mode: str | None) -> np.ndarray:
    t = np.asarray(t, np.float32)
    shape = t.shape
    t = t.reshape(-1)
    bits = t.view(np.uint32)
    e = (bits >> np.uint32(23)) & np.uint32(0xFF)
    neg, quad, red = _mufu_reduce(t, mode or _MUFU_REDUCTION)
    if cosine:
        red = np.where((quad & 1) == 0, _M23 - red, red)
        neg = ((quad + 1) >> 1) & 1
    else:
        red = np.where((quad & 1) == 1, _M23 - red, red)
        neg = neg ^ ((quad >> 1) & 1)
    r = _mufu_interp(neg, red)
    zero = np.uint32(0x3F800000) if cosine else bits & np.uint32(0x80000000)
    r = np.where(e == 0, zero, r)  # zero and subnormal input (flushed)
    r = np.where(e == 0xFF, np.uint32(0x7FFFFFFF), r)  # NaN, infinities
    return r.astype(np.uint32).view(np.float32).reshape(shape)


def mufu_sin(t, _reduction: str | None = None) -> np.ndarray:
    """MUFU.SIN of float32 ``t``: the sine of ``t`` revolutions (``2 pi t`` radians) as
    the GPU's special-function unit computes it (see the section comment above).
    ``_reduction``: one of :data:`MUFU_REDUCTIONS` (device experiments only)."""
    return _mufu(t, False, _reduction)


def mufu_cos(t, _reduction: str | None = None) -> np.ndarray:
    """MUFU.COS of float32 ``t`` (revolutions), like :func:`mufu_sin`."""
    return _mufu(t, True, _reduction)


#: 1/(2 pi) as the float CUDA multiplies by before MUFU.SIN / MUFU.COS (0x3e22f983)
INV_2PI = _bits(0x3E22F983)


def sin_approx(x, _reduction: str | None = None) -> np.ndarray:
    """``__sinf(x)`` / ``sin.approx.f32``: :func:`mufu_sin` of ``x / (2 pi)`` as the SASS
    computes it (``FMUL.RZ`` by the float ``0x3e22f983``, then MUFU.SIN). The same with
    ``-ftz=true`` (``sin.approx.ftz.f32``): the unit flushes a subnormal product itself and
    never returns a subnormal."""
    return mufu_sin(fmul_rz32(x, INV_2PI), _reduction)


def cos_approx(x, _reduction: str | None = None) -> np.ndarray:
    """``__cosf(x)`` / ``cos.approx.f32``: :func:`mufu_cos` of ``FMUL.RZ(x, 1/(2 pi))``."""
    return mufu_cos(fmul_rz32(x, INV_2PI), _reduction)


def sincos_approx(x, _reduction: str | None = None) -> tuple[np.ndarray, np.ndarray]:
    """``__sincosf(x)``: (:func:`sin_approx`, :func:`cos_approx`) of float32 ``x`` (one
    ``FMUL.RZ``, then MUFU.SIN and MUFU.COS of the same product)."""
    t = fmul_rz32(x, INV_2PI)
    return mufu_sin(t, _reduction), mufu_cos(t, _reduction)


__all__ = ["fma32", "logf", "fmul_rz32", "mufu_sin", "mufu_cos", "sin_approx", "cos_approx",
           "sincos_approx", "INV_2PI", "MUFU_REDUCTIONS"]
