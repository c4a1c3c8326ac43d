"""CUDA's float64 library functions as the GPU evaluates them, bit for bit, with NumPy.

The double counterpart of :mod:`.sim_libdevice`: where a result must equal the GPU's to
the last bit, as cuRAND's ``curand_normal_double`` does (docs/curand.md), this module
evaluates the instruction sequence the CUDA compiler emits, with exact float64 fused
multiply-adds (:func:`fma64`). Each sequence was read from the PTX that NVRTC 13.0 emits
for sm_90 for a kernel calling the function (``-arch=compute_90``, default options: the
fused multiply-adds are explicit ``fma.rn.f64`` in the PTX, and ptxas does not reassociate
floating point, so evaluating the PTX's operations in order gives the SASS's results):

* :func:`log64`: ``log(double)``: subnormals scaled by ``2**54`` first; the mantissa
  reduced to ``[0.7071, 1.4142)`` (threshold on the high word, ``0x3FF6A09F``);
  ``s = 2 (m - 1) / (m + 1)`` with the quotient from ``rcp.approx.ftz.f64`` and one
  cubically converging correction; an odd degree-17 polynomial in ``s`` (8 coefficients,
  Horner's rule); ``e * ln 2`` added in two parts; specials by ``fma(x, inf, inf)`` and a
  test of the high word for zero;
* :func:`sincospi64`: ``sincospi(double)``: ``q = rint(2x)``, ``t = x - q/2`` (exact),
  ``a = t * pi`` in two parts, a cosine polynomial (degree 14 in ``a``) and a sine
  polynomial (odd, degree 15) in ``a*a``, quadrant swaps and sign flips by ``q``; exact
  zeros for integers (``sin`` keeps the sign of ``x``, ``cos`` is ``+0`` at half-integers);
* :func:`exp64`: ``exp(double)``: ``n = rint(x / ln 2)`` by the ``1.5 * 2**52`` trick,
  ``x - n ln 2`` in two parts, a degree-11 polynomial, ``n`` added to the exponent field,
  in two steps near the ends of the range;
* :func:`rcp_approx64`: ``rcp.approx.ftz.f64`` (MUFU.RCP64H), the seed :func:`log64` refines.
  The PTX ISA says it reads only the operand's upper 32 bits and returns a double whose
  lower 32 bits are zero; its table is not public. Modelled here as the reciprocal of the
  truncated operand, rounded to nearest and truncated to the upper 32 bits. The refinement
  makes :func:`log64` nearly independent of the seed (the quotient's error shrinks to about
  the cube of the seed's), so the model decides the last bit of the result only for inputs
  whose quotient lies within that tiny error of a rounding boundary;
  ``scripts/gpu_dlog.py`` dumps the unit's values to check the model, and :func:`log64`
  takes another seed function (``rcp=``) to evaluate with the GPU's own values.

NaN results are NaN here but their payload bits are NumPy's, not the GPU's.
"""

from __future__ import annotations

import numpy as np

from .sim_rounding import fma_exact

F64 = np.float64
_U64 = np.uint64


def _d(v: int) -> float:
    """The double with bit pattern ``v`` (constants are written as the PTX spells them)."""
    return float(np.array([v], _U64).view(F64)[0])


def _hi(x: np.ndarray) -> np.ndarray:
    """The upper 32 bits of each double, as int32 (PTX ``mov.b64 {lo, hi}``)."""
    return (np.ascontiguousarray(x, F64).view(_U64) >> _U64(32)).astype(np.uint32).view(
        np.int32)


def _lo(x: np.ndarray) -> np.ndarray:
    return (np.ascontiguousarray(x, F64).view(_U64) & _U64(0xFFFFFFFF)).astype(np.uint32)


def _join(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """The doubles with words ``{lo, hi}`` (PTX ``mov.b64 %fd, {lo, hi}``)."""
    bits = (np.asarray(hi).view(np.uint32).astype(_U64) << _U64(32)) | np.asarray(
        lo).view(np.uint32).astype(_U64)
    return bits.view(F64)


def fma64(a, b, c) -> np.ndarray:
    """``a * b + c`` for float64 arrays, rounded once (``fma.rn.f64``): Boldo and
    Melquiond's emulation with rounding to odd, exact rationals where a part could
    underflow or overflow (:func:`.sim_rounding.fma_exact`)."""
    a, b, c = np.broadcast_arrays(*(np.asarray(v, F64) for v in (a, b, c)))
    return np.asarray(fma_exact(a, b, c), F64)


def rcp_approx64(d) -> np.ndarray:
    """``rcp.approx.ftz.f64`` (a model; see the module docstring): the reciprocal of ``d``
    with its lower 32 bits dropped, rounded to nearest, its lower 32 bits dropped. Normal
    positive and negative ``d`` only (the callers' ``d`` is in ``[1.7, 2.5)``)."""
    d = np.asarray(d, F64)
    top = _join(np.zeros(d.shape, np.uint32), _hi(d))
    with np.errstate(divide="ignore"):
        r = 1.0 / top
    return _join(np.zeros(d.shape, np.uint32), _hi(r))


# ----------------------------------------------------------------------------- log

#: ``log``'s polynomial in ``s*s`` (CUDA 13, sm_90 PTX), highest degree first
_LOG_POLY = [_d(v) for v in (0x3EB1380B3AE80F1E, 0x3ED0EE258B7A8B04, 0x3EF3B2669F02676F,
                             0x3F1745CBA9AB0956, 0x3F3C71C72D1B5154, 0x3F624924923BE72D,
                             0x3F8999999999A3C4, 0x3FB5555555555554)]
_LN2_HI, _LN2_LO = _d(0x3FE62E42FEFA39EF), _d(0x3C7ABC9E3B39803F)
_TWO54 = _d(0x4350000000000000)
_SQRT2_HI = 0x3FF6A09F          # mantissas from here on are halved (e + 1)


def _log_reduce(x: np.ndarray):
    """``x`` (subnormals scaled by 2**54) as ``m * 2**e`` with ``m`` in ``[0.7071, 1.4142)``:
    returns the scaled ``x``, ``m``, ``e`` (int32) and which elements are finite positive
    normals after scaling (the others take the special path)."""
    sub = _hi(x) <= 1048575                       # signed: zero, negatives, subnormals
    with np.errstate(over="ignore", invalid="ignore"):
        x1 = np.where(sub, x * _TWO54, x)
    e0 = np.where(sub, -1077, -1023).astype(np.int32)
    hi = _hi(x1)
    normal = (hi.view(np.uint32) - np.uint32(1)) < np.uint32(2146435071)
    e = e0 + (hi.view(np.uint32) >> np.uint32(20)).astype(np.int32)
    top = (hi & np.int32(-2146435073)) | np.int32(1072693248)   # exponent of 1.0
    big = top >= _SQRT2_HI
    top = np.where(big, top - np.int32(1048576), top).astype(np.int32)
    return x1, _join(_lo(x1), top), (e + big).astype(np.int32), normal


def log64(x, rcp=None) -> np.ndarray:
    """CUDA's ``log`` of float64 ``x`` (the GPU's bits, not the correctly rounded log).
    ``rcp``: the ``rcp.approx.ftz.f64`` seed (default :func:`rcp_approx64`)."""
    x = np.asarray(x, F64)
    x1, m, e, normal = _log_reduce(x)
    d = m + 1.0
    r = (rcp or rcp_approx64)(d)
    c = fma64(-d, r, 1.0)
    q = fma64(fma64(c, c, c), r, r)               # 1 / (m + 1)
    f = m - 1.0
    s = fma64(f, q, f * q)                        # 2 f / (m + 1)
    s2 = s * s
    p = fma64(_LOG_POLY[0], s2, _LOG_POLY[1])
    for k in _LOG_POLY[2:]:
        p = fma64(p, s2, k)
    g = f - s
    corr = q * fma64(-s, f, g + g)                # the rounding error of s, to first order
    tail = fma64(s2 * p, s, corr)
    ed = e.astype(F64)
    hi = fma64(ed, _LN2_HI, s)
    lost = fma64(-ed, _LN2_HI, hi) - s            # what the first sum rounded away
    lo = fma64(ed, _LN2_LO, tail - lost)
    r = hi + lo
    if not normal.all():
        with np.errstate(invalid="ignore"):
            special = x1 * np.inf + np.inf        # fma(x, inf, inf): +inf, NaN (x < 0)
        # zero by the upper word of the (scaled) x read as a float32 and compared with 0
        # (setp.eq.f32): on the H100 that compare flushes a subnormal float32, so an upper
        # word with a zero float32 exponent field counts as zero (log(-0x1p-1074) is -inf,
        # log(-0x1p-1067) NaN: benchmarks/results/dlog-h100-2026-11-27-session6*)
        special = np.where((_hi(x1) & np.int32(0x7F800000)) == 0, -np.inf, special)
        r = np.where(normal, r, special)
    return r


# ----------------------------------------------------------------------------- sincospi

#: ``sincospi``'s polynomials in ``a*a`` (CUDA 13, sm_90 PTX), highest degree first
_COS_POLY = [_d(v) for v in (0xBDA8FF8320FD8164, 0x3E21EEA7C1EF8528, 0xBE927E4F8E06E6D9,
                             0x3EFA01A019DDBCE9, 0xBF56C16C16C15D47, 0x3FA5555555555551,
                             0xBFE0000000000000, 0x3FF0000000000000)]
_SIN_POLY = [_d(v) for v in (0x3DE5DB65F9785EBA, 0xBE5AE5F12CB0D246, 0x3EC71DE369ACE392,
                             0xBF2A01A019DB62A1, 0x3F81111111110818, 0xBFC5555555555554,
                             0x0000000000000000)]
_PI_HI, _PI_LO = _d(0x400921FB54442D18), _d(0x3CA1A62633145C07)


def _horner(coeffs, z):
    p = fma64(coeffs[0], z, coeffs[1])
    for k in coeffs[2:]:
        p = fma64(p, z, k)
    return p


def _neg(x: np.ndarray) -> np.ndarray:
    """The sign bit flipped (PTX ``xor.b32`` on the high word), NaNs included."""
    return (np.ascontiguousarray(x, F64).view(_U64) ^ _U64(1 << 63)).view(F64)


def sincospi64(x) -> tuple[np.ndarray, np.ndarray]:
    """CUDA's ``sincospi`` of float64 ``x``: ``(sin(pi x), cos(pi x))`` as the GPU rounds
    them."""
    x = np.asarray(x, F64)
    with np.errstate(invalid="ignore"):
        huge = (_hi(x).view(np.uint32) << np.uint32(1)) >= np.uint32(0x86800001)  # >= 2**53
        x = np.where(huge, x * 0.0, x)            # even integers: +-0; inf, NaN: NaN
        two_x = (np.ascontiguousarray(x).view(_U64) + _U64(1 << 52)).view(F64)  # hi + 2**20
        q = np.rint(two_x)
        n = np.where(np.isnan(q), 0, q).astype(np.int64)   # cvt.rzi.s64 (NaN -> 0)
    t = fma64(-q, 0.5, x)                          # x - q/2, exact
    a = fma64(t, _PI_HI, t * _PI_LO)
    z = a * a
    c = _horner(_COS_POLY, z)
    s = fma64(_horner(_SIN_POLY, z), a, a)
    odd = (n & 1) == 1
    s, c = np.where(odd, c, s), np.where(odd, _neg(s), c)
    flip = (n & 2) == 2
    s, c = np.where(flip, _neg(s), s), np.where(flip, _neg(c), c)
    with np.errstate(invalid="ignore"):
        s = np.where(x == np.trunc(x), x * 0.0, s)   # sinpi(n) = +-0
    return s, c + 0.0                               # cospi: no -0


# ----------------------------------------------------------------------------- exp

#: ``exp``'s polynomial in ``x - n ln 2`` (CUDA 13, sm_90 PTX), highest degree first
_EXP_POLY = [_d(v) for v in (0x3E5ADE1569CE2BDF, 0x3E928AF3FCA213EA, 0x3EC71DEE62401315,
                             0x3EFA01997C89EB71, 0x3F2A01A014761F65, 0x3F56C16C1852B7AF,
                             0x3F81111111122322, 0x3FA55555555502A1, 0x3FC5555555555511,
                             0x3FE000000000000B, 0x3FF0000000000000, 0x3FF0000000000000)]
_LOG2E = _d(0x3FF71547652B82FE)
_SHIFTER = _d(0x4338000000000000)                 # 1.5 * 2**52


def exp64(x) -> np.ndarray:
    """CUDA's ``exp`` of float64 ``x`` (the GPU's bits)."""
    x = np.asarray(x, F64)
    k = fma64(x, _LOG2E, _SHIFTER)
    n = _lo(k).view(np.int32)                     # round(x / ln 2), in the low word
    nd = k - _SHIFTER
    t = fma64(nd, -_LN2_HI, x)
    t = fma64(nd, -_LN2_LO, t)
    p = _horner(_EXP_POLY, t)
    plo, phi = _lo(p), _hi(p)
    with np.errstate(over="ignore", invalid="ignore"):
        r = _join(plo, phi + (n << np.int32(20)))
        ahi = _hi(x) & np.int32(0x7FFFFFFF)       # |x|'s high word (the PTX: as a float)
        nan_hi = ahi > 0x7F800000                 # a float NaN compares false
        edge = (ahi >= 0x4086232B) | nan_hi       # |x| >= 708.4
        far = (ahi >= 0x40874800) | nan_hi        # |x| >= 745.0
        with np.errstate(invalid="ignore"):
            out = np.where(x < 0, 0.0, x + np.inf)
        h = (n + (n.view(np.uint32) >> np.uint32(31)).astype(np.int32)) >> np.int32(1)
        two = _join(plo, phi + (h << np.int32(20))) * _join(
            np.zeros(x.shape, np.uint32), ((n - h) << np.int32(20)) + np.int32(1072693248))
        out = np.where(far, out, two)
    return np.where(edge, out, r)


__all__ = ["fma64", "rcp_approx64", "log64", "sincospi64", "exp64"]
