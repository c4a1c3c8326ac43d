"""The paper's full-image DCT and the strong hand versions of Table II
(corpus/memopt_strong.cu, issue 16 item 4e): every kernel equals its NumPy reference on the
simulator at the CI size, the float64 reference is the orthonormal 2D DCT (scipy's, when
installed, else the definition), the strong table pairs every Table II original with a hand
version of the same parameters, and the paper's hand DCT form computes the original's
products in the original's order (bit-identical on the simulator)."""

from __future__ import annotations

import numpy as np
import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.corpus import compare_outputs, spec
from warpsmith.corpus.memopt import MEMOPT_BENCHMARKS
from warpsmith.corpus.memopt_strong import MEMOPT_STRONG, dctfull_reference
from warpsmith.frontend import read_module

NAMES = ["memopt_dctfull_orig", "memopt_dctfull_paper", "memopt_dctfull_strong",
         "memopt_sobel_strong", "memopt_rotate1_strong", "memopt_rotate2_strong"]


def _run(name, seed=4):
    s = spec(name)
    m = read_module(str(s.path), dialect=s.dialect)
    args = s.make_args(seed, "ci")
    r = simulate(m, s.kernel, s.ci.grid, s.ci.block, dict(args))
    return s, args, {n: r.outputs[n] for n in s.outputs}


@pytest.mark.parametrize("name", NAMES)
def test_simulator_equals_reference(name):
    s, args, got = _run(name)
    assert compare_outputs(got, s.expected(args, "ci"), s.outputs, s.rtol, s.atol) == []


def test_paper_hand_dct_is_the_original_bit_for_bit():
    _, _, a = _run("memopt_dctfull_orig")
    _, _, b = _run("memopt_dctfull_paper")
    assert a["out"].tobytes() == b["out"].tobytes()


def test_reference_is_the_orthonormal_dct():
    n = 8
    img = np.random.default_rng(2).integers(0, 256, n * n).astype(np.uint8)
    got = dctfull_reference({"img": img, "n": np.int32(n)})["out"].reshape(n, n)
    try:
        from scipy.fft import dctn
        want = dctn(img.reshape(n, n).astype(np.float64), type=2, norm="ortho")
    except ImportError:  # the definition, summed directly
        k = np.arange(n)
        C = np.cos(np.outer(k, 2 * k + 1) * np.pi / (2 * n))
        c = np.where(k == 0, np.sqrt(1 / n), np.sqrt(2 / n))
        want = np.einsum("vy,ux,yx->vu", C, C, img.reshape(n, n)) * np.outer(c, c)
    assert np.allclose(got, want, rtol=1e-5, atol=1e-3)


def test_strong_table_pairs_the_table_ii_originals():
    originals = {b.original for b in MEMOPT_BENCHMARKS} - {"memopt_dct8x8_orig"}
    strong = {b.original for b in MEMOPT_STRONG}
    assert originals | {"memopt_dctfull_orig"} == strong
    for b in MEMOPT_STRONG:
        o, h = spec(b.original), spec(b.hand)
        assert o.outputs == h.outputs
        assert o.reference.__name__ == h.reference.__name__


def test_runner_lists_the_strong_rows():
    """``memopt_runner.py --strong`` runs every row of the strong table under its own key,
    the hand kernel read from its own file."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_modules import load

    runner = load("memopt_runner", fresh=True)
    runner.STRONG = True
    try:
        cs = runner.cases()
    finally:
        runner.STRONG = False
    keys = [c["key"] for c in cs]
    assert len(keys) == len(set(keys)) == len(MEMOPT_STRONG)
    assert {"dctfull_strong", "dctfull_paper", "sobel_strong"} <= set(keys)
    assert any(c["hand"].file != c["orig"].file for c in cs)
