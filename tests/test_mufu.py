"""The model of the H100's MUFU.SIN / MUFU.COS (``__sinf``, ``__cosf``, ``__sincosf``) and
of ``FMUL.RZ`` in ``backends/sim_libdevice.py``.

What a device run recorded is compared where it is committed: the statistics of every
float32 of a domain through ``sin.approx``/``cos.approx`` on the H100
(``benchmarks/results/fidelity-h100-2026-11-27/fidelity.json``, part mufu: the first value,
how many neighbour steps exceed 127 ulps, the largest and the mean error against the true
sine) and the Box-Muller sample of ``tests/data/boxmuller_h100_sample.npz``. The rest are
properties that hold without a GPU: CUDA's documented error bounds, symmetry, special
values, and ``fmul_rz32`` against exact rationals."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends import sim_libdevice as L
from warpsmith.backends.sim_curand import _INV32_2PI, box_muller

ROOT = Path(__file__).resolve().parents[1]
FIDELITY = ROOT / "benchmarks" / "results" / "fidelity-h100-2026-11-27" / "fidelity.json"
SAMPLE = ROOT / "tests" / "data" / "boxmuller_h100_sample.npz"
f32, u32 = np.float32, np.uint32


def _fb(v: float) -> int:
    return int(np.array([v], f32).view(u32)[0])


def _bits(a) -> np.ndarray:
    return np.asarray(a, f32).view(u32)


@pytest.mark.parametrize("op", ["sin", "cos"])
def test_reproduces_the_recorded_h100_domain_statistics(op):
    """Every float of [4, 2pi): the model gives the statistics the H100's dump had."""
    rec = json.loads(FIDELITY.read_text())["parts"]["mufu"]["result"][f"{op}_[4,2pi)"]
    a = rec["start_bits"]
    x = (np.arange(rec["n"], dtype=np.uint64) + a).astype(u32).view(f32)
    assert a == _fb(4.0)
    bits = (L.sin_approx if op == "sin" else L.cos_approx)(x).view(u32)
    steps = np.diff(bits.astype(np.int64))
    err = bits.view(f32).astype(np.float64) - (np.sin if op == "sin" else np.cos)(
        x.astype(np.float64))
    assert int(bits[0]) == rec["first"]
    assert int(np.sum((steps < -127) | (steps > 127))) == rec["big_diffs"]
    assert float(np.max(np.abs(err))) == rec["max_abs_error"]
    assert float(np.mean(err)) == pytest.approx(rec["mean_error"], rel=1e-12, abs=0)


def test_box_muller_sample_is_bit_exact():
    """The H100's Box-Muller normals (and its MUFU values) of the committed sample."""
    z = np.load(SAMPLE)
    v = L.fma32(np.asarray(z["y"], u32).astype(f32), _INV32_2PI,
                f32(_INV32_2PI / f32(2)))
    s, c = L.sincos_approx(v)
    assert np.array_equal(_bits(s), _bits(z["mufu_sin"]))
    assert np.array_equal(_bits(c), _bits(z["mufu_cos"]))
    sn, cs = box_muller(z["x"], z["y"])
    assert np.array_equal(_bits(sn), _bits(z["gpu_sin"]))
    assert np.array_equal(_bits(cs), _bits(z["gpu_cos"]))


def _inputs(lo: float, hi: float, n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.concatenate([np.linspace(lo, hi, n).astype(f32),
                           rng.uniform(lo, hi, n).astype(f32)])


def test_within_cudas_documented_error_bounds():
    """CUDA Programming Guide, intrinsic functions: on [-pi, pi] __sinf is within 2^-21.41
    and __cosf within 2^-21.19 of the true value (absolute error)."""
    x = _inputs(-math.pi, math.pi, 1 << 19, 1)
    x = x[np.abs(x.astype(np.float64)) <= math.pi]
    s, c = L.sincos_approx(x)
    xd = x.astype(np.float64)
    assert np.max(np.abs(s.astype(np.float64) - np.sin(xd))) <= 2.0 ** -21.41
    assert np.max(np.abs(c.astype(np.float64) - np.cos(xd))) <= 2.0 ** -21.19
    p = s.astype(np.float64) ** 2 + c.astype(np.float64) ** 2
    assert np.max(np.abs(p - 1)) < 2.0 ** -20


@pytest.mark.parametrize("mode", ["trunc", "round"])
def test_symmetry(mode):
    """sin is odd and cos even, bit for bit, where the reduction works on |t| (FMUL.RZ is
    symmetric); "floor" reduces the signed angle and is not."""
    x = _inputs(0, 1000, 1 << 16, 2)
    assert np.array_equal(_bits(L.sin_approx(-x, mode)),
                          _bits(L.sin_approx(x, mode)) ^ u32(0x80000000))
    assert np.array_equal(_bits(L.cos_approx(-x, mode)), _bits(L.cos_approx(x, mode)))


def test_special_values():
    nan, inf = np.float32(np.nan), np.float32(np.inf)
    sub = np.array([1, 0x007FFFFF, 0x80000001, 0x807FFFFF], u32).view(f32)
    x = np.concatenate([np.array([0.0, -0.0, inf, -inf, nan], f32), sub])
    s, c = L.sincos_approx(x)
    sb, cb = _bits(s), _bits(c)
    assert list(sb[:2]) == [0, 0x80000000]  # signed zeros
    assert list(cb[:2]) == [0x3F800000] * 2  # cos(0) = 1
    assert list(sb[2:5]) == [0x7FFFFFFF] * 3 and list(cb[2:5]) == [0x7FFFFFFF] * 3
    # subnormal inputs: the product by 1/(2 pi) is flushed by the unit
    assert list(sb[5:]) == [0, 0, 0x80000000, 0x80000000]
    assert list(cb[5:]) == [0x3F800000] * 4
    # MUFU itself: whole revolutions have sine 0, cosine 1
    t = np.array([1.0, 2.0, 1024.0, -3.0], f32)
    assert list(_bits(L.mufu_sin(t, "trunc"))) == [0, 0, 0, 0x80000000]
    assert np.all(L.mufu_sin(t) == 0) and np.all(L.mufu_cos(t) == 1)
    # a quarter turn: sine 1; half a turn: cosine -1
    assert L.mufu_sin(np.float32(0.25)) == 1 and L.mufu_cos(np.float32(0.5)) == -1


def test_nearly_monotonic_in_the_first_quadrant():
    """The table's segments join closely: between neighbouring inputs of the first quadrant
    the sine never falls (the cosine never rises) by more than 2^-22 (it is not monotonic:
    each segment's quadratic is truncated on its own)."""
    x = np.arange(_fb(1e-3), _fb(1.5707), 97, dtype=np.int64).astype(u32).view(f32)
    s = L.sin_approx(x).astype(np.float64)
    c = L.cos_approx(x).astype(np.float64)
    assert np.min(np.diff(s)) >= -2.0 ** -22 and np.max(np.diff(c)) <= 2.0 ** -22
    assert s[-1] > s[0] and c[-1] < c[0]


def test_reductions_are_selectable():
    t = np.array([-0.3, 0.3, 0.1 + 2 ** -25], f32)
    for mode in L.MUFU_REDUCTIONS:
        assert L.mufu_sin(t, mode).dtype == f32
    assert _bits(L.mufu_sin(t, "trunc"))[1] == _bits(L.mufu_sin(t, "floor"))[1]
    with pytest.raises(ValueError, match="MUFU reduction"):
        L.mufu_sin(t, "nearest")


# ------------------------------------------------------------------------------ FMUL.RZ

def _rz_reference(a: float, b: float) -> int:
    """The float32 bits of a * b rounded toward zero, from exact rationals."""
    if math.isnan(a) or math.isnan(b) or (math.isinf(a) and b == 0) or (
            math.isinf(b) and a == 0):
        return 0x7FFFFFFF
    neg = (math.copysign(1, a) * math.copysign(1, b)) < 0
    sign = 0x80000000 if neg else 0
    if math.isinf(a) or math.isinf(b):
        return sign | 0x7F800000
    p = abs(Fraction(a) * Fraction(b))
    if p == 0:
        return sign
    e = math.floor(math.log2(p))  # refine: the log may be off by one near powers of 2
    while Fraction(2) ** e > p:
        e -= 1
    while Fraction(2) ** (e + 1) <= p:
        e += 1
    if e > 127:
        return sign | 0x7F7FFFFF
    q = max(e, -126) - 23  # the ulp's exponent (subnormals: 2**-149)
    m = math.floor(p / Fraction(2) ** q)
    bits = m if e < -126 else ((e + 127) << 23) | (m - (1 << 23))
    return sign | bits


def test_fmul_rz32_against_rationals():
    rng = np.random.default_rng(3)
    a = rng.integers(0, 2**32, 3000, dtype=np.uint64).astype(u32).view(f32)
    b = rng.integers(0, 2**32, 3000, dtype=np.uint64).astype(u32).view(f32)
    edge = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 3.4028235e38, 1e-45, -1e-45,
                     1.1754944e-38, 2.0, 0.5, -1.5, 1.0000001, 0.15915494], f32)
    a = np.concatenate([a, np.repeat(edge, edge.size), edge, [f32(1.7e38), f32(1e-30)]])
    b = np.concatenate([b, np.tile(edge, edge.size), np.full(edge.size, L.INV_2PI),
                        [f32(2.5), f32(1e-15)]])
    got = _bits(L.fmul_rz32(a, b))
    want = [_rz_reference(float(x), float(y)) for x, y in zip(a, b)]
    bad = [(float(x), float(y), int(g), w) for x, y, g, w in zip(a, b, got, want) if g != w]
    assert not bad, bad[:5]


# ------------------------------------------------------------------- the simulator's use

INTRINSICS = r"""
__global__ void intr(const float *x, float *o, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    float a, b;
    __sincosf(x[i], &a, &b);
    o[4 * i] = __sinf(x[i]);
    o[4 * i + 1] = __cosf(x[i]);
    o[4 * i + 2] = a;
    o[4 * i + 3] = b;
}
"""


def test_cuda_intrinsics_on_the_simulator_use_the_model():
    n = 512
    x = _inputs(-50, 50, n // 2, 4)
    k = ws.read(INTRINSICS).kernels[0]
    out = ws.run(k, ws.Launch(grid=2, block=256), args={
        "x": x, "o": np.zeros(4 * n, f32), "n": np.int32(n)}).outputs["o"].reshape(n, 4)
    s, c = L.sincos_approx(x)
    for j, want in enumerate((s, c, s, c)):
        assert np.array_equal(_bits(out[:, j]), _bits(want)), j


def test_sincosf_prints_back_as_the_intrinsic():
    from warpsmith.ir.printer import print_module

    m = ws.read(INTRINSICS).module
    cuda = print_module(m, "cuda")
    assert "__sincosf(x[i], &a, &b)" in cuda and "__sinf(x[i])" in cuda
    # OpenCL has no fast sincos: the precise one
    assert "sincos(x[i], &b)" in print_module(m, "opencl")


def test_opencl_native_sin_keeps_the_precise_value():
    src = r"""
__kernel void k(__global const float *x, __global float *o) {
    int i = get_global_id(0);
    o[2 * i] = native_sin(x[i]);
    o[2 * i + 1] = native_cos(x[i]);
}
"""
    x = _inputs(-3, 3, 128, 5)
    k = ws.read(src, dialect="opencl").kernels[0]
    out = ws.run(k, ws.Launch(grid=1, block=x.size), args={
        "x": x, "o": np.zeros(2 * x.size, f32)}).outputs["o"].reshape(-1, 2)
    assert np.array_equal(out[:, 0], np.sin(x)) and np.array_equal(out[:, 1], np.cos(x))


def test_inline_asm_sin_cos_approx():
    src = r"""
__global__ void k(const float *x, float *o) {
    int i = threadIdx.x;
    float s, c;
    asm("sin.approx.f32 %0, %1;" : "=f"(s) : "f"(x[i]));
    asm("cos.approx.ftz.f32 %0, %1;" : "=f"(c) : "f"(x[i]));
    o[2 * i] = s;
    o[2 * i + 1] = c;
}
"""
    x = _inputs(-20, 20, 64, 6)
    k = ws.read(src).kernels[0]
    out = ws.run(k, ws.Launch(grid=1, block=x.size), args={
        "x": x, "o": np.zeros(2 * x.size, f32)}).outputs["o"].reshape(-1, 2)
    assert np.array_equal(_bits(out[:, 0]), _bits(L.sin_approx(x)))
    assert np.array_equal(_bits(out[:, 1]), _bits(L.cos_approx(x)))
    bad = src.replace("sin.approx.f32", "sin.rn.f32")  # PTX has no such sine
    with pytest.raises(Exception, match="sin.approx.f32 and cos.approx.f32"):
        ws.run(ws.read(bad).kernels[0], ws.Launch(grid=1, block=4), args={
            "x": x[:4], "o": np.zeros(8, f32)})
