"""Model rule 11: instruction-fetch stalls from the measured table (model/icache.py)."""

import pytest

from warpsmith.backends.cuda_compile import compiler_available, local_compiler
from warpsmith.corpus import model_families as F
from warpsmith.model import icache
from warpsmith.hw.descriptions import load_device
from warpsmith.pipeline_predict import predict_launches, read_kernel

needs_nvrtc = pytest.mark.skipif(not compiler_available(),
                                 reason="no CUDA compiler (NVRTC): the code size is unknown")


def _predict(name, **kw):
    prog = F.program("fft", name, size="paper")
    return predict_launches(prog.model_launches(), device="h100-sxm", **kw)


@needs_nvrtc
def test_large_straight_line_code_waits_for_its_instructions():
    # radix 16 is unrolled into ~1100 SASS instructions run once per thread: past the
    # table's knee, a fetch wait; radix 4's few hundred stay cached: none
    big = _predict("global_r16")
    small = _predict("global_r4")
    assert all(p.terms.get("fetch", 0) > 0 for p in big)
    assert all(p.terms.get("fetch", 0) == 0 for p in small)
    assert any("instruction fetch" in n for n in big[0].notes)


@needs_nvrtc
def test_fetch_wait_follows_the_table_and_the_ablation_removes_it():
    dev = load_device("h100-sxm")
    table = icache.table_of(dev)
    assert table is not None
    with_term = _predict("global_r16")
    without = _predict("global_r16", ablate=("icache",))
    for a, b in zip(with_term, without):
        assert "fetch" not in b.terms
        assert a.predicted_ms > b.predicted_ms
    # the wait is the hot path's straight-line instructions times the table's stall at the
    # code's size and the wave's warps per scheduler (this launch runs several waves per SM:
    # the streamed row, blocks coming and going)
    launch = F.program("fft", "global_r16", size="paper").model_launches()[0]
    src, kernel, defines = launch[0], launch[1], (tuple(launch) + (None, None))[5]
    mod, fn = read_kernel(src, kernel, defines)
    shape = icache.kernel_code_shape(mod, fn, dev.arch, local_compiler())
    w = with_term[0].n_warps / dev.sub_partitions
    expect = icache.fetch_wait_cycles(dev, shape, w, first_wave=False)
    assert expect > 0
    assert with_term[0].terms["fetch"] == pytest.approx(expect)


def test_no_table_no_term():
    # an uncalibrated description: the term is left out with a note
    dev = load_device("a100")
    assert icache.table_of(dev) is None
    assert icache.fetch_stall_cycles(dev, 5000, 2, True) == 0.0
