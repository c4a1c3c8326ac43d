"""Builtins of the simulator: every name of :data:`warpsmith.ir.builtins.BUILTINS`.

Math is computed in the argument's precision (float32 stays float32). Functions NumPy lacks
(erf, erfc, tgamma, lgamma, remainder) are computed per element in float64 and rounded.
Warp functions work on warps of 32 consecutive linear thread ids; a shuffle from a lane
that is inactive returns that lane's (unspecified) value, as on hardware.
"""

from __future__ import annotations

import math

import numpy as np

from ..ir.errors import SimulationError, Unsupported
from ..ir import nodes as N
from ..ir.builtins import BUILTINS, CUDA_SPECIAL, LOAD_HINTS, STORE_HINTS
from ..ir.builtins import HALF_MEM as BUILTINS_HALF
from ..ir.types import PointerType, ScalarType, Type, VectorType, VoidType, element_scalar
from . import sim_lowp
from .sim_ocl2 import NAMES as OCL2_NAMES
from .sim_values import convert, dtype_of, shift, truthy


def _py(fn):
    u = np.frompyfunc(fn, 1, 1)

    def f(x):
        x = np.asarray(x)
        return u(x.astype(np.float64)).astype(np.float64).astype(x.dtype)
    return f


def _py2(fn):
    u = np.frompyfunc(fn, 2, 1)

    def f(x, y):
        x = np.asarray(x)
        return u(x.astype(np.float64), np.asarray(y).astype(np.float64)).astype(
            np.float64).astype(x.dtype)
    return f


def _safe(fn):
    def g(*a):
        try:
            return fn(*a)
        except (ValueError, OverflowError):
            return math.nan if not a or not math.isinf(a[0]) else math.inf
    return g


def _lgamma(x):
    """C's lgamma: +inf at the poles (0 and the negative integers), where Python raises."""
    try:
        return math.lgamma(x)
    except (ValueError, OverflowError):
        return math.inf


def _round(x):
    x = np.asarray(x)
    r = np.trunc(x)
    frac = np.abs(x - r)
    half = x.dtype.type(0.5)
    return np.where(frac >= half, r + np.copysign(x.dtype.type(1), x), r).astype(x.dtype)


def _one(x):
    return np.asarray(x).dtype.type(1)


MATH1 = {
    "sqrt": np.sqrt, "native_sqrt": np.sqrt,
    "rsqrt": lambda x: _one(x) / np.sqrt(x), "native_rsqrt": lambda x: _one(x) / np.sqrt(x),
    "cbrt": np.cbrt, "exp": np.exp, "native_exp": np.exp, "exp2": np.exp2,
    "native_exp2": np.exp2, "exp10": lambda x: np.power(np.asarray(x).dtype.type(10), x),
    "native_exp10": lambda x: np.power(np.asarray(x).dtype.type(10), x),
    "expm1": np.expm1, "log": np.log, "native_log": np.log, "log2": np.log2,
    "native_log2": np.log2, "log10": np.log10, "native_log10": np.log10, "log1p": np.log1p,
    "sin": np.sin, "native_sin": np.sin, "cos": np.cos, "native_cos": np.cos, "tan": np.tan,
    "native_tan": np.tan, "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan,
    "sinh": np.sinh, "cosh": np.cosh, "tanh": np.tanh, "asinh": np.arcsinh,
    "acosh": np.arccosh, "atanh": np.arctanh, "fabs": np.abs, "floor": np.floor,
    "ceil": np.ceil, "round": _round, "trunc": np.trunc, "rint": np.rint,
    "erf": _py(math.erf), "erfc": _py(math.erfc), "tgamma": _py(_safe(math.gamma)),
    "lgamma": _py(_lgamma), "native_recip": lambda x: _one(x) / x,
}
#: CUDA float builtins evaluated as the GPU's special-function unit does (sim_sfu)
_CUDA_SFU = {"native_exp": "fast_expf", "native_exp10": "fast_exp10f", "native_exp2": "exp2f",
             "exp2": "exp2f", "native_log": "fast_logf", "native_log2": "fast_log2f",
             "native_log10": "fast_log10f", "native_powr": "fast_powf",
             "native_divide": "fdividef", "native_rsqrt": "rsqrtf", "rsqrt": "rsqrtf",
             "exp": "expf", "native_tan": "fast_tanf"}

MATH2 = {
    "pow": np.power, "native_powr": np.power, "atan2": np.arctan2, "fmin": np.fmin,
    "fmax": np.fmax, "fmod": np.fmod, "hypot": np.hypot, "copysign": np.copysign,
    "fdim": lambda x, y: np.where(x > y, x - y, np.asarray(x).dtype.type(0)),
    "remainder": _py2(_safe(math.remainder)), "native_divide": np.divide,
}


def _in64(fn):
    """An OpenCL function of float arguments computed in float64 and rounded once to the
    arguments' type (doubles: computed in float64 directly)."""
    def f(*xs):
        xs = [np.asarray(x) for x in xs]
        with np.errstate(all="ignore"):
            return np.asarray(fn(*[x.astype(np.float64) for x in xs])).astype(xs[0].dtype)
    return f


def _logb(x):
    x = np.asarray(x)
    with np.errstate(all="ignore"):
        _, e = np.frexp(x)
        r = (e - 1).astype(x.dtype)
        r = np.where(x == 0, x.dtype.type(-np.inf), r)
        return np.where(np.isfinite(x), r, np.abs(x)).astype(x.dtype)


def _mag(pick):
    def f(x, y):
        ax, ay = np.abs(x), np.abs(y)
        other = np.fmax(x, y) if pick is np.greater else np.fmin(x, y)
        return np.where(pick(ax, ay), x, np.where(pick(ay, ax), y, other))
    return f


def _scipy(name):
    def f(*xs):
        import scipy.special as sp

        fn = {"erfinv": sp.erfinv, "erfcx": sp.erfcx, "normcdf": sp.ndtr,
              "normcdfinv": sp.ndtri, "rcbrt": lambda x: 1.0 / np.cbrt(x),
              "rhypot": lambda x, y: 1.0 / np.hypot(x, y), "j0": sp.j0, "j1": sp.j1,
              "y0": sp.y0, "y1": sp.y1, "cyl_bessel_i0": sp.i0, "cyl_bessel_i1": sp.i1,
              "norm4d": lambda *v: np.sqrt(sum(x * x for x in v)),
              "rnorm4d": lambda *v: 1.0 / np.sqrt(sum(x * x for x in v))}[name]
        return _in64(fn)(*xs)
    return f


MATH1.update({n: _scipy(n) for n, a in CUDA_SPECIAL if a == 1})
MATH2.update({"rhypot": _scipy("rhypot")})
def _tanpi(x):
    from .sim_libc import cospi, sinpi
    d = np.asarray(x).astype(np.float64)
    return sinpi(d) / cospi(d)  # the signed zeros and infinities of OpenCL's tanpi


def _powr(x, y):
    bad = (x < 0) | ((x == 0) & (y == 0)) | (np.isinf(x) & (y == 0)) | (
        (x == 1) & np.isinf(y))
    return np.where(bad, np.nan, np.power(np.abs(x), y))


def _rootn(x, n):
    n = np.asarray(n).astype(np.int64)
    odd = (n & 1) == 1
    with np.errstate(divide="ignore"):
        r = np.power(np.abs(x), 1.0 / np.where(n == 0, 1, n))
    r = np.where(odd, np.copysign(r, x), r)
    return np.where((n == 0) | ((x < 0) & ~odd), np.nan, r)


MATH1.update({"tanpi": _in64(_tanpi)})
MATH2.update({"powr": _in64(_powr)})
MATH1.update({"acospi": _in64(lambda x: np.arccos(x) / np.pi),
              "asinpi": _in64(lambda x: np.arcsin(x) / np.pi),
              "atanpi": _in64(lambda x: np.arctan(x) / np.pi), "logb": _logb})
MATH2.update({"atan2pi": _in64(lambda y, x: np.arctan2(y, x) / np.pi),
              "maxmag": _mag(np.greater), "minmag": _mag(np.less)})


def _fma(a, b, c):
    a = np.asarray(a)
    fmt = sim_lowp.format_of(a.dtype)
    if fmt is not None:
        return sim_lowp.fma(a, b, c, fmt.name)
    if a.dtype in (np.float32, np.float64):
        from .sim_rounding import fma_exact
        return fma_exact(a, b, c)  # one rounding, exactly (sim_rounding)
    return (a.astype(np.float64) * np.asarray(b).astype(np.float64)
            + np.asarray(c).astype(np.float64)).astype(a.dtype)


def _bitlen(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x).astype(np.uint64)
    r = np.zeros(x.shape, np.int64)
    for s in (32, 16, 8, 4, 2, 1):
        big = x >= np.uint64(1 << s)
        r += big * s
        x = np.where(big, x >> np.uint64(s), x)
    return r + (x > 0)


def _unsigned(a, bits):
    return np.asarray(a).astype(np.dtype(f"uint{bits}"))


def compile_builtin(sim, e: N.Call):
    name = e.name
    b = BUILTINS[name]
    t = e.type
    line = e.loc.line
    cnt = sim._count(line)
    args = [sim.cexpr(a) for a in e.args]
    atypes = [a.type for a in e.args]
    kind = b.kind
    if name in OCL2_NAMES:  # OpenCL 2.0 sub-groups, C11 atomics, CUDA norm and clocks
        from .sim_ocl2 import compile_ocl2
        return compile_ocl2(sim, e, args, atypes, cnt)

    def conv_args(ctx, m, target: Type):
        out = []
        for f, at in zip(args, atypes):
            v = f(ctx, m)
            if at != target and isinstance(at, (ScalarType, VectorType)) and isinstance(
                    target, (ScalarType, VectorType)):
                v = convert(v, at, target)
            out.append(v)
        return out

    if kind == "math":
        from .sim_libc import compile_math

        g = compile_math(sim, e, args, atypes, cnt)
        if g is not None:
            return g
        if name in ("sincos", "native_sincos"):
            return _sincos(sim, e, args, atypes, cnt)
        if name in ("frexp", "modf", "fract", "lgamma_r"):
            return _split_float(sim, e, args, atypes, cnt)
        target = t
        if name in ("jn", "yn"):
            def f(ctx, m):
                n = np.asarray(args[0](ctx, m)).astype(np.float64)
                x = convert(args[1](ctx, m), atypes[1], t)
                if cnt:
                    cnt(m)
                import scipy.special as sp
                fn = sp.jv if name == "jn" else sp.yn
                with np.errstate(all="ignore"):
                    r = np.asarray(fn(n if name == "jn" else n.astype(np.int64),
                                      np.asarray(x).astype(np.float64)))
                return r.astype(dtype_of(t))
            return f
        if name == "nan":
            def f(ctx, m):
                code = np.asarray(args[0](ctx, m)).astype(np.uint64)
                if cnt:
                    cnt(m)
                if dtype_of(t) == np.float64:
                    return (code & np.uint64(0x7FFFFFFFFFFFF) | np.uint64(
                        0x7FF8000000000000)).view(np.float64)
                return ((code & np.uint64(0x3FFFFF)) | np.uint64(0x7FC00000)).astype(
                    np.uint32).view(np.float32)
            return f
        if name in ("ldexp", "pown", "rootn"):
            op = {"ldexp": np.ldexp, "pown": _in64(np.power),
                  "rootn": lambda x, n: _in64(lambda a: _rootn(a, n))(x)}[name]

            def f(ctx, m):
                x = convert(args[0](ctx, m), atypes[0], t)
                n = np.asarray(args[1](ctx, m)).astype(np.int32)
                if cnt:
                    cnt(m)
                with np.errstate(all="ignore"):
                    return np.asarray(op(x, n.astype(np.float64) if name == "pown" else n)
                                      ).astype(dtype_of(t))  # rootn: n as int
            return f
        fn1, fn2 = MATH1.get(name), MATH2.get(name)
        dt = dtype_of(t)
        if name in ("native_sin", "native_cos") and dt == np.float32 and getattr(
                getattr(sim, "module", None), "dialect", "cuda") == "cuda":
            # CUDA's __sinf / __cosf: the H100's FMUL.RZ + MUFU.SIN / MUFU.COS, bit for bit
            # (sim_libdevice); OpenCL's native_sin / half_sin keep the correctly rounded
            # value (what an OpenCL implementation computes is its own)
            from .sim_libdevice import cos_approx, sin_approx
            fn1 = sin_approx if name == "native_sin" else cos_approx
        if name in _CUDA_SFU and dt == np.float32 and getattr(
                getattr(sim, "module", None), "dialect", "cuda") == "cuda":
            # CUDA's fast exponentials, logarithms, __powf, __fdividef, __tanf, rsqrtf, expf:
            # the special-function unit's bits (sim_sfu); OpenCL keeps its evaluation
            from . import sim_sfu
            fn = getattr(sim_sfu, _CUDA_SFU[name])
            fn1, fn2 = (fn, None) if name not in ("native_powr", "native_divide") \
                else (None, fn)

        def f(ctx, m):
            vs = conv_args(ctx, m, target)
            if cnt:
                cnt(m)
            if fn1 is not None:
                r = fn1(vs[0])
            elif fn2 is not None:
                r = fn2(vs[0], vs[1])
            elif name in ("fma", "mad"):
                r = _fma(*vs)
            elif name in ("norm4d", "rnorm4d"):
                r = _scipy(name)(*vs)
            else:
                raise Unsupported(f"builtin {name}", e.loc)
            r = np.asarray(r)
            return r.astype(dt, copy=False) if r.ndim else dt.type(r)
        return f

    # OpenCL abs / abs_diff return ugentype: compute in the (signed) argument type, with
    # wraparound, and reinterpret the result (abs(INT_MIN) = 2147483648u)
    ct = t
    if name in ("abs", "abs_diff") and atypes and _int_type(atypes[0]) and _int_type(t) \
            and atypes[0] != t:
        ct = atypes[0]

    if kind == "generic":
        dt = dtype_of(t)
        cdt = dtype_of(ct)
        isf = sim_lowp.is_float_dtype(dt)

        def f(ctx, m):
            vs = conv_args(ctx, m, ct)
            if cnt:
                cnt(m)
            r = _generic(name, vs, cdt, isf, ct, atypes)
            r = np.asarray(r)
            return r.astype(dt, copy=False) if r.ndim else dt.type(r)
        return f

    if kind == "int":
        dt = dtype_of(t)
        cdt = dtype_of(ct)
        src = element_scalar(atypes[0]) if atypes else None
        bits = src.bits if src is not None else 32

        def f(ctx, m):
            vs = [a(ctx, m) for a in args]
            if name not in ("popcount", "popcount64", "clz", "ffs", "upsample"):
                vs = conv_args(ctx, m, ct)
            if cnt:
                cnt(m)
            r = np.asarray(_intfn(name, vs, cdt, bits))
            return r.astype(dt, copy=False) if r.ndim else dt.type(r)
        return f

    if kind == "atomic":
        ptr_t = atypes[0]
        vt = ptr_t.pointee if isinstance(ptr_t, PointerType) else t
        dt = dtype_of(vt)
        tr = sim.trace

        op = name[:-len("_system")] if name.endswith("_system") else name  # one GPU

        def f(ctx, m):
            addr = args[0](ctx, m)
            vals = [convert(a(ctx, m), at, vt) for a, at in zip(args[1:], atypes[1:])]
            if cnt:
                cnt(m)
                tr.add("atomics", line, m.warps())
            return ctx.mem.atomic(op, addr, m, vals, dt, line)
        return f

    if kind == "vector":
        return _vector(sim, e, args, atypes, cnt)

    if kind == "classify":
        dt = dtype_of(t)
        vector = isinstance(t, VectorType)

        def f(ctx, m):
            vs = [np.asarray(a(ctx, m)) for a in args]
            if cnt:
                cnt(m)
            r = _classify(name, vs)
            return (-r.astype(dt) if vector else r.astype(dt)) if r.ndim else dt.type(
                -int(r) if vector else int(r))
        return f

    if kind == "relational":
        bits = element_scalar(atypes[0]).bits
        vector = isinstance(atypes[0], VectorType)

        def f(ctx, m):
            v = np.asarray(args[0](ctx, m))
            if cnt:
                cnt(m)
            top = ((v.astype(np.uint64) >> np.uint64(bits - 1)) & np.uint64(1)) == 1 \
                if v.dtype.kind == "u" else v < 0
            if vector:
                top = top.any(axis=-1) if name == "any" else top.all(axis=-1)
            return np.asarray(top).astype(np.int32)
        return f

    if kind == "fixed":
        from .sim_intrinsics import fixed

        dt = dtype_of(t)
        signed = dt.kind == "i"

        def f(ctx, m):
            vs = [a(ctx, m) for a in args]
            if cnt:
                cnt(m)
            r = np.asarray(fixed(name, vs, signed))
            return r.astype(dt, copy=False) if r.ndim else dt.type(r)
        return f

    if kind == "shuffle":  # OpenCL shuffle/shuffle2: lane i = (x ++ y)[mask[i] % lanes]
        def f(ctx, m):
            vs = [np.asarray(a(ctx, m)) for a in args]
            if cnt:
                cnt(m)
            src = np.concatenate(np.broadcast_arrays(*vs[:-1]), axis=-1)
            idx = vs[-1].astype(np.int64) & (src.shape[-1] - 1)
            src, idx = np.broadcast_arrays(src[..., None, :], idx[..., :, None])
            return np.take_along_axis(src, idx[..., :1], axis=-1)[..., 0]
        return f

    if kind == "halfmem":
        return _halfmem(sim, e, args, cnt)

    if kind == "workgroup":
        from .sim_workgroup import compile_workgroup
        return compile_workgroup(sim, e, args, cnt)

    if kind == "rounded":
        from .sim_rounding import rounded

        dt = dtype_of(t)

        def f(ctx, m):
            vs = [a(ctx, m) for a in args]
            if cnt:
                cnt(m)
            r = np.asarray(rounded(name, vs))
            return r.astype(dt, copy=False) if r.ndim else dt.type(r)
        return f

    if kind == "warp":
        return _warp(sim, e, args, atypes, cnt)

    if kind == "curand":
        return _curand(sim, e, args, atypes, cnt)

    if kind == "lowp":
        dt = dtype_of(t)
        lanes = isinstance(t, VectorType)

        def f(ctx, m):
            vs = [a(ctx, m) for a in args]
            if cnt:
                cnt(m)
            r = np.asarray(sim_lowp.builtin(name, vs, dt, lanes))
            return r.astype(dt, copy=False) if r.ndim else dt.type(r)
        return f

    if kind == "texture":
        from ..ir.texture import IMAGE_FUNCTIONS, SURFACE_FUNCTIONS
        if name in SURFACE_FUNCTIONS:
            from .sim_surface import compile_surface
            return compile_surface(sim, e, args, atypes, cnt)
        if name in IMAGE_FUNCTIONS:
            from .sim_image import compile_image
            return compile_image(sim, e, args, atypes, cnt)
        from .sim_texture import compile_fetch
        return compile_fetch(sim, e, args, atypes, cnt)

    # misc
    if name in ("mem_fence", "mem_fence_block", "grid_dependency_sync", "launch_dependents",
                "mem_fence_system", "nanosleep", "prof_trigger", "prefetch"):
        def f(ctx, m):
            if cnt:
                cnt(m)
            return None
        return f
    if name == "cvta_generic_to_shared":
        from .sim_asm import compile_cvta
        return compile_cvta(sim, e, args, cnt)
    if name == "nan_tag":  # a quiet NaN (the tag, a payload, is not modelled)
        nan = dtype_of(t).type(np.nan)
        return lambda ctx, m: nan
    if name.startswith("vibm"):  # max/min, and the comparison stored through a bool*
        dt = dtype_of(t)
        take_max = name.startswith("vibmax")

        def f(ctx, m):
            a, b = (np.asarray(x(ctx, m)).astype(dt) for x in args[:2])
            if cnt:
                cnt(m)
            pred = (a >= b) if take_max else (a <= b)
            ctx.mem.store(args[2](ctx, m), m, np.broadcast_to(pred, (ctx.n,)).astype(np.uint8),
                          np.dtype(np.uint8), 1, 1, line)
            return np.maximum(a, b) if take_max else np.minimum(a, b)
        return f
    if name == "ldg" or name in LOAD_HINTS:
        return sim.cload(N.Deref(e.args[0], t, loc=e.loc))
    if name in STORE_HINTS:  # __stcg(p, v): *p = v
        st = sim.cstore(N.Deref(e.args[0], e.args[1].type, loc=e.loc))
        val = args[1]

        def f(ctx, m):
            st(ctx, m, val(ctx, m))
            return None
        return f
    if name == "printf":
        return _printf(sim, e, args, cnt)
    if name in ("memcpy", "memset"):
        from .sim_libc import compile_mem
        return compile_mem(sim, e, args, cnt)
    if name == "pipeline_memcpy_async":
        from .sim_libc import compile_async_copy
        return compile_async_copy(sim, e, args, cnt)
    if name in ("pipeline_commit", "pipeline_wait_prior"):
        def f(ctx, m):  # copies complete at issue: nothing is ever pending
            if cnt:
                cnt(m)
            return None
        return f
    if name == "grid_sync":
        raise Unsupported(
            f"cooperative_groups::this_grid().sync() in kernel {sim.kernel.name}: a grid "
            "barrier needs a cooperative launch (cudaLaunchCooperativeKernel, every block "
            "resident at once); the simulator runs blocks batch after batch, so blocks of a "
            "later batch could never reach the barrier the earlier ones wait at", e.loc)
    if name == "trap":
        def f(ctx, m):
            if m.any():
                i = int(m.idx()[0]) if not m.all() else 0
                raise SimulationError(f"kernel {sim.kernel.name}, line {line}: __trap() "
                                      f"called by {ctx.describe(i)} (the launch fails)")
            return None
        return f
    if name == "assert":
        def f(ctx, m):
            c = truthy(args[0](ctx, m))
            if cnt:
                cnt(m)
            bad = ~np.broadcast_to(c, (ctx.n,)) & m.a
            if bad.any():
                i = int(np.argmax(bad))
                raise SimulationError(f"kernel {sim.kernel.name}, line {line}: assertion "
                                      f"failed in {ctx.describe(i)}")
            return None
        return f
    raise Unsupported(f"builtin {name} in the simulator", e.loc)


def _printf(sim, e, args, cnt):
    """``printf``: each active thread's text, formatted in C, into the run's buffer."""
    from .sim_printf import format_printf

    line = e.loc.line if e.loc is not None else 0
    kname = sim.kernel.name

    def f(ctx, m):
        vals = [a(ctx, m) for a in args]
        if cnt:
            cnt(m)
        buf = sim.printf
        for i in m.idx():
            i = int(i)
            per = [v[i] if np.ndim(v) else v for v in vals]
            where = f"kernel {kname}, line {line}, {ctx.describe(i)}"

            def read(addr, i=i, where=where):
                return ctx.mem.read_cstring(int(addr), i, line, where)
            text = format_printf(read(per[0]), per[1:], read, where)
            buf.add(ctx.first + int(ctx.block_of[i]), int(ctx.lin[i]), text)
        return np.int32(0)
    return f


def _int_type(t) -> bool:
    el = element_scalar(t) if isinstance(t, (ScalarType, VectorType)) else None
    return el is not None and el.kind == "int"


def _generic(name, vs, dt, isf, t, atypes):
    if name == "min":
        return np.fmin(vs[0], vs[1]) if isf else np.minimum(vs[0], vs[1])
    if name == "max":
        return np.fmax(vs[0], vs[1]) if isf else np.maximum(vs[0], vs[1])
    if name == "abs":
        return np.abs(vs[0])
    if name == "clamp":
        if isf:
            return np.fmin(np.fmax(vs[0], vs[1]), vs[2])
        return np.minimum(np.maximum(vs[0], vs[1]), vs[2])
    if name == "mix":
        return vs[0] + (vs[1] - vs[0]) * vs[2]
    if name == "step":
        return np.where(np.asarray(vs[1]) < vs[0], dt.type(0), dt.type(1))
    if name == "smoothstep":
        e0, e1, x = vs
        tt = np.clip((x - e0) / (e1 - e0), dt.type(0), dt.type(1)).astype(dt)
        return tt * tt * (dt.type(3) - dt.type(2) * tt)
    if name == "sign":
        x = np.asarray(vs[0])
        return np.where(x > 0, dt.type(1), np.where(x < 0, dt.type(-1), x * dt.type(0)))
    if name == "select":
        c = np.asarray(vs[2])
        ct = atypes[2]
        if isinstance(ct, VectorType):
            c = c < 0 if c.dtype.kind == "i" else (c >> (c.dtype.itemsize * 8 - 1)) != 0
        else:
            c = c != 0
        return np.where(c, vs[1], vs[0])
    if name == "saturate":
        return np.fmin(np.fmax(vs[0], dt.type(0)), dt.type(1))
    if name == "bitselect":
        a, b, c = (np.asarray(v) for v in vs)
        if isf:
            u = np.dtype(f"uint{dt.itemsize * 8}")
            a, b, c = (np.ascontiguousarray(v.astype(dt)).view(u) for v in (a, b, c))
            return ((a & ~c) | (b & c)).view(dt)
        return (a & ~c) | (b & c)
    if name == "degrees":
        return vs[0] * dt.type(180.0 / math.pi)
    if name == "radians":
        return vs[0] * dt.type(math.pi / 180.0)
    raise Unsupported(f"builtin {name}")


def _intfn(name, vs, dt, bits):
    a = np.asarray(vs[0])
    if name in ("popcount", "popcount64"):
        return np.bitwise_count(_unsigned(a, a.dtype.itemsize * 8)).astype(dt)
    if name == "clz":
        w = a.dtype.itemsize * 8
        return (w - _bitlen(_unsigned(a, w))).astype(dt)
    if name == "ffs":
        w = a.dtype.itemsize * 8
        u = _unsigned(a, w).astype(np.uint64)
        low = u & (~u + np.uint64(1))
        return _bitlen(low).astype(dt)
    if name == "brev":
        w = dt.itemsize * 8
        u = _unsigned(a, w).astype(np.uint64)
        r = np.zeros(u.shape, np.uint64)
        for i in range(w):
            r |= ((u >> np.uint64(i)) & np.uint64(1)) << np.uint64(w - 1 - i)
        return r.astype(dt)
    b = np.asarray(vs[1]) if len(vs) > 1 else None
    w = dt.itemsize * 8
    if name == "mul_hi":
        if w < 64:
            wide = np.int64 if dt.kind == "i" else np.uint64
            return ((a.astype(wide) * b.astype(wide)) >> wide(w)).astype(dt)
        f = np.frompyfunc(lambda x, y: (int(x) * int(y)) >> 64, 2, 1)
        r = f(a, b)
        return np.array([int(x) & ((1 << 64) - 1) for x in np.ravel(r)], np.uint64).view(
            dt).reshape(np.shape(r))
    if name in ("mul24", "mad24"):
        def s24(x):
            x = np.asarray(x).astype(np.int64) & 0xFFFFFF
            return np.where(x >= 0x800000, x - 0x1000000, x) if dt.kind == "i" else x
        r = (s24(a) * s24(b)).astype(dt)
        return r + np.asarray(vs[2]).astype(dt) if name == "mad24" else r
    if name == "rotate":
        u = _unsigned(a, w)
        k = np.asarray(b).astype(np.int64) % w
        ku = k.astype(u.dtype)
        left = shift("<<", u, ku, u.dtype)
        right = shift(">>", u, (w - k).astype(u.dtype), u.dtype)
        return (left | right).astype(dt)
    if name in ("add_sat", "sub_sat"):
        info = np.iinfo(dt)
        if w < 64:
            x = a.astype(np.int64)
            y = b.astype(np.int64)
            r = x + y if name == "add_sat" else x - y
            return np.clip(r, info.min, info.max).astype(dt)
        f = np.frompyfunc(lambda x, y: max(info.min, min(info.max, int(x) + int(y) if
                                                         name == "add_sat" else int(x) - int(y))),
                          2, 1)
        return f(a, b).astype(dt)
    if name == "hadd":
        return ((a & b) + ((a ^ b) >> dt.type(1))).astype(dt)
    if name == "rhadd":
        return ((a | b) - ((a ^ b) >> dt.type(1))).astype(dt)
    if name == "abs_diff":
        return np.where(a > b, a - b, b - a).astype(dt)
    if name == "mad_hi":
        return (_intfn("mul_hi", vs[:2], dt, bits) + np.asarray(vs[2]).astype(dt)).astype(dt)
    if name == "mad_sat":
        info = np.iinfo(dt)
        f = np.frompyfunc(lambda x, y, z: max(info.min, min(info.max, int(x) * int(y) + int(z))),
                          3, 1)
        return np.asarray(f(a, b, vs[2])).astype(dt)
    if name == "upsample":
        hi_bits = a.dtype.itemsize * 8
        wide = a.astype(np.int64 if dt.kind == "i" else np.uint64)
        lo = np.asarray(b).astype(np.uint64).astype(wide.dtype)
        return ((wide << wide.dtype.type(hi_bits)) | lo).astype(dt)
    raise Unsupported(f"builtin {name}")


def _sincos(sim, e, args, atypes, cnt):
    """``sincos`` (precise) and CUDA's ``__sincosf`` (``native_sincos``: the H100's
    FMUL.RZ + MUFU.SIN / MUFU.COS, bit for bit: sim_libdevice.sincos_approx)."""
    t = e.args[0].type
    dt = dtype_of(t)
    da, dc, align, lanes = _acc(t)
    line = e.loc.line
    fast = e.name == "native_sincos" and dt == np.float32

    def f(ctx, m):
        x = convert(args[0](ctx, m), atypes[0], t)
        if cnt:
            cnt(m)
        if fast:
            from .sim_libdevice import sincos_approx
            s, c = sincos_approx(x)
        else:
            s, c = np.sin(x).astype(dt), np.cos(x).astype(dt)
        if len(args) == 3:
            ctx.mem.store(args[1](ctx, m), m, s, da, dc, align, line)
            ctx.mem.store(args[2](ctx, m), m, c, da, dc, align, line)
            return None
        ctx.mem.store(args[1](ctx, m), m, c, da, dc, align, line)
        return s
    return f


def _classify(name, vs):
    x = vs[0]
    y = vs[1] if len(vs) > 1 else None
    with np.errstate(invalid="ignore"):
        if name == "isnan":
            return np.isnan(x)
        if name == "isinf":
            return np.isinf(x)
        if name == "isfinite":
            return np.isfinite(x)
        if name == "isnormal":
            return np.isfinite(x) & (np.abs(x) >= np.finfo(x.dtype).tiny)
        if name == "signbit":
            return np.signbit(x)
        ops = {"isequal": np.equal, "isnotequal": np.not_equal, "isgreater": np.greater,
               "isgreaterequal": np.greater_equal, "isless": np.less,
               "islessequal": np.less_equal}
        if name in ops:
            return ops[name](x, y)
        if name == "islessgreater":
            return (x < y) | (x > y)
        if name == "isordered":
            return ~np.isnan(x) & ~np.isnan(y)
        if name == "isunordered":
            return np.isnan(x) | np.isnan(y)
    raise Unsupported(f"builtin {name}")


def _split_float(sim, e, args, atypes, cnt):
    """frexp(x, &exp) and modf(x, &int_part): the result, and the other part stored."""
    t = e.type
    dt = dtype_of(t)
    pt = atypes[1].pointee
    da, dc, align, lanes = _acc(pt)
    line = e.loc.line

    def f(ctx, m):
        x = convert(args[0](ctx, m), atypes[0], t)
        if cnt:
            cnt(m)
        if e.name == "frexp":
            mant, ex = np.frexp(x)
            ctx.mem.store(args[1](ctx, m), m, np.asarray(ex).astype(dtype_of(pt)), da, dc,
                          align, line)
            return np.asarray(mant).astype(dt)
        if e.name in ("fract", "lgamma_r"):
            with np.errstate(all="ignore"):
                r, other = _fract(x) if e.name == "fract" else _lgamma_r(x)
            ctx.mem.store(args[1](ctx, m), m, np.asarray(other).astype(dtype_of(pt)), da, dc,
                          align, line)
            return np.asarray(r).astype(dt)
        frac, whole = np.modf(x)
        ctx.mem.store(args[1](ctx, m), m, np.asarray(whole).astype(dt), da, dc, align, line)
        return np.asarray(frac).astype(dt)
    return f


def _halfmem(sim, e, args, cnt):
    """OpenCL's vload_halfN / vstore_halfN[_rtX]: N halfs at p + offset * N (4 for the
    aligned N = 3 forms), converted exactly to float, or data rounded once to half in the
    mode asked (sim_lowp), aligned to 2 bytes (the "a" forms: to the vector's size)."""
    from .simulator import _site
    store, n, aligned, mode = BUILTINS_HALF[e.name]
    step = 4 if aligned and n == 3 else n
    align = 2 * step if aligned else 2
    line, site = e.loc.line, _site(e)
    f16 = np.dtype(np.float16)
    lanes = None if n == 1 else n

    def addr(ctx, m):
        off = np.asarray(args[-2](ctx, m)).astype(np.int64)
        return np.asarray(args[-1](ctx, m)).astype(np.int64) + off * (2 * step)

    if not store:
        def f(ctx, m):
            a = addr(ctx, m)
            if cnt:
                cnt(m)
            return ctx.mem.load(a, m, f16, n, align, line, lanes, site).astype(np.float32)
        return f

    def g(ctx, m):
        data = np.asarray(args[0](ctx, m))
        a = addr(ctx, m)
        if cnt:
            cnt(m)
        h = sim_lowp.builtin(f"cvt_{mode}", [data], f16, False)
        ctx.mem.store(a, m, np.asarray(h, f16), f16, n, align, line, site)
        return None
    return g


def _fract(x):
    """OpenCL fract: (min(x - floor(x), the float below 1), floor(x)); NaN gives NaN,
    +-inf gives +0 (as PoCL; the result is never below 0)."""
    x = np.asarray(x)
    fl = np.floor(x)
    below = np.nextafter(x.dtype.type(1), x.dtype.type(0))
    r = np.fmin(x - fl, below)
    r = np.where(np.isinf(x), x.dtype.type(0), r)
    return np.where(np.isnan(x), x, r), fl


def _lgamma_r(x):
    """OpenCL lgamma_r: (lgamma(x), the sign of gamma(x)). The sign OpenCL leaves open at
    the poles and for NaN/inf is fdlibm's (glibc's): 1, and -1 for -0; between the negative
    poles it is -1 where floor(x) is odd."""
    x = np.asarray(x)
    d = x.astype(np.float64)
    fl = np.floor(d)
    with np.errstate(invalid="ignore"):
        odd = np.fmod(fl, 2.0) != 0
    sign = np.where((d < 0) & (fl != d) & odd, -1, 1)
    sign = np.where((d == 0) & np.signbit(d), -1, sign)
    sign = np.where(np.isfinite(d), sign, 1)
    return MATH1["lgamma"](x), sign.astype(np.int32)


def _acc(t):
    from .simulator import _mem_access
    return _mem_access(t)


def _vector(sim, e, args, atypes, cnt):
    name = e.name
    t = e.type
    line = e.loc.line
    if name.startswith("vload"):
        n = int(name[5:])
        pt = atypes[1]
        el = pt.pointee if isinstance(pt, PointerType) else t.elem
        dt = dtype_of(el)
        size = np.int64(el.size * n)

        def f(ctx, m):
            off = np.asarray(args[0](ctx, m)).astype(np.int64)
            p = args[1](ctx, m)
            if cnt:
                cnt(m)
            return ctx.mem.load(p + off * size, m, dt, n, el.size, line, n)
        return f
    if name.startswith("vstore"):
        n = int(name[6:])
        pt = atypes[2]
        el = pt.pointee if isinstance(pt, PointerType) else atypes[0].elem
        dt = dtype_of(el)
        size = np.int64(el.size * n)

        def f(ctx, m):
            v = np.asarray(args[0](ctx, m)).astype(dt, copy=False)
            off = np.asarray(args[1](ctx, m)).astype(np.int64)
            p = args[2](ctx, m)
            if cnt:
                cnt(m)
            ctx.mem.store(p + off * size, m, v, dt, n, el.size, line)
            return None
        return f
    at = atypes[0]
    dt = dtype_of(at)

    def dot(a, b):
        a, b = np.asarray(a), np.asarray(b)
        if a.ndim == 0 or (isinstance(at, ScalarType)):
            return a * b
        r = a[..., 0] * b[..., 0]
        for i in range(1, a.shape[-1]):
            r = r + a[..., i] * b[..., i]
        return r

    def f(ctx, m):
        vs = [convert(a(ctx, m), ty, at) if ty != at else a(ctx, m)
              for a, ty in zip(args, atypes)]
        if cnt:
            cnt(m)
        if name == "dot":
            return np.asarray(dot(vs[0], vs[1])).astype(dt)
        if name == "length":
            return np.sqrt(dot(vs[0], vs[0])).astype(dt)
        if name == "distance":
            d = np.asarray(vs[0]) - vs[1]
            return np.sqrt(dot(d, d)).astype(dt)
        if name == "normalize":
            a = np.asarray(vs[0])
            ln = np.sqrt(dot(a, a))
            return (a / (ln[..., None] if np.ndim(ln) else ln)).astype(dt)
        if name == "reflect":
            i, n = np.asarray(vs[0]), np.asarray(vs[1])
            d = np.asarray(dot(n, i))
            return (i - (dt.type(2) * n) * (d[..., None] if d.ndim else d)).astype(dt)
        if name == "cross":
            a, b = np.asarray(vs[0]), np.asarray(vs[1])
            x = a[..., 1] * b[..., 2] - a[..., 2] * b[..., 1]
            y = a[..., 2] * b[..., 0] - a[..., 0] * b[..., 2]
            z = a[..., 0] * b[..., 1] - a[..., 1] * b[..., 0]
            parts = [x, y, z] + ([np.zeros_like(x)] if a.shape[-1] == 4 else [])
            return np.stack(np.broadcast_arrays(*parts), axis=-1).astype(dt)
        raise Unsupported(f"builtin {name}", e.loc)
    return f


def _warp(sim, e, args, atypes, cnt):
    name = e.name
    t = e.type

    def full(ctx, v):
        v = np.asarray(v)
        if v.ndim == 0 or (v.ndim == 1 and isinstance(t, VectorType)):
            return np.broadcast_to(v, (ctx.n,) + v.shape)
        return v

    from .sim_warp import compile_warp

    g = compile_warp(sim, e, args, cnt)
    if g is not None:
        return g
    if name == "syncwarp":
        def f(ctx, m):
            for a in args:
                a(ctx, m)
            if cnt:
                cnt(m)
            if ctx.mem.racecheck:
                ctx.mem.warp_sync(ctx, m)  # orders shared memory within each warp
            return None
        return f
    if name in ("ballot_sync", "any_sync", "all_sync"):
        def f(ctx, m):
            args[0](ctx, m)
            p = np.broadcast_to(truthy(args[1](ctx, m)), (ctx.n,)) & m.a
            if cnt:
                cnt(m)
            rows = p.reshape(-1, 32)
            act = m.a.reshape(-1, 32)
            if name == "ballot_sync":
                bits = (rows.astype(np.uint64) << np.arange(32, dtype=np.uint64)).sum(axis=1)
                r = np.repeat(bits.astype(np.uint32), 32)
            elif name == "any_sync":
                r = np.repeat(rows.any(axis=1), 32).astype(np.int32)
            else:
                r = np.repeat((rows | ~act).all(axis=1), 32).astype(np.int32)
            return r.astype(dtype_of(t)) if not isinstance(t, VoidType) else r
        return f
    # shuffles: (mask, var, lane/delta/laneMask[, width])
    def f(ctx, m):
        args[0](ctx, m)
        v = full(ctx, args[1](ctx, m))
        k = np.broadcast_to(np.asarray(args[2](ctx, m)).astype(np.int64), (ctx.n,))
        width = np.int64(args[3](ctx, m)) if len(args) > 3 else np.int64(32)
        if cnt:
            cnt(m)
        lane = np.arange(ctx.n, dtype=np.int64) % 32
        seg = lane - lane % width
        if name == "shfl_sync":
            src = seg + (k % width)
        elif name == "shfl_up_sync":
            src = np.where(lane - k >= seg, lane - k, lane)
        elif name == "shfl_down_sync":
            src = np.where(lane + k < seg + width, lane + k, lane)
        else:
            x = lane ^ k
            src = np.where((x >= seg) & (x < seg + width), x, lane)
        idx = np.arange(ctx.n, dtype=np.int64) - lane + src
        return v[idx]
    return f


def _curand(sim, e, args, atypes, cnt):
    """cuRAND device calls (backends/sim_curand.py): each active thread's state is read
    from memory, advanced, and written back; the other arguments are per-thread values."""
    from ..ir.curand import FUNCTIONS, generator_of
    from .sim_curand import GENERATORS, uniform

    name = e.name
    _, at, rt, _ = FUNCTIONS[name]
    gen = GENERATORS[generator_of(atypes[at].pointee)]
    u32 = np.dtype(np.uint32)
    line = e.loc.line
    out_dt = dtype_of(rt) if rt is not None else None
    lanes = rt.lanes if isinstance(rt, VectorType) else None

    def f(ctx, m):
        addr = args[at](ctx, m)
        vals = [None if i == at else a(ctx, m) for i, a in enumerate(args)]
        if cnt:
            cnt(m)
        n = ctx.n
        rows = m.idx() if not m.all() else np.arange(n)
        state = ctx.mem.load(addr, m, u32, gen.words, gen.align, line, gen.words)
        words = np.ascontiguousarray(state[rows])

        def arg(i):
            v = np.asarray(vals[i]).astype(np.uint64)
            return np.broadcast_to(v, (n,))[rows] if v.ndim else np.full(rows.size, v)

        r = None
        if name == "curand_init":
            gen.init(words, arg(0), arg(1), arg(2))
        elif name == "skipahead":
            gen.skipahead(words, arg(0))
        elif name == "skipahead_sequence":
            gen.skipahead_sequence(words, arg(0))
        elif name == "curand":
            r = gen.next(words)
        elif name == "curand4":
            r = gen.next4(words)
        elif name == "curand_uniform":
            r = uniform(gen.next(words))
        elif name == "curand_uniform4":
            r = uniform(gen.next4(words))
        elif name in ("curand_uniform_double", "curand_normal", "curand_normal2",
                      "curand_normal4", "curand_normal_double", "curand_normal2_double"):
            r = getattr(gen, name[len("curand_"):])(words)
        elif name.startswith("curand_log_normal"):  # (state, mean, stddev)
            dt = np.float64 if name.endswith("_double") else np.float32
            mean, stddev = (np.broadcast_to(np.asarray(vals[i], dt), (n,))[rows]
                            for i in (1, 2))
            r = getattr(gen, name[len("curand_"):])(words, mean, stddev)
        else:
            raise Unsupported(f"builtin {name} in the simulator", e.loc)
        state[rows] = words
        ctx.mem.store(addr, m, state, u32, gen.words, gen.align, line)
        if r is None:
            return None
        full = np.zeros((n,) if lanes is None else (n, lanes), out_dt)
        full[rows] = r
        return full
    return f
