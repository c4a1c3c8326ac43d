"""CUDA's rounding intrinsics and conversions, cache-hinted loads/stores, system-scope
atomics and CUDA 12's SIMD functions (issue 17, docs/realcode.md "Builtins added"): the
simulator against exact scalar models written here with Python's ``fractions`` (a naive
search for the two neighbours of the exact rational, independent of the simulator's
float64 bracketing), the printers in both dialects, and PoCL for the OpenCL forms."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

np = pytest.importorskip("numpy")
from hypothesis import given, settings, strategies as st  # noqa: E402

import warpsmith as ws  # noqa: E402
from warpsmith.backends.sim_rounding import rounded  # noqa: E402
from warpsmith.ir.errors import WarpsmithError  # noqa: E402

MODES = ("rn", "rz", "ru", "rd")


# ------------------------------------------------------------------------ exact model

def _nb(x, up, dt):
    with np.errstate(all="ignore"):
        return dt(np.nextafter(dt(x), dt(np.inf if up else -np.inf)))


def _round_q(q: Fraction, mode: str, dt):
    """The nonzero rational ``q`` rounded to ``dt`` in ``mode`` (IEEE 754)."""
    fmax = float(np.finfo(dt).max)
    half_up = Fraction(fmax) + (Fraction(fmax) - Fraction(float(_nb(fmax, False, dt)))) / 2
    pos = q > 0
    if abs(q) > Fraction(fmax):
        v = {"rn": math.inf if abs(q) >= half_up else fmax, "rz": fmax,
             "ru": math.inf if pos else fmax, "rd": fmax if pos else math.inf}[mode]
        return dt(v if pos else -v)
    try:
        c = dt(float(q))
    except OverflowError:
        c = dt(math.copysign(fmax, 1 if pos else -1))
    if np.isinf(c):
        c = dt(math.copysign(fmax, float(c)))
    while Fraction(float(c)) > q:
        c = _nb(c, False, dt)
    while float(c) < fmax and Fraction(float(_nb(c, True, dt))) <= q:
        c = _nb(c, True, dt)
    lo = c
    if Fraction(float(lo)) == q:
        return lo
    hi = _nb(lo, True, dt)
    if mode in ("rd", "ru"):
        return lo if mode == "rd" else hi
    if mode == "rz":
        return lo if pos else hi
    mid = (Fraction(float(lo)) + Fraction(float(hi))) / 2
    if q != mid:
        return lo if q < mid else hi
    odd = int(lo.view(np.uint32 if dt == np.float32 else np.uint64)) & 1
    return hi if odd else lo


def _bracket_root(a: float, mode: str, dt, inverse: bool):
    """sqrt(a) (or 1/sqrt(a)) rounded: the neighbours found by comparing squares."""
    A = Fraction(a)
    below = (lambda v: Fraction(float(v)) ** 2 * A <= 1) if inverse else \
        (lambda v: Fraction(float(v)) ** 2 <= A)
    c = dt(1 / math.sqrt(a) if inverse else math.sqrt(a))
    while not below(c):
        c = _nb(c, False, dt)
    while below(_nb(c, True, dt)):
        c = _nb(c, True, dt)
    lo, hi = c, _nb(c, True, dt)
    exact = (Fraction(float(lo)) ** 2 * A == 1) if inverse else Fraction(float(lo)) ** 2 == A
    if exact or mode in ("rd", "rz"):
        return lo
    if mode == "ru":
        return hi
    m = (Fraction(float(lo)) + Fraction(float(hi))) / 2
    return hi if (m * m * A < 1 if inverse else m * m < A) else lo  # no ties


def model(op: str, mode: str, xs: list[float], dt):
    """IEEE ``op`` of the ``dt`` values ``xs`` rounded in ``mode``."""
    with np.errstate(all="ignore"):
        a = [dt(x) for x in xs]
        ieee = {"add": lambda: a[0] + a[1], "sub": lambda: a[0] - a[1],
                "mul": lambda: a[0] * a[1], "div": lambda: a[0] / a[1],
                "rcp": lambda: dt(1) / a[0], "sqrt": lambda: np.sqrt(a[0]),
                "rsqrt": lambda: dt(1) / np.sqrt(a[0]),
                "fma": lambda: a[0] * a[1] + a[2]}[op]
    special = not all(math.isfinite(x) for x in xs) or (op == "div" and xs[1] == 0) or (
        op == "rcp" and xs[0] == 0) or (op in ("rsqrt", "sqrt") and xs[0] <= 0)
    if special:
        with np.errstate(all="ignore"):
            return dt(ieee())
    if op in ("sqrt", "rsqrt"):
        return _bracket_root(xs[0], mode, dt, op == "rsqrt")
    F = [Fraction(x) for x in xs]
    q = {"add": lambda: F[0] + F[1], "sub": lambda: F[0] - F[1], "mul": lambda: F[0] * F[1],
         "div": lambda: F[0] / F[1], "rcp": lambda: 1 / F[0],
         "fma": lambda: F[0] * F[1] + F[2]}[op]()
    if q != 0:
        return _round_q(q, mode, dt)
    if op in ("mul", "div", "rcp"):
        with np.errstate(all="ignore"):
            return dt(ieee())  # the sign of a product or quotient
    x, y = (xs[0] * xs[1], xs[2]) if op == "fma" else (xs[0], xs[1] if op == "add" else -xs[1])
    if x == 0 and y == 0 and math.copysign(1, x) == math.copysign(1, y):
        return dt(x)
    return dt(-0.0 if mode == "rd" else 0.0)


def _same(got, want) -> bool:
    got, want = np.asarray(got), np.asarray(want, got.dtype)
    if np.isnan(want):
        return bool(np.isnan(got))
    u = np.uint32 if got.dtype == np.float32 else np.uint64
    return got.view(u) == want.view(u)


# --------------------------------------------------------------------------- strategies

_EDGE32 = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 3.4028234663852886e38,
           -3.4028234663852886e38, 1e-45, -1e-45, 1.1754943508222875e-38, 16777217.0,
           0.1, 3.0, 1e30, 1e-30]


def _f32():
    bits = st.integers(0, 2 ** 32 - 1).map(lambda b: float(np.uint32(b).view(np.float32)))
    return st.one_of(st.sampled_from(_EDGE32), bits, st.floats(-1e6, 1e6, width=32))


def _f64():
    bits = st.integers(0, 2 ** 64 - 1).map(lambda b: float(np.uint64(b).view(np.float64)))
    edge = st.sampled_from([0.0, -0.0, 1.0, math.inf, -math.nan, 5e-324, 1.7976931348623157e308,
                            2.0 ** 53 + 2, 0.1, 1e300, 1e-300])
    return st.one_of(edge, bits, st.floats(-1e6, 1e6))


_OPS = (("add", 2), ("sub", 2), ("mul", 2), ("div", 2), ("rcp", 1), ("sqrt", 1), ("fma", 3))


@settings(derandomize=True, max_examples=150, deadline=None)
@given(_f32(), _f32(), _f32())
def test_float_rounding_intrinsics_equal_an_exact_model(a, b, c):
    """``__fadd_rz`` .. ``__fmaf_rd``, ``__frsqrt_rn``: every mode, bit for bit (signed
    zeros, overflow to inf or FLT_MAX, subnormals)."""
    with np.errstate(all="ignore"):
        xs = [float(np.float32(x)) for x in (a, b, c)]
    for op, n in _OPS + (("rsqrt", 1),):
        for mode in (("rn",) if op == "rsqrt" else MODES):
            name = {"fma": "fmaf", "rsqrt": "frsqrt"}.get(op, "f" + op) + "_" + mode
            args = [np.array([x], np.float32) for x in xs[:n]]
            with np.errstate(all="ignore"):
                got = np.asarray(rounded(name, args), np.float32)[0]
            want = model(op, mode, xs[:n], np.float32)
            assert _same(got, want), (name, xs[:n], got, want)
    from warpsmith.backends.sim_rounding import fma_exact  # the fma builtin's fast path
    with np.errstate(all="ignore"):
        got = fma_exact(*[np.array([x], np.float32) for x in xs])[0]
    assert _same(got, model("fma", "rn", xs, np.float32))


def test_widely_different_exponents_and_ties():
    """Sums whose exact value is not one float64 (2^100 + 2^-100) and fma ties that a
    float64 computation rounds twice."""
    big, tiny = np.float32(2.0 ** 100), np.float32(2.0 ** -100)
    assert rounded("fadd_ru", [big, tiny]) == np.nextafter(big, np.float32(np.inf))
    assert rounded("fadd_rd", [big, tiny]) == big
    assert rounded("fsub_rz", [big, tiny]) == np.nextafter(big, np.float32(0))
    # fma(1 + 2^-23, 1 - 2^-24 ... ): x = 1 + 2^-24 + 2^-70 is just above a tie of float32
    a = np.float32(1 + 2.0 ** -12)
    b = np.float32(1 + 2.0 ** -12)
    c = np.float32(-(2.0 ** -24))  # a*b = 1 + 2^-11 + 2^-24: c cancels the 2^-24
    for mode in MODES:
        want = model("fma", mode, [float(a), float(b), float(c)], np.float32)
        assert _same(np.asarray(rounded(f"fmaf_{mode}", [a, b, c]), np.float32), want)
    # a*b + c exactly halfway between two floats in float64, with a tail below float64:
    # one rounding must follow the tail (float64 then float32 would round to even)
    from warpsmith.backends.sim_rounding import fma_exact
    rng = np.random.default_rng(8)
    i, j = rng.integers(-10, 10, 400), rng.integers(-10, 10, 400)
    a = (3.0 * 2.0 ** i).astype(np.float32)  # a*b = 3 + 1.5 ulp: a float32 midpoint
    b = ((1 + 2.0 ** -23) * 2.0 ** j).astype(np.float32)
    c = (rng.choice([-1.0, 1.0], 400) * 2.0 ** (i + j - 60)).astype(np.float32)
    got = fma_exact(a, b, c)
    naive = (a.astype(np.float64) * b + c).astype(np.float32)
    assert (got != naive).sum() > 100  # the double rounding happens on these inputs
    for i in range(0, 400, 3):
        assert _same(got[i], model("fma", "rn", [float(a[i]), float(b[i]), float(c[i])],
                                   np.float32))
    assert rounded("fadd_rd", [np.float32(3.0), np.float32(-3.0)]) == 0
    assert math.copysign(1, rounded("fadd_rd", [np.float32(3.0), np.float32(-3.0)])) == -1
    assert math.copysign(1, rounded("fadd_rn", [np.float32(3.0), np.float32(-3.0)])) == 1
    assert rounded("fmul_rz", [np.float32(3e38), np.float32(2.0)]) == np.finfo(np.float32).max
    assert np.isinf(rounded("fmul_ru", [np.float32(3e38), np.float32(2.0)]))


@settings(derandomize=True, max_examples=60, deadline=None)
@given(_f64(), _f64(), _f64())
def test_double_rounding_intrinsics_equal_an_exact_model(a, b, c):
    """``__dadd_rz`` .. ``__fma_rd`` on doubles, bit for bit."""
    xs = [a, b, c]
    for op, n in _OPS:
        for mode in MODES:
            if op == "fma" and mode == "rn":  # __fma_rn is the fma builtin: fma_exact
                from warpsmith.backends.sim_rounding import fma_exact
                got = fma_exact(*[np.array([x]) for x in xs])[0]
                assert _same(got, model("fma", "rn", xs, np.float64)), xs
                continue
            name = ("fma" if op == "fma" else "d" + op) + "_" + mode
            got = np.asarray(rounded(name, [np.array([x]) for x in xs[:n]]), np.float64)[0]
            want = model(op, mode, xs[:n], np.float64)
            assert _same(got, want), (name, xs[:n], got, want)


_INTS = {"int": np.int32, "uint": np.uint32, "ll": np.int64, "ull": np.uint64}


@settings(derandomize=True, max_examples=120, deadline=None)
@given(st.integers(-2 ** 63, 2 ** 64 - 1), _f64())
def test_rounding_conversions_equal_an_exact_model(i, x):
    """Integer -> float/double in every mode, float/double -> integer (saturating; NaN: 0
    from float to 32 bits, else the top bit alone, as the GPU), double -> float in every
    mode, and __double2hiint/loint/__hiloint2double."""
    from warpsmith.ir.builtins import ROUNDED

    for src, dt in _INTS.items():
        info = np.iinfo(dt)
        v = dt(min(max(i, info.min), info.max))
        for dst, fdt in (("float", np.float32), ("double", np.float64)):
            for mode in ("rz", "ru", "rd"):
                name = f"{src}2{dst}_{mode}"
                if name in ROUNDED:
                    want = fdt(0.0) if v == 0 else _round_q(Fraction(int(v)), mode, fdt)
                    assert _same(np.asarray(rounded(name, [np.array([v])]))[0], want), name
    for src, fdt in (("float", np.float32), ("double", np.float64)):
        with np.errstate(all="ignore"):
            f = float(fdt(x))
        for dst, dt in _INTS.items():
            info = np.iinfo(dt)
            for mode in ("rn", "rz", "ru", "rd"):
                if mode == "rz" and src == "float" and dst in ("int", "uint"):
                    continue  # a C cast
                if math.isnan(f):  # the H100's results (scripts/gpu_builtins.sh)
                    if src == "float" and info.bits == 32:
                        want = 0
                    else:
                        top = 1 << (info.bits - 1)
                        want = -top if info.min < 0 else top
                elif math.isinf(f):
                    want = info.max if f > 0 else info.min
                else:
                    r = {"rn": round, "ru": math.ceil, "rd": math.floor,
                         "rz": math.trunc}[mode](Fraction(f))
                    want = min(max(int(r), info.min), info.max)
                got = int(np.asarray(rounded(f"{src}2{dst}_{mode}", [np.array([f], fdt)]))[0])
                assert got == want, (src, dst, mode, f)
    for mode in ("rz", "ru", "rd"):
        want = np.float32(x) if not math.isfinite(x) or x == 0 else _round_q(
            Fraction(x), mode, np.float32)
        assert _same(np.asarray(rounded(f"double2float_{mode}", [np.array([x])]))[0], want)
    d = np.array([x])
    hi, lo = rounded("double2hiint", [d]), rounded("double2loint", [d])
    assert rounded("hiloint2double", [hi, lo]).view(np.uint64)[0] == d.view(np.uint64)[0]
    assert int(hi[0]) == int(d.view(np.int64)[0]) >> 32


# ------------------------------------------------------------------ through the frontend

KERNEL = """
__global__ void k(const float *x, const float *y, const double *d, const long long *l,
                  float *o, double *od, int *oi, unsigned int *ou, int *cnt) {
    int t = threadIdx.x;
    float a = __ldcg(&x[t]), b = __ldcs(y + t);
    o[8 * t + 0] = __fadd_rz(a, b);
    o[8 * t + 1] = __fmul_ru(a, b);
    o[8 * t + 2] = __fdiv_rd(a, b);
    o[8 * t + 3] = __fsqrt_ru(a);
    o[8 * t + 4] = __fmaf_rz(a, b, 1.0f);
    o[8 * t + 5] = __frsqrt_rn(a);
    o[8 * t + 6] = __double2float_rd(d[t]);
    __stcg(&o[8 * t + 7], __ll2float_ru(l[t]));
    od[2 * t] = __dadd_ru(d[t], 1e-30);
    od[2 * t + 1] = __hiloint2double(__double2hiint(d[t]), __double2loint(d[t]));
    oi[t] = __float2int_rn(a) + __double2int_rd(d[t]);
    ou[t] = __float2uint_ru(b);
    atomicAdd_system(cnt, 1);
    __threadfence_system();
    __nanosleep(10);
}
"""


def _kernel_inputs(n=64, seed=3):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(n) * 100).astype(np.float32)
    x[:6] = [0.0, -0.0, 2.5, -2.5, 3e38, 1e-45]
    y = (rng.standard_normal(n) * 3).astype(np.float32)
    y[:6] = [0.0, 3.0, 7.0, -3.0, 1e-3, 0.5]
    d = rng.standard_normal(n) * 1e10
    lg = rng.integers(-2 ** 63, 2 ** 63 - 1, n, dtype=np.int64)
    return {"x": x, "y": y, "d": d, "l": lg, "o": np.zeros(8 * n, np.float32),
            "od": np.zeros(2 * n), "oi": np.zeros(n, np.int32), "ou": np.zeros(n, np.uint32),
            "cnt": np.zeros(1, np.int32)}


def test_rounding_intrinsics_through_a_kernel_and_the_cuda_printer():
    """Read, simulated, printed as CUDA and read back: the same results, equal to the
    model; the OpenCL printer refuses ``__fadd_rz`` naming it."""
    n = 64
    args = _kernel_inputs(n)
    k = ws.read(KERNEL).kernel("k")
    out = ws.run(k, ws.Launch((1,), (n,)), {a: v.copy() for a, v in args.items()}).outputs
    x, y, d, lg = (args[v] for v in ("x", "y", "d", "l"))
    for t in range(n):
        a, b = float(x[t]), float(y[t])
        want = [model("add", "rz", [a, b], np.float32), model("mul", "ru", [a, b], np.float32),
                model("div", "rd", [a, b], np.float32), model("sqrt", "ru", [a], np.float32),
                model("fma", "rz", [a, b, 1.0], np.float32),
                model("rsqrt", "rn", [a], np.float32),
                _round_q(Fraction(float(d[t])), "rd", np.float32),
                _round_q(Fraction(int(lg[t])), "ru", np.float32)]
        for j, w in enumerate(want):
            assert _same(out["o"][8 * t + j], w), (t, j)
        assert _same(out["od"][2 * t], model("add", "ru", [float(d[t]), 1e-30], np.float64))
        assert out["od"][2 * t + 1] == d[t]
        sat = [max(-2 ** 31, min(2 ** 31 - 1, v)) for v in (round(Fraction(a)),
                                                             math.floor(d[t]))]
        assert int(out["oi"][t]) == (sum(sat) + 2 ** 31) % 2 ** 32 - 2 ** 31
        assert out["ou"][t] == (max(0, math.ceil(b)) if b < 2 ** 32 else 2 ** 32 - 1)
    assert out["cnt"][0] == n
    cuda = ws.translate(k, "cuda").text
    for spelling in ("__fadd_rz(", "__frsqrt_rn(", "__ldcg(", "__stcg(", "__ll2float_ru(",
                     "atomicAdd_system(", "__threadfence_system()", "__nanosleep("):
        assert spelling in cuda
    back = ws.run(ws.read(cuda).kernel("k"), ws.Launch((1,), (n,)),
                  {a: v.copy() for a, v in args.items()}).outputs
    for buf in out:
        assert out[buf].tobytes() == back[buf].tobytes(), buf
    with pytest.raises(WarpsmithError, match="__fadd_rz"):
        ws.translate(k, "opencl")


def test_fma_on_floats_is_rounded_once():
    """``fmaf``/``__fmaf_rn`` on float32: one rounding of the exact a*b+c (a float64
    computation rounds twice when a*b+c lies near a float32 midpoint)."""
    src = ("__global__ void k(const float *a, const float *b, const float *c, float *o) {\n"
           "  int t = threadIdx.x; o[t] = __fmaf_rn(a[t], b[t], c[t]); }\n")
    rng = np.random.default_rng(5)
    n = 256
    a = np.uint32(0x3F800000) + rng.integers(0, 1 << 23, n).astype(np.uint32)
    a, b = a.view(np.float32), rng.standard_normal(n).astype(np.float32)
    c = (-(a.astype(np.float64) * b)).astype(np.float32)  # heavy cancellation
    c[::3] = rng.standard_normal(n)[::3].astype(np.float32)
    out = ws.run(ws.read(src).kernel("k"), ws.Launch((1,), (n,)),
                 {"a": a, "b": b, "c": c, "o": np.zeros(n, np.float32)}).outputs["o"]
    for i in range(n):
        assert _same(out[i], model("fma", "rn", [float(a[i]), float(b[i]), float(c[i])],
                                   np.float32))


OPENCL = """
__kernel void k(__global const float *x, __global const float *y, __global const double *d,
                __global const long *l, __global int *oi, __global uint *ou,
                __global float *of, __global double *od) {
    int t = get_global_id(0);
    oi[3 * t] = convert_int_sat_rte(x[t]);
    oi[3 * t + 1] = convert_int_sat_rtp(x[t]);
    oi[3 * t + 2] = convert_int_sat_rtn(d[t]);
    ou[t] = convert_uint_sat_rtp(y[t]);
    of[4 * t] = convert_float_rtz(l[t]);
    of[4 * t + 1] = convert_float_rtp(d[t]);
    of[4 * t + 2] = convert_float_rtn(oi[3 * t + 2]);
    of[4 * t + 3] = x[t] * y[t] + x[t];
    od[t] = convert_double_rtp(l[t]);
}
"""


def _opencl_inputs(n=64, seed=7):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(n) * 1e9).astype(np.float32)
    x[:8] = [0.5, 1.5, 2.5, -0.5, -2.5, 3e9, -3e9, 0.0]
    y = (rng.standard_normal(n) * 100).astype(np.float32)
    y[:2] = [-5.0, 5e9]
    d = rng.standard_normal(n) * 1e12
    d[:3] = [1e300, -1e300, 2.5]
    lg = rng.integers(-2 ** 63, 2 ** 63 - 1, n, dtype=np.int64)
    return {"x": x, "y": y, "d": d, "l": lg, "oi": np.zeros(3 * n, np.int32),
            "ou": np.zeros(n, np.uint32), "of": np.zeros(4 * n, np.float32),
            "od": np.zeros(n)}


def test_opencl_rounding_conversions_read_as_cuda_intrinsics():
    """OpenCL ``convert_T[_sat]_rtX`` of scalars reads as the CUDA rounding conversion and
    prints back in both dialects; the simulator equals the model."""
    k = ws.read(OPENCL, dialect="opencl").kernel("k")
    cuda = ws.translate(k, "cuda").text
    for s in ("__float2int_rn(", "__float2int_ru(", "__double2int_rd(", "__float2uint_ru(",
              "__ll2float_rz(", "__double2float_ru(", "__int2float_rd(", "__ll2double_ru("):
        assert s in cuda
    ocl = ws.translate(k, "opencl").text
    assert "convert_float_rtz(" in ocl and "convert_int_sat_rtn(" in ocl
    n = 64
    args = _opencl_inputs(n)
    out = ws.run(k, ws.Launch((1,), (n,)), {a: v.copy() for a, v in args.items()}).outputs
    back = ws.run(ws.read(cuda).kernel("k"), ws.Launch((1,), (n,)),
                  {a: v.copy() for a, v in args.items()}).outputs
    for buf in out:
        assert out[buf].tobytes() == back[buf].tobytes(), buf
    for t in range(n):
        assert _same(out["of"][4 * t], _round_q(Fraction(int(args["l"][t])), "rz", np.float32))
        assert out["oi"][3 * t] == max(-2 ** 31, min(2 ** 31 - 1, round(Fraction(
            float(args["x"][t])))))


@pytest.mark.pocl
def test_opencl_rounding_conversions_on_pocl_equal_the_simulator():
    """The same kernel on PoCL: every result bit for bit (conversions in a rounding mode
    are exact in OpenCL C; fp64 through cl_khr_fp64)."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    k = ws.read(OPENCL, dialect="opencl").kernel("k")
    n = 64
    args = _opencl_inputs(n)
    sim = ws.run(k, ws.Launch((1,), (n,)), {a: v.copy() for a, v in args.items()}).outputs
    gpu = ws.run(k, ws.Launch((1,), (n,)), {a: v.copy() for a, v in args.items()},
                 backend="opencl").outputs
    for buf in ("oi", "ou", "od"):
        assert sim[buf].tobytes() == gpu[buf].tobytes(), buf
    # of[4t+3] is x*y+x, which OpenCL may contract into an fma: compared with a tolerance
    of_s, of_g = sim["of"].reshape(n, 4), gpu["of"].reshape(n, 4)
    assert of_s[:, :3].tobytes() == of_g[:, :3].tobytes()
    assert np.allclose(of_s[:, 3], of_g[:, 3], rtol=1e-6)


def test_cache_hints_and_system_scope_in_opencl():
    """``__ldcg``/``__stcs`` print in OpenCL as plain accesses; system-scope atomics,
    ``__threadfence_system`` and ``__nanosleep`` are refused there, naming them."""
    src = ("__global__ void k(float *a, float *b) { int t = threadIdx.x;\n"
           "  __stcs(&b[t], __ldcg(&a[t]) + __ldlu(a + t)); }\n")
    k = ws.read(src).kernel("k")
    text = ws.translate(k, "opencl").text
    assert "*(&b[t]) = " in text or "b[t] = " in text
    a = np.arange(32, dtype=np.float32)
    out = ws.run(k, ws.Launch((1,), (32,)), {"a": a, "b": np.zeros(32, np.float32)})
    assert out.outputs["b"].tolist() == (2 * a).tolist()
    for call in ("atomicAdd_system(p, 1)", "__threadfence_system()", "__nanosleep(5)"):
        src = f"__global__ void k(int *p) {{ {call}; }}\n"
        with pytest.raises(WarpsmithError, match="OpenCL"):
            ws.translate(ws.read(src).kernel("k"), "opencl")
    with pytest.raises(WarpsmithError, match="scalar and vector"):
        ws.read("struct S { int a; };\n__global__ void k(S *p, S *q) { *q = __ldcg(p); }\n")


# ----------------------------------------------------------------- CUDA 12 SIMD functions

def _vi_model(op: str, ty: str, relu: bool, xs: list[int]) -> int:
    w = 16 if ty.endswith("x2") else 32
    signed = ty.startswith("s")
    out = 0
    for lane in range(32 // w):
        vals = [(x >> (w * lane)) & ((1 << w) - 1) for x in xs]
        if signed:
            vals = [v - (1 << w) if v >> (w - 1) else v for v in vals]
        if op.startswith("add"):
            s = (vals[0] + vals[1]) & ((1 << w) - 1)
            s = s - (1 << w) if signed and s >> (w - 1) else s
            vals = [s, vals[2]]
        r = (max if "max" in op else min)(vals)
        r = max(r, 0) if relu else r
        out |= (r & ((1 << w) - 1)) << (w * lane)
    return out


@settings(derandomize=True, max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 2 ** 32 - 1), min_size=3, max_size=3))
def test_cuda12_simd_functions_equal_a_scalar_model(xs):
    """``__vimax3_s16x2``, ``__viaddmin_u32``, ``__vimax_s32_relu``, ... (CUDA Math API,
    "SIMD Intrinsics", CUDA 12) against a lane-by-lane model."""
    from warpsmith.backends.sim_intrinsics import fixed
    from warpsmith.ir.builtins import signature

    names = [n for n in __import__("warpsmith.ir.builtins", fromlist=["_FIXED"])._FIXED
             if n.startswith("vi")]
    assert len(names) == 28
    for name in names:
        body = name[2:]
        relu = body.endswith("_relu")
        op, ty = body.removesuffix("_relu").split("_")
        argt, rt = signature(name)
        vs = [np.array([x], np.uint32).astype(np.int32 if t.signed else np.uint32)
              for x, t in zip(xs, argt)]
        got = int(np.asarray(fixed(name, vs, rt.signed)).astype(np.int64)[0]) & 0xFFFFFFFF
        assert got == _vi_model(op, ty, relu, xs[:len(argt)]), name


def test_vibmax_vibmin_store_the_comparison():
    """``__vibmax_s32(a, b, &p)``: max(a, b) and p = (a >= b); ``__vibmin``: min, a <= b;
    unsigned forms compare unsigned. Printed back as written; refused in OpenCL."""
    src = ("__global__ void k(const int *a, int *o, bool *p) { int t = threadIdx.x;\n"
           "  o[4 * t] = __vibmax_s32(a[t], a[t + 1], &p[4 * t]);\n"
           "  o[4 * t + 1] = __vibmin_s32(a[t], a[t + 1], &p[4 * t + 1]);\n"
           "  o[4 * t + 2] = (int)__vibmax_u32(a[t], a[t + 1], &p[4 * t + 2]);\n"
           "  o[4 * t + 3] = (int)__vibmin_u32(a[t], a[t + 1], &p[4 * t + 3]); }\n")
    rng = np.random.default_rng(9)
    a = rng.integers(-2 ** 31, 2 ** 31 - 1, 33).astype(np.int32)
    a[:4] = [5, 5, -1, 3]
    k = ws.read(src).kernel("k")
    out = ws.run(k, ws.Launch((1,), (32,)), {"a": a, "o": np.zeros(128, np.int32),
                                            "p": np.zeros(128, np.bool_)}).outputs
    o, p = out["o"].reshape(32, 4), out["p"].reshape(32, 4)
    for t in range(32):
        x, y = int(a[t]), int(a[t + 1])
        ux, uy = x & 0xFFFFFFFF, y & 0xFFFFFFFF
        s32 = lambda v: v - (1 << 32) if v >> 31 else v  # noqa: E731
        assert o[t].tolist() == [max(x, y), min(x, y), s32(max(ux, uy)), s32(min(ux, uy))]
        assert p[t].tolist() == [x >= y, x <= y, ux >= uy, ux <= uy]
    assert "__vibmin_u32(" in ws.translate(k, "cuda").text
    with pytest.raises(WarpsmithError, match="vibmax_s32"):
        ws.translate(k, "opencl")


def test_nanf_with_a_tag():
    """CUDA's nanf("")/nan("7"): a quiet NaN (the tag is a payload, not modelled); printed
    back as written, as nan(0u)/nan(0ul) in OpenCL."""
    src = ('__global__ void k(float *o, double *d) { o[threadIdx.x] = nanf("");\n'
           '  d[threadIdx.x] = nan("7"); }\n')
    k = ws.read(src).kernel("k")
    out = ws.run(k, ws.Launch((1,), (4,)), {"o": np.zeros(4, np.float32),
                                           "d": np.zeros(4)}).outputs
    assert np.isnan(out["o"]).all() and np.isnan(out["d"]).all()
    assert 'nanf("")' in ws.translate(k, "cuda").text
    assert "nan(0ul)" in ws.translate(k, "opencl").text
