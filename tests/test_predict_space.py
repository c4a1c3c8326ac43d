"""``pipeline_predict.predict_space`` (a tuning space predicted at once, sharing reads,
replays and compiled facts) gives the predictions of ``predict_kernel`` point by point,
in a process pool and from its on-disk cache; ``tune.rank`` turns Kernel Tuner style
configurations into those predictions."""

import math
from pathlib import Path

import numpy as np
import pytest

from warpsmith import pipeline_predict as PP
from warpsmith.backends.block_replay import run_block
from warpsmith.backends.cuda_compile import local_compiler
from warpsmith.ir.errors import WarpsmithError
from warpsmith.tune.rank import launch_of, rank

SRC = str(Path(__file__).parent / "data" / "tune_space_kernel.cu")
N = 64


def _point(tile, results, unroll, unused=0):
    return {"defines": {"TILE": tile, "RESULTS": results, "UNROLL": unroll, "UNUSED": unused},
            "grid": (N // (tile * results), N // tile), "block": (tile, tile),
            "params": {"n": N}}


# two points differ only in a pragma (one replay), one only in an unused macro (one
# prediction), one is another kernel, one cannot run (4096 threads per block)
POINTS = [_point(8, 2, 0), _point(8, 2, 1), _point(8, 2, 0, unused=1), _point(16, 1, 0),
          _point(64, 1, 0)]


@pytest.fixture(scope="module")
def direct():
    out = []
    for p in POINTS:
        try:
            out.append(PP.predict_kernel(SRC, "mm", p["grid"], p["block"],
                                         defines=p["defines"], params=p["params"]))
        except WarpsmithError as err:
            out.append(err)
    return out


def _same(got, want):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        if isinstance(w, WarpsmithError):
            assert type(g) is type(w) and g.message == w.message
        else:
            assert g.details_json() == w.details_json()


def test_space_equals_point_by_point(direct, tmp_path):
    assert isinstance(direct[-1], WarpsmithError) and not isinstance(direct[0], WarpsmithError)
    _same(PP.predict_space(SRC, "mm", POINTS, jobs=2), direct)
    cold = PP.predict_space(SRC, "mm", POINTS, jobs=1, cache_dir=tmp_path)
    _same(cold, direct)
    assert list((tmp_path / "predictions").glob("*.pkl"))
    _same(PP.predict_space(SRC, "mm", POINTS, jobs=1, cache_dir=tmp_path), direct)


def test_replay_shared_across_pragmas():
    calls = []

    def counting(*a, **k):
        calls.append(a[3])
        return run_block(*a, **k)

    got = PP.predict_space(SRC, "mm", POINTS[:3], jobs=1, replay=counting)
    assert len(calls) == 1  # three points, one replay
    assert all(not isinstance(g, WarpsmithError) for g in got)


def test_errors_raise_when_asked():
    with pytest.raises(WarpsmithError):
        PP.predict_space(SRC, "mm", POINTS[-1:], jobs=1, errors="raise")
    with pytest.raises(WarpsmithError, match="no such file"):
        PP.predict_space(SRC + ".missing", "mm", POINTS[:1], jobs=1)


def test_cached_compiler_compiles_once(tmp_path):
    if local_compiler() is None:
        pytest.skip("no CUDA compiler (NVRTC or nvcc)")
    made = []

    class Inner:
        name = "counting"

        def source(self, text, name, arch):
            made.append(name)
            return local_compiler().source(text, name, arch)

        def kernel(self, module, fn, arch):
            made.append(fn.name)
            return local_compiler().kernel(module, fn, arch)

    text = 'extern "C" __global__ void k(float *a) { a[threadIdx.x] += 1.0f; }'
    first = PP.CachedCompiler(Inner(), tmp_path).source(text, "k", "sm_90")
    again = PP.CachedCompiler(Inner(), tmp_path).source(text, "k", "sm_90")
    assert made == ["k"] and again.registers == first.registers and again.cubin == first.cubin


def test_launch_of_kernel_tuner_rule():
    cfg = {"block_size_x": 16, "block_size_y": 4, "tile": 2}
    assert launch_of(cfg, (100, 64), ["block_size_x", "tile"], ["block_size_y"]) == \
        ((4, 16, 1), (16, 4, 1))
    assert launch_of(cfg, (100, 64)) == ((7, 16, 1), (16, 4, 1))  # default: the block


def test_rank_kernel_tuner_configurations(direct):
    cfgs = [{"block_size_x": 8, "block_size_y": 8, "TILE": 8, "RESULTS": 2, "UNROLL": 0},
            {"block_size_x": 64, "block_size_y": 64, "TILE": 64, "RESULTS": 1, "UNROLL": 0}]
    times = rank(SRC, "mm", cfgs, problem_size=(N, N), grid_div_x=["TILE", "RESULTS"],
                 grid_div_y=["TILE"], params={"n": N}, jobs=1)
    assert times[1] == math.inf
    assert times[0] == pytest.approx(direct[0].predicted_ms, rel=0, abs=0)


# ----------------------------------------------------------------------------- loop sampling
# The sampled replay (run_block_sampled) against the full one on loops that repeat, loops
# whose counts change (per-thread trip counts, alignment that alternates) and loops it
# must not sample (break, an integer carried out of the loop): every count must be equal.

LOOPS = r"""
__global__ void k(float *out, const float *in, int n)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    float acc = 0.0f;
    for (int i = 0; i < n; i++) {            // uniform, nested
        sh[t] = in[i * 64 + t];
        __syncthreads();
        for (int j = 0; j < 8; j++)
            acc += sh[(t * 2 + j) % 64];
        __syncthreads();
    }
    for (int i = 0; i < t % 5 + n; i++)      // per-thread trip count: masks change
        acc += in[i + t];
    for (int i = 0; i < n; i++)              // alternating alignment (24-byte steps)
        acc += in[i * 6 + t];
    int p = 0;
    for (int i = 0; i < n; i++) {            // integer carried out: not sampled
        p += t & 1;
        acc += in[i];
    }
    for (int i = 0; i < n; i++) {            // break: not sampled
        if (i == n - 2) break;
        acc += in[i];
    }
    out[t + (p & 1) * 64] = acc;
}
"""


def _record_counts(rec):
    return (
        {k: (v.executions, v.active_warps, v.active_threads, v.warps_per_execution)
         for k, v in rec.statements.items()},
        {k: (v.requests, v.wavefronts, v.lanes, v.per_call) for k, v in rec.sites.items()},
        rec.trace.as_dict(), rec.trace.by_site)


def test_sampled_replay_counts_equal_the_full_replay(tmp_path):
    from warpsmith.backends.block_replay import run_block_sampled
    from warpsmith.frontend import read_module
    from warpsmith.model.symbolic_replay import bank_model
    from warpsmith.hw.descriptions import load_device

    path = tmp_path / "loops.cu"
    path.write_text(LOOPS)
    module = read_module(str(path), dialect="cuda")
    calls = {"full": 0, "sampled": 0}
    bank = bank_model(load_device("h100"))

    def counting(which):
        def wf(a, m, nbytes):
            calls[which] += 1
            return bank(a, m, nbytes)
        return wf

    args = {"out": np.zeros(64 * 2, np.float32), "in": np.ones(4096, np.float32),
            "n": np.int32(40)}
    full = run_block(module, "k", (1, 1, 1), (64, 1, 1), args, counting("full"))
    fast = run_block_sampled(module, "k", (1, 1, 1), (64, 1, 1), args, counting("sampled"))
    assert _record_counts(fast) == _record_counts(full)
    assert calls["sampled"] * 5 < calls["full"]  # the uniform loop was sampled


GATHER = """
__global__ void ga(float *y, const float *x, const int *idx, int n)
{
    int i = blockIdx.x * block_size_x + threadIdx.x;
    if (i < n) y[i] = x[idx[i]];
}
"""


def test_space_with_data_equals_point_by_point_and_is_keyed_by_it(tmp_path):
    """``args``: every point replays the caller's data (the same prediction as
    :func:`predict_kernel` given them), the caller's arrays are left as they were, and the
    on-disk cache tells two data sets apart."""
    src = tmp_path / "ga.cu"
    src.write_text(GATHER)
    n = 1 << 22  # bound by bandwidth: a launch of 64K threads is bound by its latency
    pts = [{"defines": {"block_size_x": b}, "grid": (n // b,), "block": (b,),
            "params": {"n": n}} for b in (256, 1024)]

    def data(idx):
        return {"y": np.zeros(n, np.float32), "x": np.ones(n, np.float32),
                "idx": idx.astype(np.int32), "n": np.int32(n)}

    shuffled = data(np.random.default_rng(5).permutation(n))
    before = {k: np.array(v, copy=True) for k, v in shuffled.items()}
    want = [PP.predict_kernel(str(src), "ga", p["grid"], p["block"], defines=p["defines"],
                              params=p["params"], args=data(shuffled["idx"]),
                              replay=PP.run_block_sampled) for p in pts]
    got = PP.predict_space(str(src), "ga", pts, jobs=1, cache_dir=tmp_path, args=shuffled)
    _same(got, want)
    assert all(np.array_equal(shuffled[k], before[k]) for k in before)
    ident = PP.predict_space(str(src), "ga", pts, jobs=1, cache_dir=tmp_path,
                             args=data(np.arange(n)))
    blind = PP.predict_space(str(src), "ga", pts, jobs=1, cache_dir=tmp_path)
    for s, i, b in zip(got, ident, blind):
        assert i.predicted_ms < s.predicted_ms
        assert any("buffers of ones" in t for t in b.notes)
        assert not any("buffers of ones" in t for t in s.notes + i.notes)


def test_replay_of_real_data_counts_the_blocks_distinct_sectors(tmp_path):
    """A replay of the caller's arguments records, per global site, the sectors its
    requests asked for and the distinct ones: an identity gather reuses nothing, a gather
    of one element asks each warp's one sector again and again; a replay of made-up buffers
    records nothing (their reuse says nothing)."""
    from warpsmith.frontend import read_module
    from warpsmith.model.symbolic_replay import bank_model
    from warpsmith.hw.descriptions import load_device

    src = tmp_path / "ga.cu"
    src.write_text(GATHER.replace("block_size_x", "256"))
    m = read_module(str(src))
    n = 4096
    banks = bank_model(load_device("h100"))

    got = [v for v in run_block(
        m, "ga", (n // 256,), (256,), {"y": np.zeros(n, np.float32),
                                      "x": np.ones(n, np.float32),
                                      "idx": np.arange(n, dtype=np.int32),
                                      "n": np.int32(n)}, banks).global_sectors.values()]
    assert got and all(req == distinct for req, distinct in got)  # 8 warps, 4 sectors each
    one = run_block(m, "ga", (n // 256,), (256,), {"y": np.zeros(n, np.float32),
                                                   "x": np.ones(n, np.float32),
                                                   "idx": np.zeros(n, np.int32),
                                                   "n": np.int32(n)}, banks)
    x_site = [v for k, v in one.global_sectors.items() if v[1] == 1]
    assert x_site == [(8, 1)]  # x[0] by all 8 warps: 8 requested, 1 distinct
    blind = run_block(m, "ga", (n // 256,), (256,), None, banks, params={"n": n})
    assert blind.global_sectors == {}
