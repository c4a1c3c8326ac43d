"""docs/model.md rule 18: the warps of a wave start together and wait together for their
first loads (string_model.wave_fill_wait); later waits are Table 1's."""

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


def _one_shot(before_use: int, after_use: int, load: int = 1) -> list:
    """A load, ``before_use`` instructions, the load's first use, ``after_use`` more."""
    return [SM.Token("M", 1, load=load), SM.Token("C", before_use),
            SM.Token("G", 0, load=load), SM.Token("C", after_use)]


def _fill(items, n):
    root = SM.Group(items, 1)
    prm, mem = _params(), SM.MemoryCosts()
    SM.assign_costs(root, prm, mem, n)
    return SM.wave_fill_wait(root, prm, mem, n)


def test_nothing_issued_before_the_use_waits_the_whole_latency():
    # the latency runs from the last warp's request; the work after the use cannot hide it
    assert _fill(_one_shot(0, 10), 8) == pytest.approx(400.0)


def test_the_wave_issue_between_load_and_use_covers_it():
    # 8 warps x 20 instructions x 4 cycles = 640 cycles after the last request
    assert _fill(_one_shot(20, 10), 8) == 0.0


def test_more_warps_in_step_hide_more():
    waits = [_fill(_one_shot(2, 10), n) for n in (1, 4, 16)]
    assert waits == pytest.approx([400 - 8, 400 - 32, 400 - 128])


def test_only_the_first_wait_counts():
    # a loop of ten load-use pairs waits in step once; later trips are Table 1's
    loop = SM.Group(_one_shot(1, 3), 10)
    assert _fill([loop], 4) == pytest.approx(400 - 16)
    assert _fill([SM.Token("C", 5)] + _one_shot(0, 1) + _one_shot(0, 1, load=2), 2) == \
        pytest.approx(400.0)


def test_no_load_no_wait():
    assert _fill([SM.Token("C", 5), SM.Token("Mbar", 1)], 8) == 0.0


SHORT = """
__global__ void scale(float *out, const float *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 2.0f * in[i];
}
"""

BATCHED = """
#define ITEMS 8
__global__ void scale8(float *out, const float *in, int n)
{
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * ITEMS;
    float v[ITEMS];
    for (int k = 0; k < ITEMS; k++)
        v[k] = in[i + k];
    for (int k = 0; k < ITEMS; k++)
        out[i + k] = 2.0f * v[k];
}
"""


def _predict(tmp_path, text, kernel, threads, block):
    path = tmp_path / f"{kernel}.cu"
    path.write_text(text)
    kw = dict(params={"n": 1 << 24}, device="h100")
    grid = (threads // block,)
    on = predict_kernel(str(path), kernel, grid, (block,), **kw)
    off = predict_kernel(str(path), kernel, grid, (block,), ablate=("fill",), **kw)
    return on, off


def test_one_load_per_thread_pays_the_latency_every_wave(tmp_path):
    """One load and one store per thread in 1024-thread blocks: the wave's loads are all
    issued at its start and nothing is left to issue while they are in flight."""
    on, off = _predict(tmp_path, SHORT, "scale", 1 << 24, 1024)
    assert on.terms["fill"] > 0.0
    assert on.predicted_ms > off.predicted_ms * 1.05


def test_several_loads_per_thread_cover_the_first(tmp_path):
    """Eight independent loads per thread: the requests issued after the first cover most
    of its latency, so the rule moves the prediction much less than for one load."""
    on8, off8 = _predict(tmp_path, BATCHED, "scale8", (1 << 24) // 8, 1024)
    on1, off1 = _predict(tmp_path, SHORT, "scale", 1 << 24, 1024)
    assert on8.predicted_ms / off8.predicted_ms < 1 + 0.5 * (on1.predicted_ms / off1.predicted_ms - 1)
