"""Thread coarsening (paper 002): the divergence analysis, the transformation's refusals,
and differential tests: random kernels (tests/kernelgen.py: OpenCL with barriers, local
memory, loops, atomics and early returns; tests/memopt_kernelgen.py: CUDA with affine
indices, 1D and 2D launches, guards, loops, shared staging) coarsened by random factors,
dimensions and strides (also ones that need a guarded kernel) must compute exactly what
the original computes on the simulator."""

from __future__ import annotations

import json
import os
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(__file__))
import kernelgen  # noqa: E402
import memopt_kernelgen as mkg  # noqa: E402

from warpsmith.analysis.divergence import analyze_divergence  # noqa: E402
from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.coarsen import coarsen, coarsen_to, coarsening  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402


def _co(module, kernel, factor, dim, stride, grid, block, params=None, **kw):
    """Coarsen ``kernel`` at ``grid`` x ``block`` through the step contract."""
    start = Variant.of(module, kernel, Launch(grid, block, params=params or {}))
    return coarsen(start, factor=factor, dim=dim, stride=stride, **kw)


EXAMPLES = int(os.environ.get("WARPSMITH_COARSEN_EXAMPLES", "120"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.large_base_example,
                                           HealthCheck.filter_too_much])

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


def _cl(text: str):
    return read_module("t.cl", text=text, dialect="opencl")


def _dims(div, name):
    return "".join("xyz"[d] for d in sorted(div.var_dims.get(name, ())))


# ------------------------------------------------------------------ divergence

def test_divergence_of_transpose_follows_fig1():
    m = _cl(MT)
    div = analyze_divergence(m.kernels[0], m)
    assert _dims(div, "column") == "x" and _dims(div, "row") == "y"
    assert _dims(div, "inputIdx") == "xy" and _dims(div, "width") == ""


def test_divergence_through_control_loops_and_memory():
    m = _cl("""
__kernel void k(__global int *a, __global int *b, int n)
{
    int lid = get_local_id(1);
    int u = a[0];            /* uniform address: uniform */
    int v = a[lid];          /* divergent address: y */
    int w = 0;
    if (v > 3) w = 1;        /* control dependence: y */
    int c = 0;
    for (int i = 0; i < n; i++) {
        if (a[i * get_local_size(0) + get_local_id(0)] == 0) break;   /* exit along x */
        c += 1;
    }
    int p[4];
    p[get_group_id(0) & 3] = 5;   /* private array: uniform */
    int q[4];
    q[lid & 3] = 1;                /* divergent index: y */
    int g = get_group_id(0) + u;   /* group ids are not seeds */
    int t = atomic_add(&b[0], 1);  /* atomics: every dimension */
    b[1 + lid] = u + v + w + c + p[0] + q[0] + g + t;
}
""")
    div = analyze_divergence(m.kernels[0], m)
    assert _dims(div, "u") == ""
    assert _dims(div, "v") == "y"
    assert _dims(div, "w") == "y"
    assert _dims(div, "c") == "x"
    assert _dims(div, "i") == "x"
    assert _dims(div, "p") == ""
    assert _dims(div, "q") == "y"
    assert _dims(div, "g") == ""
    assert _dims(div, "t") == "xyz"


def test_divergence_after_divergent_return_and_escaped_address():
    m = _cl("""
void set(int *p, int v) { *p = v; }
__kernel void k(__global int *a, int n)
{
    int x = 0;
    set(&x, 3);                     /* address escapes: every dimension */
    if (get_global_id(0) >= n) return;
    int after = 7;                  /* control dependent on the return: x */
    a[get_global_id(0)] = after + x;
}
""")
    div = analyze_divergence(m.kernels[0], m)
    assert _dims(div, "x") == "xyz"
    assert _dims(div, "after") == "x"


# ------------------------------------------------------------------ transformation

def test_coarsened_transpose_replicates_only_divergent_statements():
    m = _cl(MT)
    res = _co(m, "mt", 2, 1, 1, (4, 4), (8, 8))
    fn = res.function()
    names = {d.name for d in _walk_decls(fn)}
    assert {"column", "row_0", "row_1", "inputIdx_0", "inputIdx_1"} <= names
    assert "column_0" not in names
    assert res.grid == (4, 2, 1) and res.block == (8, 8, 1)
    c = coarsening(res)
    assert c.replicated == 4 and c.divergent_regions == 0 and not c.guarded


def _walk_decls(fn):
    from warpsmith.ir import nodes as N
    from warpsmith.ir.visit import walk
    return [n for n in walk(fn.body) if isinstance(n, N.Decl)]


def test_refuses_barrier_under_divergent_control_with_its_line():
    m = _cl("""
__kernel void k(__global int *a, __local int *s)
{
    int lid = get_local_id(0);
    s[lid] = a[lid];
    if (lid < 16) {
        barrier(CLK_LOCAL_MEM_FENCE);
        a[lid] = s[lid + 1];
    }
}
""")
    res = _co(m, "k", 2, 0, 1, (1,), (32,))
    assert isinstance(res, Refusal)
    assert "line 7: barrier" in res.reason and "line 6" in res.reason
    # along y the same barrier is uniform: allowed
    ok = _co(m, "k", 2, 1, 1, (1, 2), (32, 2))
    assert not isinstance(ok, Refusal)


def test_refuses_divergent_return_in_a_loop_and_warp_builtins():
    m = _cl("""
__kernel void k(__global int *a, int n)
{
    for (int i = 0; i < n; i++) {
        if (a[get_global_id(0) * n + i] == 0) return;
        a[get_global_id(0) * n + i] = 1;
    }
}
""")
    res = _co(m, "k", 2, 0, 1, (2,), (32,))
    assert isinstance(res, Refusal) and "line 5: a return" in res.reason
    cu = read_module("t.cu", text="""
extern "C" __global__ void w(int *a) {
    int v = a[threadIdx.x];
    v += __shfl_down_sync(0xffffffff, v, 1);
    a[threadIdx.x] = v;
}""", dialect="cuda")
    res = _co(cu, "w", 2, 0, 1, (1,), (32,))
    assert isinstance(res, Refusal) and "warp" in res.reason


def test_factor_one_is_the_original_and_bad_arguments_are_refused():
    m = _cl(MT)
    res = _co(m, "mt", 1, 0, 1, (4, 4), (8, 8))
    assert res.kernel == "mt" and res.block == (8, 8, 1)
    for f, d, s in ((0, 0, 1), (2, 3, 1), (2, 0, 0)):
        assert isinstance(_co(m, "mt", f, d, s, (4, 4), (8, 8)), Refusal)


def test_coarsen_to_keeps_groups_for_local_memory_kernels():
    m = _cl("""
__kernel void red(__global uint *in, __global uint *out, __local uint *s)
{
    uint lid = get_local_id(0);
    s[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = get_local_size(0) / 2; k > 0; k >>= 1) {
        if (lid < k) s[lid] += s[lid + k];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) out[get_group_id(0)] = s[0];
}""")
    res = coarsen_to(m, "red", 4, 0, 2, (1024,), (32,))
    assert coarsening(res).group_dependent and coarsening(res).original_local == (128,)
    assert res.grid == (8, 1, 1) and res.block == (32, 1, 1)
    plain = coarsen_to(_cl(MT), "mt", 4, 0, 1, (64, 64), (16, 4))
    assert not coarsening(plain).group_dependent
    assert coarsening(plain).original_local == (16, 4)
    assert plain.grid == (1, 16, 1) and plain.block == (16, 4, 1)
    assert isinstance(coarsen_to(_cl(MT), "mt", 32, 0, 32, (64, 64), (16, 4)), Refusal)


# ------------------------------------------------------------------ differential

def _same(want: dict, got: dict, names) -> list[str]:
    bad = []
    for k in names:
        a, b = np.asarray(want[k]), np.asarray(got[k])
        if a.dtype.kind == "f":
            eq = np.array_equal(a.view(np.uint32 if a.itemsize == 4 else np.uint64),
                                b.view(np.uint32 if b.itemsize == 4 else np.uint64))
        else:
            eq = np.array_equal(a, b)
        if not eq:
            bad.append(k)
    return bad


@SETTINGS
@given(case=kernelgen.kernels(), grid=st.integers(1, 3), seed=st.integers(0, 2**16),
       factor=st.sampled_from([2, 3, 4, 8, 16, 32]), stride=st.sampled_from([1, 2, 4, 32]))
def test_random_opencl_kernels_coarsened_equal_original(case, grid, seed, factor, stride):
    module = read_module("gen.cl", text=case.source, dialect="opencl")
    res = _co(module, kernelgen.KERNEL, factor, 0, stride, (grid,), (case.block,))
    if isinstance(res, Refusal):
        assert "barrier" in res.reason or "return" in res.reason, res.reason
        return
    args = case.make_args(grid, seed)
    want = simulate(module, kernelgen.KERNEL, grid, case.block, args).outputs
    v = res
    got = simulate(v.module, v.kernel, v.grid, v.block, args).outputs
    names = ("out_u", "out_f", "counter")
    bad = _same(want, got, names)
    from warpsmith.ir.printer import print_module
    assert not bad, (f"F={factor} S={stride} grid={grid} block={case.block} -> "
                     f"{v.grid} {v.block}: {bad} differ\n{case.source}\n--- coarsened\n"
                     + print_module(v.module, "opencl", kernels=[v.kernel]))


@pytest.mark.parametrize("family", ["elementwise1d", "elementwise2d", "loops", "shared"])
def test_random_cuda_kernels_coarsened_equal_original(family):
    @SETTINGS
    @given(case=mkg.cases(family), seed=st.integers(0, 2**16),
           factor=st.sampled_from([2, 3, 4, 8, 32]), stride=st.sampled_from([1, 2, 4, 16]),
           dim=st.integers(0, 1))
    def check(case, seed, factor, stride, dim):
        module = read_module("gen.cu", text=case.source, dialect="cuda")
        if max(case.grid[dim] if dim < len(case.grid) else 1,
               case.block[dim] if dim < len(case.block) else 1) == 1:
            dim = 0
        res = _co(module, case.kernel, factor, dim, stride, case.grid, case.block,
                      case.params)
        if isinstance(res, Refusal):
            assert any(w in res.reason for w in ("barrier", "return", "warp", "threads, more than")), res.reason
            return
        args = case.make_args(seed)
        want = simulate(module, case.kernel, case.grid, case.block, dict(args)).outputs
        v = res
        got = simulate(v.module, v.kernel, v.grid, v.block, dict(args)).outputs
        names = [b.name for b in case.buffers]
        bad = _same(want, got, names)
        from warpsmith.ir.printer import print_module
        assert not bad, (f"F={factor} D={dim} S={stride} -> {v.grid} {v.block}: {bad}\n"
                         + case.describe() + "\n--- coarsened\n"
                         + print_module(v.module, "cuda", kernels=[v.kernel]))

    check()


# ------------------------------------------------------------------ command line

def test_cli_coarsen_json_and_output(tmp_path, capsys):
    from warpsmith.cli import main

    src = tmp_path / "mt.cl"
    src.write_text(MT)
    out = tmp_path / "mt2.cl"
    rc = main(["coarsen", str(src), "--kernel", "mt", "--factor", "4", "--dim", "y",
               "--stride", "2", "--grid", "4,4", "--block", "8,8", "-o", str(out), "--json"])
    assert rc == 0
    j = json.loads(capsys.readouterr().out)
    assert j["variant"]["kernel"] == "mt_cf4y_st2" and j["variant"]["file"] == str(out)
    assert j["variant"]["grid"] == [4, 1, 1] and j["replicated"] == 4
    assert j["divergent_regions"] == 0
    again = read_module(str(out))
    assert {k.name for k in again.kernels} == {"mt", "mt_cf4y_st2"}


def test_cli_divergence_and_bad_input(tmp_path, capsys):
    from warpsmith.cli import main

    src = tmp_path / "mt.cl"
    src.write_text(MT)
    assert main(["analyze", str(src), "--kernel", "mt", "--divergence", "--json"]) == 0
    j = json.loads(capsys.readouterr().out)
    assert j["variables"]["row"] == ["y"]
    assert any(v["name"] == "column" and v["dims"] == ["x"]
               for r in j["lines"] for v in r["values"])
    assert main(["coarsen", str(src), "--kernel", "mt", "--grid", "4,4", "--block",
                 "8,8"]) == 1
    assert "--factor" in capsys.readouterr().err
    # a bad value of an option is a usage error: exit status 2 (returned, not raised)
    assert main(["coarsen", str(src), "--kernel", "mt", "--factor", "2", "--dim", "w",
                 "--grid", "4,4", "--block", "8,8"]) == 2
    assert "--dim" in capsys.readouterr().err


# ------------------------------------------------------------------ advisor

def test_advisor_warp_model_follows_fig7():
    from warpsmith.tune.coarsen_advisor import access_sectors, remapped_lanes

    # Eq. 3: stride 4, factor 2 -> lanes 0..3 then 8..11 (copy 0), 4..7, 12..15 (copy 1)
    assert remapped_lanes(2, 4, 0, 8) == [0, 1, 2, 3, 8, 9, 10, 11]
    assert remapped_lanes(2, 4, 1, 8) == [4, 5, 6, 7, 12, 13, 14, 15]
    # a coalesced float load: 4 sectors per request
    assert access_sectors(4, 4, 1, 1, 0, False) == (4, 4)
    # coarsened by 8 along x without stride: every lane in its own sector, 8 copies
    assert access_sectors(4, 4, 8, 1, 0, True) == (4, 8 * 32)
    # a stride of 32 restores coalescing: 8 copies of 4 sectors
    assert access_sectors(4, 4, 8, 32, 0, True) == (4, 8 * 4)
    # along y the warp is unchanged: F copies of the same request
    assert access_sectors(4, 4, 8, 1, 1, True) == (4, 32)
    # a uniform access runs once
    assert access_sectors(0, 4, 8, 1, 0, False) == (1, 1)


def test_advisor_features_and_choice():
    """The advisor's features on the transpose, a stored tree over them, and the choice it
    makes (more in tests/test_coarsen_advisor.py)."""
    from warpsmith.tune.coarsen_advisor import FEATURES, advise, predict_tree, static_features

    m = _cl(MT)
    launch = ((256, 256), (16, 16), {"width": 4096, "height": 4096})
    f = static_features(m, "mt", 8, 0, 32, *launch)
    g = static_features(m, "mt", 8, 0, 1, *launch)
    assert set(f) == set(FEATURES)
    # a stride of 32 keeps the warp's requests as they were; stride 1 spreads the loads
    assert f["global_sectors"] < g["global_sectors"] and f["global_sectors"] == 1.0
    assert f["region_frac"] == 0 and f["log2_factor"] == 3 and f["log2_stride"] == 5
    # a stored tree that predicts 2x for a stride of 32 and 0.5x otherwise
    model = {"name": "test", "features": list(FEATURES), "margin": 1.03,
             "tree": {"left": [1, -1, -1], "right": [2, -1, -1],
                      "feature": [FEATURES.index("log2_stride"), -2, -2],
                      "threshold": [4.5, 0, 0], "value": [0.0, -1.0, 1.0]}}
    assert predict_tree(model, f) == 2.0 and predict_tree(model, g) == 0.5
    adv = advise(m, "mt", *launch, model)
    assert adv.stride == 32 and adv.factor > 1 and adv.predicted_speedup == 2.0
    # a model that predicts slowdowns everywhere keeps the original
    model["tree"]["value"] = [0.0, -1.0, -0.5]
    adv = advise(m, "mt", *launch, model)
    assert (adv.factor, adv.stride) == (1, 1)


def test_refuses_a_padded_work_group_beyond_1024_threads():
    """Padding a work-group along y (8 rows, factor 2, stride 16 -> 16 rows) would double a
    128 x 8 block past the launch limit: refused with the thread count, never emitted."""
    src = """
    __global__ void k(int *a) {
        __shared__ int s[1024];
        int t = threadIdx.y * blockDim.x + threadIdx.x;
        s[t] = a[blockIdx.x * 1024 + t];
        __syncthreads();
        a[blockIdx.x * 1024 + t] = s[1023 - t] + 1;
    }
    """
    module = read_module("pad.cu", text=src, dialect="cuda")
    res = _co(module, "k", 2, 1, 16, (2, 1, 1), (128, 8, 1))
    assert isinstance(res, Refusal), res
    assert "2048 threads, more than 1024" in res.reason
    ok = _co(module, "k", 2, 1, 4, (2, 1, 1), (128, 8, 1))
    assert not isinstance(ok, Refusal) and ok.block == (128, 4, 1)
