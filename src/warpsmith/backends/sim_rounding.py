"""CUDA's IEEE intrinsics with a rounding mode and its rounding conversions on the simulator,
exact in every mode (the ``rounded`` builtins of :mod:`warpsmith.ir.builtins`).

How each result is exact (docs/realcode.md repeats this):

* **float32 results** are found by bracketing. ``s``, a float64 close to the exact result
  ``x`` (within far less than a float32 ulp), rounds to the float32 ``r``; an exact test of
  the sign of ``x - v`` for float64 values ``v`` (:func:`_round32`'s ``cmp``) tells whether
  ``x`` lies below, on or above ``r``, which gives the two float32 neighbours ``lo <= x <= hi``.
  ``_rd`` is ``lo``, ``_ru`` ``hi``, ``_rz`` the one nearer zero, ``_rn`` the one on ``x``'s
  side of the midpoint ``(lo + hi) / 2`` (25 bits: exact in float64), ties to the even one.
  The sign tests are exact:

  - sums (``__fadd/__fsub``, ``__fmaf_*``): a product of two float32 is exact in float64
    (48 bits, exponents far inside float64's range); a sum is split by TwoSum into
    ``s + e`` exactly (Knuth; exact in IEEE arithmetic without overflow, also for operands
    whose exponents differ widely, where ``s + e`` is not one float64). ``sign(x - v)`` is
    the sign of ``fl(fl(s - v) + e)``: when ``s - v`` is exact, rounding keeps the sign of the
    exact sum; when it is not, ``|s - v|`` is at least 2^52 ulps of ``s`` while ``|e|`` is at
    most half of one, so ``e`` cannot change the sign;
  - quotients and reciprocals: ``sign(a/b - v) = sign(a - v*b) * sign(b)``; ``v*b`` (25 and
    24 bits) and ``a - v*b`` (a cancellation of close values) are exact in float64;
  - square roots: ``sign(sqrt(a) - v) = sign(a - v*v)`` for ``v >= 0``, both exact;
  - ``__frsqrt_rn``: ``sign(1/sqrt(a) - v) = sign(1 - v*v*a)``: ``v*v`` exact, the product
    with ``a`` split into ``p + e`` exactly by Dekker's TwoProduct (Veltkamp splitting);
  - conversions from integers: 32-bit ones are exact in float64; 64-bit ones are split into
    their upper and lower 32 bits and summed with TwoSum.
* **float64 results** of ``__dadd/__dsub``: TwoSum gives ``s + e`` exactly, and the result is
  ``s`` or its neighbour towards ``e``. The other float64 operations (``__dmul``, ``__ddiv``,
  ``__drcp``, ``__dsqrt`` in the directed modes, ``__fma_r*`` and ``fma`` on doubles) are
  computed per element with Python's :class:`fractions.Fraction` (exact rationals; the
  square root is bracketed by comparing ``v*v`` with ``a``); they are rare in kernels.
* **float to integer** (``__float2int_rn/ru/rd`` ..): ``rint``/``ceil``/``floor`` are exact;
  the result saturates at the type's range and NaN gives 0, as C conversions do here
  (``sim_values._float_to_int``, PTX ``cvt``'s clamping).

Zero results keep IEEE's signs: an exact zero sum is -0 in ``_rd`` and +0 in the other modes
(unless both operands are -0); NaN and infinite operands give IEEE's results.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from ..ir.errors import Unsupported

_F32_MAX_HALF_UP = 2.0 ** 128 - 2.0 ** 103  # float32 max + half an ulp: the overflow midpoint


def _two_sum(a, b):
    """``s, e`` with ``s = fl(a + b)`` and ``a + b = s + e`` exactly (float64 arrays)."""
    s = a + b
    bb = s - a
    e = (a - (s - bb)) + (b - bb)
    return s, e


def _split(a):
    c = a * 134217729.0  # 2^27 + 1
    hi = c - (c - a)
    return hi, a - hi


def _two_prod(a, b):
    """``p, e`` with ``p = fl(a * b)`` and ``a * b = p + e`` exactly (no overflow or
    underflow of the parts: the callers' operands are float32-sized)."""
    p = a * b
    ah, al = _split(a)
    bh, bl = _split(b)
    e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    return p, e


def _sign(v):
    return np.sign(v).astype(np.int8)


def _round32(s, cmp, mode: str, sign_hint=None):
    """Float32 ``x`` rounded in ``mode`` from its float64 approximation ``s`` and the exact
    test ``cmp(v) = sign(x - v)`` (float64 arrays ``v``; only finite ``s`` matter)."""
    s = np.asarray(s, np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        r = s.astype(np.float32)
        c = _sign_or_inf(cmp, r)
        up = np.nextafter(r, np.float32(np.inf))
        dn = np.nextafter(r, np.float32(-np.inf))
        lo = np.where(c < 0, dn, r)
        hi = np.where(c > 0, up, r)
        if mode == "rd":
            out = lo
        elif mode == "ru":
            out = hi
        elif mode == "rz":
            out = np.where(s > 0, lo, hi)
        else:
            lo64, hi64 = lo.astype(np.float64), hi.astype(np.float64)
            mid = np.where(np.isinf(hi64), _F32_MAX_HALF_UP,
                           np.where(np.isinf(lo64), -_F32_MAX_HALF_UP, (lo64 + hi64) / 2))
            cm = _sign_or_inf(cmp, mid)
            even_lo = (lo.view(np.uint32) & 1) == 0
            out = np.where(cm > 0, hi, np.where(cm < 0, lo, np.where(even_lo, lo, hi)))
            out = np.where(c == 0, r, out)
    out = np.where(np.isfinite(s), out, r)
    return out.astype(np.float32)


def _sign_or_inf(cmp, v):
    """cmp(v), with the sign an infinite ``v`` has against a finite ``x``."""
    v = np.asarray(v, np.float64)
    fin = np.isfinite(v)
    with np.errstate(invalid="ignore", over="ignore"):
        c = cmp(np.where(fin, v, 0.0))
    return np.where(fin, c, -_sign(v))


def _sum32(a, b, mode):
    """float32 ``a + b`` (float64 arrays holding float32 values) in ``mode``."""
    s, e = _two_sum(a, b)
    out = _round32(s, lambda v: _sign((s - v) + e), mode)
    return _zero_sign(out, a, b, mode)


def _zero_sign(out, a, b, mode):
    """IEEE's sign of an exact zero sum ``a + b`` (``_rd``: -0 unless both are +0)."""
    if mode != "rd":
        return out
    zero = (out == 0) & ((np.asarray(a) + np.asarray(b)) == 0)
    rd0 = -((-np.asarray(a)) + (-np.asarray(b)))  # RN's sign rule mirrored
    return np.where(zero, rd0.astype(np.float32), out).astype(np.float32)


def _arith32(op: str, mode: str, vs):
    a = np.asarray(vs[0]).astype(np.float64)
    b = np.asarray(vs[1]).astype(np.float64) if len(vs) > 1 else None
    with np.errstate(all="ignore"):
        if op == "add":
            return _sum32(a, b, mode)
        if op == "sub":
            return _sum32(a, -b, mode)
        if op == "mul":
            p = a * b  # exact
            return _round32(p, lambda v: _sign(p - v), mode)
        if op == "fma":
            p = a * b  # exact
            c = np.asarray(vs[2]).astype(np.float64)
            s, e = _two_sum(p, c)
            out = _round32(s, lambda v: _sign((s - v) + e), mode)
            return _zero_sign(out, p, c, mode)
        if op in ("div", "rcp"):
            if op == "rcp":
                a, b = np.ones_like(a), a
            q = a / b
            return _round32(q, lambda v: _sign(a - v * b) * _sign(b), mode)
        if op == "sqrt":
            r = np.sqrt(a)
            return _round32(r, lambda v: _sign(a - v * v), mode)
        if op == "rsqrt":
            r = 1.0 / np.sqrt(a)

            ok = np.isfinite(a) & (a > 0)
            a = np.where(ok, a, 1.0)

            def cmp(v):
                p, e = _two_prod(v * v, a)
                return _sign((1.0 - p) - e) * np.where(v < 0, -1, 1).astype(np.int8)
            out = _round32(np.where(ok, r, 1.0), cmp, mode)
            return np.where(ok, out, r.astype(np.float32))
    raise Unsupported(f"rounding intrinsic {op}")


# ------------------------------------------------------------------------------- float64

def _next64(x: float, up: bool) -> float:
    return math.nextafter(x, math.inf if up else -math.inf)


def _round_fraction(q: Fraction, mode: str) -> float:
    """The exact rational ``q`` rounded to float64 in ``mode`` (overflow: inf or max)."""
    try:
        f = float(q)  # correctly rounded (to nearest, ties to even)
    except OverflowError:
        f = math.inf if q > 0 else -math.inf
    if mode == "rn":
        return f
    if math.isinf(f):
        lo_hi = (math.copysign(1.7976931348623157e308, f), f)
        big = lo_hi if f > 0 else (f, lo_hi[0])
        return {"rd": big[0], "ru": big[1], "rz": math.copysign(1.7976931348623157e308, f)}[mode]
    fq = Fraction(f)
    if fq == q:
        return f
    lo, hi = (f, _next64(f, True)) if fq < q else (_next64(f, False), f)
    if mode == "rd":
        return lo
    if mode == "ru":
        return hi
    return lo if q > 0 else hi


def _sqrt_fraction(a: float, mode: str) -> float:
    r = math.sqrt(a)  # correctly rounded
    fa, fr = Fraction(a), Fraction(r)
    if mode == "rn" or fr * fr == fa:
        return r
    lo, hi = (r, _next64(r, True)) if fr * fr < fa else (_next64(r, False), r)
    return {"rd": lo, "ru": hi, "rz": lo}[mode]


def _exact64(op: str, mode: str, xs: tuple) -> float:
    """One float64 operation on Python floats, exactly rounded in ``mode``."""
    with np.errstate(all="ignore"):
        ieee = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b,
                "mul": lambda a, b: a * b, "div": lambda a, b: a / b,
                "rcp": lambda a: 1.0 / a, "sqrt": np.sqrt,
                "fma": lambda a, b, c: a * b + c}[op](*[np.float64(x) for x in xs])
    if op == "fma" and math.isfinite(xs[0] * 0) and math.isfinite(xs[1] * 0) and not \
            math.isfinite(xs[2]):
        return xs[2]  # a finite product (even one past DBL_MAX) plus inf or NaN
    if not all(math.isfinite(x) for x in xs) or (op in ("div", "rcp") and xs[-1 if op == "div"
                                                                        else 0] == 0):
        return float(ieee)  # inf/NaN operands, division by zero: IEEE's exact results
    if op == "sqrt":
        return float(ieee) if xs[0] <= 0 else _sqrt_fraction(xs[0], mode)
    fx = [Fraction(x) for x in xs]
    q = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
         "div": lambda a, b: a / b, "rcp": lambda a: 1 / a,
         "fma": lambda a, b, c: a * b + c}[op](*fx)
    if q == 0:
        if op in ("mul", "div", "rcp"):
            return float(ieee)  # the sign of a product or quotient
        first = xs[0] * xs[1] if op == "fma" else xs[0]
        second = xs[2] if op == "fma" else (xs[1] if op == "add" else -xs[1])
        if first == 0 and second == 0 and math.copysign(1, first) == math.copysign(1, second):
            return first  # -0 + -0 = -0, +0 + +0 = +0
        return -0.0 if mode == "rd" else 0.0
    return _round_fraction(q, mode)


def _arith64(op: str, mode: str, vs):
    arrs = np.broadcast_arrays(*[np.asarray(v, np.float64) for v in vs])
    if mode == "rn" and op != "fma":
        with np.errstate(all="ignore"):
            a = arrs[0]
            return {"add": lambda: a + arrs[1], "sub": lambda: a - arrs[1],
                    "mul": lambda: a * arrs[1], "div": lambda: a / arrs[1],
                    "rcp": lambda: 1.0 / a, "sqrt": lambda: np.sqrt(a)}[op]()
    out = np.empty(arrs[0].shape, np.float64)
    flat = [x.ravel() for x in arrs]
    o = out.reshape(-1)
    for i in range(o.size):
        o[i] = _exact64(op, mode, tuple(float(x[i]) for x in flat))
    return out


def fma_exact(a, b, c):
    """IEEE fma (one rounding to nearest) of float32 or float64 arrays. Float32, fast:
    ``s + e = a*b + c`` exactly (the product is exact in float64, TwoSum the sum);
    rounding ``s`` to float32 is right unless ``s`` is exactly halfway between two floats
    (a float64 not halfway has the exact value on its side of every midpoint, midpoints
    being float64 numbers), and then ``e`` tells which way to go."""
    a = np.asarray(a)
    if a.dtype != np.float32:
        return _fma64(a, b, c)
    with np.errstate(all="ignore"):
        p = a.astype(np.float64) * np.asarray(b, np.float64)
        s, e = _two_sum(p, np.asarray(c, np.float64))
        r = s.astype(np.float32)
        d = s - r.astype(np.float64)  # exact
        nb = np.nextafter(r, np.where(d > 0, np.float32(np.inf), np.float32(-np.inf)))
        mid = (d != 0) & np.isfinite(d) & (e != 0) & (
            2 * d == nb.astype(np.float64) - r.astype(np.float64))
        if mid.any():
            r = np.where(mid & ((e > 0) == (d > 0)), nb, r)
        # an exact zero sum has +0 (-0 only for -0 + -0), which the float64 sum gives
    return r


def _fma64(a, b, c):
    """IEEE fma of float64 arrays, rounded once: Boldo and Melquiond's emulation with
    rounding to odd ("Emulation of FMA and correctly rounded sums: proved algorithms using
    rounding to odd", IEEE Trans. Computers 57(4), 2008): ``uh + ul = a*b`` (Dekker),
    ``th + tl = uh + c`` (TwoSum), ``v = RO(tl + ul)``, result ``RN(th + v)``. The cases
    outside its hypotheses (a part that could underflow or overflow, an operand that is not
    finite, a zero result and its sign) are settled exactly below, by scaling tiny
    elements by a power of two, or element by element with fractions."""
    a, b, c = np.broadcast_arrays(*(np.asarray(x, np.float64) for x in (a, b, c)))
    with np.errstate(all="ignore"):
        uh, ul = _two_prod(a, b)
        th, tl = _two_sum(uh, c)
        v, w = _two_sum(tl, ul)
        odd = (v.view(np.int64) & 1) == 1
        v = np.where((w != 0) & ~odd, np.nextafter(v, np.where(w > 0, np.inf, -np.inf)), v)
        r = th + v
        big, tiny = 2.0 ** 995, 2.0 ** -960
        fin = np.isfinite(a) & np.isfinite(b) & np.isfinite(c)
        inside = fin & (np.abs(a) <= big) & (np.abs(b) <= big) & (np.abs(c) <= big) & (
            np.abs(uh) <= big) & (np.abs(uh) >= tiny) & np.isfinite(r)
        # exact shortcuts: a zero product (exact +-0: the sum's one rounding); a nonzero
        # product cancelled exactly (+0); a tiny product beside a normal c at most 2^-60 of
        # its size (it cannot move c: less than half the smallest spacing next to c); a
        # tiny product plus 0 (the float64 product: one rounding, its sign included); an
        # infinite or NaN operand (IEEE's a*b + c, but a finite product, even one past
        # DBL_MAX where a*b is inf, leaves an infinite or NaN c as it is)
        zero = fin & ((a == 0) | (b == 0))
        cancel = inside & (th == 0) & (v == 0)
        beside = fin & ~zero & (np.abs(c) >= 2.0 ** -1000) & (
            np.abs(uh) <= np.abs(c) * 2.0 ** -60)
        alone = fin & ~zero & (c == 0) & (np.abs(uh) < tiny)
        r = np.where(zero, uh + c, np.where(cancel, 0.0, np.where(beside, c, np.where(
            alone, uh, r))))
        r = np.where(fin, r, np.where(np.isfinite(a) & np.isfinite(b), c, a * b + c))
        risky = fin & ~(inside | zero | beside | alone)
        small = risky & (np.abs(uh) < tiny) & (np.abs(c) < 2.0 ** -900)
    if small.any():
        r, risky = _fma64_scaled(a, b, c, r, risky, small)
    if risky.any():
        r = np.array(r, copy=True)
        for i in zip(*np.nonzero(risky)):
            r[i] = _exact64("fma", "rn", (float(a[i]), float(b[i]), float(c[i])))
    return r


def _fma64_scaled(a, b, c, r, risky, small):
    """:func:`_fma64` of the ``small`` elements (a tiny product and a tiny ``c``) scaled
    by 2^600 (the smaller factor and ``c``; powers of two, exact): rounding commutes with
    the scaling wherever the result is a normal number, and the others stay ``risky``."""
    i = np.flatnonzero(small.ravel())
    a1, b1, c1 = (np.broadcast_to(v, r.shape).ravel()[i] for v in (a, b, c))
    swap = np.abs(a1) > np.abs(b1)
    lo, hi = np.where(swap, b1, a1), np.where(swap, a1, b1)
    up = 2.0 ** 600
    rs = _fma64(lo * up, hi, c1 * up)
    ok = np.isfinite(rs) & (np.abs(rs) >= 2.0 ** (600 - 1022))
    r, risky = np.array(r, copy=True), np.array(risky, copy=True)
    r.ravel()[i[ok]] = rs[ok] / up
    risky.ravel()[i[ok]] = False
    return r, risky


# ---------------------------------------------------------------------------- conversions

def _halves(x):
    """A 64-bit integer array as two float64 arrays ``hi + lo`` (each exact: 32 bits)."""
    u = np.asarray(x)
    dt = np.dtype(np.uint64) if u.dtype == np.uint64 else np.dtype(np.int64)
    u = u.astype(dt)
    hi = (u >> dt.type(32)).astype(np.float64) * 4294967296.0
    lo = (u & dt.type(0xFFFFFFFF)).astype(np.float64)
    return hi, lo


def _int_to_f32(x, mode):
    x = np.asarray(x)
    if x.dtype.itemsize < 8:
        s = x.astype(np.float64)  # exact
        return _round32(s, lambda v: _sign(s - v), mode)
    hi, lo = _halves(x)
    s, e = _two_sum(hi, lo)
    return _round32(s, lambda v: _sign((s - v) + e), mode)


def _int_to_f64(x, mode):
    hi, lo = _halves(x)
    s, e = _two_sum(hi, lo)
    up = np.nextafter(s, np.inf)
    dn = np.nextafter(s, -np.inf)
    lo_, hi_ = np.where(e < 0, dn, s), np.where(e > 0, up, s)
    if mode == "rd":
        return lo_
    if mode == "ru":
        return hi_
    if mode == "rz":
        return np.where(s > 0, lo_, hi_)
    return s


def _f_to_int(x, mode, dt):
    """Rounded in ``mode``, saturated; NaN as the H100 gives it (scripts/gpu_builtins.sh):
    0 from float to a 32-bit integer, the bits 0x80000000 from double to a 32-bit one (signed
    or not) and 0x8000000000000000 to a 64-bit one."""
    from .sim_values import _float_to_int

    x = np.asarray(x)
    r = {"rn": np.rint, "rz": np.trunc, "ru": np.ceil, "rd": np.floor}[mode](x)
    out = _float_to_int(r, dt)
    if dt.itemsize == 8 or x.dtype == np.float64:
        nan_bits = dt.type(np.array(1 << (dt.itemsize * 8 - 1), np.uint64).astype(
            dt.str.replace("i", "u")).view(dt))
        out = np.where(np.isnan(x), nan_bits, out).astype(dt)
    return out


_DT = {"int": np.dtype(np.int32), "uint": np.dtype(np.uint32), "ll": np.dtype(np.int64),
       "ull": np.dtype(np.uint64), "float": np.dtype(np.float32),
       "double": np.dtype(np.float64)}


def rounded(name: str, vs: list):
    """The rounding intrinsic ``name`` (``fadd_rz``, ``float2int_rn``, ...) on its converted
    arguments."""
    if name == "double2hiint":
        return (np.asarray(vs[0], np.float64).view(np.int64) >> 32).astype(np.int32)
    if name == "double2loint":
        return (np.asarray(vs[0], np.float64).view(np.int64) & 0xFFFFFFFF).astype(
            np.uint32).view(np.int32)
    if name == "hiloint2double":
        hi = np.asarray(vs[0]).astype(np.int64) << 32
        lo = np.asarray(vs[1]).astype(np.int64) & 0xFFFFFFFF
        return np.asarray(hi | lo, np.int64).view(np.float64)
    base, mode = name.rsplit("_", 1)
    if "2" in base:
        src, dst = base.split("2")
        if dst in ("float", "double"):
            if src == "double":
                s = np.asarray(vs[0], np.float64)
                return _round32(s, lambda v: _sign(s - v), mode)
            return _int_to_f32(vs[0], mode) if dst == "float" else _int_to_f64(vs[0], mode)
        return _f_to_int(vs[0], mode, _DT[dst])
    if base == "frsqrt":
        return _canonical(_arith32("rsqrt", mode, vs))
    if base in ("fmaf", "fma"):
        r = (_arith32 if base == "fmaf" else _arith64)("fma", mode, vs)
        return _canonical(r) if base == "fmaf" else r
    op = base[1:]
    if base[0] == "f":
        return _canonical(_arith32(op, mode, vs))
    return _arith64(op, mode, vs)


_NAN32 = np.array(0x7FFFFFFF, np.uint32).view(np.float32)


def _canonical(r):
    """A float32 NaN result as the GPU's arithmetic writes it (0x7fffffff, whatever the
    operands' payloads: scripts/gpu_builtins.sh on the H100)."""
    r = np.asarray(r, np.float32)
    return np.where(np.isnan(r), _NAN32, r)


__all__ = ["rounded", "fma_exact"]
