"""C math and libc builtins of device code on the simulator (docs/cxx-coop.md).

Each float function is computed in float64 (or exactly) and rounded once to the argument's
type: ``sinpi``/``cospi`` reduce the argument exactly to [-1, 1] first (so integers and
half-integers give exact zeros, ``sinpi(n)`` with the sign of ``n`` as C23 says) and use
the symmetries that keep ``sin(pi r)`` exact at 0, 1/2 and 1; ``nextafter`` is NumPy's;
``erfcinv`` is SciPy's (float64), ``norm3d``/``rnorm3d`` the float64 square root of the
float64 sum of squares (exact squares for float arguments); ``ilogb`` the exponent of the
normalized value, ``INT_MIN`` for 0 and NaN, ``INT_MAX`` for infinities (CUDA Math API);
``remquo`` the IEEE remainder and, stored to ``*quo``, the low 3 bits of the exact
integral quotient with its sign (C requires at least those). ``memcpy``/``memset`` copy
or fill the bytes of every active thread.

CUDA's double ``log``, ``exp`` and ``sincospi`` are the exceptions: in CUDA code they are
evaluated as the GPU evaluates them, bit for bit (:mod:`.sim_libdevice64`, docs/curand.md);
OpenCL's ``log`` and ``exp`` (another library) and the float versions stay correctly
rounded. (CUDA's double ``sinpi``/``cospi`` use another instruction sequence than
``sincospi``, not modelled: they stay correctly rounded too.)
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from ..ir.types import PointerType
from .sim_libdevice64 import exp64, log64, sincospi64
from .sim_values import convert, dtype_of

INT_MIN, INT_MAX = -2**31, 2**31 - 1


def _f64(x):
    return np.asarray(x).astype(np.float64)


def sinpi(x):
    x = np.asarray(x)
    d = _f64(x)
    r = d - 2.0 * np.round(d / 2.0)  # exact: r in [-1, 1]
    a = np.abs(r)
    a = np.where(a > 0.5, 1.0 - a, a)  # sin(pi a) = sin(pi (1 - a)), exact
    s = np.copysign(np.sin(np.pi * a), r)
    s = np.where(a == 0.0, np.copysign(0.0, d), s)
    s = np.where(a == 0.5, np.copysign(1.0, r), s)
    return s.astype(x.dtype)


def cospi(x):
    x = np.asarray(x)
    d = _f64(x)
    r = np.abs(d - 2.0 * np.round(d / 2.0))  # in [0, 1]
    return sinpi(0.5 - r).astype(x.dtype)  # +0 at half-integers


def erfcinv(x):
    from scipy.special import erfcinv as f
    x = np.asarray(x)
    return f(_f64(x)).astype(x.dtype)


def norm3d(a, b, c):
    a = np.asarray(a)
    s = _f64(a) ** 2 + _f64(b) ** 2 + _f64(c) ** 2
    return np.sqrt(s).astype(a.dtype)


def rnorm3d(a, b, c):
    a = np.asarray(a)
    s = _f64(a) ** 2 + _f64(b) ** 2 + _f64(c) ** 2
    return (1.0 / np.sqrt(s)).astype(a.dtype)


def ilogb(x):
    x = _f64(x)
    _, e = np.frexp(x)
    r = (e - 1).astype(np.int64)
    r = np.where((x == 0) | np.isnan(x), INT_MIN, r)
    r = np.where(np.isinf(x), INT_MAX, r)
    return r.astype(np.int32)


def _remquo1(x: float, y: float) -> tuple[float, int]:
    if math.isnan(x) or math.isnan(y) or math.isinf(x) or y == 0:
        return math.nan, 0
    if math.isinf(y):
        return x, 0
    q = Fraction(x) / Fraction(y)
    n = round(q)  # Python rounds halves to even, as IEEE remainder does
    r = math.remainder(x, y)
    bits = abs(n) & 7
    return r, (-bits if (x < 0) != (y < 0) else bits)


def remquo(x, y):
    x = np.asarray(x)
    xs, ys = np.broadcast_arrays(_f64(x), _f64(y))
    rs = np.empty(xs.shape)
    qs = np.empty(xs.shape, np.int32)
    for i, (a, b) in enumerate(zip(xs.ravel(), ys.ravel())):
        r, q = _remquo1(float(a), float(b))
        rs.flat[i] = r
        qs.flat[i] = q
    return rs.astype(x.dtype), qs


MATH = {"sinpi": sinpi, "cospi": cospi, "erfcinv": erfcinv, "nextafter": np.nextafter,
        "norm3d": norm3d, "rnorm3d": rnorm3d}
#: CUDA's double functions as the GPU evaluates them (CUDA code, float64 only)
CUDA64 = {"log": log64, "exp": exp64}


def compile_math(sim, e, args, atypes, cnt):
    """The closure of one of these math builtins, or None."""
    from .simulator import _mem_access

    name = e.name
    t = e.type
    line = e.loc.line
    if name == "ilogb":
        def f_ilogb(ctx, m):
            v = args[0](ctx, m)
            if cnt:
                cnt(m)
            return ilogb(v)
        return f_ilogb
    if name in ("remquo", "sincospi"):
        ft = atypes[0]
        ptr_t = atypes[-1]
        pt = ptr_t.pointee if isinstance(ptr_t, PointerType) else ft
        da, dc, align, _ = _mem_access(pt)

        def f_store(ctx, m):
            vs = [convert(a(ctx, m), at, ft) for a, at in zip(args[:1 if name == "sincospi"
                                                                 else 2], atypes)]
            if cnt:
                cnt(m)
            if name == "sincospi":
                sn, cs = (sincospi64(vs[0]) if np.asarray(vs[0]).dtype == np.float64
                          else (sinpi(vs[0]), cospi(vs[0])))  # CUDA's bits for doubles
                ctx.mem.store(args[1](ctx, m), m, sn, da, dc, align, line)
                ctx.mem.store(args[2](ctx, m), m, cs, da, dc, align, line)
                return None
            r, q = remquo(*vs)
            ctx.mem.store(args[2](ctx, m), m, q.astype(da), da, dc, align, line)
            return r
        return f_store
    fn = MATH.get(name)
    if name in CUDA64 and dtype_of(t) == np.float64 and getattr(
            getattr(sim, "module", None), "dialect", "cuda") == "cuda":
        fn = CUDA64[name]
    if fn is None:
        return None
    dt = dtype_of(t)

    def f(ctx, m):
        vs = [convert(a(ctx, m), at, t) if at != t else a(ctx, m)
              for a, at in zip(args, atypes)]
        if cnt:
            cnt(m)
        with np.errstate(all="ignore"):
            r = np.asarray(fn(*vs))
        return r.astype(dt, copy=False) if r.ndim else dt.type(r)
    return f


def compile_mem(sim, e, args, cnt):
    """``memcpy(dst, src, n)`` / ``memset(dst, byte, n)`` for the active threads."""
    from .simulator import M

    line = e.loc.line
    u8 = np.dtype(np.uint8)

    def f(ctx, m):
        dst = args[0](ctx, m)
        second = args[1](ctx, m)
        n = np.broadcast_to(np.asarray(args[2](ctx, m)).astype(np.int64), (ctx.n,))
        if cnt:
            cnt(m)
        for k in np.unique(n[m.idx()]):
            k = int(k)
            sub = m if np.all(n[m.idx()] == k) else M(m.a & (n == k))
            if k <= 0 or not sub.any():
                continue
            if e.name == "memcpy":
                data = ctx.mem.load(second, sub, u8, k, 1, line, k)
            else:
                byte = np.broadcast_to(np.asarray(second).astype(np.int64) & 0xFF, (ctx.n,))
                data = np.repeat(byte.astype(np.uint8)[:, None], k, axis=1)
            ctx.mem.store(dst, sub, data, u8, k, 1, line)
        return None
    return f


def compile_async_copy(sim, e, args, cnt):
    """``__pipeline_memcpy_async(dst, src, size, zfill)`` (frontend/pipeline.py): the copy
    completes at issue (one of the orders the hardware allows); the destination must be
    shared memory and the source global, both aligned to ``size``, as cp.async requires."""
    from .sim_memory import SHIFT

    line = e.loc.line
    u8 = np.dtype(np.uint8)
    size = int(e.args[2].value)
    mem_kinds = (("destination", 0, "shared"), ("source", 1, "global"))

    def f(ctx, m):
        ptrs = [args[0](ctx, m), args[1](ctx, m)]
        zfill = np.broadcast_to(np.asarray(args[3](ctx, m)).astype(np.int64), (ctx.n,))
        if cnt:
            cnt(m)
        if not m.any():
            return None
        for what, k, kind in mem_kinds:
            _, a = ctx.mem._active(ptrs[k], m)
            for rid in np.unique(np.asarray(a) >> SHIFT):
                r = ctx.mem.regions[int(rid)] if 0 <= rid < len(ctx.mem.regions) else None
                if r is not None and r.kind != kind:
                    ctx.mem._fail(line, f"__pipeline_memcpy_async: the {what} must be {kind} "
                                        f"memory (cp.async), got {r.label()}")
        z = zfill[m.idx()]
        if ((z < 0) | (z > size)).any():
            ctx.mem._fail(line, f"__pipeline_memcpy_async: zfill must be 0..{size}, got "
                                f"{int(z[(z < 0) | (z > size)][0])}")
        data = ctx.mem.load(ptrs[1], m, u8, size, size, line, size)
        keep = np.arange(size)[None, :] < (size - zfill)[:, None]  # rows: every thread
        ctx.mem.store(ptrs[0], m, np.where(keep, data, 0).astype(np.uint8), u8, size, size,
                      line)
        return None
    return f


__all__ = ["compile_math", "compile_mem", "compile_async_copy", "sinpi", "cospi", "ilogb", "remquo", "norm3d"]
