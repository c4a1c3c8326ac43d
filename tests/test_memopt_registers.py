"""The register bound of versioned variants (transform/registers.py): its occupancy
arithmetic against the model's, and the bound on the Sobel benchmark compiled with NVRTC."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warpsmith.backends.cuda_compile import local_compiler
from warpsmith.backends.cuda_compile import compiler_available
from warpsmith.corpus import corpus_dir
from warpsmith.frontend import read_module
from warpsmith.hw.descriptions import load_device
from warpsmith.hw.occupancy import occupancy
from warpsmith.ir.launch import Launch
from warpsmith.transform.dispatch import dispatcher
from warpsmith.transform.memopt import optimize
from warpsmith.transform.registers import blocks_per_sm, bound_registers, fast_path
from warpsmith.transform.variant import Refusal

BENCH = str(corpus_dir() / "memopt_bench.cu")
SOBEL = dict(grid=(60, 135), block=(32, 8), params={"width": 1920, "height": 1080})
needs_nvrtc = pytest.mark.skipif(compiler_available() is None,
                                 reason="no CUDA compiler (NVRTC) installed")


def test_blocks_per_sm_on_the_h100():
    """The Sobel numbers of the module doc: 43 registers give 5 blocks of 256 threads per
    H100 SM, 29 registers 8 (the default device)."""
    assert blocks_per_sm(43, 256) == 5 and blocks_per_sm(29, 256) == 8
    assert blocks_per_sm(43, 256, load_device("h100-sxm")) == 5


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 255), st.sampled_from([32, 64, 96, 128, 192, 256, 384, 512, 768, 1024]))
def test_blocks_per_sm_follows_the_device(regs, threads):
    """The bound's occupancy is the device's: half the register file never fits more
    blocks, and fits fewer wherever registers were the limit on the full one."""
    h100 = load_device("h100-sxm")
    half = dataclasses.replace(h100, registers_per_sm=h100.registers_per_sm // 2)
    full, small = blocks_per_sm(regs, threads, h100), blocks_per_sm(regs, threads, half)
    assert small <= full
    if occupancy(h100, regs, 0, threads).limiting == "registers" and full > 0:
        assert small < full


def _sobel():
    module = read_module(BENCH)
    return optimize(module, "sobel_orig",
                    Launch(SOBEL["grid"], SOBEL["block"], params=SOBEL["params"]),
                    compiler=local_compiler())


@needs_nvrtc
def test_sobel_variant_gets_fast_path_occupancy():
    res = _sobel()
    names = [s.name for s in res.applied]
    assert names == ["group-threads", "bound-registers"], (names, res.refused)
    fn = res.variant.function()
    assert fast_path(fn) is not None  # versioned per block
    bounds = [v for k, v in fn.attributes if k == "launch_bounds"]
    assert bounds and bounds[0][0] == 256
    from warpsmith.backends.cuda import compile_module

    ARCH = load_device("h100-sxm").arch
    rep = compile_module(res.variant.module, fn.name, ARCH)
    alone = compile_module(dataclasses.replace(res.variant.module, functions=tuple(
        fast_path(f) if f.name == fn.name else f for f in res.variant.module.functions)),
        fn.name, ARCH)
    assert blocks_per_sm(rep.registers, 256) >= blocks_per_sm(alone.registers, 256)
    assert rep.spill_store_bytes == 0 and rep.local_bytes == 0


@needs_nvrtc
def test_bound_is_a_guarded_assumption():
    """A launch with a larger block than the bound falls back to the original kernel."""
    res = _sobel()
    choose = dispatcher(res.variant)
    args = dict(SOBEL["params"])
    kernel, _g, _b, failed = choose(SOBEL["grid"], SOBEL["block"], args)
    assert kernel == res.variant.kernel and failed == []
    kernel, _g, _b, failed = choose((30, 135), (64, 8), args)
    assert kernel == "sobel_orig" and any("__launch_bounds__" in f for f in failed)


@needs_nvrtc
def test_unversioned_variant_is_left_alone():
    module = read_module(BENCH)
    res = optimize(module, "matadd8_orig", Launch((1024, 8), (1024,)),
                   compiler=local_compiler())
    assert "bound-registers" not in [s.name for s in res.applied]
    assert bound_registers(res.variant, compiler=local_compiler()) is res.variant


@needs_nvrtc
def test_opencl_variant_is_refused_with_reason():
    res = _sobel()
    v = dataclasses.replace(res.variant, module=dataclasses.replace(res.variant.module,
                                                                     dialect="opencl"))
    why = bound_registers(v, compiler=local_compiler())
    assert isinstance(why, Refusal)
    assert why.step == "bound-registers" and "OpenCL" in why.reason


def test_without_a_compiler_the_bound_is_refused():
    """``optimize`` without a compiler keeps the versioned merge and refuses the bound,
    saying why; no backend is imported for it."""
    module = read_module(BENCH)
    launch = Launch(SOBEL["grid"], SOBEL["block"], params=SOBEL["params"])
    for compiler in (None,):
        res = optimize(module, "sobel_orig", launch, compiler=compiler)
        assert [s.name for s in res.applied] == ["group-threads"]
        assert res.applied[0].versioned
        why = [r for r in res.refused if r.step == "bound-registers"]
        assert len(why) == 1 and "no CUDA compiler" in why[0].reason
