"""docs/model.md rule 18: the warps of a wave that start together stay in step
(string_model.lockstep_clock): a load's latency is covered only by what the wave issues
between the load and its first use."""

import pytest

from warpsmith.model import string_model as SM
from warpsmith.pipeline_predict import predict_kernel


def _params(**kw):
    base = dict(issue=4.0, pipeline_latency=24.0, global_latency=400.0, l2_latency=None,
                shared_latency=24.0, shared_cycles_per_wavefront=4.0, barrier=4.0,
                dram_bytes_per_cycle_sm=1e9, l2_bytes_per_cycle_sm=None, clock_hz=1.35e9,
                warps_per_block=1)
    base.update(kw)
    return SM.Params(**base)


def _one_shot(before_use: int, after_use: int) -> SM.Group:
    """A warp that loads once, issues ``before_use`` instructions, uses the value, then
    issues ``after_use`` more (a store's address and the store itself)."""
    return SM.Group([SM.Token("M", 1, load=1), SM.Token("C", before_use),
                     SM.Token("G", 0, load=1), SM.Token("C", after_use)], 1)


def _clock(root, n):
    prm, mem = _params(), SM.MemoryCosts()
    SM.assign_costs(root, prm, mem, n)
    return SM.lockstep_clock(root, prm, mem, n)


def test_latency_exposed_once_when_nothing_is_issued_before_the_use():
    # 8 warps x (1 + 0 + 10) instructions at 4 cycles, and the whole 400-cycle latency
    # after the last warp's load: the work after the use cannot hide it
    root = _one_shot(0, 10)
    assert _clock(root, 8) == pytest.approx(8 * 4 * 11 + 400)


def test_work_between_load_and_use_covers_the_latency():
    # 8 warps issuing 20 instructions each between the load and its use: 8*4*20 = 640
    # cycles after the last warp's load, more than the latency
    root = _one_shot(20, 10)
    assert _clock(root, 8) == pytest.approx(8 * 4 * 31)


def test_more_warps_in_step_hide_more():
    root = _one_shot(2, 10)
    waits = [_clock(root, n) - n * 4 * 13 for n in (1, 4, 16)]
    assert waits == pytest.approx([400 - 8, 400 - 32, 400 - 128])


SHORT = """
__global__ void scale(float *out, const float *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 2.0f * in[i];
}
"""

LOOPED = """
__global__ void sweep(float *out, const float *in, int n, int reps)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int r = 0; r < reps; r++)
        acc += in[(i + r * 4096) % n] * 1.5f + acc * 0.5f;
    out[i] = acc;
}
"""


def _predict(tmp_path, text, kernel, n, block, **params):
    path = tmp_path / f"{kernel}.cu"
    path.write_text(text)
    kw = dict(params={"n": n, **params}, device="h100")
    grid = (n // block,)
    on = predict_kernel(str(path), kernel, grid, (block,), **kw)
    off = predict_kernel(str(path), kernel, grid, (block,), ablate=("lockstep",), **kw)
    return on, off


def test_short_blocks_pay_their_latency_every_wave(tmp_path):
    """One load and one store per thread in 1024-thread blocks: the wave's loads are all
    issued at its start and nothing is left to issue while they are in flight, so every
    wave pays the load's latency beside its throughput."""
    on, off = _predict(tmp_path, SHORT, "scale", 1 << 24, 1024)
    assert on.predicted_ms > off.predicted_ms * 1.05
    assert on.terms["lockstep"] > on.terms["throughput"]


def test_a_loop_of_loads_is_not_changed_much(tmp_path):
    """Warps that loop over loads keep the scheduler busy between a load and its use in
    the string already; the rule moves such a prediction by little."""
    on, off = _predict(tmp_path, LOOPED, "sweep", 1 << 20, 256, reps=64)
    assert on.predicted_ms == pytest.approx(off.predicted_ms, rel=0.15)
