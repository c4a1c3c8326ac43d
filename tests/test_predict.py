"""predict_kernel / predict_launches and ``warpsmith predict``: the JSON of issue 6, the
errors a user can cause, the thread-dependent conditions through the model."""

import json

import numpy as np
import pytest

from warpsmith.analysis.pdg import build_pdg
from warpsmith.backends.cuda_compile import compiler_available
from warpsmith.cli import main
from warpsmith.frontend import read_module
from warpsmith.model.hardware import load_device
from warpsmith.model.predict import predict_kernel, predict_launches
from warpsmith.model.predict_resolve import Resolver

SCAN = "src/warpsmith/corpus/model/scan.cu"
MATMUL = "src/warpsmith/corpus/model/matmul.cu"
KEYS = {"kernel", "device", "predicted_ms", "bottleneck", "string_model", "cc", "cs", "cr",
        "n_warps", "nbc_avg", "bounds"}
BOTTLENECKS = {"memory bandwidth", "memory latency", "issue", "shared memory",
               "synchronization", "occupancy"}

# the paper's Fig. 2 code, block of 128 threads (Tables 2 and 3)
FIG2 = """
__global__ void fig2(float *data)
{
    __shared__ float shared[256];
    int n = 2 * threadIdx.x + 1;
    shared[n - 1] = data[n - 1];
    shared[n] = data[n];
    __syncthreads();
    for (int stride = 2; stride <= 256; stride <<= 1) {
        if ((n + 1) % stride == 0)
            shared[n] += shared[n - (stride >> 1)];
        __syncthreads();
    }
    data[n - 1] = shared[n - 1];
    data[n] = shared[n];
}
"""


def _run(capsys, argv):
    rc = main(argv)
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_cli_json_has_exactly_the_issues_keys(capsys):
    rc, out, err = _run(capsys, ["predict", SCAN, "--kernel", "scan_init", "--grid", "512",
                                 "--block", "128", "-D", "BLOCK_SIZE=128", "--device",
                                 "8800gtx", "--json"])
    assert rc == 0, err
    j = json.loads(out)
    assert set(j) == KEYS
    assert j["kernel"] == "scan_init" and j["device"] == "8800gtx"
    assert j["bottleneck"] in BOTTLENECKS
    assert isinstance(j["n_warps"], int) and j["n_warps"] > 0
    assert isinstance(j["bounds"], list) and len(j["bounds"]) == 2
    assert j["bounds"][0] <= j["predicted_ms"] <= j["bounds"][1]
    assert j["predicted_ms"] > 0 and 0 < j["cc"] < 1
    assert "( " in j["string_model"] and ") x 8" in j["string_model"]


def test_cli_text_output(capsys):
    rc, out, _ = _run(capsys, ["predict", MATMUL, "--kernel", "matmul_naive", "--grid",
                               "4,4", "--block", "16,16", "--param", "M=64", "--param",
                               "N=64", "--param", "K=64", "--device", "8800gtx"])
    assert rc == 0
    assert "string model:" in out and "predicted time:" in out and "bottleneck:" in out
    assert ") x 64" in out


@pytest.mark.parametrize("argv, needles", [
    (["--kernel", "nope"], ["no kernel named 'nope'", "scan_init"]),
    (["--kernel", "scan_init", "--device", "nodevice"], ["no hardware description",
                                                          "nodevice"]),
    (["--kernel", "scan_init", "--device", "a100"], ["a100", "timing field"]),
    (["--kernel", "scan_init", "--param", "bogus=3"], ["no parameter bogus"]),
    (["--kernel", "scan_init", "--mode", "guess"], []),
])
def test_cli_errors_are_located_messages(capsys, argv, needles):
    base = ["predict", SCAN, "--grid", "64", "--block", "128", "-D", "BLOCK_SIZE=128"]
    try:
        rc, out, err = _run(capsys, base + argv)
    except SystemExit as e:  # argparse rejects a bad --mode choice itself
        assert e.code == 2
        return
    assert rc == 1
    assert "Traceback" not in err and "internal error" not in err
    for n in needles:
        assert n in err


def test_missing_trip_count_parameter_is_named(capsys):
    rc, _, err = _run(capsys, ["predict", MATMUL, "--kernel", "matmul_naive", "--grid", "4,4",
                               "--block", "16,16", "--param", "N=64", "--device", "8800gtx"])
    assert rc == 1
    assert "matmul.cu:32:" in err and "parameter K" in err and "--param K=" in err


def test_paper_table3_weight_through_the_model(tmp_path):
    f = tmp_path / "fig2.cu"
    f.write_text(FIG2)
    m = read_module(str(f))
    pdg = build_pdg(m, m.kernels[0], (1, 1, 1), (128, 1, 1))
    res = Resolver(pdg, load_device("8800gtx"), "symbolic", 1).run()
    (r,) = res.values()
    assert r.method == "symbolic"
    assert r.weight == pytest.approx(27 / 32)  # Table 3: cc = 27/32
    assert set(r.shared) == {"load 11:19", "load 11:32", "store 11:19"}
    # the replay of the same block sees the same warps
    rr = Resolver(pdg, load_device("8800gtx"), "replay", 1,
                  replay=lambda: _replay(m, pdg)).run()
    (r2,) = rr.values()
    assert r2.method == "replay" and r2.weight == pytest.approx(27 / 32)
    for k, v in r.shared.items():
        assert r2.shared[k] == pytest.approx(v)


def _replay(m, pdg):
    from warpsmith.model.symbolic import replay_block

    return replay_block(m, "fig2", (1, 1, 1), (128, 1, 1),
                        {"data": np.ones(256, np.float32)}, load_device("8800gtx"))


def test_symbolic_replay_and_bounds_modes(tmp_path):
    f = tmp_path / "fig2.cu"
    f.write_text(FIG2)
    kw = dict(grid=(8448,), block=(128,), device="h100")  # 64 blocks per SM: not latency-bound
    sym = predict_kernel(str(f), "fig2", mode="symbolic", **kw)
    rep = predict_kernel(str(f), "fig2", mode="replay", **kw)
    bnd = predict_kernel(str(f), "fig2", mode="bounds", **kw)
    assert sym.bounds[0] == sym.bounds[1] == sym.predicted_ms
    assert rep.predicted_ms == pytest.approx(sym.predicted_ms, rel=1e-9)
    lo, hi = bnd.bounds
    assert lo < sym.predicted_ms < hi
    assert set(bnd.methods.values()) == {"bounds"}


def test_divergent_version_is_cheaper_per_step():
    # scan_div packs the working threads into few warps: a lower cc than scan_init
    args = dict(grid=(256,), block=(128,), defines={"BLOCK_SIZE": 128, "NUM_BANKS": 16},
                device="8800gtx")
    init = predict_kernel(SCAN, "scan_init", **args)
    div = predict_kernel(SCAN, "scan_div", **args)
    assert div.cc < init.cc


def test_predict_launches_sums_a_program():
    launches = [(MATMUL, "matmul_naive", (4, 4), (16, 16), {"M": 64, "N": 64, "K": 64}, None),
                (MATMUL, "matmul_tiled", (2, 4), (16, 16), {"M": 64, "N": 64, "K": 64},
                 {"TILE_X": 32})]
    preds = predict_launches(launches, device="8800gtx")
    assert [p.kernel for p in preds] == ["matmul_naive", "matmul_tiled"]
    one = predict_kernel(MATMUL, "matmul_tiled", (2, 4), (16, 16),
                         params={"M": 64, "N": 64, "K": 64}, defines={"TILE_X": 32},
                         device="8800gtx")
    assert preds[1].predicted_ms == pytest.approx(one.predicted_ms)


def test_registers_from_the_compiler_or_an_estimate():
    kw = dict(params={"M": 64, "N": 64, "K": 64})
    old = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device="8800gtx", **kw)
    assert old.resources["registers_source"] == "estimate"
    given = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device="8800gtx",
                           registers=20, **kw)
    assert given.resources["registers"] == 20
    if compiler_available():
        new = predict_kernel(MATMUL, "matmul_naive", (4, 4), (16, 16), device="h100", **kw)
        assert new.resources["registers_source"].startswith(("nvrtc", "nvcc"))
        assert new.resources["registers"] > 0


def test_tiled_matmul_ranks_above_naive_and_grows_with_the_tile():
    n = 512
    kw = dict(params={"M": n, "N": n, "K": n}, device="8800gtx")
    naive = predict_kernel(MATMUL, "matmul_naive", (n // 16, n // 16), (16, 16), **kw)
    t16 = predict_kernel(MATMUL, "matmul_tiled", (n // 16, n // 16), (16, 16),
                         defines={"TILE_X": 16}, **kw)
    t64 = predict_kernel(MATMUL, "matmul_tiled", (n // 64, n // 16), (16, 16),
                         defines={"TILE_X": 64}, registers=24, **kw)
    assert naive.predicted_ms > t16.predicted_ms > t64.predicted_ms
