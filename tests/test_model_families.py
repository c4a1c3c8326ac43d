"""The validation families of paper 000 (warpsmith.corpus.model_families, corpus/model/*.cu):

* the registry: the paper's 6 + 6 + 16 variants, the paper sizes and launch geometry;
* every variant at the CI size on the simulator equals its NumPy reference, both the whole
  program and the timed launches alone (the scan's per-block kernel: np.cumsum per block);
  also the scan's bank-padded kernels built for 16 banks (the 8800 run) and a scan deep
  enough for three levels;
* the checks can fail: a wrong element, a wrong section and a missing element are caught;
* every kernel at every define set compiles for sm_90 with NVRTC, printed from the IR (what
  the GPU runner launches) and as written.
About 15 s, most of it NVRTC."""

from __future__ import annotations

import numpy as np
import pytest

from warpsmith.corpus import model_families as F

CI = F.programs("ci")
IDS = [p.name for p in CI]


# ----------------------------------------------------------------------------- registry

def test_registry_has_the_papers_variants():
    names = {f: [v.name for v in F.variants(f)] for f in F.FAMILIES}
    assert names["matmul"] == ["naive", "16x16", "16x32", "16x64", "16x128", "16x192"]
    assert names["fft"] == ["global_r2", "global_r4", "global_r16",
                            "shared_r2", "shared_r4", "shared_r16"]
    assert len(names["scan"]) == 16
    assert names["scan"][:4] == ["Init/64", "Init/128", "Init/256", "Init/512"]
    assert names["scan"][-1] == "Div_Bank/512"
    assert set(F.FIGURES) == set(F.FAMILIES)
    with pytest.raises(KeyError, match="no variant"):
        F.variant("matmul", "16x48")
    with pytest.raises(KeyError, match="no family"):
        F.variants("sort")
    with pytest.raises(ValueError, match="size"):
        F.program("fft", "global_r2", "huge")


def test_paper_sizes_and_geometry():
    mm = F.program("matmul", "16x192", "paper")
    assert (mm.dims["M"], mm.dims["N"], mm.dims["K"]) == (4224, 4224, 4224)
    assert all(4224 % t == 0 for t in F.MATMUL_TILES)
    (L,) = mm.launches
    assert L.grid == (22, 264, 1) and L.block == (16, 16, 1)
    assert L.defines == {"TILE_X": 192}
    assert F.program("matmul", "naive", "paper").launches[0].grid == (264, 264, 1)

    for r, steps in ((2, 8), (4, 4), (16, 2)):
        g = F.program("fft", f"global_r{r}", "paper")
        assert len(g.launches) == steps and g.timed == tuple(range(steps))
        assert [L.params["Ns"] for L in g.launches] == [r ** i for i in range(steps)]
        assert all(L.grid == (1024, 1, 1) and L.block == (256 // r, 1, 1) for L in g.launches)
        # ping-pong ends in y; the first step reads x
        assert g.launches[0].buffers["x"] == "x" and g.launches[-1].buffers["y"] == "y"
        for a, b in zip(g.launches, g.launches[1:]):
            assert b.buffers["x"] == a.buffers["y"] != b.buffers["y"]
        s = F.program("fft", f"shared_r{r}", "paper")
        assert len(s.launches) == 1 and s.launches[0].block == (256 // r, 1, 1)

    sc = F.program("scan", "Div_Bank/128", "paper")
    assert sc.dims["len"] == 4 * 1024 * 1024 and sc.timed == (0,)
    assert sc.launches[0].grid == (16384, 1, 1) and sc.launches[0].block == (128, 1, 1)
    assert sc.launches[0].defines == {"BLOCK_SIZE": 128, "NUM_BANKS": 32}
    assert F.program("scan", "Div_Bank/128", "paper", banks=16).launches[0].defines["NUM_BANKS"] == 16
    assert "NUM_BANKS" not in F.program("scan", "Div/128", "paper").launches[0].defines
    # the hierarchy: 4M, then 32768 sums, 256, 2 padded to one section
    assert F.scan_levels(4 * 1024 * 1024, 128) == [4194304, 32768, 256, 128]
    assert F.scan_levels(1024, 1024) == [1024]
    with pytest.raises(ValueError, match="multiple of the section"):
        F.scan_levels(1000, 128)
    with pytest.raises(ValueError, match="multiples of 16"):
        F.program("matmul", "16x64", dims={"M": 32, "N": 96, "K": 48})


def test_paper_programs_fit_the_8800():
    """Every launch of the paper-size programs is legal on the GeForce 8800 GTX (the
    model predicts them there too): at most 512 threads per block."""
    for p in F.programs("paper", banks=16):
        for L in p.launches:
            assert L.block[0] * L.block[1] * L.block[2] <= 512, (p.name, L.kernel)


def test_model_launches_are_the_timed_launches():
    for p in F.programs("paper"):
        ml = p.model_launches()
        assert len(ml) == len(p.timed) >= 1
        for (src, kernel, grid, block, params, defines), L in zip(ml, p.timed_launches()):
            text = open(src).read()
            assert f"void {kernel}(" in text
            assert len(grid) == 3 and len(block) == 3
            assert all(isinstance(v, int) for v in params.values())
            assert params == L.params and defines == L.defines
    # the scan gives the model its first, per-block kernel only
    sc = F.program("scan", "Init/256", "paper")
    assert [m[1] for m in sc.model_launches()] == ["scan_init"]
    assert len(sc.launches) > 1


# ----------------------------------------------------------------------------- simulator

_MODULES: dict = {}


@pytest.mark.parametrize("prog", CI, ids=IDS)
def test_simulator_equals_numpy(prog):
    inputs = prog.inputs(seed=7)
    got = F.simulate_program(prog, inputs, modules=_MODULES)
    assert F.check_outputs(prog, got, prog.expected(inputs)) == []
    if prog.timed != tuple(range(len(prog.launches))):
        got_t = F.simulate_program(prog, inputs, only_timed=True, modules=_MODULES)
        assert F.check_outputs(prog, got_t, prog.expected_timed(inputs)) == []
        # the per-block result is not the whole scan: the two checks differ
        assert F.check_outputs(prog, got_t, prog.expected(inputs)) != []


@pytest.mark.parametrize("kind", ["Init_Bank", "Div_Bank"])
def test_scan_for_16_banks(kind):
    prog = F.program("scan", f"{kind}/128", banks=16)
    inputs = prog.inputs(seed=3)
    got = F.simulate_program(prog, inputs, modules=_MODULES)
    assert F.check_outputs(prog, got, prog.expected(inputs)) == []


def test_scan_three_levels():
    prog = F.program("scan", "Init/64", dims={"len": 128 * 130})
    assert len(prog.launches) == 5  # 3 levels of scan, 2 of propagation
    inputs = prog.inputs(seed=11)
    got = F.simulate_program(prog, inputs, modules=_MODULES)
    assert F.check_outputs(prog, got, prog.expected(inputs)) == []


def test_checks_can_fail():
    prog = F.program("fft", "shared_r4")
    inputs = prog.inputs(seed=1)
    want = prog.expected(inputs)
    got = {"y": want["y"].copy()}
    assert F.check_outputs(prog, got, want) == []
    got["y"][17] += 0.01 * np.abs(want["y"]).max()
    assert "1 of" in F.check_outputs(prog, got, want)[0]
    mm = F.program("matmul", "16x32")
    i = mm.inputs(seed=1)
    w = mm.expected(i)
    bad = {"C": w["C"].copy()}
    bad["C"][-1] += 1.0  # exact comparison: one unit off is wrong
    assert F.check_outputs(mm, bad, w)
    assert F.check_outputs(mm, {"C": w["C"][:-1]}, w)
    sc = F.program("scan", "Div/64")
    i = sc.inputs(seed=1)
    assert F.check_outputs(sc, sc.expected_timed(i), sc.expected(i))


def test_inputs_are_reproducible_and_buffers_complete():
    for p in CI:
        a, b = p.inputs(seed=5), p.inputs(seed=5)
        assert all(np.array_equal(a[k], b[k]) for k in a)
        bufs = p.initial_buffers(a)
        assert set(bufs) == {b.name for b in p.buffers}
        for L in p.launches:
            assert set(L.buffers.values()) <= set(bufs)
            assert L.path.is_file()


# ----------------------------------------------------------------------------- NVRTC

def _compiler():
    from warpsmith.backends.cuda_compile import compiler_available

    return compiler_available()


@pytest.mark.skipif(_compiler() is None, reason="no NVRTC or nvcc on this machine: the sm_90 "
                                                "compile check needs one (no GPU needed)")
def test_every_kernel_compiles_for_sm90():
    from warpsmith.backends.cuda import compile_module
    from warpsmith.backends.cuda_compile import compile_cuda
    from warpsmith.frontend import read_module

    seen, raw_seen = set(), set()
    for banks in (32, 16):
        for p in F.programs("paper", banks=banks):
            for L in p.launches:
                key = (L.file, L.kernel, tuple(sorted(L.defines.items())))
                if key in seen:
                    continue
                seen.add(key)
                m = read_module(L.path, dialect="cuda", defines=dict(L.defines))
                rep = compile_module(m, L.kernel, arch="sm_90")  # the text the GPU runs
                assert rep.registers > 0, key
                if (L.file, L.kernel) not in raw_seen:  # the file as written, once per kernel
                    raw_seen.add((L.file, L.kernel))
                    opts = [f"-D{k}={v}" for k, v in L.defines.items()]
                    compile_cuda(L.path.read_text(), L.kernel, "sm_90", opts,
                                 filename=L.path.name)
    assert len(seen) == 6 + 6 + 16 + 4 + 8  # + scan_add per block size, + 16-bank kernels
