"""Padding shared arrays with bank conflicts (transform/pad.py)."""

import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warpsmith.analysis import analyze_accesses
from warpsmith.backends.cuda_compile import compile_cuda, compiler_available
from warpsmith.backends.simulator import simulate
from warpsmith.corpus import corpus_dir, spec
from warpsmith.frontend import read_module
from warpsmith.ir import nodes as N
from warpsmith.ir.printer import print_module
from warpsmith.ir.types import ArrayType
from warpsmith.ir.visit import walk
from warpsmith.ir.launch import Launch
from warpsmith.transform.pad import pad_function, pad_shared
from warpsmith.transform.variant import Refusal, Variant

SPEC = spec("transpose_tiled")
GRID, BLOCK, DIMS = SPEC.ci.grid, SPEC.ci.block, SPEC.ci.dims


@pytest.fixture(scope="module")
def transpose():
    return read_module(corpus_dir() / "transpose.cu")


@pytest.fixture(scope="module")
def padded(transpose):
    return _pad(transpose, "transpose_tiled", GRID, BLOCK, DIMS, "transpose_tiled_pad")


def _pad(module, kernel, grid, block, params, name, launch_map=None):
    """``pad_shared`` on kernel ``kernel`` at ``grid`` x ``block`` (a start variant, or
    one with ``launch_map`` as if earlier steps had made it)."""
    start = Variant.of(module, kernel, Launch(grid, block, params=params))
    if launch_map is not None:
        start = dataclasses.replace(start, launch_map=launch_map)
    return pad_shared(start, name=name)


def _decl(fn, name):
    return next(n for n in walk(fn.body) if isinstance(n, N.Decl) and n.name == name)


def _shape(t):
    out = []
    while isinstance(t, ArrayType):
        out.append(t.count)
        t = t.elem
    return out


def _same_outputs(m1, k1, m2, k2, grid, block, args):
    a = simulate(m1, k1, grid, block, args, trace=True)
    b = simulate(m2, k2, grid, block, args, trace=True)
    for name in a.outputs:
        np.testing.assert_array_equal(a.outputs[name], b.outputs[name])
    return a, b


def test_transpose_tiled_is_padded_to_33(transpose, padded):
    variant = padded
    steps = variant.steps
    assert variant.refused == ()
    assert variant.kernel == "transpose_tiled_pad"
    assert variant.original == "transpose_tiled"
    assert variant.grid[:2] == GRID and variant.block[:2] == BLOCK
    # the last indices threadIdx.x and threadIdx.y + j stay within 0..31 for such blocks
    assert sorted(str(a).split(" (")[0] for a in variant.assumptions) == [
        "block.x <= 32", "block.y <= 8"]
    assert variant.launch_map.describe() == "grid (grid.x, grid.y, grid.z), block (block.x, block.y, block.z)"
    assert _shape(_decl(variant.function(), "tile").type) == [32, 33]
    # the original is still there, unchanged
    assert variant.module.function("transpose_tiled") == transpose.function("transpose_tiled")
    assert len(steps) == 1 and steps[0].name == "pad"
    assert steps[0].detail.startswith("tile[32][32] -> tile[32][33]: wavefronts per request 24 -> 1")
    assert steps[0].predicted["wavefronts_before"] > steps[0].predicted["wavefronts_after"]
    # every Var and row Index of the array carries the new type
    fn = variant.function()
    for n in walk(fn.body):
        if isinstance(n, N.Var) and n.name == "tile":
            assert _shape(n.type) == [32, 33]
        if isinstance(n, N.Index) and isinstance(n.base, N.Var) and n.base.name == "tile":
            assert _shape(n.type) == [33]


def test_padded_outputs_and_trace_match_prediction(transpose, padded):
    variant = padded
    args = SPEC.args(np.random.default_rng(1), DIMS)
    a, b = _same_outputs(transpose, "transpose_tiled", variant.module, variant.kernel,
                         GRID, BLOCK, args)
    for name, want in SPEC.reference(args).items():
        np.testing.assert_array_equal(b.outputs[name], want)
    report = analyze_accesses(variant.module, variant.function(), GRID, BLOCK, DIMS)
    shared = [p for p in report.predictions if p.access.space == "shared"]
    assert len(shared) == 2
    for p in shared:
        x = p.access
        site = b.trace.by_site[(x.loc.line, x.loc.col, x.kind)]
        assert p.wavefronts_per_request == pytest.approx(site["units"] / site["requests"])
        assert p.wavefronts_per_request == 1.0
    # and the original's conflicted load costs what the step says
    load = a.trace.by_site[(46, 60, "load")]  # tile[threadIdx.x][threadIdx.y + j]
    assert load["units"] / load["requests"] == 24


def test_printed_variant_reads_back_and_compiles(padded):
    variant = padded
    text = print_module(variant.module, "cuda")
    assert "__shared__ float tile[32][33];" in text
    again = read_module("padded.cu", text=text)
    fn = again.function("transpose_tiled_pad")
    assert _shape(_decl(fn, "tile").type) == [32, 33]
    assert fn.body == variant.function().body
    if compiler_available() is not None:
        r = compile_cuda(text, "transpose_tiled_pad", "sm_90")
        assert r.shared_static_bytes == 32 * 33 * 4


def test_already_padded_is_left_alone(transpose):
    start = Variant.of(transpose, "transpose_tiled_padded", Launch(GRID, BLOCK, params=DIMS))
    assert pad_shared(start, name="again") is start


def test_paper_size_prediction(transpose):
    p = SPEC.paper
    variant = _pad(transpose, "transpose_tiled", p.grid, p.block, p.dims, "tp")
    assert variant.steps[0].detail.startswith("tile[32][32] -> tile[32][33]: wavefronts per request 32 -> 1")


@settings(max_examples=8)
@given(width=st.integers(1, 70), height=st.integers(1, 70), seed=st.integers(0, 2**31))
def test_differential_random_sizes(transpose, padded, width, height, seed):
    variant = padded
    grid = ((width + 31) // 32, (height + 31) // 32)
    args = SPEC.args(np.random.default_rng(seed), {"width": width, "height": height})
    _same_outputs(transpose, "transpose_tiled", variant.module, variant.kernel, grid, BLOCK,
                  args)


SRC = r'''
__global__ void through_pointer(float *out, const float *in) {
    __shared__ float t[32][32];
    float *row = t[threadIdx.y];
    row[threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = t[threadIdx.x][threadIdx.y];
}
__global__ void address_kept(float *out, const float *in) {
    __shared__ float t[32][32];
    float *p = &t[threadIdx.y][threadIdx.x];
    *p = in[threadIdx.y * 32 + threadIdx.x];
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = t[threadIdx.x][threadIdx.y];
}
__global__ void flat_rows(float *out, const float *in) {
    __shared__ float t[32][32];
    t[0][threadIdx.y * 32 + threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = t[threadIdx.x][threadIdx.y];
}
__global__ void too_big(float *out, const float *in) {
    __shared__ float big[96][128];
    big[threadIdx.y][threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = big[threadIdx.x][threadIdx.y];
}
__global__ void cube(float *out, const float *in) {
    __shared__ float c[2][32][32];
    int k = blockIdx.y;
    int b = (blockIdx.y * gridDim.x + blockIdx.x) * 1024;
    c[k][threadIdx.y][threadIdx.x] = in[b + threadIdx.y * 32 + threadIdx.x];
    __syncthreads();
    out[b + threadIdx.y * 32 + threadIdx.x] = c[k][threadIdx.x][threadIdx.y];
}
__global__ void doubles(double *out, const double *in) {
    __shared__ double d[32][32];
    d[threadIdx.y][threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = d[threadIdx.x][threadIdx.y];
}
__global__ void hist(int *out, const int *in) {
    __shared__ int h[32][32];
    h[threadIdx.y][threadIdx.x] = 0;
    __syncthreads();
    atomicAdd(&h[threadIdx.x][in[threadIdx.y * 32 + threadIdx.x] & 31], 1);
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = h[threadIdx.x][threadIdx.y];
}
'''


@pytest.fixture(scope="module")
def mod():
    return read_module("k.cu", text=SRC)


@pytest.mark.parametrize("name,line,what", [
    ("through_pointer", 4, "as a pointer or a row"),
    ("address_kept", 11, "takes the address"),
    ("flat_rows", 18, "ranges over 0..1023"),
])
def test_refused_with_reason(mod, name, line, what):
    out = _pad(mod, name, (1,), (32, 32), {}, name + "_pad")
    assert isinstance(out, Refusal) and out.others == () and out.step == "pad"
    r = out.reason
    assert r.startswith("t[32][32]") and f"line {line}:" in r and what in r, r
    assert out.loc is not None and out.loc.line > 0  # the array's declaration


def test_flat_rows_padding_would_be_wrong(mod):
    """Why the index-range check is needed: padding flat_rows by hand changes results."""
    fn = mod.function("flat_rows")
    bad = pad_function(fn, {"t": 1}, "bad")
    m2 = dataclasses.replace(mod, functions=mod.functions + (bad,))
    args = {"out": np.zeros(1024, np.float32),
            "in": np.arange(1024, dtype=np.float32)}
    a = simulate(mod, "flat_rows", (1,), (32, 32), args)
    b = simulate(m2, "bad", (1,), (32, 32), args)
    assert not np.array_equal(a.outputs["out"], b.outputs["out"])


def test_static_shared_limit(mod):
    out = _pad(mod, "too_big", (1,), (32, 32), {}, "tb")
    assert isinstance(out, Refusal) and out.others == ()
    assert "49152" in out.reason or "over 49152" in out.reason


@pytest.mark.parametrize("name,dtype,grid", [("cube", np.float32, (2, 2)),
                                             ("doubles", np.float64, (1, 1))])
def test_three_dimensional_and_double(mod, name, dtype, grid):
    variant = _pad(mod, name, grid, (32, 32), {}, name + "_pad")
    assert isinstance(variant, Variant) and variant.refused == () and len(variant.steps) == 1
    arr = "c" if name == "cube" else "d"
    shape = _shape(_decl(variant.function(), arr).type)
    assert shape[-1] > 32 and shape[:-1] == ([2, 32] if name == "cube" else [32])
    n = 1024 * grid[0] * grid[1]
    args = {"out": np.zeros(n, dtype), "in": np.random.default_rng(0).random(n).astype(dtype)}
    _, b = _same_outputs(mod, name, variant.module, variant.kernel, grid, (32, 32), args)
    report = analyze_accesses(variant.module, variant.function(), grid, (32, 32), {})
    for p in report.predictions:
        x = p.access
        if x.space == "shared":
            site = b.trace.by_site[(x.loc.line, x.loc.col, x.kind)]
            assert p.wavefronts_per_request == pytest.approx(site["units"] / site["requests"])
    text = print_module(variant.module, "cuda")
    read_module("again.cu", text=text)


def test_atomic_element_address_is_allowed(mod):
    out = _pad(mod, "hist", (1,), (32, 32), {}, "hist_pad")
    # the innermost index of the atomic is a loaded value: its range cannot be proven
    assert isinstance(out, Refusal) and out.others == ()
    assert "cannot prove the last index" in out.reason
    assert "takes the address" not in out.reason


def test_guard_falls_back_for_blocks_the_proof_does_not_cover(padded):
    from warpsmith.transform.dispatch import dispatcher

    choose = dispatcher(padded)
    assert choose((3, 2), (32, 8), DIMS)[0] == "transpose_tiled_pad"
    assert choose((3, 2), (32, 4), DIMS)[0] == "transpose_tiled_pad"
    kernel, _, _, failed = choose((3, 2), (32, 16), DIMS)
    assert kernel == "transpose_tiled" and failed


def test_sizes_read_as_values_must_stay(mod):
    src = SRC_SIZED
    m = read_module("sized.cu", text=src)
    variant = _pad(m, "sized", (1,), (32, 32), {"n": 32}, "sized_pad")
    assert isinstance(variant, Variant), variant
    got = sorted(str(a).split(" (")[0] for a in variant.assumptions)
    assert got == ["block.x <= 32", "block.y <= 32", "n == 32"]
    args = {"out": np.zeros(1024, np.float32), "in": np.arange(1024, dtype=np.float32),
            "n": np.int32(32)}
    _same_outputs(m, "sized", variant.module, variant.kernel, (1,), (32, 32), args)


SRC_SIZED = r'''
__global__ void sized(float *out, const float *in, int n) {
    __shared__ float t[32][32];
    for (int k = threadIdx.x; k < n; k += 32)
        t[threadIdx.y][k] = in[threadIdx.y * 32 + k];
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = t[threadIdx.x][threadIdx.y];
}
'''


def test_assumptions_follow_the_launch_map(transpose, padded):
    from warpsmith.transform.variant import LaunchMap

    lm = LaunchMap().swapped("block.y", "grid.x").divided("block.x", 2)
    variant = _pad(transpose, "transpose_tiled", GRID, BLOCK, DIMS, "tp2", launch_map=lm)
    assert variant.launch_map == lm
    got = sorted(str(a).split(" (")[0] for a in variant.assumptions)
    # new block.x = old block.x / 2 <= 32  <=>  old block.x <= 65; new block.y = old grid.x
    assert got == ["block.x <= 65", "grid.x <= 8"]
