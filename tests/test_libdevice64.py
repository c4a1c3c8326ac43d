"""CUDA's double log / sincospi / exp as the simulator evaluates them (backends/
sim_libdevice64.py) and the exact float64 fma under them: checked against exact
arithmetic (fractions, decimal) and CUDA's documented special values. No GPU values here:
the bit-for-bit comparison with the GPU is scripts/gpu_dlog.sh."""

from __future__ import annotations

import math
from decimal import Decimal, localcontext
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warpsmith.backends.sim_libdevice64 import exp64, fma64, log64, rcp_approx64, sincospi64

F64, U64 = np.float64, np.uint64


def _bits(x) -> np.ndarray:
    return np.ascontiguousarray(x, F64).view(U64)


def _fma_exact(a: float, b: float, c: float) -> float:
    """fma by exact rationals: Python's int division is correctly rounded."""
    if not all(math.isfinite(v) for v in (a, b, c)):
        if math.isfinite(a) and math.isfinite(b):
            return c
        return a * b + c
    q = Fraction(a) * Fraction(b) + Fraction(c)
    if q == 0:
        p = a * b
        return p if (p == 0 and c == 0 and math.copysign(1, p) == math.copysign(1, c)) \
            else 0.0
    try:
        r = q.numerator / q.denominator
    except OverflowError:
        return math.inf if q > 0 else -math.inf
    return r if r != 0 else math.copysign(0.0, q)


def _check_fma(a, b, c):
    a, b, c = np.broadcast_arrays(*(np.asarray(v, F64) for v in (a, b, c)))
    got = fma64(a, b, c)
    for i in range(a.size):
        want = _fma_exact(float(a.flat[i]), float(b.flat[i]), float(c.flat[i]))
        g = float(got.flat[i])
        same = (math.isnan(g) and math.isnan(want)) or (
            _bits(g)[()] == _bits(want)[()])
        assert same, (a.flat[i].hex(), b.flat[i].hex(), c.flat[i].hex(), g.hex(), want.hex())


def test_fma64_random_bit_patterns():
    """Operands of every exponent (finite), including subnormals, overflowing and
    underflowing products."""
    rng = np.random.default_rng(1)
    a, b, c = [(rng.integers(0, 0x7FF0000000000000, 4000, dtype=U64)
                | (rng.integers(0, 2, 4000, dtype=U64) << U64(63))).view(F64) for _ in range(3)]
    _check_fma(a, b, c)


def test_fma64_close_exponents_and_cancellation():
    """Products and addends of similar size (the sum cancels), where the rounding to odd
    matters: c is -a*b rounded, nudged, or random near it."""
    rng = np.random.default_rng(2)
    n = 4000
    e = rng.integers(-1000, 1000, n)
    a = rng.uniform(1, 2, n) * 2.0 ** (e // 2)
    b = rng.uniform(1, 2, n) * 2.0 ** (e - e // 2)
    p = a * b
    c = -p * np.choose(rng.integers(0, 4, n), [1.0, 1 + 2.0 ** -52, 1 - 2.0 ** -40, 0.5])
    _check_fma(a, b, c)


def test_fma64_ties():
    """a*b exactly halfway between two doubles (27-bit factors: an exact 54-bit product),
    alone (ties to even) and with a tail below the last bit that one rounding must
    follow and two roundings would lose."""
    rng = np.random.default_rng(3)
    n = 3000
    a = (rng.integers(1 << 26, 1 << 27, n) | 1).astype(F64) * 2.0 ** rng.integers(-60, 60, n)
    b = (rng.integers(1 << 26, 1 << 27, n) | 1).astype(F64) * 2.0 ** rng.integers(-60, 60, n)
    p = a * b
    ulp = np.spacing(np.abs(p))
    tails = np.choose(rng.integers(0, 5, n), [0 * ulp, ulp * 2.0 ** -60, -ulp * 2.0 ** -60,
                                              ulp * 2.0 ** -30, -ulp * 0.5])
    _check_fma(a, b, tails)
    # and a sum exactly on a tie: 1 + 2^-53 (a*b = 2^-53, c = 1) -> 1; 1 + 3*2^-53 -> up
    _check_fma([2.0 ** -27, 3 * 2.0 ** -27, 2.0 ** -27], [2.0 ** -26, 2.0 ** -26, 2.0 ** -26],
               [1.0, 1.0, np.nextafter(1.0, 2.0)])


def test_fma64_tiny_and_special_cases():
    """Products that round to zero or to subnormals, the exact shortcuts, the scaled path,
    signs of zero, infinities and NaN, a product past DBL_MAX brought back by c."""
    t = 2.0 ** -537
    a = [t, 1.5 * t, -t, t, 2.0 ** -600, 2.0 ** -600, 0.0, -0.0, -0.0, 1.0, 3.0, 2.0 ** 1000,
         1e200, np.inf, np.inf, np.nan, 1.0, 2.0 ** -520, -(2.0 ** -520), 1e-300]
    b = [2.0 ** -538, 2.0 ** -538, 2.0 ** -538, 2.0 ** -538, 2.0 ** -500, 2.0 ** -480, 5.0,
         5.0, -5.0, 1.0, -1.0 / 3, 2.0 ** 24, 1e200, 0.0, 2.0, 1.0, 1.0, 2.0 ** -500,
         2.0 ** -500, 1e-300]
    c = [2.0 ** -1074, 0.0, 0.0, 0.0, 2.0 ** -1070, 2.0 ** -1000, -0.0, -0.0, -0.0, -1.0,
         1.0, -1.7976931348623157e308, -np.inf, 1.0, -np.inf, 1.0, np.nan, 2.0 ** -1021,
         2.0 ** -1020, -0.0]
    _check_fma(a, b, c)


def _f64s():
    return st.floats(allow_nan=False, allow_infinity=False, width=64)


@settings(derandomize=True, max_examples=400, deadline=None)
@given(_f64s(), _f64s(), _f64s())
def test_fma64_equals_fractions(a, b, c):
    _check_fma([a], [b], [c])


@settings(derandomize=True, max_examples=300, deadline=None)
@given(st.integers(1 << 52, (1 << 53) - 1), st.integers(1 << 52, (1 << 53) - 1),
       st.integers(-60, 60), st.integers(-1 << 60, 1 << 60), st.integers(-200, 0))
def test_fma64_near_ties_from_integers(ma, mb, e, cm, ce):
    """Full 53-bit factors and an addend chosen near the product's rounding boundaries."""
    a, b = math.ldexp(ma, -52), math.ldexp(mb, e - 52)
    c = math.ldexp(cm, ce + e - 60)
    _check_fma([a], [b], [c])


# ----------------------------------------------------------------------------- log

def _ulps_from(exact: Decimal, got: float) -> float:
    """|got - exact| in ulps of the double nearest ``exact``."""
    return float(abs(Decimal(got) - exact) / Decimal(math.ulp(float(exact))))


def _log_inputs():
    rng = np.random.default_rng(4)
    x = rng.integers(1, 0x7FF0000000000000, 1500, dtype=U64).view(F64)
    sub = rng.integers(1, 1 << 52, 200, dtype=U64).view(F64)
    u = rng.integers(0, 1 << 53, 500, dtype=U64).astype(F64) * 2.0 ** -53 + 2.0 ** -54
    near1 = 1.0 + np.arange(-40, 41) * 2.0 ** -52
    return np.concatenate([x, sub, u, near1[near1 != 1.0], 2.0 ** np.arange(-1074, 1024, 9.0)])


def test_log64_within_one_ulp_of_the_exact_log():
    """CUDA documents ``log`` to 1 ulp; against a 40-digit logarithm."""
    x = _log_inputs()
    y = log64(x)
    with localcontext() as ctx:
        ctx.prec = 40
        worst = max(_ulps_from(Decimal(float(v)).ln(), float(r)) for v, r in zip(x, y))
    assert worst < 1.0
    assert np.max(np.abs(y - np.log(x)) / np.spacing(np.abs(np.log(x)))) <= 1.0


def test_log64_special_values():
    x = np.array([1.0, 0.0, -0.0, -1.0, -2.0 ** -1040, np.inf, -np.inf, np.nan, 5e-324,
                  1.7976931348623157e308, -5e-324])
    y = log64(x)
    assert _bits(y[0]) == 0  # log(1) = +0
    assert np.all(y[1:3] == -np.inf)
    assert np.all(np.isnan(y[3:5])) and y[5] == np.inf and np.isnan(y[6]) and np.isnan(y[7])
    assert y[8] == pytest.approx(-744.4400719213812, abs=1e-12)
    assert y[9] == pytest.approx(709.782712893384, abs=1e-12)
    # the zero test reads the scaled upper word as a float32 and the H100's compare
    # flushes subnormals (benchmarks/results/dlog-h100-2026-11-27-session6 and -final:
    # log(-0x1p-1074) = -inf; -0x1p-1067, -0x1p-1060 ... NaN)
    assert y[10] == -np.inf
    z = log64(-np.ldexp(1.0, np.arange(-1067, -1040)))
    assert np.all(np.isnan(z))


def test_log64_depends_little_on_the_rcp_seed():
    """The seed is refined cubically: with the exact reciprocal instead of the model, or
    the model one unit of its upper word off, almost every log keeps its bits."""
    rng = np.random.default_rng(5)
    x = rng.integers(1, 0x7FF0000000000000, 20000, dtype=U64).view(F64)
    base = log64(x)
    assert np.sum(log64(x, rcp=lambda d: 1.0 / d) != base) <= 5
    r = rcp_approx64(np.array([1.75, 2.0, 2.4]))
    assert np.all(_bits(r) & U64(0xFFFFFFFF) == 0)
    assert np.all(np.abs(r * [1.75, 2.0, 2.4] - 1) < 2.0 ** -19)


# ----------------------------------------------------------------------------- sincospi

_PI = Decimal("3.14159265358979323846264338327950288419716939937510582097494459")


def _sincospi_exact(x: float) -> tuple[Decimal, Decimal]:
    """sin(pi x) and cos(pi x) to about 45 digits (x reduced exactly, Taylor series)."""
    with localcontext() as ctx:
        ctx.prec = 60
        d = Decimal(x)
        r = d - 2 * (d / 2).to_integral_value()      # exact: x - 2k, in [-1, 1]
        a = _PI * r
        s, c, term_s, term_c, k = Decimal(0), Decimal(0), a, Decimal(1), 0
        while k < 80:
            s, c = s + term_s, c + term_c
            term_s = -term_s * a * a / ((2 * k + 2) * (2 * k + 3))
            term_c = -term_c * a * a / ((2 * k + 1) * (2 * k + 2))
            k += 1
        return s, c


def test_sincospi64_within_two_ulps():
    """CUDA documents ``sinpi`` and ``cospi`` to 2 ulps (the results of sincospi)."""
    rng = np.random.default_rng(6)
    x = np.concatenate([rng.uniform(-4, 4, 600), rng.integers(0, 1 << 53, 300, dtype=U64)
                        .astype(F64) * 2.0 ** -52 + 2.0 ** -53,
                        rng.uniform(-1e6, 1e6, 100), 2.0 ** -np.arange(1, 1000, 37.0)])
    s, c = sincospi64(x)
    for v, sv, cv in zip(x, s, c):
        if float(2 * v).is_integer():
            continue  # exact zeros and ones: the next test
        es, ec = _sincospi_exact(float(v))
        for e, g in ((es, sv), (ec, cv)):
            if abs(e) > Decimal(2) ** -1000:
                assert _ulps_from(e, float(g)) <= 2.0, (float(v).hex(), float(g))


def test_sincospi64_exact_at_integers_and_halves():
    """sinpi(n) = +0 for n > 0, -0 for n < 0 and -0 (the sign of x); cospi(n + 1/2) = +0;
    sinpi(n + 1/2) and cospi(n) are +-1 (CUDA Math API)."""
    n = np.arange(-40.0, 41.0)
    s, c = sincospi64(n)
    assert np.all(s == 0) and np.all(np.signbit(s) == np.signbit(n))
    assert np.all(c == np.where(n % 2 == 0, 1.0, -1.0))
    s, c = sincospi64(n + 0.5)
    assert np.all(c == 0) and not np.any(np.signbit(c))
    assert np.all(s == np.where((n + 0.5) % 2 < 1, 1.0, -1.0))
    big = np.array([2.0 ** 53, -(2.0 ** 60), 1.7976931348623157e308])
    s, c = sincospi64(big)
    assert np.all(s == 0) and np.all(c == 1)
    s, c = sincospi64(np.array([np.inf, -np.inf, np.nan]))
    assert np.all(np.isnan(s)) and np.all(np.isnan(c))
    s, c = sincospi64(np.array([-0.0, 5e-324]))
    assert _bits(s[0]) == _bits(-0.0) and c[0] == 1
    assert s[1] == 3 * 5e-324  # pi * 2^-1074, rounded once


def test_sincospi64_symmetry():
    """sinpi(-x) = -sinpi(x) and cospi(-x) = cospi(x), bit for bit."""
    rng = np.random.default_rng(7)
    x = rng.integers(0, 0x7FF0000000000000, 20000, dtype=U64).view(F64)
    s, c = sincospi64(x)
    s2, c2 = sincospi64(-x)
    ok = ~np.isnan(s)
    assert np.array_equal(_bits(s2[ok]), _bits(-s[ok])) and np.array_equal(c2[ok], c[ok])


# ----------------------------------------------------------------------------- exp

def test_exp64_within_one_ulp_and_special_values():
    """CUDA documents ``exp`` to 1 ulp (normal results); exact specials."""
    rng = np.random.default_rng(8)
    x = np.concatenate([rng.uniform(-708, 709.7, 1500), rng.uniform(-1e-3, 1e-3, 200)])
    y = exp64(x)
    with localcontext() as ctx:
        ctx.prec = 40
        worst = max(_ulps_from(Decimal(float(v)).exp(), float(r)) for v, r in zip(x, y))
    assert worst <= 1.0
    sp = exp64(np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 710.0, -746.0, 1.0]))
    assert sp[0] == 1 and sp[1] == 1 and sp[2] == np.inf and _bits(sp[3]) == 0
    assert np.isnan(sp[4]) and sp[5] == np.inf and sp[6] == 0
    assert sp[7] == pytest.approx(math.e, rel=2 ** -52)
