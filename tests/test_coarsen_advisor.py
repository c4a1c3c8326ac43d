"""The coarsening advisor (issue 5, part 6): its lane model against the simulator's trace
of the coarsened kernels themselves, its registers and occupancy, the stored model against
scikit-learn, its choice (the chosen variant computes what the original does), the
``coarsen --auto`` command, and the driver line of the exploration's report. About 30 s
on two cores (NVRTC compiles a few dozen small kernels)."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import numpy as np
import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.frontend import read_module
from warpsmith.transform.coarsen import coarsening
from warpsmith.transform.variant import Refusal
from warpsmith.tune import coarsen_advisor as A


sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_modules import load  # noqa: E402

MT = """
__kernel void mt(int width, int height, __global float *in, __global float *out)
{
    uint column = get_global_id(0);
    uint row = get_global_id(1);
    uint inputIdx = row * width + column;
    uint outputIdx = height * column + row;
    out[outputIdx] = in[inputIdx];
}
"""

# floydWarshall's pass: the pivot row and column are loads shared by coarsened copies
FW = """
__kernel void fw(__global int *d, const int n, const int k)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    int old = d[y * n + x];
    int row = d[y * n + k];     /* uniform along x: one load for all copies */
    int col = d[k * n + x];     /* uniform along y */
    int t = row + col;
    d[y * n + x] = t < old ? t : old;
}
"""

# a tile transpose through local memory (group-preserving scheme, shared wavefronts)
TILE = """
#define T 16
__kernel void tile(__global const float *in, __global float *out, int n)
{
    __local float s[T][T + 1];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x = get_group_id(0) * T + lx, y = get_group_id(1) * T + ly;
    s[ly][lx] = in[y * n + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    int ox = get_group_id(1) * T + lx, oy = get_group_id(0) * T + ly;
    out[oy * n + ox] = s[lx][ly];
}
"""

# a 1D kernel with a stride-2 shared access (bank conflicts once lanes spread)
SUM = """
__kernel void pairs(__global const float *in, __global float *out)
{
    __local float s[512];
    int l = get_local_id(0);
    int g = get_global_id(0);
    s[l] = in[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 128)
        s[2 * l] = s[2 * l] + s[2 * l + 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = s[l];
}
"""


def _cl(text: str):
    return read_module("t.cl", text=text, dialect="opencl")


def _args(module, kernel, scalars, size):
    fn = module.function(kernel)
    rng = np.random.default_rng(0)
    out = {}
    for p in fn.params:
        if p.name in scalars:
            out[p.name] = np.int32(scalars[p.name])
        elif "int" in str(p.type):
            out[p.name] = rng.integers(0, 100, size).astype(np.int32)
        else:
            out[p.name] = rng.random(size).astype(np.float32)
    return out


def _per_item(trace: dict, items: int) -> dict:
    return {"load_requests": trace["global_load_requests"] / items,
            "global_sectors": (trace["global_load_sectors"] + trace["global_store_sectors"])
            / items,
            "shared_wavefronts": trace["shared_wavefronts"] / items}


CASES = [
    # (kernel source, name, grid, block, scalars, buffer size, candidates)
    (MT, "mt", (4, 4), (16, 16), {"width": 64, "height": 64}, 64 * 64,
     [(1, 0, 1), (2, 0, 1), (4, 0, 32), (2, 1, 1), (4, 1, 2), (8, 0, 4)]),
    (FW, "fw", (4, 4), (16, 16), {"n": 64, "k": 5}, 64 * 64,
     [(1, 0, 1), (2, 0, 1), (4, 1, 1), (8, 0, 32), (4, 0, 2)]),
    (TILE, "tile", (4, 4), (16, 16), {"n": 64}, 64 * 64,
     [(1, 0, 1), (2, 0, 1), (4, 1, 1), (2, 0, 8), (4, 1, 4)]),
    (SUM, "pairs", (4,), (256,), {}, 1024,
     [(1, 0, 1), (2, 0, 1), (4, 0, 1), (2, 0, 32), (4, 0, 64 // 4)]),
]


@pytest.mark.parametrize("case", CASES, ids=[c[1] for c in CASES])
def test_lane_model_counts_what_the_simulator_counts(case):
    """The lane model, applied to the ORIGINAL kernel's accesses with the candidate's
    remapped lanes, gives per original work-item the load requests, sectors and shared
    wavefronts the simulator counts when it runs the COARSENED kernel (every block of
    these launches is alike, so the representative block is exact)."""
    src, name, grid, block, scalars, size, cands = case
    m = _cl(src)
    km = A.KernelModel(m, name, grid, block, scalars, compile_registers=False)
    items = math.prod(grid) * math.prod(block)
    args = _args(m, name, scalars, size)
    checked = 0
    for f, d, s in cands:
        res = km.coarsened(f, d, s)
        if isinstance(res, Refusal):
            continue
        v = res
        tr = simulate(v.module, v.kernel, v.grid, v.block, dict(args), trace=True)
        want = _per_item(tr.trace.as_dict(), items)
        got = km.lane_costs(f, d, s, A.dim3(v.block), bool(coarsening(res).group_dependent))
        for key in want:
            assert got[key] == pytest.approx(want[key], rel=1e-9, abs=1e-12), (f, d, s, key)
        checked += 1
    assert checked >= 4


def test_lane_model_sees_what_coarsening_does_to_a_transpose():
    """Fig. 7 of the paper for a 4 x 64 block (a warp spans 4 columns and 8 rows, the
    transpose's best shape on the H100): coarsening mt along x with stride 1 spreads the
    loads over more sectors per request, while the warp's 4 copies together read whole
    sectors (the footprint halves); a stride of 32 keeps every request as it was. Along y
    with stride 1 the stores spread (and are written through, so the footprint grows
    too); a stride of 8 keeps each warp's 8 rows adjacent."""
    m = _cl(MT)
    km = A.KernelModel(m, "mt", (64, 4), (4, 64), {"width": 256, "height": 256},
                       compile_registers=False)
    block = (4, 64, 1)
    base = km.lane_costs(1, 0, 1, block, False)
    x1, x32 = km.lane_costs(4, 0, 1, block, False), km.lane_costs(4, 0, 32, block, False)
    y1, y8 = km.lane_costs(4, 1, 1, block, False), km.lane_costs(4, 1, 8, block, False)
    assert base["global_sectors"] == pytest.approx((8 + 4) / 32)
    assert x1["global_sectors"] == pytest.approx((16 + 4) / 32)
    assert x1["global_footprint"] == pytest.approx((16 / 4 + 4) / 32)
    assert x32 == pytest.approx(base)
    assert y1["global_sectors"] == pytest.approx((8 + 16) / 32)
    assert y1["global_footprint"] == pytest.approx((8 + 16) / 32)
    assert y8 == pytest.approx(base)
    # the features take each one's best block shape (the local size of mt is free)
    assert km.free_block and (1, 64, 1) != km.block0_best
    assert km.features(4, 0, 1)["global_footprint"] < 1.0


def test_features_parallelism_loads_and_barriers():
    """Waves and in-flight warps fall with the factor; a load that does not depend on the
    coarsened dimension is not replicated (unless its statement is); a kernel with
    barriers has F times fewer per work-item."""
    m = _cl(FW)
    km = A.KernelModel(m, "fw", (64, 64), (16, 16), {"n": 1024, "k": 3},
                       compile_registers=False)
    f1, f4 = km.features(1, 0, 1), km.features(4, 0, 1)
    assert f1["log2_waves"] == pytest.approx(math.log2(1024 * 1024 / (132 * 2048)))
    assert f4["log2_waves"] == pytest.approx(f1["log2_waves"] - 2)
    assert f1["log2_warps_per_sm"] == 6  # 64 warps resident, 248 waiting
    assert f4["log2_warps_per_sm"] == pytest.approx(math.log2(1024 * 1024 / 4 / 32 / 132))
    assert f4["load_requests"] == pytest.approx((4 * 2 + 1) / (4 * 3))
    # a statement that mixes both is replicated whole, as the transformation does
    m2 = _cl(FW.replace("int t = row + col;", "int t = row + d[k * n + x];"))
    km2 = A.KernelModel(m2, "fw", (64, 64), (16, 16), {"n": 1024, "k": 3},
                        compile_registers=False)
    assert km2.features(4, 1, 1)["load_requests"] == pytest.approx((4 * 3 + 1) / (4 * 4))
    assert f4["barriers"] == 1.0 and f1["ops"] == 1.0
    t = _cl(TILE)
    kt = A.KernelModel(t, "tile", (4, 4), (16, 16), {"n": 64}, compile_registers=False)
    assert not kt.free_block
    assert kt.features(4, 1, 1)["barriers"] == 0.25


def test_registers_from_nvrtc_and_their_extrapolation():
    from warpsmith.backends.cuda_compile import compiler_available

    if not compiler_available():
        pytest.skip("no NVRTC")
    m = _cl(FW)
    km = A.KernelModel(m, "fw", (64, 64), (16, 16), {"n": 1024, "k": 3})
    assert km.regs0 is not None and km.regs0[0] > 0 and km.regs0[2] > 0
    r4 = km.compiled_registers(4, 1, 1, km.coarsened(4, 1, 1))
    r8 = km.compiled_registers(8, 1, 1, km.coarsened(8, 1, 1))
    r32 = km.compiled_registers(32, 1, 1, km.coarsened(32, 1, 1))
    assert r8[0] >= r4[0] >= km.regs0[0]
    assert r32[0] == min(255, r8[0] + 2 * max(0, r8[0] - r4[0]))
    # more registers, fewer resident threads: the occupancy feature follows
    f = km.features(32, 1, 1)
    assert f["occupancy"] <= 1.0 and f["sass"] > 0


def _fit():
    return load("coarsen_advisor_fit", fresh=True)


def test_stored_forest_predicts_what_scikit_learn_predicts():
    pytest.importorskip("sklearn")
    fit = _fit()
    rng = np.random.default_rng(1)
    X = rng.random((120, len(A.FEATURES)))
    y = np.log2(0.5 + X[:, 0]) - 0.3 * X[:, 3]
    forest = fit.fit_model(X, y, 3, trees=7)
    model = fit.model_json(forest, 3, 1.05, {"device": "test"})
    model = json.loads(json.dumps(model))  # what the file holds
    Z = rng.random((25, len(A.FEATURES)))
    want = 2.0 ** forest.predict(Z)
    got = [A.predict_tree(model, dict(zip(A.FEATURES, z))) for z in Z]
    assert np.allclose(got, want, rtol=1e-4)
    # choose: the original unless a candidate is predicted the margin faster
    key, pred, ranking = A.choose_predicted({(2, 0, 1): 1.04, (4, 0, 32): 1.2}, 1.05)
    assert key == (4, 0, 32) and pred == 1.2 and ranking[0][1:] == (4, 0, 32)
    assert A.choose_predicted({(2, 0, 1): 1.04}, 1.05)[0] == (1, 0, 1)


def test_the_stored_model_and_its_advice_is_a_correct_variant():
    """The model in the package loads; the advice for floydWarshall's pass at a small
    launch is a legal configuration whose variant computes what the original does."""
    model = A.load_model()
    assert model is not None and tuple(model["features"]) == A.FEATURES
    assert model.get("margin", 0) >= 1.0 and model["trees"]
    m = _cl(FW)
    grid, block, params = (8, 8), (16, 16), {"n": 128, "k": 7}
    adv = A.advise(m, "fw", grid, block, params)
    assert adv.considered > 10 and adv.model == model["name"]
    assert adv.factor == 1 or adv.predicted_speedup >= model["margin"]
    res = A.KernelModel(m, "fw", grid, block, params, compile_registers=False) \
        .coarsened(adv.factor, adv.dim, adv.stride)
    assert not isinstance(res, Refusal)
    v = res
    args = _args(m, "fw", params, 128 * 128)
    want = simulate(m, "fw", grid, block, dict(args)).outputs
    got = simulate(v.module, v.kernel, v.grid, v.block, dict(args)).outputs
    assert np.array_equal(got["d"], want["d"])
    j = adv.as_json()
    assert j["factor"] == adv.factor and len(j["ranking"]) <= 10


def test_cli_coarsen_auto(tmp_path, capsys):
    from warpsmith.cli import main

    src = tmp_path / "mt.cl"
    src.write_text(MT)
    out = tmp_path / "v.cl"
    rc = main(["coarsen", str(src), "--kernel", "mt", "--auto", "--grid", "32,32",
               "--block", "16,16", "--arg", "width=512", "--arg", "height=512",
               "-o", str(out), "--json"])
    assert rc == 0
    j = json.loads(capsys.readouterr().out)
    a = j["auto"]
    assert {"factor", "dim", "stride", "predicted_speedup", "features", "model"} <= set(a)
    assert set(a["features"]) == set(A.FEATURES)
    if a["factor"] > 1:
        assert j["variant"]["kernel"] != "mt" and out.exists()
    rc = main(["coarsen", str(src), "--kernel", "mt", "--auto", "--grid", "32,32",
               "--block", "16,16", "--arg", "width=512", "--arg", "height=512"])
    assert rc == 0 and "advisor:" in capsys.readouterr().out
    assert main(["coarsen", str(src), "--kernel", "mt", "--auto", "--factor", "2",
                 "--grid", "4,4", "--block", "8,8"]) == 1
    assert "either --auto or --factor" in capsys.readouterr().err


def test_report_reads_the_driver_from_the_versions():
    from warpsmith.tune.reports import coarsen as rep

    assert rep.driver({"driver": None, "versions": {"driver": "580.1"}}) == "580.1"
    assert rep.driver({"driver": "570.2", "versions": {"driver": "580.1"}}) == "570.2"
    assert rep.driver({"versions": {"nvidia_smi": "NVIDIA H100, 580.9, 81559 MiB"}}) == "580.9"
    assert rep.driver({}) is None
    md = rep.markdown({"versions": {"driver": "580.1", "runtime": "13.2"}, "programs": []})
    assert "driver 580.1, CUDA runtime 13.2" in md


def test_candidates_that_merge_no_threads_are_not_offered():
    """A stride whose factor x stride passes the local size pads the launch back to the
    original's thread count or more: the advisor does not offer it (the fifth held-out
    suite's yuyv_to_rgba was coarsened by 4 along y with stride 32 at 32 x 8 blocks, into
    32 x 32 blocks that did the same work), while strides that merge threads stay."""
    from warpsmith.frontend import read_module
    from warpsmith.tune.coarsen_advisor import candidates, merges_none

    src = """__global__ void k(const float *a, float *b, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) b[y * w + x] = 2.0f * a[y * w + x];
}"""
    m = read_module("k.cu", text=src, dialect="cuda")
    grid, block = (4, 8, 1), (32, 8, 1)
    got = {(f, d, s) for f, d, s, _ in candidates(m, "k", grid, block, {"w": 128, "h": 64})}
    assert (2, 1, 1) in got and (2, 0, 1) in got
    # blocks of 8 along y: factor x stride 16 or more pads each group back to 8 or more
    # threads (no merge); 4 x 4 pads it to 4 threads, each doing two rows (a merge)
    assert {(2, 1, 8), (2, 1, 16), (4, 1, 8), (8, 1, 8)}.isdisjoint(got)
    assert (4, 1, 4) in got

    class V:
        grid, block = (4, 8, 1), (32, 32, 1)
    assert merges_none(V, 4 * 8 * 32 * 8) and not merges_none(V, 4 * 8 * 32 * 64)
