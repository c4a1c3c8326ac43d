"""Rows 1-9 of the thread-coarsening study's programs (warpsmith.corpus.coarsening_programs_a).

* the table: Table 2's numbers, sources and global sizes; local sizes divide both sizes;
* the simulator equals the NumPy reference at the CI size for every local size the program
  allows (powers of two per dimension that divide the CI global size; mtLocal: square tiles),
  for two seeds each: the kernels do not depend on the suite's default local size;
* the tolerances can fail: a perturbed output is reported;
* every kernel, read into the IR and printed as CUDA C, compiles with NVRTC for sm_90;
* every kernel source, built as it is by PoCL through plain pyopencl, equals the reference
  (an independent check of the references; skipped without an OpenCL platform).
"""

from __future__ import annotations

import functools
import itertools
import math

import numpy as np
import pytest

from warpsmith.corpus import compare_outputs, corpus_dir
from test_corpus import run_pyopencl  # noqa: E402  (plain pyopencl on the source)
from warpsmith.corpus.coarsening_programs_a import PROGRAMS

BY_NAME = {p.name: p for p in PROGRAMS}
IDS = [p.name for p in PROGRAMS]
SEEDS = (0, 1)


def allowed_locals(p, size: str = "ci") -> list[tuple]:
    """Every power-of-two local size the program allows that divides its global size."""
    g = p.global_size[size]
    pw = [1 << e for e in range(11)]
    return [loc for loc in itertools.product(pw, repeat=len(g))
            if p.local_ok(loc) and all(gg % ll == 0 for gg, ll in zip(g, loc))]


# ------------------------------------------------------------------ the table

PAPER_THREADS = {"binarySearch": 64 << 10, "blackscholes": 256 << 10, "convolution": 1 << 20,
                 "dwtHaar1D": 2 << 20, "fastWalshTransform": 512 << 10,
                 "floydWarshall": (6 << 10) ** 2, "mriQ": 256 << 10, "mt": (4 << 10) ** 2,
                 "mtLocal": (4 << 10) ** 2}


def test_table_rows():
    assert [p.number for p in PROGRAMS] == list(range(1, 10))
    assert set(BY_NAME) == set(PAPER_THREADS)
    for p in PROGRAMS:
        assert p.source in ("AMD SDK", "Nvidia SDK", "Parboil"), p.name
        assert math.prod(p.global_size["paper"]) == PAPER_THREADS[p.name], p.name
        assert len(p.global_size["ci"]) == p.ndim == len(p.default_local)
        assert math.prod(p.global_size["ci"]) <= 4096, p.name
        assert p.local_ok(p.default_local), p.name
        for size in ("ci", "paper"):
            L = p.launch(size)  # raises unless the default local size divides the size
            assert L.block == p.default_local
        path = corpus_dir() / p.file
        assert path.is_file() and f"__kernel void {p.kernel}(" in path.read_text()
    assert [p.ndim for p in PROGRAMS] == [1, 1, 1, 1, 1, 2, 1, 2, 2]


def test_local_ok_is_what_the_kernels_need():
    for p in PROGRAMS:
        assert not p.local_ok((3,) * p.ndim), p.name
        assert not p.local_ok((2048,) + (1,) * (p.ndim - 1)), p.name
        n = len(allowed_locals(p))
        assert n >= (6 if p.name == "mtLocal" else 11), (p.name, n)
    mt_local = BY_NAME["mtLocal"]
    assert mt_local.local_ok((8, 8)) and not mt_local.local_ok((16, 8))
    assert not mt_local.local_ok((64, 64))
    with pytest.raises(ValueError):
        mt_local.launch("ci", (32, 4))


def test_paper_dims():
    """The problem sizes at Table 2's global sizes (the arguments are not built: some are
    hundreds of MiB)."""
    d = BY_NAME["floydWarshall"].launch("paper").dims
    assert d["numNodes"] == 6144
    assert BY_NAME["blackscholes"].launch("paper").dims["optN"] == 4 * 262144
    assert BY_NAME["dwtHaar1D"].launch("paper").dims["signalLength"] == 4 << 20
    assert BY_NAME["mriQ"].launch("paper").dims["numK"] == 1024
    c = BY_NAME["convolution"].launch("paper").dims
    assert c["width"] * c["height"] == 1 << 20
    assert BY_NAME["mtLocal"].launch("paper", (32, 32)).defines == {"BLOCK_DIM": "32"}


# ------------------------------------------------------------------ the simulator


@functools.lru_cache(maxsize=None)
def _module(file: str, defines: tuple):
    from warpsmith.frontend import read_module

    return read_module(corpus_dir() / file, defines=dict(defines))


def _simulate(p, local, seed):
    from warpsmith.backends.simulator import simulate

    s = p.spec("ci", local)
    L = s.launch("ci")
    a = s.make_args(seed)
    m = _module(s.file, tuple(sorted(s.all_defines("ci").items())))
    return s, a, simulate(m, s.kernel, L.grid, L.block, a).outputs


@pytest.mark.parametrize("name", IDS)
def test_simulator_equals_reference_every_local_size(name):
    p = BY_NAME[name]
    locals_ = allowed_locals(p)
    assert p.default_local in locals_
    for local in locals_:
        for seed in SEEDS:
            s, a, got = _simulate(p, local, seed)
            problems = compare_outputs(got, s.expected(a), s.outputs, s.rtol, s.atol)
            assert not problems, f"local {local}, seed {seed}: {problems}"


def test_haar_reference_depends_on_local_size():
    """dwtHaar1D does log2(2 * local) levels per launch: the outputs differ between local
    sizes, so the per-local-size reference is really exercised."""
    p = BY_NAME["dwtHaar1D"]
    a = p.spec("ci", (256,)).make_args(0)
    want_256 = p.reference(a, p.dims(p.global_size["ci"], (256,)))
    a64 = p.spec("ci", (64,)).make_args(0)
    want_64 = p.reference(a64, p.dims(p.global_size["ci"], (64,)))
    np.testing.assert_array_equal(a["inSignal"], a64["inSignal"])
    assert want_256["AverageSignal"].size * 4 == want_64["AverageSignal"].size
    assert not np.array_equal(want_256["coefsSignal"], want_64["coefsSignal"])


@pytest.mark.parametrize("name", IDS)
def test_perturbed_output_is_reported(name):
    p = BY_NAME[name]
    s = p.spec("ci")
    a = s.make_args(0)
    want = s.expected(a)
    for out in s.outputs:
        got = {k: v.copy() for k, v in want.items()}
        flat = got[out].reshape(-1)
        i = int(np.argmax(np.abs(flat.astype(np.float64))))
        flat[i] = flat[i] + (1 if flat.dtype.kind in "iu" else flat.dtype.type(1e-2) *
                             max(1.0, abs(float(flat[i]))))
        assert compare_outputs(got, want, s.outputs, s.rtol, s.atol), (name, out)


def test_mriq_even_num_k():
    """The CI size has an odd numK (the kernel's single first sample); the paper's is even:
    check that path too, at the CI number of voxels."""
    from warpsmith.backends.simulator import simulate

    p = BY_NAME["mriQ"]
    s = p.spec("ci")
    L = s.launch("ci")
    d = dict(L.dims, numK=32)
    a = p.args(np.random.default_rng(5), d)
    got = simulate(_module(s.file, ()), s.kernel, L.grid, L.block, a).outputs
    assert not compare_outputs(got, p.reference(a, d), s.outputs, s.rtol, s.atol)


def test_binary_search_hits_and_misses():
    """Over a few seeds the key is found by one work-item and by none."""
    p = BY_NAME["binarySearch"]
    found = set()
    for seed in range(12):
        s, a, got = _simulate(p, p.default_local, seed)
        found.add(int(got["outputArray"][3] == 1 and a["outputArray"][3] != 1))
        assert not compare_outputs(got, s.expected(a), s.outputs, 0, 0)
    assert found == {0, 1}


# ------------------------------------------------------------------ CUDA translation


@pytest.mark.parametrize("name", IDS)
def test_cuda_translation_compiles_for_sm90(name):
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available
    from warpsmith.ir.printer import print_module

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    p = BY_NAME[name]
    s = p.spec("ci")
    module = _module(s.file, tuple(sorted(s.all_defines("ci").items())))
    text = print_module(module, "cuda")
    r = compile_cuda(text, p.kernel, "sm_90", filename=f"{p.name}.cu")
    assert 0 < r.registers <= 255
    assert r.arch == "sm_90"


# ------------------------------------------------------------------ PoCL


@pytest.mark.pocl
@pytest.mark.parametrize("name", IDS)
def test_pocl_equals_reference(name):
    p = BY_NAME[name]
    rtol = p.pocl_rtol if p.pocl_rtol is not None else p.rtol
    atol = p.pocl_atol if p.pocl_atol is not None else p.atol
    others = [loc for loc in allowed_locals(p) if loc != p.default_local]
    for local, seed in ((p.default_local, 0), (others[len(others) // 2], 1)):
        s = p.spec("ci", local)
        a = s.make_args(seed)
        got = run_pyopencl(s, a)
        problems = compare_outputs(got, s.expected(a), s.outputs, rtol, atol)
        assert not problems, f"local {local}, seed {seed}: {problems}"
