"""CUDA's float32 library functions as the GPU evaluates them, bit for bit, with NumPy.

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
  float32 values).

Checked on the H100 (``benchmarks/results/fidelity-h100-2026-11-27``, part mufu): equal on
every float32 of ``[1, 2)`` and on 2^22 random bit patterns except the subnormal ones,
which that kernel (compiled by CuPy's NVRTC) flushed to zero.
"""

from __future__ import annotations

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


def sincos_approx(v) -> tuple[np.ndarray, np.ndarray]:
    """``__sincosf(v)`` (the MUFU.SIN / MUFU.COS approximations): here the correctly
    rounded float32 sine and cosine, which the hardware's values differ from by up to
    about 2**-21.4 absolutely (CUDA Programming Guide, intrinsic functions); the
    hardware's own bits are not modelled (docs/curand.md)."""
    v = np.asarray(v, np.float32).astype(np.float64)
    return np.sin(v).astype(np.float32), np.cos(v).astype(np.float32)


__all__ = ["fma32", "logf", "sincos_approx"]
