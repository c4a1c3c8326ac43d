"""The Table II benchmarks of paper 003 (warpsmith.corpus.memopt, memopt_bench.cu): every
original and hand-optimized kernel on the simulator at the CI size equals its NumPy
reference, and each hand kernel gives bit-identical outputs to its original."""

from __future__ import annotations

import functools

import numpy as np
import pytest

from warpsmith.corpus import compare_outputs, spec
from warpsmith.corpus.memopt import (MEMOPT_BENCHMARKS, ROT_COS, ROT_SIN, dct_cos_table,
                                     rotate_forward)

NAMES = [n for b in MEMOPT_BENCHMARKS for n in (b.original, b.hand)]
PAIRS = [(b.original, b.hand) for b in MEMOPT_BENCHMARKS]


@functools.lru_cache(maxsize=None)
def _module(path):
    from warpsmith.frontend import read_module

    return read_module(path)


def _run(name: str, args: dict) -> dict:
    from warpsmith.backends.simulator import simulate

    s = spec(name)
    L = s.launch("ci")
    inputs = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in args.items()}
    res = simulate(_module(str(s.path)), s.kernel, L.grid, L.block, inputs,
                   dynamic_shared=L.dynamic_shared, trace=False)
    return res.outputs


def test_table():
    assert [b.name for b in MEMOPT_BENCHMARKS] == [
        "Matrix addition 32 bit", "Matrix addition 8-bit", "DCT", "Sobel edge detection",
        "Image rotation 1", "Image rotation 2"]
    assert [b.paper_speedup_tool for b in MEMOPT_BENCHMARKS] == [31, 43, 4, 4, 2, 3]
    assert [b.paper_speedup_hand for b in MEMOPT_BENCHMARKS] == [31, 43, 62, 4, 2, 3]
    for b in MEMOPT_BENCHMARKS:
        o, h = spec(b.original), spec(b.hand)
        assert o.name.startswith("memopt_") and h.name.startswith("memopt_")
        assert o.file == h.file == "memopt_bench.cu" and o.dialect == h.dialect == "cuda"
        assert o.outputs == h.outputs and o.exact and h.exact
        assert o.ci.dims == h.ci.dims and o.paper.dims == h.paper.dims
        for size in ("ci", "paper"):
            threads = [int(np.prod(s.launch(size).grid)) * int(np.prod(s.launch(size).block))
                       for s in (o, h)]
            assert threads[1] <= threads[0], (b.name, size)
        # the paper's speed-ups are the ratios of its times (to the table's rounding)
        assert abs(b.paper_ms_original / b.paper_ms_tool - b.paper_speedup_tool) <= 0.75
        assert abs(b.paper_ms_original / b.paper_ms_hand - b.paper_speedup_hand) <= 0.75


@pytest.mark.parametrize("name", NAMES)
def test_simulator_equals_reference(name):
    s = spec(name)
    a = s.make_args(0)
    want = s.expected(a)
    got = _run(name, a)
    assert not compare_outputs(got, want, s.outputs, s.rtol, s.atol)
    # the outputs are not trivial
    assert np.count_nonzero(want[s.outputs[0]]) > want[s.outputs[0]].size // 2


@pytest.mark.parametrize("orig,hand", PAIRS, ids=[b.name for b in MEMOPT_BENCHMARKS])
def test_hand_equals_original_bitwise(orig, hand):
    so = spec(orig)
    for seed in (11, 12):
        a = so.make_args(seed)
        go, gh = _run(orig, a), _run(hand, a)
        for name in so.outputs:
            x, y = np.asarray(go[name]), np.asarray(gh[name])
            assert x.dtype == y.dtype and x.shape == y.shape
            assert x.tobytes() == y.tobytes(), f"{hand} differs from {orig} (seed {seed})"


def test_dct_reference_is_a_dct():
    """The float32 mirror is the orthonormal 2D DCT-II of each 8x8 block (to float32)."""
    s = spec("memopt_dct8x8_orig")
    a = s.make_args(3)
    got = s.expected(a)["out"].astype(np.float64)
    w = int(a["width"])
    h = a["img"].size // w
    k = np.arange(8)
    C = np.cos((2 * k[None, :] + 1) * k[:, None] * np.pi / 16)  # C[u, x]
    C[0] *= np.sqrt(0.5)
    C *= 0.5
    blocks = a["img"].reshape(h // 8, 8, w // 8, 8).transpose(0, 2, 1, 3).astype(np.float64)
    want = np.einsum("vy,abyx,ux->abvu", C, blocks, C).transpose(0, 2, 1, 3).reshape(-1)
    assert np.max(np.abs(got - want)) < 1e-3
    assert dct_cos_table()[9] == np.float32(np.cos(3 * np.pi / 16))


@pytest.mark.parametrize("size", ["ci", "paper"])
def test_rotation_arithmetic_is_exact(size):
    """With the benchmark's angle every float32 operation of the rotation kernels is exact
    (so fma contraction cannot change the result), and rotation 1 writes each destination
    at most once. NumPy only: the paper size never goes through the simulator."""
    s = spec("memopt_rotate1_orig")
    d = s.launch(size).dims
    w, h = d["width"], d["height"]
    inp = {"width": np.int32(w), "height": np.int32(h), "cosA": ROT_COS, "sinA": ROT_SIN}
    dx, dy, ok = rotate_forward(inp)
    dest = (dy * w + dx)[ok]
    assert np.unique(dest).size == dest.size
    assert 0.5 * w * h < dest.size < w * h
    c, sn = float(ROT_COS), float(ROT_SIN)
    cx, cy = 0.5 * w, 0.5 * h
    y, x = np.meshgrid(np.arange(h), np.arange(w), indexing="ij")
    for fx, fy in ((x - cx, y - cy), (dx - cx, dy - cy)):  # forward, and rotation 1's inverse
        parts = [c * fx, sn * fx, c * fy, sn * fy]
        for t in (c * fx - sn * fy, c * fx + sn * fy, sn * fx + c * fy, c * fy - sn * fx):
            parts += [t, t + cx, t + cx + 0.5, t + cy, t + cy + 0.5]
        for t in parts:
            assert np.array_equal(t, t.astype(np.float32).astype(np.float64))


# elements (outputs / input pixels) each thread of a kernel handles
PER_THREAD = {"matadd32_orig": 1, "matadd32_hand": 4, "matadd8_orig": 1, "matadd8_hand": 16,
              "dct8x8_orig": 1, "dct8x8_hand": 1, "sobel_orig": 1, "sobel_hand": 4,
              "rotate1_orig": 1, "rotate1_hand": 4, "rotate2_orig": 1, "rotate2_hand": 4}


@pytest.mark.parametrize("name", NAMES)
def test_launch_covers_problem_exactly(name):
    """Both sizes: the launch has exactly one thread per element (or per group of elements
    of a hand kernel), row by row for the images (the paper sizes need no guard)."""
    s = spec(name)
    k = PER_THREAD[s.kernel]
    for size in ("ci", "paper"):
        L = s.launch(size)
        d = L.dims
        if "n" in d:
            assert int(np.prod(L.grid)) * int(np.prod(L.block)) * k == d["n"]
        else:
            assert L.grid[0] * L.block[0] * k == d["width"]
            assert L.grid[1] * L.block[1] == d["height"]
        assert int(np.prod(L.block)) <= 1024
