"""Kernel Tuner's tiled matrix multiply as a tuning :class:`~.tuner.Problem`: the space the
tuner's GPU benchmarks and the multi-GPU run (issues 20 and 23) measure, kept here so the
benchmark scripts share it through the package instead of importing one another.

The kernel's text is passed in (the repository keeps it as ``tests/data/tune/matmul.cu``,
Kernel Tuner's example); the tunables and the restriction are Kernel Tuner's, the answer is
NumPy's product of the same seeded inputs.
"""

from __future__ import annotations

import itertools
import multiprocessing as mp
import os

import numpy as np

from .tuner import Problem

#: the register bounds (``ws_maxrreg``; 0: none) of the multi-GPU run's space: 40
#: launch/tile configurations x 13 bounds = 520 configurations
REGISTER_BOUNDS = [0, 24, 32, 40, 48, 56, 64, 80, 96, 128, 160, 192, 255]
#: the bounds of its kill tests' subset (120 configurations)
SUBSET_REGISTER_BOUNDS = [0, 64, 128]


def matmul_problem(source: str, width: int) -> Problem:
    """The tiled matmul ``source`` on ``width`` x ``width`` matrices with Kernel Tuner's
    example tunables (block and tile sizes) and restriction, checked against A @ B."""
    rng = np.random.default_rng(0)
    a = rng.standard_normal((width, width)).astype(np.float32)
    b = rng.standard_normal((width, width)).astype(np.float32)
    return Problem("matmul_kernel", source, (width, width), [np.zeros_like(a), a, b],
                   {"block_size_x": [16, 32, 64], "block_size_y": [1, 2, 4, 8, 16, 32],
                    "tile_size_x": [1, 2, 4, 8], "tile_size_y": [1, 2, 4, 8]},
                   (["block_size_x", "tile_size_x"], ["block_size_y", "tile_size_y"], None),
                   ["block_size_x == block_size_y * tile_size_y"],
                   [a @ b, None, None], atol=1e-2 * np.sqrt(width), defines={"WIDTH": width})


def multi_gpu_problem(source: str, mode: str = "gpu", subset: bool = False,
                      width: int = 512) -> Problem:
    """The multi-GPU run's space: on a GPU (and in its dry run, which keeps the real
    arguments so the driver moves what it moves there) ``width`` and the register bound
    as a tunable (:data:`REGISTER_BOUNDS`, or :data:`SUBSET_REGISTER_BOUNDS`); with
    ``mode="no-gpu"`` width 16, no register bound (the simulator ignores it) and
    ``block_size_y`` up to 8: 24 configurations, 12 in the subset."""
    if mode != "no-gpu":
        p = matmul_problem(source, width)
        p.tune_params = {**p.tune_params,
                         "ws_maxrreg": SUBSET_REGISTER_BOUNDS if subset else REGISTER_BOUNDS}
        return p
    p = matmul_problem(source, 16)
    p.tune_params = dict(p.tune_params, block_size_y=[1, 2, 4, 8])
    if subset:
        p.tune_params["tile_size_x"] = [1, 2]
    return p


def spread_configs(problem: Problem, n: int, max_threads: int = 1024) -> list[dict]:
    """``n`` configurations spread evenly over ``problem``'s Cartesian space (those with
    at most ``max_threads`` threads a block), for probes that need a sample, not a tuning
    run."""
    keys = list(problem.tune_params)
    configs = [dict(zip(keys, v)) for v in itertools.product(*problem.tune_params.values())]
    configs = [c for c in configs
               if c.get("block_size_x", 1) * c.get("block_size_y", 1) <= max_threads]
    step = max(1, len(configs) // n)
    return configs[::step][:n]


def compiled_sample(source: str, n: int, arch: str = "sm_90",
                    processes: int | None = None) -> list[dict]:
    """``n`` configurations of the multi-GPU space (:func:`spread_configs`), compiled for
    ``arch`` (:func:`~.gpu.compile_job`) in a pool of spawned processes; those that fail
    to compile are left out. The jobs the measurement-path probes of issue 23 time."""
    configs = spread_configs(multi_gpu_problem(source), n)
    with mp.get_context("spawn").Pool(processes or min(16, os.cpu_count() or 1)) as pool:
        jobs = pool.starmap(_compile_one, [(source, c, arch) for c in configs])
    return [j for j in jobs if not j.get("failure")]


def _compile_one(source: str, config: dict, arch: str) -> dict:
    from .gpu import compile_job
    from .tuner import spec

    return compile_job(spec(multi_gpu_problem(source), config), arch)


__all__ = ["REGISTER_BOUNDS", "SUBSET_REGISTER_BOUNDS", "matmul_problem", "multi_gpu_problem",
           "spread_configs", "compiled_sample"]
