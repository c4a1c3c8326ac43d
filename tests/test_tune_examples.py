"""The spaces the tuner's GPU benchmarks share through the package (tune.examples): the
multi-GPU run's 520 configurations (120 in its kill tests' subset), the simulator's 24
(12), and a spread sample of them."""

from pathlib import Path

import numpy as np

from warpsmith.tune.examples import (REGISTER_BOUNDS, matmul_problem, multi_gpu_problem,
                                     spread_configs)
from warpsmith.tune.tuner import make_space

MATMUL = (Path(__file__).parent / "data" / "tune" / "matmul.cu").read_text()


def test_the_multi_gpu_space_has_its_recorded_sizes():
    assert len(make_space(multi_gpu_problem(MATMUL, width=64))) == 40 * len(REGISTER_BOUNDS) == 520
    assert len(make_space(multi_gpu_problem(MATMUL, subset=True, width=64))) == 120
    assert len(make_space(multi_gpu_problem(MATMUL, "no-gpu"))) == 24
    assert len(make_space(multi_gpu_problem(MATMUL, "no-gpu", subset=True))) == 12


def test_the_matmul_answer_is_the_product_of_its_inputs():
    p = matmul_problem(MATMUL, 32)
    _c, a, b = p.arguments
    assert np.allclose(p.answer[0], a @ b) and p.defines == {"WIDTH": 32}


def test_a_spread_sample_covers_the_space_within_the_thread_limit():
    p = multi_gpu_problem(MATMUL, width=64)
    sample = spread_configs(p, 50)
    assert len(sample) == 50 and len({tuple(c.values()) for c in sample}) == 50
    assert all(c["block_size_x"] * c["block_size_y"] <= 1024 for c in sample)
    assert {c["ws_maxrreg"] for c in sample} == set(REGISTER_BOUNDS)
