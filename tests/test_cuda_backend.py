"""The CUDA backend: launch checks and errors (anywhere), and real runs (GPU only)."""

import numpy as np
import pytest

from warpsmith.backends import cuda
from warpsmith.backends.cuda_compile import CompileReport
from warpsmith.ir.errors import BackendUnavailable, LaunchError

GPU = cuda.available()
needs_gpu = pytest.mark.skipif(not GPU, reason="no NVIDIA GPU with a driver and CuPy here")

LIMITS = {"max_threads_per_block": 1024, "max_block_dim": (1024, 1024, 64),
          "max_grid_dim": (2**31 - 1, 65535, 65535), "shared_per_block": 49152,
          "shared_per_block_optin": 232448, "registers_per_block": 65536}


def rep(regs=32, smem=0, maxt=1024):
    return CompileReport(regs, smem, 0, maxt, 0, b"")


def test_check_launch_names_limits():
    cuda.check_launch(rep(), "k", (1, 1, 1), (1024, 1, 1), 0, LIMITS)
    with pytest.raises(LaunchError, match="device limit of 1024"):
        cuda.check_launch(rep(), "k", (1, 1, 1), (2048, 1, 1), 0, LIMITS)
    with pytest.raises(LaunchError, match="__launch_bounds__ of 128"):
        cuda.check_launch(rep(maxt=128), "k", (1, 1, 1), (256, 1, 1), 0, LIMITS)
    with pytest.raises(LaunchError, match="shared memory"):
        cuda.check_launch(rep(smem=1024), "k", (1, 1, 1), (64, 1, 1), 232448, LIMITS)
    with pytest.raises(LaunchError, match="registers"):
        cuda.check_launch(rep(regs=128), "k", (1, 1, 1), (1024, 1, 1), 0, LIMITS)
    with pytest.raises(LaunchError, match="grid dimension y"):
        cuda.check_launch(rep(), "k", (1, 70000, 1), (32, 1, 1), 0, LIMITS)


def test_summarize():
    from warpsmith.tune.measure import summarize

    s = summarize([float(x) for x in range(1, 31)])
    assert s["median_ms"] == 15.5 and s["min_ms"] == 1 and s["max_ms"] == 30
    assert s["repetitions"] == 30 and s["iqr_ms"] > 0


@pytest.mark.skipif(GPU, reason="only meaningful where no GPU is present")
def test_no_gpu_is_backend_unavailable():
    with pytest.raises(BackendUnavailable) as ei:
        cuda.cupy()
    assert "--backend cpu" in str(ei.value)


# ------------------------------------------------------------------ on a GPU

SRC = r'''
extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
'''


@needs_gpu
@pytest.mark.gpu
def test_gpu_compile_load_occupancy():
    from warpsmith.hw.descriptions import live_device
    from warpsmith.hw.occupancy import occupancy

    cp = cuda.cupy()
    arch = cuda.device_arch()
    r, mod, func = cuda.load_source(SRC, "saxpy", arch)
    dev = live_device()
    for bs in (64, 128, 256, 512, 1024):
        assert cuda.driver_occupancy(func, bs) == occupancy(
            dev, r.registers, r.shared_static_bytes, bs).active_blocks_per_sm
    n = 1000
    x = cp.arange(n, dtype=cp.float32)
    y = cp.ones(n, dtype=cp.float32)
    func((4,), (256,), (np.float32(2.0), x, y, np.int32(n)))
    assert float(y[10].get()) == 21.0


@needs_gpu
@pytest.mark.gpu
def test_gpu_run_matches_simulator_when_frontend_exists():
    from warpsmith.backends.simulator import simulate
    from warpsmith.corpus import spec
    from warpsmith.frontend import read_module

    s = spec("mat_add_coalesced_int")
    m = read_module(s.path, dialect=s.dialect, defines=s.all_defines("ci"))
    args = s.make_args(1)
    L = s.ci
    from warpsmith.tune.measure import timer

    got = cuda.run_cuda(m, s.kernel, L.grid, L.block, args, time=timer(repetitions=30))
    want = simulate(m, s.kernel, L.grid, L.block, args)
    for o in s.outputs:
        np.testing.assert_array_equal(got.outputs[o], want.outputs[o])
    assert got.timing["repetitions"] == 30 and got.timing["median_ms"] > 0
