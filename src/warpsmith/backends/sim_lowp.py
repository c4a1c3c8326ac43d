"""Reduced-precision floats on the simulator: half, bfloat16 and fp8, bit-exact.

Values of these types are NumPy arrays of ``float16`` or of the ``ml_dtypes`` types
``bfloat16``, ``float8_e4m3fn`` and ``float8_e5m2`` (stored in 2 or 1 bytes, as on the GPU).
Arithmetic on ``float16``/``bfloat16`` arrays is computed in float32 and rounded once to the
format; since float32 has at least ``2p + 2`` bits of the format's ``p``, that double rounding
is innocuous for ``+ - * /`` and ``sqrt`` (Figueroa, "When is double rounding innocuous?",
1995), so each operation is correctly rounded, as CUDA's ``__hadd`` & co.

Everything that lands in one of these formats goes through :func:`round_to`: the exact value
(held in float64) is rounded to the format in one of the four IEEE modes with the format's own
exponent range (subnormals included), so no conversion rounds twice. Overflow follows the
IEEE rule of each mode (round-to-nearest gives infinity, toward zero the largest finite value);
fp8 conversions saturate to the largest finite value (CUDA's constructors use
``__NV_SATFINITE``; e4m3 has no infinity). NaN payloads are not modelled (a NaN stays a NaN).
``fma`` rounds the exact ``a*b + c`` once (:func:`fma`): the product of two 16-bit formats
is exact in float64, the sum is rounded to odd in float64 (Boldo and Melquiond, "Emulation of
FMA and correctly rounded sums: proved algorithms using rounding to odd", 2008), then to the
format.

``ml_dtypes`` (the JAX project's NumPy extension types) is used for storage and for the
correctly rounded float32 arithmetic; the rounding of conversions is written here because its
casts round float64 through float32 and have no directed modes.
"""

from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes  # noqa: F401  (registers the bfloat16 and float8 dtype names)
import numpy as np


@dataclass(frozen=True)
class Format:
    """A binary float format: ``mant`` fraction bits, exponent bias, largest finite value,
    and whether an overflow saturates (fp8 ``__NV_SATFINITE``) instead of giving infinity."""

    name: str
    dtype: str
    mant: int
    bias: int
    max_finite: float
    saturate: bool = False


FORMATS = {
    "f16": Format("f16", "float16", 10, 15, 65504.0),
    "bf16": Format("bf16", "bfloat16", 7, 127, float.fromhex("0x1.fep127")),
    "e4m3": Format("e4m3", "float8_e4m3fn", 3, 7, 448.0, saturate=True),
    "e5m2": Format("e5m2", "float8_e5m2", 2, 15, 57344.0, saturate=True),
}
MODES = ("rn", "rz", "rd", "ru")


def format_of(dtype) -> Format | None:
    """The :class:`Format` stored in NumPy ``dtype``; None for other dtypes."""
    name = np.dtype(dtype).name
    for f in FORMATS.values():
        if f.dtype == name:
            return f
    return None


_IS_FLOAT: dict = {}  # np.dtype -> is_float_dtype's answer (the simulator asks per operation)


def is_float_dtype(dtype) -> bool:
    """Whether ``dtype`` holds floats: NumPy's (kind ``f``) or ml_dtypes' (kind ``V``)."""
    got = _IS_FLOAT.get(dtype) if isinstance(dtype, np.dtype) else None
    if got is None:
        dt = np.dtype(dtype)
        got = dt.kind == "f" or format_of(dt) is not None
        if isinstance(dtype, np.dtype):
            _IS_FLOAT[dtype] = got
    return got


def _round_int(n: np.ndarray, neg: np.ndarray, mode: str) -> np.ndarray:
    """``n`` (a non-negative magnitude) rounded to an integer in ``mode`` (the sign is
    ``neg``: rounding down a negative value rounds its magnitude up)."""
    fl = np.floor(n)
    frac = n - fl
    if mode == "rn":
        odd = np.fmod(fl, 2.0) == 1.0
        up = (frac > 0.5) | ((frac == 0.5) & odd)
    elif mode == "rz":
        up = np.zeros(n.shape, bool)
    elif mode == "ru":
        up = (frac > 0) & ~neg
    elif mode == "rd":
        up = (frac > 0) & neg
    else:
        raise ValueError(f"rounding mode {mode}")
    return fl + up


def round_to(x, fmt: str, mode: str = "rn") -> np.ndarray:
    """Float64 values ``x`` rounded to format ``fmt`` (a key of :data:`FORMATS`) in ``mode``
    (``rn`` nearest-even, ``rz`` toward zero, ``rd`` down, ``ru`` up), as an array of the
    format's dtype."""
    f = FORMATS[fmt]
    x = np.asarray(x, dtype=np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        neg = np.signbit(x)
        a = np.abs(x)
        finite = np.isfinite(a) & (a > 0)
        safe = np.where(finite, a, 1.0)
        _, e = np.frexp(safe)  # safe = m * 2**e with m in [0.5, 1)
        emin = 1 - f.bias
        q = np.ldexp(1.0, np.maximum(e - 1, emin) - f.mant)  # the quantum at that exponent
        r = _round_int(safe / q, neg, mode) * q
        big = r > f.max_finite
        if f.saturate:
            over = np.full(r.shape, f.max_finite)
        else:
            to_max = {"rn": np.zeros_like(neg), "rz": np.ones_like(neg), "ru": neg,
                      "rd": ~neg}[mode]
            over = np.where(to_max, f.max_finite, np.inf)
        r = np.where(big, over, r)
        out = np.where(finite, r, a)
        if f.saturate:
            out = np.where(np.isinf(a), f.max_finite, out)
        out = np.copysign(out, np.where(neg, -1.0, 1.0))
        return out.astype(f.dtype)


def to_float64(v) -> np.ndarray:
    """The exact float64 value of an array of any float format."""
    return np.asarray(v).astype(np.float64)


def convert_to(v, fmt: str, mode: str = "rn") -> np.ndarray:
    """Any numeric array converted to ``fmt`` with one rounding (integers beyond 2**53 are
    rounded to float64 first)."""
    a = np.asarray(v)
    if a.dtype == np.bool_:
        a = a.astype(np.uint8)
    return round_to(a.astype(np.float64), fmt, mode)


def to_int(v, dtype, mode: str) -> np.ndarray:
    """Float ``v`` rounded to an integer in ``mode`` and converted to integer ``dtype``,
    saturating, NaN giving 0 (CUDA's ``cvt.rni/rzi/rmi/rpi`` with ``.sat`` semantics)."""
    x = to_float64(v)
    r = {"rn": np.rint, "rz": np.trunc, "rd": np.floor, "ru": np.ceil}[mode](x)
    info = np.iinfo(np.dtype(dtype))
    with np.errstate(invalid="ignore"):
        r = np.where(np.isnan(r), 0.0, np.clip(r, float(info.min), float(info.max)))
    if np.dtype(dtype).itemsize == 8:
        big = r >= float(info.max)
        out = np.where(big, 0.0, r).astype(dtype)
        return np.where(big, np.dtype(dtype).type(info.max), out).astype(dtype)
    return r.astype(dtype)


def fma(a, b, c, fmt: str, mode: str = "rn") -> np.ndarray:
    """``a*b + c`` of 16-bit (or 8-bit) format values, rounded once to ``fmt``."""
    x, y, z = (to_float64(t) for t in (a, b, c))
    with np.errstate(invalid="ignore", over="ignore"):
        p = x * y  # exact: at most 2 * 11 significant bits
        s = p + z
        # TwoSum: err is exactly (p + z) - s
        bb = s - p
        err = (p - (s - bb)) + (z - bb)
        bits = s.view(np.int64)
        even = (bits & 1) == 0
        fix = np.isfinite(s) & (err != 0) & even
        toward = np.where(err > 0, np.inf, -np.inf)
        s = np.where(fix, np.nextafter(s, toward), s)  # rounded to odd
    return round_to(s, fmt, mode)


def sat01(v) -> np.ndarray:
    """Clamp to [0, 1], NaN giving +0 (CUDA's ``__hadd_sat`` & co.)."""
    a = np.asarray(v)
    dt = a.dtype
    x = to_float64(a)
    with np.errstate(invalid="ignore"):
        r = np.where(np.isnan(x), 0.0, np.clip(x, 0.0, 1.0))
    r = np.where(r == 0, 0.0, r)  # -0.0 clamps to +0.0
    return r.astype(dt)


def maxmin(a, b, want_max: bool, nan_propagates: bool) -> np.ndarray:
    """CUDA's ``__hmax``/``__hmin`` (one NaN: the other operand; +0 > -0) and the ``_nan``
    variants (any NaN gives NaN)."""
    a = np.asarray(a)
    dt = a.dtype
    x, y = to_float64(a), to_float64(b)
    with np.errstate(invalid="ignore"):
        if want_max:
            pick_x = (x > y) | ((x == y) & np.signbit(y) & ~np.signbit(x))
        else:
            pick_x = (x < y) | ((x == y) & np.signbit(x) & ~np.signbit(y))
        r = np.where(pick_x, x, y)
        nx, ny = np.isnan(x), np.isnan(y)
        if nan_propagates:
            r = np.where(nx | ny, np.nan, r)
        else:
            r = np.where(nx, y, np.where(ny, x, r))
    return r.astype(dt)


_CMP = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
        "gt": np.greater, "ge": np.greater_equal}


def builtin(name: str, vs: list, dtype, lanes: bool):
    """The ``lowp`` builtin ``name`` (``ir/builtins.py``) on argument arrays ``vs``;
    ``dtype``: the result's dtype; ``lanes``: whether the arguments are 2-vectors (then
    comparisons give 1.0/0.0 in the vector's format)."""
    if name.startswith("cvt_"):
        mode = name[4:]
        dt = np.dtype(dtype)
        f = format_of(dt)
        if f is not None:
            return convert_to(vs[0], f.name, mode)
        if dt.kind in "iu":
            return to_int(vs[0], dt, mode)
        return to_float64(vs[0]).astype(dt)  # to float/double: exact
    if name.endswith("_sat"):
        fmt = format_of(np.asarray(vs[0]).dtype).name
        if name == "hfma_sat":
            return sat01(fma(*vs, fmt))
        op = {"hadd_sat": np.add, "hsub_sat": np.subtract, "hmul_sat": np.multiply}[name]
        return sat01(op(np.asarray(vs[0]), np.asarray(vs[1])))
    if name in ("hmax", "hmin", "hmax_nan", "hmin_nan"):
        return maxmin(vs[0], vs[1], name.startswith("hmax"), name.endswith("_nan"))
    if name == "hisinf":
        x = to_float64(vs[0])
        return (np.isinf(x) * np.where(x < 0, -1, 1)).astype(np.int32)
    x, y = to_float64(vs[0]), to_float64(vs[1])
    c = name[1:]
    with np.errstate(invalid="ignore"):
        if c.endswith("u"):
            r = _CMP[c[:-1]](x, y) | np.isnan(x) | np.isnan(y)
        else:
            r = _CMP[c](x, y) & ~np.isnan(x) & ~np.isnan(y)
    return r.astype(dtype) if lanes else r


__all__ = ["builtin", "FORMATS", "MODES", "Format", "format_of", "round_to", "convert_to", "to_int",
           "fma", "sat01", "maxmin", "to_float64"]
