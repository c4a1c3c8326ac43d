"""OpenCL 1.2 and 2.0 built-ins added for issue 17 (docs/realcode.md "Builtins added"): the
simulator against NumPy/Python models, the CUDA expansions read back and run equal, PoCL
against the simulator for the 1.2 functions. PoCL (this version) implements neither the
work-group collectives nor sub-groups, so the collectives are checked against a Python
model only."""

from __future__ import annotations

import math

import pytest

np = pytest.importorskip("numpy")

import warpsmith as ws  # noqa: E402
from warpsmith.ir.errors import WarpsmithError  # noqa: E402

CL12 = """
__kernel void k(__global const float *x, __global const float *y, __global const int *a,
                __global const uint *u, __global float *o, __global int *oi,
                __global long *l, __global ulong *ul, __global float2 *v) {
    int t = get_global_id(0);
    o[8 * t] = acospi(x[t] / 100.0f);
    o[8 * t + 1] = asinpi(x[t] / 100.0f) + atanpi(x[t]);
    o[8 * t + 2] = atan2pi(x[t], y[t]);
    o[8 * t + 3] = logb(x[t]);
    o[8 * t + 4] = maxmag(x[t], y[t]) - minmag(x[t], y[t]);
    o[8 * t + 5] = pown(x[t], a[t] % 7);
    o[8 * t + 6] = bitselect(x[t], y[t], as_float(u[t]));
    o[8 * t + 7] = fast_length((float2)(x[t], y[t]));
    v[t] = maxmag((float2)(x[t], y[t]), (float2)(y[t], x[t]));
    oi[4 * t] = mad_hi(a[t], a[t + 1], 5);
    oi[4 * t + 1] = mad_sat(a[t], a[t + 1], a[t + 2]);
    oi[4 * t + 2] = bitselect(a[t], a[t + 1], a[t + 2]);
    oi[4 * t + 3] = (int)get_global_offset(0) + (int)get_global_linear_id();
    l[t] = upsample(a[t], u[t]);
    ul[t] = upsample(u[t], u[t + 1]) + mad_sat(u[t], u[t], u[t]);
}
"""


def _inputs(n=64, seed=1):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(n + 4) * 50).astype(np.float32)
    x[:7] = [0.0, -0.0, 100.0, -100.0, 1e-40, np.inf, 3.0]
    y = (rng.standard_normal(n + 4) * 50).astype(np.float32)
    y[:7] = [0.0, 5.0, -100.0, 100.0, 3.0, 2.0, -3.0]
    a = rng.integers(-2 ** 31, 2 ** 31 - 1, n + 4).astype(np.int32)
    a[:4] = [2 ** 31 - 1, 2 ** 31 - 1, -2 ** 31, 7]
    u = rng.integers(0, 2 ** 32, n + 4, dtype=np.uint64).astype(np.uint32)
    return {"x": x, "y": y, "a": a, "u": u, "o": np.zeros(8 * n, np.float32),
            "oi": np.zeros(4 * n, np.int32), "l": np.zeros(n, np.int64),
            "ul": np.zeros(n, np.uint64), "v": np.zeros(2 * n, np.float32)}


def _run(k, args, launch, **kw):
    return ws.run(k, launch, {a: v.copy() for a, v in args.items()}, **kw).outputs


def _f32(v):
    return np.float32(v)


def test_opencl12_builtins_equal_a_numpy_model():
    """acospi .. upsample on the simulator against a scalar model (the pi functions and
    pown: float64 then rounded once, as documented)."""
    n = 64
    args = _inputs(n)
    out = _run(ws.read(CL12, dialect="opencl").kernel("k"), args, ws.Launch((2,), (32,)))
    x, y, a, u = (args[k].astype(np.float64) if k in "xy" else args[k] for k in "xyau")
    o, oi = out["o"].reshape(n, 8), out["oi"].reshape(n, 4)
    with np.errstate(all="ignore"):
        for t in range(n):
            xt, yt = float(args["x"][t]), float(args["y"][t])
            want = [_f32(math.acos(xt / 100) / math.pi) if abs(xt) <= 100 else np.nan,
                    None, _f32(math.atan2(xt, yt) / math.pi), None, None,
                    _f32(float(np.float64(xt) ** (int(a[t]) % 7 if a[t] >= 0 else
                                                  -((-int(a[t])) % 7)))), None,
                    _f32(math.sqrt(_f32(xt * xt) + _f32(yt * yt)))]
            for j in (0, 2, 5):
                assert np.isclose(o[t, j], want[j], rtol=2e-7, equal_nan=True) or (
                    np.isinf(want[j]) and np.isinf(o[t, j])), (t, j)
            fx = np.float32(xt)
            logb = -np.inf if fx == 0 else (abs(fx) if not np.isfinite(fx) else
                                            np.floor(np.log2(abs(np.float64(fx)))))
            assert o[t, 3] == _f32(logb)
            mx = xt if abs(xt) > abs(yt) else yt if abs(yt) > abs(xt) else max(xt, yt)
            mn = xt if abs(xt) < abs(yt) else yt if abs(yt) < abs(xt) else min(xt, yt)
            assert o[t, 4] == _f32(mx) - _f32(mn) or np.isnan(o[t, 4])
            bits = (args["x"][t:t + 1].view(np.uint32)[0] & ~u[t]) | (
                args["y"][t:t + 1].view(np.uint32)[0] & u[t])
            assert o[t, 6:7].view(np.uint32)[0] == bits
            ai, bi, ci = int(a[t]), int(a[t + 1]), int(a[t + 2])
            wrap = lambda v: (v + 2 ** 31) % 2 ** 32 - 2 ** 31  # noqa: E731
            assert oi[t, 0] == wrap(((ai * bi) >> 32) + 5)
            assert oi[t, 1] == max(-2 ** 31, min(2 ** 31 - 1, ai * bi + ci))
            assert oi[t, 2] == wrap((ai & ~ci) | (bi & ci))
            assert oi[t, 3] == t
            assert out["l"][t] == (ai << 32) | int(u[t])
            assert int(out["ul"][t]) == ((int(u[t]) << 32) | int(u[t + 1])) + min(
                2 ** 32 - 1, int(u[t]) ** 2 + int(u[t]))


def test_opencl12_builtins_print_as_cuda_and_run_the_same():
    """The CUDA expansions (docs/realcode.md) read back and simulate bit for bit equal."""
    args = _inputs()
    k = ws.read(CL12, dialect="opencl").kernel("k")
    cuda = ws.translate(k, "cuda").text
    assert "acos((double)" in cuda and "__int_as_float(" in cuda and "__mulhi(" in cuda
    launch = ws.Launch((2,), (32,))
    a, b = _run(k, args, launch), _run(ws.read(cuda).kernel("k"), args, launch)
    for buf in a:
        assert a[buf].tobytes() == b[buf].tobytes(), buf
    src = "__kernel void k(__global long *a) { a[0] = mad_sat(a[0], a[1], a[2]); }\n"
    with pytest.raises(WarpsmithError, match="mad_sat"):
        ws.translate(ws.read(src, dialect="opencl"), "cuda")


@pytest.mark.pocl
def test_opencl12_builtins_on_pocl_equal_the_simulator():
    """PoCL against the simulator: the integer functions, logb, maxmag/minmag and
    bitselect bit for bit; the pi functions and pown within 2 ulps (PoCL's libm; OpenCL
    allows 4 to 16)."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    n = 64
    args = _inputs(n)
    k = ws.read(CL12, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    sim, cl = _run(k, args, launch), _run(k, args, launch, backend="opencl")
    for buf in ("oi", "l", "ul", "v"):
        assert sim[buf].tobytes() == cl[buf].tobytes(), buf
    so, co = sim["o"].reshape(n, 8), cl["o"].reshape(n, 8)
    for j in (3, 4, 6, 7):
        assert so[:, j].tobytes() == co[:, j].tobytes(), j
    for j in (0, 1, 2, 5):
        s, c = so[:, j], co[:, j]
        both_nan = np.isnan(s) & np.isnan(c)
        ulps = np.abs(s.view(np.int32).astype(np.int64) - c.view(np.int32).astype(np.int64))
        assert (both_nan | (ulps <= 2)).all(), j


WG = """
__kernel void k(__global const int *a, __global const float *f, __global int *o,
                __global float *of) {
    int t = get_global_id(0) + get_global_id(1) * get_global_size(0);
    o[8 * t] = work_group_reduce_add(a[t]);
    o[8 * t + 1] = work_group_scan_inclusive_max(a[t]);
    o[8 * t + 2] = work_group_scan_exclusive_min(a[t]);
    o[8 * t + 3] = work_group_broadcast(a[t], 3, 1);
    o[8 * t + 4] = work_group_all(a[t] > -90) + 2 * work_group_any(a[t] == 5);
    o[8 * t + 5] = work_group_scan_exclusive_add(a[t]);
    o[8 * t + 6] = work_group_reduce_min(a[t]);
    o[8 * t + 7] = (int)get_local_linear_id();
    of[t] = work_group_scan_inclusive_add(f[t]);
}
"""


def test_work_group_collectives_equal_a_python_model():
    """Each work-group (8x4 work-items, 4 groups) combines its values in local linear id
    order: reduce, inclusive/exclusive scans with their identities, broadcast from (3, 1),
    all/any."""
    gx, gy, bx, by = 2, 2, 8, 4
    n = gx * gy * bx * by
    rng = np.random.default_rng(2)
    a = rng.integers(-100, 100, n).astype(np.int32)
    a[::17] = 5
    f = rng.integers(-64, 64, n).astype(np.float32) / np.float32(8)
    k = ws.read(WG, dialect="opencl").kernel("k")
    out = ws.run(k, ws.Launch((gx, gy), (bx, by)), {
        "a": a, "f": f, "o": np.zeros(8 * n, np.int32), "of": np.zeros(n, np.float32)})
    o = out.outputs["o"].reshape(n, 8)
    for group_y in range(gy):
        for group_x in range(gx):
            ts = [(group_y * by + ly) * (gx * bx) + group_x * bx + lx
                  for ly in range(by) for lx in range(bx)]  # local linear id order
            va = [int(a[t]) for t in ts]
            for i, t in enumerate(ts):
                assert o[t, 0] == sum(va)
                assert o[t, 1] == max(va[:i + 1])
                assert o[t, 2] == (min(va[:i]) if i else 2 ** 31 - 1)
                assert o[t, 3] == va[1 * bx + 3]
                assert o[t, 4] == int(all(v > -90 for v in va)) + 2 * int(5 in va)
                assert o[t, 5] == sum(va[:i])
                assert o[t, 6] == min(va)
                assert o[t, 7] == i
                assert out.outputs["of"][t] == np.float32(sum(float(f[s]) for s in ts[:i + 1]))


def test_work_group_collectives_are_collectives():
    """A collective under divergent control is an error (it is a barrier); CUDA has
    work_group_all/any (__syncthreads_and/or); the others print as CUDA through shared
    memory (docs/ocl2.md; tests/test_builtins_ocl2.py runs them)."""
    bad = ("__kernel void k(__global int *a) { int t = get_global_id(0);\n"
           "  if (t < 3) a[t] = work_group_reduce_add(a[t]); }\n")
    k = ws.read(bad, dialect="opencl").kernel("k")
    with pytest.raises(WarpsmithError, match="barrier"):
        ws.run(k, ws.Launch((1,), (32,)), {"a": np.zeros(32, np.int32)})
    ok = ("__kernel void k(__global int *a) { int t = get_global_id(0);\n"
          "  a[t] = work_group_all(a[t] >= 0) + work_group_any(a[t] > 3); }\n")
    cuda = ws.translate(ws.read(ok, dialect="opencl"), "cuda").text
    assert "__syncthreads_and(" in cuda and "__syncthreads_or(" in cuda
    assert "ws_work_group_scan<int>(a[t], 0, 0, 0)" in ws.translate(
        ws.read(bad, dialect="opencl"), "cuda").text


CL12B = """
__kernel void k(__global const float *x, __global const float *y, __global const int *n,
                __global const uint *c, __global float *o) {
    int t = get_global_id(0);
    o[4 * t] = tanpi(x[t]);
    o[4 * t + 1] = powr(x[t], y[t]);
    o[4 * t + 2] = rootn(x[t], n[t]);
    o[4 * t + 3] = nan(c[t]);
}
"""


def _inputs_b(n=64):
    rng = np.random.default_rng(3)
    x = (rng.standard_normal(n) * 3).astype(np.float32)
    x[:12] = [0, -0.0, 2, 3, -2, -3, 2.5, 3.5, -0.5, 1, np.inf, -8]
    y = (rng.standard_normal(n) * 3).astype(np.float32)
    y[:12] = [0, 1, -1, 0, 2, np.inf, 3, 0.5, 2, np.inf, 0, 3]
    k = rng.integers(-5, 6, n).astype(np.int32)
    k[:12] = [0, 3, -3, 2, -2, 3, 1, 5, 4, 3, 0, 3]
    c = rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32)
    return {"x": x, "y": y, "n": k, "c": c, "o": np.zeros(4 * n, np.float32)}


def test_tanpi_powr_rootn_nan_special_values_and_cuda():
    """OpenCL C 1.2's special values (7.5.1): tanpi's signed zeros and infinities, powr's
    NaNs, rootn's NaNs and signs; nan() is a quiet NaN; the CUDA expansions run equal."""
    args = _inputs_b()
    k = ws.read(CL12B, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    o = _run(k, args, launch)["o"].reshape(-1, 4)
    sign = lambda v: math.copysign(1, v)  # noqa: E731
    tan = o[:12, 0]
    # tanpi(n) = copysign(0, n) for even n, copysign(0, -n) for odd n
    assert [sign(v) for v in tan[:6]] == [1, -1, 1, -1, -1, 1]
    assert (tan[:6] == 0).all() and tan[6] == np.inf and tan[7] == -np.inf and tan[8] == -np.inf
    pw = o[:12, 1]
    assert np.isnan(pw[[0, 4, 9, 10]]).all() and pw[1] == 0 and pw[6] == np.float32(2.5) ** 3
    rt = o[:12, 2]
    assert np.isnan(rt[[0, 4, 8, 10]]).all() and rt[11] == -2 and rt[1] == 0
    assert sign(rt[1]) == -1 and rt[9] == 1 and np.isclose(rt[2], 2 ** (-1 / 3))
    assert np.isclose(rt[5], -(3 ** (1 / 3))) and np.isclose(rt[3], 3 ** 0.5)
    assert np.isnan(o[:, 3]).all()
    cuda = ws.read(ws.translate(k, "cuda").text).kernel("k")
    b = _run(cuda, args, launch)["o"].reshape(-1, 4)
    assert b.tobytes() == o.tobytes()


def test_bitcast_of_a_constant_in_a_conditional():
    """A bit cast of a constant (``__int_as_float(0x7fc00000)``) is a scalar, usable in a
    ``?:`` (it was a 1-element array that a store could not broadcast)."""
    src = ("__global__ void k(const int *n, float *o) { int t = threadIdx.x;\n"
           "  o[t] = n[t] == 0 ? __int_as_float(0x7fc00000) : 1.0f; }\n")
    out = ws.run(ws.read(src).kernel("k"), ws.Launch((1,), (4,)),
                 {"n": np.array([0, 1, 0, 1], np.int32), "o": np.zeros(4, np.float32)})
    o = out.outputs["o"]
    assert np.isnan(o[[0, 2]]).all() and (o[[1, 3]] == 1).all()


@pytest.mark.pocl
def test_tanpi_powr_rootn_on_pocl_within_two_ulps():
    """PoCL against the simulator within 2 ulps (PoCL's pow/sinpi; OpenCL allows 6 to 16),
    zeros compared without their sign (PoCL's tanpi returns +0 at odd integers where the
    specification and the simulator give -0)."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    args = _inputs_b()
    k = ws.read(CL12B, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    s = _run(k, args, launch)["o"].reshape(-1, 4)[:, :3]
    g = _run(k, args, launch, backend="opencl")["o"].reshape(-1, 4)[:, :3]
    same = (s == g) | (np.isnan(s) & np.isnan(g))
    ulps = np.abs(s.view(np.int32).astype(np.int64) - g.view(np.int32).astype(np.int64))
    assert (same | (ulps <= 2)).all()


FRACT = """
__kernel void k(__global const float *x, __global float *o, __global float *fl,
                __global int *sg, __global float *lg) {
    int t = get_global_id(0);
    float w;
    o[t] = fract(x[t], &w);
    fl[t] = w;
    int s;
    lg[t] = lgamma_r(x[t], &s);
    sg[t] = s;
}
"""


def _fract_inputs(n=64):
    rng = np.random.default_rng(4)
    x = (rng.standard_normal(n) * 5).astype(np.float32)
    x[:12] = [0, -0.0, np.inf, -np.inf, np.nan, -1e-9, -3, -2.5, 2.0, -1e-45, -1.5, -0.5]
    return {"x": x, "o": np.zeros(n, np.float32), "fl": np.zeros(n, np.float32),
            "sg": np.zeros(n, np.int32), "lg": np.zeros(n, np.float32)}


def test_fract_and_lgamma_r():
    """fract: x - floor(x) below 1 (-1e-9 gives the float below 1), floor stored, +0 for
    +-inf, NaN for NaN; lgamma_r: C's lgamma (+inf at the poles) and the sign of gamma
    (-1 on (-1, 0) and (-3, -2), 1 on (-2, -1); -1 for -0). The CUDA expansions run equal."""
    args = _fract_inputs()
    k = ws.read(FRACT, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    out = _run(k, args, launch)
    o, fl, sg, lg = (out[b][:12] for b in ("o", "fl", "sg", "lg"))
    assert o[0] == 0 and o[2] == 0 and o[3] == 0 and np.isnan(o[4])
    assert o[5] == np.nextafter(np.float32(1), np.float32(0)) and fl[5] == -1
    assert fl[2] == np.inf and fl[3] == -np.inf and o[7] == 0.5 and fl[7] == -3
    assert sg.tolist() == [1, -1, 1, 1, 1, -1, 1, -1, 1, -1, 1, -1]
    assert np.isinf(lg[[0, 1, 6]]).all() and np.isclose(lg[8], 0.0, atol=1e-7)
    assert np.isclose(lg[10], math.lgamma(-1.5), rtol=1e-6)
    cuda = ws.read(ws.translate(k, "cuda").text).kernel("k")
    back = _run(cuda, args, launch)
    for buf in out:
        assert out[buf].tobytes() == back[buf].tobytes(), buf


@pytest.mark.pocl
def test_fract_and_lgamma_r_on_pocl():
    """PoCL: fract and floor bit for bit; lgamma within 2 ulps where finite; the sign
    where OpenCL defines it (PoCL gives -1 at negative integer poles and -inf, which the
    specification leaves open)."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    args = _fract_inputs()
    k = ws.read(FRACT, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    s, g = _run(k, args, launch), _run(k, args, launch, backend="opencl")
    for buf in ("o", "fl"):  # NaN payloads are not modelled: NaN compared as NaN
        same = (s[buf].view(np.uint32) == g[buf].view(np.uint32)) | (
            np.isnan(s[buf]) & np.isnan(g[buf]))
        assert same.all(), buf
    x = args["x"]
    defined = np.isfinite(x) & ~((x <= 0) & (np.floor(x) == x))
    assert (s["sg"][defined] == g["sg"][defined]).all()
    fin = np.isfinite(s["lg"]) & defined
    ulps = np.abs(s["lg"][fin].view(np.int32).astype(np.int64)
                  - g["lg"][fin].view(np.int32).astype(np.int64))
    assert (ulps <= 2).all() and (np.isinf(g["lg"][np.isinf(s["lg"])])).all()


HALF = """
__kernel void k(__global const half *h, __global float *o, __global half *w,
                __global const float *x) {
    int t = get_global_id(0);
    o[t] = vload_half(t, h);
    float4 v = vload_half4(t, h);
    o[64 + t] = v.x + v.y * 2.0f + v.z * 4.0f + v.w * 8.0f;
    float3 a3 = vloada_half3(t, h);
    o[128 + t] = a3.x - a3.z;
    vstore_half_rtz(x[t], t, w);
    vstore_half2_rtp((float2)(x[t], -x[t]), t + 64, w);
    vstorea_half3_rtn((float3)(x[t], 1e-8f, 70000.0f), t + 64, w);
}
"""


def _half_inputs(n=64):
    rng = np.random.default_rng(5)
    h = (rng.standard_normal(4 * n + 8) * 100).astype(np.float16)
    h[:6] = [0, -0.0, np.inf, 65504, 6e-8, np.nan]
    x = (rng.standard_normal(n) * 1000).astype(np.float32)
    x[:8] = [70000, -70000, 65519, 65520, 1e-8, -1e-8, 3.14159, np.nan]
    return {"h": h, "o": np.zeros(192, np.float32), "w": np.zeros(512, np.float16), "x": x}


def _round_half(v: float, mode: str) -> np.float16:
    """``v`` rounded to half in ``mode`` by searching its two half neighbours."""
    from fractions import Fraction
    if math.isnan(v):
        return np.float16(np.nan)
    near = np.float16(v)
    if math.isinf(near) or Fraction(float(near)) == Fraction(v):
        if math.isinf(near) and not math.isinf(v):
            big = np.float16(65504) if v > 0 else np.float16(-65504)
            up = {"rz": big, "ru": near if v > 0 else big, "rd": big if v > 0 else near}
            return up.get(mode, near)
        return near
    lo = near if Fraction(float(near)) < Fraction(v) else np.nextafter(near, np.float16(-np.inf))
    hi = np.nextafter(lo, np.float16(np.inf))
    return {"rz": lo if v > 0 else hi, "ru": hi, "rd": lo}[mode]


def test_half_storage_loads_and_rounded_stores():
    """vload_half/vload_halfN/vloada_half3 read halfs exactly as floats; vstore_half[N]_rtX
    rounds once in the mode asked (overflow: inf or 65504 as the mode says); the CUDA
    expansion (__half2float, __float2half_rz ..) runs equal."""
    args = _half_inputs()
    k = ws.read(HALF, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    out = _run(k, args, launch)
    h, x, o, w = args["h"].astype(np.float32), args["x"], out["o"], out["w"]
    for t in range(64):
        assert _same_f(o[t], h[t])
        assert _same_f(o[64 + t], np.float32(h[4 * t] + h[4 * t + 1] * 2) + h[4 * t + 2] * 4
                       + h[4 * t + 3] * 8)
        assert _same_f(w[t], _round_half(float(x[t]), "rz"))
        assert _same_f(w[128 + 2 * t], _round_half(float(x[t]), "ru"))
        assert _same_f(w[129 + 2 * t], _round_half(-float(x[t]), "ru"))
        assert _same_f(w[256 + 4 * t], _round_half(float(x[t]), "rd"))
        assert w[257 + 4 * t] == 0 and w[258 + 4 * t] == np.float16(65504)  # 1e-8 rd: +0
    cuda = ws.translate(k, "cuda").text
    assert "__float2half_rz(" in cuda and "__half2float(" in cuda
    back = _run(ws.read(cuda).kernel("k"), args, launch)
    assert all(out[b].tobytes() == back[b].tobytes() for b in out)


def _same_f(a, b) -> bool:
    a, b = np.asarray(a), np.asarray(b, np.asarray(a).dtype)
    return bool((np.isnan(a) and np.isnan(b)) or a.tobytes() == b.tobytes())


@pytest.mark.pocl
def test_half_storage_on_pocl_bit_for_bit():
    """PoCL (core OpenCL 1.2 functions, no cl_khr_fp16 needed) equals the simulator."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    args = _half_inputs()
    k = ws.read(HALF, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    s, g = _run(k, args, launch), _run(k, args, launch, backend="opencl")
    for buf, u in (("o", np.uint32), ("w", np.uint16)):
        same = (s[buf].view(u) == g[buf].view(u)) | (np.isnan(s[buf]) & np.isnan(g[buf]))
        assert same.all(), buf


SHUFFLE = """
__kernel void k(__global const float4 *x, __global const float4 *y, __global const uint4 *m,
                __global float4 *o, __global float2 *o2, __global int4 *oi,
                __global const int2 *xi) {
    int t = get_global_id(0);
    o[t] = shuffle(x[t], m[t]);
    o2[t] = shuffle2(x[t], y[t], (uint2)(m[t].x, m[t].y + 3));
    oi[t] = shuffle(xi[t], (uint4)(1, 0, m[t].z, m[t].w));
}
"""


def _shuffle_inputs(n=64):
    rng = np.random.default_rng(6)
    return {"x": rng.standard_normal(4 * n).astype(np.float32),
            "y": rng.standard_normal(4 * n).astype(np.float32),
            "m": rng.integers(0, 2 ** 32, 4 * n, dtype=np.uint64).astype(np.uint32),
            "o": np.zeros(4 * n, np.float32), "o2": np.zeros(2 * n, np.float32),
            "oi": np.zeros(4 * n, np.int32), "xi": rng.integers(-100, 100, 2 * n).astype(np.int32)}


def test_shuffle_and_shuffle2():
    """Lane i of shuffle is x[mask[i] % m] (the mask's low bits), of shuffle2 the same in
    x's lanes then y's; the CUDA expansion (?: per lane) runs equal; PoCL agrees (below)."""
    n = 64
    args = _shuffle_inputs(n)
    k = ws.read(SHUFFLE, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    out = _run(k, args, launch)
    x, y, m = (args[v].reshape(n, 4) for v in "xym")
    xi = args["xi"].reshape(n, 2)
    assert np.array_equal(out["o"].reshape(n, 4), np.take_along_axis(x, (m & 3).astype(int), 1))
    xy = np.concatenate([x, y], axis=1)
    idx = np.stack([m[:, 0], m[:, 1] + 3], axis=1) & 7
    assert np.array_equal(out["o2"].reshape(n, 2), np.take_along_axis(xy, idx.astype(int), 1))
    mi = np.stack([np.ones(n, np.uint32), np.zeros(n, np.uint32), m[:, 2], m[:, 3]], 1) & 1
    assert np.array_equal(out["oi"].reshape(n, 4), np.take_along_axis(xi, mi.astype(int), 1))
    back = _run(ws.read(ws.translate(k, "cuda").text).kernel("k"), args, launch)
    assert all(out[b].tobytes() == back[b].tobytes() for b in out)


@pytest.mark.pocl
def test_shuffle_on_pocl():
    """PoCL equals the simulator bit for bit."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    args = _shuffle_inputs()
    k = ws.read(SHUFFLE, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (32,))
    s, g = _run(k, args, launch), _run(k, args, launch, backend="opencl")
    assert all(s[b].tobytes() == g[b].tobytes() for b in ("o", "o2", "oi"))


def test_prefetch_is_a_hint():
    """OpenCL prefetch(p, n) changes nothing; it prints back in OpenCL and as a void
    expression in CUDA (which has no such call)."""
    src = ("__kernel void k(__global const float *a, __global float *b) {\n"
           "  int t = get_global_id(0); prefetch(a + t, 16); b[t] = a[t] * 2.0f; }\n")
    k = ws.read(src, dialect="opencl").kernel("k")
    a = np.arange(8, dtype=np.float32)
    out = ws.run(k, ws.Launch((1,), (8,)), {"a": a, "b": np.zeros(8, np.float32)})
    assert out.outputs["b"].tolist() == (2 * a).tolist()
    assert "prefetch(a + t, 16)" in ws.translate(k, "opencl").text
    cuda = ws.translate(k, "cuda").text
    assert "(void)(a + t)" in cuda
    back = ws.run(ws.read(cuda).kernel("k"), ws.Launch((1,), (8,)),
                  {"a": a, "b": np.zeros(8, np.float32)})
    assert back.outputs["b"].tolist() == (2 * a).tolist()


# get_global_id(d) and the other work-item functions with a dimension known only at run
# time (pyclesperanto's multiply_image_and_coordinate_2d_x.cl passes a kernel argument)
DIMS = """
__kernel void k(__global const int *d, __global ulong *o) {
    size_t t = get_global_id(1) * get_global_size(0) + get_global_id(0);
    int e = d[t];
    o[8 * t] = get_global_id(e);
    o[8 * t + 1] = get_local_id(e);
    o[8 * t + 2] = get_group_id(e);
    o[8 * t + 3] = get_global_size(e);
    o[8 * t + 4] = get_local_size(e);
    o[8 * t + 5] = get_num_groups(e + 1) * 10 + get_global_offset(e);
    o[8 * t + 6] = get_local_id((long)e + 4294967296L);
    o[8 * t + 7] = get_global_id(7) + get_global_size(3u);
}
"""
DIM_GRID, DIM_BLOCK = (3, 2), (4, 2)


def _dims_args():
    n = DIM_GRID[0] * DIM_BLOCK[0] * DIM_GRID[1] * DIM_BLOCK[1]
    d = (np.arange(n) % 5 - 1).astype(np.int32)  # -1 (uint 2**32 - 1), 0, 1, 2, 3
    return {"d": d, "o": np.zeros(8 * n, np.uint64)}


def _dims_model(d):
    """OpenCL C 1.2, 6.12.1: dimension d of a 2-D launch (sizes 1, ids 0 in the third);
    outside 0 .. 2 (as uint) the ids and offset are 0, the sizes 1."""
    gx, gy = DIM_GRID
    bx, by = DIM_BLOCK
    o = np.zeros((len(d), 8), np.uint64)
    for y in range(gy * by):
        for x in range(gx * bx):
            t = y * gx * bx + x
            vals = {"gid": (x, y, 0), "lid": (x % bx, y % by, 0), "grp": (x // bx, y // by, 0),
                    "gsz": (gx * bx, gy * by, 1), "lsz": (bx, by, 1), "ng": (gx, gy, 1)}

            def f(kind, e):
                e = int(e) & 0xFFFFFFFF
                return vals[kind][e] if e <= 2 else (1 if kind in ("gsz", "lsz", "ng") else 0)
            e = int(d[t])
            o[t] = [f("gid", e), f("lid", e), f("grp", e), f("gsz", e), f("lsz", e),
                    f("ng", e + 1) * 10, f("lid", e), 0 + 1]
    return o.reshape(-1)


def test_work_item_functions_of_a_runtime_dimension_equal_numpy():
    """A non-constant dimension reads as a select over the three dimensions, with 0 (ids,
    offset) or 1 (sizes) outside them; the simulator equals the model, and the CUDA
    printing (over threadIdx/blockIdx/blockDim/gridDim) reads back and runs the same."""
    args = _dims_args()
    k = ws.read(DIMS, dialect="opencl").kernel("k")
    launch = ws.Launch(DIM_GRID, DIM_BLOCK)
    sim = _run(k, args, launch)
    assert sim["o"].tolist() == _dims_model(args["d"]).tolist()
    cuda = ws.translate(k, "cuda").text
    assert "threadIdx.z" in cuda and "gridDim.y" in cuda and "(unsigned int)" in cuda
    again = _run(ws.read(cuda).kernel("k"), args, launch)
    assert again["o"].tobytes() == sim["o"].tobytes()
    back = ws.read(ws.translate(k, "opencl").text, dialect="opencl").kernel("k")
    assert _run(back, args, launch)["o"].tobytes() == sim["o"].tobytes()


def test_work_item_function_dimension_with_side_effects_is_refused_with_a_location():
    src = "__kernel void k(__global ulong *o, int e) {\n  o[0] = get_local_size(e++);\n}\n"
    with pytest.raises(WarpsmithError, match=r"2:.*get_local_size with a dimension that has"):
        ws.read(src, dialect="opencl")


@pytest.mark.pocl
def test_work_item_functions_of_a_runtime_dimension_on_pocl():
    """PoCL runs the printed OpenCL and agrees with the model."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    args = _dims_args()
    k = ws.read(DIMS, dialect="opencl").kernel("k")
    cl = _run(k, args, ws.Launch(DIM_GRID, DIM_BLOCK), backend="opencl")
    assert cl["o"].tolist() == _dims_model(args["d"]).tolist()
