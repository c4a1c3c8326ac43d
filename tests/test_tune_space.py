"""The tuning space (issue 20): restrictions evaluated over NumPy columns agree with one
evaluation per point, pruning reasons are recorded, the geometry follows Kernel Tuner."""

import itertools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from warpsmith.hw.descriptions import load_device
from warpsmith.ir.errors import LaunchError
from warpsmith.tune.space import build_space, from_configs, grid_of

PARAMS = {"block_size_x": [16, 32, 64, 128], "block_size_y": [1, 2, 4, 8],
          "tile": [1, 2, 3, 4], "flag": [0, 1]}
EXPRS = ["block_size_x * block_size_y <= 256",
         "tile == 1 or block_size_x % (tile * 16) == 0",
         "not flag and 2 <= tile < 4",
         "(block_size_x if flag else block_size_y) > 4",
         "min(block_size_x, tile * 8) >= 16",
         "block_size_x // tile > 10"]


def _brute(params, exprs):
    names = list(params)
    return [c for c in itertools.product(*params.values())
            if all(eval(e, {"min": min, "max": max}, dict(zip(names, c))) for e in exprs)]


@settings(derandomize=True, max_examples=40)
@given(st.lists(st.sampled_from(EXPRS), max_size=3))
def test_vectorized_restrictions_equal_per_point(exprs):
    space = build_space(PARAMS, exprs)
    got = [space.values_of(i) for i in range(len(space))]
    assert got == _brute(PARAMS, exprs)


def test_callables_and_tuples_match_expressions():
    a = build_space(PARAMS, ["block_size_x * block_size_y <= 256"])
    b = build_space(PARAMS, [lambda block_size_x, block_size_y: block_size_x * block_size_y <= 256])
    c = build_space(PARAMS, lambda p: p["block_size_x"] * p["block_size_y"] <= 256)
    assert len(a) == len(_brute(PARAMS, ["block_size_x * block_size_y <= 256"])) == 104
    for s in (b, c):
        assert np.array_equal(a.coords, s.coords)


def test_tuple_form_passes_selected_names():
    s = build_space(PARAMS, [(lambda block_size_x, tile: block_size_x >= 32 * tile,
                              ["block_size_x", "tile"])])
    assert all(c["block_size_x"] >= 32 * c["tile"] for c in map(s.config, range(len(s))))
    assert len(s) == len(_brute(PARAMS, ["block_size_x >= 32 * tile"]))


def test_hardware_pruning_records_reasons():
    dev = load_device("h100")
    s = build_space({"block_size_x": [256, 512, 1024], "block_size_y": [1, 2, 4],
                     "tile": [1, 64]}, device=dev, shared_bytes="tile * block_size_x * 8")
    assert all(c["block_size_x"] * c["block_size_y"] <= dev.max_threads_per_block
               for c in map(s.config, range(len(s))))
    assert s.reason({"block_size_x": 1024, "block_size_y": 2, "tile": 1}).startswith(
        "hardware: more than 1024 threads")
    assert "shared bytes" in s.reason({"block_size_x": 512, "block_size_y": 1, "tile": 64})
    assert s.reason({"block_size_x": 256, "block_size_y": 1, "tile": 1}) is None


def test_bad_restriction_is_a_located_error():
    with pytest.raises(LaunchError, match="not a tunable"):
        build_space(PARAMS, ["block_size_w > 1"])
    with pytest.raises(LaunchError, match="not a Python expression"):
        build_space(PARAMS, ["block_size_x >"])


def test_neighbours_and_index():
    s = build_space(PARAMS, ["block_size_x * block_size_y <= 256"])
    i = s.index_of({"block_size_x": 32, "block_size_y": 2, "tile": 2, "flag": 0})
    assert s.config(i) == {"block_size_x": 32, "block_size_y": 2, "tile": 2, "flag": 0}
    for j in s.neighbours(i):
        diff = [k for k in PARAMS if s.config(j)[k] != s.config(i)[k]]
        assert len(diff) == 1
    assert len(s.neighbours(i)) == 7  # 2+2+2+1, all legal


def test_from_configs_roundtrip():
    s = build_space(PARAMS, ["tile < 3"])
    rows = [s.values_of(i) for i in range(len(s))][::-1]
    t = from_configs(s.names, rows)
    assert sorted(t.values_of(i) for i in range(len(t))) == sorted(rows)


@pytest.mark.parametrize("div", [None, 32, "block_size_x * tile", ["block_size_x", "tile"],
                                 lambda p: p["block_size_x"]])
def test_grid_matches_kernel_tuner(div):
    util = pytest.importorskip("kernel_tuner.util")
    params = {"block_size_x": 64, "block_size_y": 4, "tile": 2}
    problem = (1000, 37)
    want = util.get_grid_dimensions((1000, 37, 1), params, [div, None, None],
                                    ["block_size_x", "block_size_y", "block_size_z"])
    assert grid_of(problem, params, (div, None, None)) == want


def test_compile_report_pruning_with_nvrtc():
    from warpsmith.backends.cuda_compile import compiler_available
    if compiler_available() is None:
        pytest.skip("needs NVRTC or nvcc (pip install nvidia-cuda-nvrtc)")
    from warpsmith.tune.tuner import Problem, make_space

    # R values live in registers at once: R = 128 needs more than 64 registers, so 1024
    # threads exceed the register file per block; only the compile report can tell
    src = ("__global__ void k(float *x) {\n  float a[R];\n"
           "  for (int i = 0; i < R; i++) a[i] = x[threadIdx.x + i * 1024];\n"
           "  float s = 0.0f;\n"
           "  for (int j = 1; j < 4; j++)\n    for (int i = 0; i < R; i++)\n"
           "      s += a[i] * a[(i * j + 7) % R];\n  x[threadIdx.x] = s;\n}\n")
    p = Problem("k", src, 1024, [], {"block_size_x": [64, 1024], "R": [8, 128]})
    s = make_space(p, prune_compile=True)
    kept = [(s.config(i)["block_size_x"], s.config(i)["R"]) for i in range(len(s))]
    assert kept == [(64, 8), (64, 128), (1024, 8)]
    assert "registers x threads" in s.reason({"block_size_x": 1024, "R": 128})
