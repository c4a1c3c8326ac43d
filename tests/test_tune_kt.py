"""Kernel Tuner's documented examples (vector add, matrix multiply with tunable tile sizes,
convolution) through warpsmith's ``tune_kernel``, unchanged calls, on the simulator backend
at small sizes: answers checked, results in Kernel Tuner's shape."""

from pathlib import Path

import numpy as np
import pytest

from warpsmith.tune.kt import tune_kernel

DATA = Path(__file__).parent / "data" / "tune"
KEYS = {"times", "compile_time", "verification_time", "benchmark_time", "strategy_time",
        "framework_time", "timestamp", "time"}


def test_vector_add():
    n = 300
    rng = np.random.default_rng(0)
    a, b = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    c = np.zeros_like(a)
    args = [c, a, b, np.int32(n)]
    tune_params = {"block_size_x": [128 + 64 * i for i in range(15)]}
    results, env = tune_kernel("vector_add", (DATA / "vector_add.cu").read_text(), n, args,
                               tune_params, answer=[a + b, None, None, None],
                               strategy="random_sample", strategy_options={"max_fevals": 4},
                               seed=1)
    assert len(results) == 4 and all(KEYS <= set(r) for r in results)
    assert all(isinstance(r["time"], float) for r in results)  # every answer was right
    assert env["best_config"]["time"] == min(r["time"] for r in results)
    assert "not a time" in env["time_unit"]


def test_wrong_answer_is_a_failure_not_an_exception():
    n = 64
    a = np.ones(n, np.float32)
    results, env = tune_kernel("vector_add", str(DATA / "vector_add.cu"), n,
                               [np.zeros_like(a), a, a, np.int32(n)],
                               {"block_size_x": [32, 64]}, answer=[a * 3, None, None, None])
    assert [r["time"] for r in results] == ["RuntimeFailedConfig"] * 2
    assert "best_config" not in env


def test_matmul_tiles():
    w = 16
    rng = np.random.default_rng(1)
    A = rng.standard_normal((w, w)).astype(np.float32)
    B = rng.standard_normal((w, w)).astype(np.float32)
    C = np.zeros_like(A)
    tune_params = {"block_size_x": [16 * 2 ** i for i in range(3)],
                   "block_size_y": [2 ** i for i in range(6)],
                   "tile_size_x": [2 ** i for i in range(4)],
                   "tile_size_y": [2 ** i for i in range(4)]}
    results, env = tune_kernel(
        "matmul_kernel", (DATA / "matmul.cu").read_text(), (w, w), [C, A, B], tune_params,
        grid_div_x=["block_size_x", "tile_size_x"], grid_div_y=["block_size_y", "tile_size_y"],
        restrictions=["block_size_x==block_size_y*tile_size_y"], answer=[A @ B, None, None],
        atol=1e-4, defines={"WIDTH": w}, strategy="genetic_algorithm",
        strategy_options={"max_fevals": 5}, seed=3)
    assert len(results) == 5
    assert all(r["block_size_x"] == r["block_size_y"] * r["tile_size_y"] for r in results)
    assert all(isinstance(r["time"], float) for r in results), results


def test_convolution_with_constant_filter():
    w, fw = 12, 3
    rng = np.random.default_rng(2)
    inp = rng.standard_normal((w + fw - 1) ** 2).astype(np.float32)
    filt = rng.standard_normal(fw * fw).astype(np.float32)
    x = inp.reshape(w + fw - 1, w + fw - 1)
    want = np.array([[np.sum(x[i:i + fw, j:j + fw] * filt.reshape(fw, fw)) for j in range(w)]
                     for i in range(w)], dtype=np.float32).reshape(-1)
    tune_params = {"block_size_x": [16 * i for i in range(1, 9)],
                   "block_size_y": [2 ** i for i in range(6)],
                   "tile_size_x": [2 ** i for i in range(3)],
                   "tile_size_y": [2 ** i for i in range(3)]}
    results, env = tune_kernel(
        "convolution_kernel", (DATA / "convolution.cu").read_text(), (w, w),
        [np.zeros(w * w, np.float32), inp, filt], tune_params,
        grid_div_x=["block_size_x", "tile_size_x"], grid_div_y=["block_size_y", "tile_size_y"],
        cmem_args={"d_filter": filt}, answer=[want, None, None], atol=1e-4,
        defines={"WIDTH": w, "FW": fw}, strategy="greedy_ils",
        strategy_options={"max_fevals": 4}, seed=0, verbose=False, lang="CUDA", iterations=7)
    assert len(results) == 4
    assert all(isinstance(r["time"], float) for r in results), results


def test_simulation_mode_replays_a_cache(tmp_path):
    n = 128
    a = np.ones(n, np.float32)
    cache = tmp_path / "va.json"
    tune_kernel("vector_add", str(DATA / "vector_add.cu"), n, [np.zeros_like(a), a, a, np.int32(n)],
                {"block_size_x": [32, 64, 128]}, cache=str(cache))
    results, env = tune_kernel("vector_add", str(DATA / "vector_add.cu"), n, [],
                               {"block_size_x": [32, 64, 128]}, cache=str(cache),
                               simulation_mode=True, strategy="random_sample",
                               strategy_options={"max_fevals": 2}, seed=4)
    assert env["simulation"] and len(results) == 2
    kt = pytest.importorskip("kernel_tuner")
    kt_results, kt_env = kt.tune_kernel("vector_add", str(DATA / "vector_add.cu"), n, [],
                                        {"block_size_x": [32, 64, 128]}, cache=str(cache),
                                        simulation_mode=True, quiet=True)
    assert kt_env["best_config"]["time"] == min(
        r["time"] for r in tune_kernel("vector_add", str(DATA / "vector_add.cu"), n, [],
                                       {"block_size_x": [32, 64, 128]}, cache=str(cache),
                                       simulation_mode=True)[0])


def test_unknown_keyword_is_refused():
    with pytest.raises(TypeError, match="unexpected"):
        tune_kernel("k", "__global__ void k() {}", 1, [], {"a": [1]}, frobnicate=1)
