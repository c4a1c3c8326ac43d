"""Exact rounding for the simulator's PTX float instructions (``backends/sim_asm_ops.py``).

An instruction's result is first computed in float64. That is already the correctly
rounded answer unless the float64 value sits exactly on a value of the target format (a
directed mode cannot tell which side the exact result was on: ``add.rz`` of a large value
and a subnormal) or exactly halfway between two (round to nearest may have rounded twice:
``fma.rn``). Those lanes, and only those, are computed again with exact rationals
(``fractions.Fraction``) and rounded once. The GPU run of ``scripts/gpu_asm.sh`` found both
cases (2026-11-27) before this existed.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from .sim_lowp import round_to

_DT = {"f32": np.float32, "f16": np.float16}
_BITS = {"f32": (np.uint32, 32), "f16": (np.uint16, 16), "bf16": (np.uint16, 16)}


def _dtype(fmt: str):
    if fmt == "bf16":
        import ml_dtypes
        return np.dtype(ml_dtypes.bfloat16)
    return np.dtype(_DT[fmt])


def _to_fmt(x: float, fmt: str):
    """``x`` (float64) rounded to nearest in ``fmt``, as a NumPy scalar of its dtype."""
    if fmt == "f32":
        with np.errstate(over="ignore"):
            return np.float32(x)
    return round_to(np.array([x]), fmt, "rn")[0]


def _next_up(v, fmt: str):
    """The next value of ``fmt`` above the non-negative finite ``v``."""
    ut, _ = _BITS[fmt]
    b = np.array([v], _dtype(fmt)).view(ut)[0]
    return np.array([b + 1], ut).view(_dtype(fmt))[0]


def _next_down(v, fmt: str):
    ut, _ = _BITS[fmt]
    b = np.array([v], _dtype(fmt)).view(ut)[0]
    return np.array([b - 1], ut).view(_dtype(fmt))[0] if b else v


def round_exact(q: Fraction, fmt: str, mode: str):
    """The exact rational ``q`` rounded once to ``fmt`` (``f32``, ``f16``, ``bf16``) in
    ``mode`` (``rn`` ties to even, ``rz``, ``rd``, ``ru``); a value of the format's dtype."""
    if q < 0:
        flip = {"rd": "ru", "ru": "rd"}.get(mode, mode)
        return -round_exact(-q, fmt, flip)
    c = _to_fmt(float(q), fmt)
    fc = Fraction(float(c)) if np.isfinite(float(c)) else None
    if fc is not None and fc == q:
        return c
    if fc is not None and fc < q:
        lo, hi = c, _next_up(c, fmt)
    else:
        hi = c
        lo = _next_down(c, fmt) if fc is not None else _largest(fmt)
    if not np.isfinite(float(hi)):
        hi = None
    if mode in ("rz", "rd"):
        return lo
    if mode == "ru":
        return hi if hi is not None else _to_fmt(float("inf"), fmt)
    flo = Fraction(float(lo))
    if hi is None:  # beyond the largest finite: infinity from half an ulp up
        ulp = flo - Fraction(float(_next_down(lo, fmt)))
        return lo if q < flo + ulp / 2 else _to_fmt(float("inf"), fmt)
    mid = (flo + Fraction(float(hi))) / 2
    if q != mid:
        return lo if q < mid else hi
    ut, _ = _BITS[fmt]
    even = np.array([lo], _dtype(fmt)).view(ut)[0] % 2 == 0
    return lo if even else hi


def _largest(fmt: str):
    """The largest finite value of ``fmt`` (the bits of infinity, less one)."""
    ut, _ = _BITS[fmt]
    inf_bits = np.array([_to_fmt(float("inf"), fmt)], _dtype(fmt)).view(ut)[0]
    return np.array([inf_bits - 1], ut).view(_dtype(fmt))[0]


def _round_f32(x: np.ndarray, mode: str) -> np.ndarray:
    """float64 ``x`` rounded to float32 in ``mode`` (NumPy's cast rounds to nearest even;
    a directed mode steps one ulp where the nearest value is on the wrong side)."""
    with np.errstate(over="ignore", invalid="ignore"):
        r = x.astype(np.float32)
        r64 = r.astype(np.float64)
        if mode == "rz":
            fix = np.abs(r64) > np.abs(x)
            return np.where(fix, np.nextafter(r, np.float32(0)), r).astype(np.float32)
        if mode == "rd":
            return np.where(r64 > x, np.nextafter(r, np.float32(-np.inf)), r).astype(np.float32)
        if mode == "ru":
            return np.where(r64 < x, np.nextafter(r, np.float32(np.inf)), r).astype(np.float32)
    return r


def _round(x, fmt: str, mode: str) -> np.ndarray:
    """float64 ``x`` rounded to ``fmt`` in ``mode`` (from float64: see the module doc)."""
    if fmt == "f32":
        return _round_f32(np.asarray(x, np.float64), mode)
    return round_to(x, fmt, mode)


def ambiguous(x64: np.ndarray, fmt: str) -> np.ndarray:
    """Lanes whose float64 value is a value of ``fmt`` or halfway between two: only there
    can rounding from float64 differ from rounding the exact result."""
    x = np.asarray(x64, np.float64)
    with np.errstate(all="ignore"):
        fin = np.isfinite(x)
        safe = np.where(fin, x, 0.0)
        lo = _round(safe, fmt, "rd").astype(np.float64)
        hi = _round(safe, fmt, "ru").astype(np.float64)
        return fin & ((lo == safe) | (safe == (lo + hi) / 2))


def fix_lanes(out: np.ndarray, x64: np.ndarray, vals: list, fn, fmt: str, mode: str):
    """``out`` with the :func:`ambiguous` lanes recomputed exactly: ``fn`` applied to the
    inputs ``vals`` (float64 arrays holding exact values) as Fractions."""
    amb = ambiguous(x64, fmt)
    for v in vals:
        amb &= np.isfinite(np.broadcast_to(v, amb.shape))
    idx = np.flatnonzero(amb)
    if idx.size == 0:
        return out
    out = np.array(out, copy=True)
    cols = [np.broadcast_to(v, amb.shape) for v in vals]
    for i in idx:
        try:
            q = fn(*(Fraction(float(c[i])) for c in cols))
        except ZeroDivisionError:
            continue
        if q == 0:  # an exact zero: IEEE gives -0 when rounding down, unless all are +0
            if mode == "rd" and any(float(c[i]) != 0 or np.signbit(c[i]) for c in cols):
                out[i] = -0.0
            continue
        out[i] = round_exact(q, fmt, mode)
    return out
