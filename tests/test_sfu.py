"""The special-function unit's model (backends/sim_sfu.py): MUFU.EX2 / LG2 / RCP / RSQ /
SQRT after PTXM's tables, the PTX ``.approx.f32`` instructions and CUDA's fast-math
functions built on them, their use by the simulator (builtins, inline PTX, cuRAND's float
log-normals).

What is checked here is the model against documented error bounds (CUDA Programming Guide,
intrinsic and standard single-precision functions; PTX ISA for the instructions), its
special values and its internal consistency. Whether it equals the H100 bit for bit is what
``scripts/gpu_sfu.sh`` measures; no GPU value is written here."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends import sim_libdevice as L
from warpsmith.backends import sim_sfu as S
from warpsmith.backends.sim_curand import log_normal_of
from warpsmith.ir.errors import WarpsmithError

f32, u32 = np.float32, np.uint32
TINY = f32(1.1754944e-38)


def bits(v) -> np.ndarray:
    """The uint32 bit patterns of float32 ``v``."""
    return np.asarray(v, f32).view(u32)


def from_bits(b) -> np.ndarray:
    """The float32 values of bit patterns ``b``."""
    return np.asarray(b, np.uint64).astype(u32).view(f32)


def span(lo: float, hi: float, step: int = 1) -> np.ndarray:
    """Every ``step``-th float32 of [lo, hi) (positive lo < hi)."""
    a, b = int(bits(f32(lo))), int(bits(f32(hi)))
    return from_bits(np.arange(a, b, step, dtype=np.uint64))


def ulps(got, want) -> np.ndarray:
    """|got - want| in units of the last place of float32 ``want`` (correctly rounded from
    float64), counted as the distance between their bit patterns (same sign)."""
    w = np.asarray(want, np.float64).astype(f32)
    return np.abs(bits(got).astype(np.int64) - bits(w).astype(np.int64))


def rng_floats(seed, n, lo, hi) -> np.ndarray:
    """``n`` float32 uniform in [lo, hi) from a fixed seed."""
    return np.random.default_rng(seed).uniform(lo, hi, n).astype(f32)


def positive_floats(seed, n) -> np.ndarray:
    """Positive normal floats of every exponent (uniform bit patterns)."""
    return from_bits(np.random.default_rng(seed).integers(0x00800000, 0x7F800000, n))


# ------------------------------------------------------------------ the instructions

def test_squarer_is_the_one_the_sine_uses():
    """PTXM's truncated squarer: sim_sfu's equals sim_libdevice's (MUFU.SIN's) for every
    17-bit operand, and it never exceeds the exact square."""
    x = np.arange(1 << 17, dtype=np.int64)
    sq = S._sq(x)
    assert np.array_equal(sq, L._truncated_squares())
    assert (sq <= x * x).all() and (x * x - sq < 10 << 19).all()


@pytest.mark.parametrize("ftz", [False, True])
def test_instructions_within_the_ptx_bounds(ftz):
    """Over normal inputs and results: rcp.approx 1 ulp, sqrt.approx 1 ulp, rsqrt.approx
    2 ulp, ex2.approx 2 ulp, lg2.approx 2 ulp outside [0.5, 2) and 2^-22 absolute inside."""
    x = positive_floats(11, 1 << 18)
    x64 = x.astype(np.float64)
    assert ulps(S.rcp_approx(x, ftz)[x < 2.0 ** 126], 1 / x64[x < 2.0 ** 126]).max() <= 1
    assert ulps(S.rcp_approx(-x, ftz)[x < 2.0 ** 126], -1 / x64[x < 2.0 ** 126]).max() <= 1
    assert ulps(S.sqrt_approx(x, ftz), np.sqrt(x64)).max() <= 1
    assert ulps(S.rsqrt_approx(x, ftz), 1 / np.sqrt(x64)).max() <= 2
    e = rng_floats(12, 1 << 18, -126, 128)
    assert ulps(S.ex2_approx(e, ftz), np.exp2(e.astype(np.float64))).max() <= 2
    far = (x < 0.5) | (x >= 2)
    assert ulps(S.lg2_approx(x[far], ftz), np.log2(x64[far])).max() <= 2
    near = span(0.5, 2.0, 97)
    assert np.abs(S.lg2_approx(near, ftz) - np.log2(near.astype(np.float64))).max() \
        <= 2.0 ** -22


@pytest.mark.parametrize("name, fn, sign", [
    ("ex2", S.ex2_approx, 1), ("lg2", S.lg2_approx, 1), ("rcp", S.rcp_approx, -1),
    ("rsqrt", S.rsqrt_approx, -1)])
def test_monotone_over_two_binades(name, fn, sign):
    """ex2 and lg2 never decrease, rcp and rsqrt never increase, over [0.5, 2) (every 3rd
    float; ex2 also over [-2, -0.5) by its negative fractions)."""
    x = span(0.5, 2.0, 3)
    d = np.diff(fn(x).astype(np.float64))
    assert (sign * d >= 0).all(), name
    if name == "ex2":
        assert (np.diff(fn(-x[::-1]).astype(np.float64)) >= 0).all()


def test_sqrt_monotone_within_each_table_segment():
    """MUFU.SQRT's quadratic per segment never decreases inside a segment (PTXM's table
    steps down by an ulp at a few segment boundaries, so only within one)."""
    x = span(1.0, 4.0)
    r = S.sqrt_approx(x).astype(np.float64)
    seg = bits(x) >> u32(17)
    same_seg = seg[1:] == seg[:-1]
    assert (np.diff(r)[same_seg] >= 0).all()


def test_exact_points():
    """Powers of two: rcp of 2^k is 2^-k, ex2 of an integer is exact, lg2 of 2^k (k >= 0)
    is k, sqrt and rsqrt of 4^k are exact; rcp.approx without .ftz gives the subnormal
    2^-127 for 2^127 and .ftz flushes it."""
    k = np.arange(-126, 128)
    p = np.exp2(k.astype(np.float64)).astype(f32)
    assert np.array_equal(S.rcp_approx(p), np.exp2(-k.astype(np.float64)).astype(f32))
    assert np.array_equal(S.rcp_approx(p, True)[k <= 126], np.exp2(-k[k <= 126].astype(
        np.float64)).astype(f32))
    assert S.rcp_approx(p, True)[-1] == 0
    assert np.array_equal(S.ex2_approx(k.astype(f32)), p)
    assert np.array_equal(S.lg2_approx(p)[k >= 0], k[k >= 0].astype(f32))
    even = p[k % 2 == 0]
    assert np.array_equal(S.sqrt_approx(even), np.sqrt(even.astype(np.float64)).astype(f32))
    assert np.array_equal(S.rsqrt_approx(even),
                          (1 / np.sqrt(even.astype(np.float64))).astype(f32))


NAN = 0x7FFFFFFF
INF, NINF, NZ = 0x7F800000, 0xFF800000, 0x80000000
SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -1e-40, -1.0]
EXPECTED = {  # instruction -> (without .ftz, with .ftz) results for SPECIALS, bits
    "ex2": ([0x3F800000, 0x3F800000, INF, 0, NAN, 0x3F800000, 0x3F800000, 0x3F000000],) * 2,
    "lg2": ([NINF, NINF, INF, NAN, NAN, None, NAN, NAN],
            [NINF, NINF, INF, NAN, NAN, NINF, NINF, NAN]),
    "rcp": ([INF, NINF, 0, NZ, NAN, INF, NINF, 0xBF800000],
            [INF, NINF, 0, NZ, NAN, INF, NINF, 0xBF800000]),
    "rsqrt": ([INF, NINF, 0, NAN, NAN, None, NAN, NAN],
              [INF, NINF, 0, NAN, NAN, INF, NINF, NAN]),
    "sqrt": ([0, NZ, INF, NAN, NAN, None, NAN, NAN],
             [0, NZ, INF, NAN, NAN, 0, NZ, NAN]),
}


@pytest.mark.parametrize("name", list(EXPECTED))
@pytest.mark.parametrize("ftz", [False, True])
def test_special_values(name, ftz):
    """Zeros, infinities, NaN (the GPU's canonical 0x7fffffff), subnormals (.ftz: counted as
    zero; without: scaled, a finite normal result: None below), negative arguments."""
    fn = getattr(S, name + "_approx")
    got = bits(fn(np.array(SPECIALS, f32), ftz))
    for x, g, w in zip(SPECIALS, got, EXPECTED[name][int(ftz)]):
        if w is None:
            v = from_bits(g)
            assert np.isfinite(v) and abs(v) >= TINY, (name, x)
        else:
            assert int(g) == w, (name, ftz, x, hex(int(g)))


def test_subnormal_inputs_without_ftz():
    """Without .ftz a subnormal input is scaled by 2^24 before the unit: lg2 of 2^-140 is
    -140, rcp of 2^-130 is 2^130 -> inf... (overflows: 2^130 > max) and rcp of 1.5 * 2^-128
    stays within an ulp; sqrt and rsqrt of 2^-140 are exact."""
    t = f32(2.0 ** -140)
    assert S.lg2_approx(t) == f32(-140) and S.lg2_approx(t, True) == f32(-np.inf)
    assert S.rcp_approx(f32(2.0 ** -130)) == f32(np.inf)
    v = f32(1.5 * 2.0 ** -128)
    assert ulps(S.rcp_approx(v), 1 / np.float64(v)).max() <= 1
    assert S.sqrt_approx(t) == f32(2.0 ** -70) and S.rsqrt_approx(t) == f32(2.0 ** 70)


def test_ex2_below_minus_126():
    """ex2.approx without .ftz reaches the subnormals (x halved, the result squared): 2^-149
    for -149, within 2 ulps of 2^x below -126, 0 below -150; with .ftz those are 0."""
    x = rng_floats(13, 4096, -149, -126)
    assert ulps(S.ex2_approx(x), np.exp2(x.astype(np.float64))).max() <= 2
    assert (S.ex2_approx(x, True) == 0).all()
    assert bits(S.ex2_approx(f32(-149.0))) == 1
    assert S.ex2_approx(f32(-151.0)) == 0 and S.ex2_approx(f32(-1e30)) == 0
    assert S.ex2_approx(f32(128.0)) == np.inf and S.ex2_approx(f32(1e30)) == np.inf


# ------------------------------------------------------------------ CUDA's functions

def test_intrinsics_within_the_programming_guide_bounds():
    """__expf: 2 + floor(|1.173 x|) ulp; __exp10f: 2 + floor(|2.97 x|); __logf: 2^-21.41
    absolute on [0.5, 2], else 3 ulp; __log2f: 2^-22 / 2 ulp; __log10f: 2^-24 / 3 ulp;
    __fdividef: 2 ulp for |y| in [2^-126, 2^126]; expf, exp2f, rsqrtf: 2 ulp (normal
    results)."""
    x = rng_floats(21, 1 << 17, -87, 88)
    x64 = x.astype(np.float64)
    assert (ulps(S.fast_expf(x), np.exp(x64)) <= 2 + np.floor(np.abs(1.173 * x64))).all()
    assert ulps(S.expf(x), np.exp(x64)).max() <= 2
    t = rng_floats(22, 1 << 17, -37, 38)
    t64 = t.astype(np.float64)
    assert (ulps(S.fast_exp10f(t), 10 ** t64) <= 2 + np.floor(np.abs(2.97 * t64))).all()
    e = rng_floats(23, 1 << 17, -126, 127)
    assert ulps(S.exp2f(e), np.exp2(e.astype(np.float64))).max() <= 2
    p = positive_floats(24, 1 << 17)
    p64 = p.astype(np.float64)
    near = (p >= 0.5) & (p <= 2)
    for fn, ref, absb, ub in ((S.fast_logf, np.log, 2.0 ** -21.41, 3),
                              (S.fast_log2f, np.log2, 2.0 ** -22, 2),
                              (S.fast_log10f, np.log10, 2.0 ** -24, 3)):
        assert ulps(fn(p[~near]), ref(p64[~near])).max() <= ub, fn.__name__
        n = span(0.5, 2.0, 101)
        assert np.abs(fn(n) - ref(n.astype(np.float64))).max() <= absb, fn.__name__
    assert ulps(S.rsqrtf(p), 1 / np.sqrt(p64)).max() <= 2
    a, b = rng_floats(25, 1 << 17, -1e6, 1e6), positive_floats(26, 1 << 17)
    ok = (b >= 2.0 ** -126) & (b <= 2.0 ** 126)
    q = a.astype(np.float64) / b.astype(np.float64)
    ok &= (np.abs(q) >= 2.0 ** -126) & (np.abs(q) < 3e38)
    assert ulps(S.fdividef(a, b)[ok], q[ok]).max() <= 2


def test_intrinsics_are_their_ptx_sequences():
    """The functions are the instructions NVRTC emits for them: __expf = ex2(x * log2 e),
    __powf = ex2(y * lg2 x), __logf = lg2(x) * ln 2, exp2f = ex2, rsqrtf = rsqrt."""
    x = rng_floats(31, 4096, -20, 20)
    y = positive_floats(32, 4096)
    assert np.array_equal(bits(S.fast_expf(x)), bits(S.ex2_approx(
        (x * f32(1.4426950)).astype(f32))))
    assert np.array_equal(bits(S.fast_powf(y, x)), bits(S.ex2_approx(
        (x * S.lg2_approx(y)).astype(f32))))
    assert np.array_equal(bits(S.fast_logf(y)), bits((S.lg2_approx(y) * f32(0.6931472))
                                                     .astype(f32)))
    assert np.array_equal(bits(S.exp2f(x)), bits(S.ex2_approx(x)))
    assert np.array_equal(bits(S.rsqrtf(y)), bits(S.rsqrt_approx(y)))
    assert np.array_equal(bits(S.fast_tanf(x)), bits(S.div_approx(L.sin_approx(x),
                                                                   L.cos_approx(x))))


def test_fdividef_large_divisors_and_expf_edges():
    """__fdividef(x, y) is 0 for 2^126 < |y| < 2^128 and NaN for infinite x there (the
    Programming Guide); expf overflows above 88.7228 and is +0 far below, NaN stays NaN."""
    y = f32(1.5 * 2.0 ** 126)
    assert S.fdividef(f32(3.0), y) == 0 and S.fdividef(f32(-3.0), -y) == 0
    assert np.isnan(S.fdividef(f32(np.inf), y))
    assert S.expf(f32(88.72)) < np.inf and S.expf(f32(88.73)) == np.inf
    assert S.expf(f32(-104.0)) == 0 and S.expf(f32(-np.inf)) == 0
    assert bits(S.expf(f32(np.nan))) == NAN and S.expf(f32(np.inf)) == np.inf
    assert S.expf(f32(0.0)) == 1 and S.expf(f32(-0.0)) == 1


# ------------------------------------------------------------------ the simulator

INTR = r"""
__global__ void k(const float *x, const float *y, float *o, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    float a = x[i], b = y[i], r0, r1, r2, r3, r4, r5;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r0) : "f"(a));
    asm("lg2.approx.f32 %0, %1;" : "=f"(r1) : "f"(a));
    asm("rcp.approx.f32 %0, %1;" : "=f"(r2) : "f"(a));
    asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r3) : "f"(a));
    asm("sqrt.approx.f32 %0, %1;" : "=f"(r4) : "f"(a));
    asm("div.approx.f32 %0, %1, %2;" : "=f"(r5) : "f"(a), "f"(b));
    float *p = o + 17 * i;
    p[0] = __expf(a); p[1] = __exp10f(a); p[2] = exp2f(a); p[3] = __logf(a);
    p[4] = __log2f(a); p[5] = __log10f(a); p[6] = __powf(a, b); p[7] = __fdividef(a, b);
    p[8] = rsqrtf(a); p[9] = expf(a);
    p[10] = r0; p[11] = r1; p[12] = r2; p[13] = r3; p[14] = r4; p[15] = r5;
    p[16] = __tanf(a);
}
"""


def test_simulator_evaluates_cuda_intrinsics_and_inline_ptx_with_the_model():
    n = 512
    rng = np.random.default_rng(41)
    x = np.concatenate([rng.uniform(-30, 30, n // 2).astype(f32),
                        positive_floats(42, n // 2)])
    y = rng.uniform(-4, 4, n).astype(f32)
    out = ws.run(ws.read(INTR).kernels[0], ws.Launch(grid=2, block=256),
                 args={"x": x, "y": y, "o": np.zeros(17 * n, f32), "n": np.int32(n)},
                 backend="cpu").outputs["o"]
    got = bits(np.asarray(out).reshape(n, 17))
    want = [S.fast_expf(x), S.fast_exp10f(x), S.exp2f(x), S.fast_logf(x), S.fast_log2f(x),
            S.fast_log10f(x), S.fast_powf(x, y), S.fdividef(x, y), S.rsqrtf(x), S.expf(x),
            S.ex2_approx(x, True), S.lg2_approx(x), S.rcp_approx(x),
            S.rsqrt_approx(x, True), S.sqrt_approx(x), S.div_approx(x, y), S.fast_tanf(x)]
    for j, w in enumerate(want):
        assert np.array_equal(got[:, j], bits(w)), j


def test_opencl_native_functions_keep_their_evaluation():
    """OpenCL's native_exp / native_rsqrt are implementation-defined: the simulator keeps
    its evaluation there (NumPy's float32 exp, the rounded 1/sqrt), and OpenCL's exp too;
    the model is CUDA's only."""
    src = r"""
__kernel void k(__global const float *x, __global float *o) {
    int i = get_global_id(0);
    o[3 * i] = native_exp(x[i]);
    o[3 * i + 1] = native_rsqrt(x[i]);
    o[3 * i + 2] = exp(x[i]);
}
"""
    x = rng_floats(43, 64, 0.5, 20)
    out = ws.run(ws.read(src, dialect="opencl").kernels[0], ws.Launch(grid=1, block=64),
                 args={"x": x, "o": np.zeros(192, f32)}, backend="cpu").outputs["o"]
    out = np.asarray(out).reshape(64, 3)
    assert np.array_equal(out[:, 0], np.exp(x))
    assert np.array_equal(out[:, 1], f32(1) / np.sqrt(x))
    assert np.array_equal(out[:, 2], np.exp(x))


def test_inline_ieee_forms_are_refused_with_a_location():
    src = ("__global__ void k(float* o) {\n  float v;\n"
           "  asm(\"rcp.rn.f32 %0, %1;\" : \"=f\"(v) : \"f\"(o[0]));\n  o[0] = v;\n}\n")
    with pytest.raises(WarpsmithError) as ei:
        ws.run(ws.read(src).kernel("k"), ws.Launch(grid=1, block=32),
               {"o": np.ones(1, f32)})
    assert "rcp.approx.f32" in str(ei.value) and ei.value.loc.line == 3


# ------------------------------------------------------------------ cuRAND

LOGN = r"""
#include <curand_kernel.h>
__global__ void k(const unsigned long long *seed, float *ln, float *nn, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    STATE_T s, t;
    curand_init(seed[i], i, 0, &s);
    t = s;
    float *p = ln + 8 * i, *q = nn + 10 * i;
    for (int k = 0; k < 3; k++)
        p[k] = curand_log_normal(&s, 0.5f, 1.5f);
    p[3] = curand_normal(&s);
    p[4] = curand_log_normal(&s, -1.0f, 0.25f);
    float2 a = curand_log_normal2(&s, 2.0f, 3.0f);
    p[5] = a.x; p[6] = a.y;
    p[7] = curand_log_normal(&s, 0.0f, 1.0f);
    for (int k = 0; k < 4; k++)    /* the same outputs as normals: pairs 1 and 2 */
        q[k] = curand_normal(&t);
    for (int k = 0; k < 3; k++) {  /* pairs 3, 4, 5 */
        float2 z = curand_normal2(&t);
        q[4 + 2 * k] = z.x; q[5 + 2 * k] = z.y;
    }
}
"""


@pytest.mark.parametrize("state", ["curandState", "curandStatePhilox4_32_10_t"])
def test_curand_log_normal_is_expf_of_the_normals(state):
    """curand_log_normal draws the same Box-Muller pairs as curand_normal and returns
    expf(fma(stddev, n, mean)) of each, the second kept under its own flag value with the
    mean and stddev of the call that drew it: a normal after a kept log-normal draws a
    fresh pair, so does a log-normal after a kept normal; log_normal2 transforms a pair."""
    n = 256
    seed = np.random.default_rng(51).integers(1, 2**62, n, dtype=np.uint64)
    args = {"seed": seed, "ln": np.zeros(8 * n, f32), "nn": np.zeros(10 * n, f32),
            "n": np.int32(n)}
    out = ws.run(ws.read(LOGN, defines={"STATE_T": state}).kernels[0],
                 ws.Launch(grid=2, block=128), args=args, backend="cpu").outputs
    ln = bits(np.asarray(out["ln"]).reshape(n, 8))
    z = np.asarray(out["nn"]).reshape(n, 10)
    want = np.stack([
        log_normal_of(z[:, 0], f32(0.5), f32(1.5)), log_normal_of(z[:, 1], f32(0.5), f32(1.5)),
        log_normal_of(z[:, 2], f32(0.5), f32(1.5)),   # pair 2's second kept, unused
        z[:, 4],                                      # the normal: pair 3 afresh
        log_normal_of(z[:, 6], f32(-1), f32(0.25)),   # pair 4 (a normal was kept)
        log_normal_of(z[:, 8], f32(2), f32(3)), log_normal_of(z[:, 9], f32(2), f32(3)),
        log_normal_of(z[:, 7], f32(-1), f32(0.25)),   # pair 4's second, its own parameters
    ], axis=1)
    assert np.array_equal(ln, bits(want))


def test_log_normal4_is_philox_only():
    src = ("#include <curand_kernel.h>\n__global__ void k(float4 *o, curandState *s) "
           "{ o[0] = curand_log_normal4(s, 0.f, 1.f); }")
    with pytest.raises(WarpsmithError, match="Philox4_32_10"):
        ws.read(src)


def test_log_normal_prints_back_and_predicts():
    """The CUDA printer writes the log-normal calls as written (with the real header) and
    the cost model takes them."""
    k = ws.read(LOGN, defines={"STATE_T": "curandState"}).kernels[0]
    text = ws.translate(k, "cuda").text
    assert "curand_log_normal(&s, 0.5f, 1.5f)" in text
    assert "curand_log_normal2(&s, 2.0f, 3.0f)" in text
    assert ws.predict(k, ws.Launch(grid=2, block=128)).as_json()["predicted_ms"] > 0
