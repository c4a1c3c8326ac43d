"""The special-function unit's model (backends/sim_sfu.py) against values an H100 wrote.

tests/data/sfu_h100_examples.json holds the mismatches that ``scripts/gpu_sfu.sh`` listed
on its device run of commit 76fb39b (results: benchmarks/results/sfu-h100-2026-11-27-session6/,
extracted by ``scripts/sfu_fixture.py``; nothing typed in): per functions entry the input
bits, the GPU's bits and the bits the model of that commit gave, and the match counts.

What the run measured as the "-ftz=false" build was CuPy's ``RawModule(options=
("--ftz=false",))``, and CuPy appends ``--ftz=true`` after the caller's options
(cupy/cupy#9576): both of that run's function builds were ftz builds. So the GPU's bits of
the header functions are the model's ``ftz=True`` ones, and each "-ftz=false" count equals
the number of inputs where the model's ``ftz=False`` and ``ftz=True`` agree (reproduced
here from the script's seeded inputs). Inline PTX keeps its own modifier: the ``asm``
``div.approx.f32`` entries are the non-ftz instruction in both builds, which ptxas expands
for sm_90 with a 2**24 scaling of both operands when the divisor is below the normal range
(the run's SASS); the model of 76fb39b lacked it."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends import sim_sfu as S

ROOT = Path(__file__).resolve().parents[1]
DATA = json.loads((ROOT / "tests" / "data" / "sfu_h100_examples.json").read_text())
f32, u32 = np.float32, np.uint32

#: the header functions by the fixture's labels (CuPy's build: an ftz build)
ONE = {"__expf": S.fast_expf, "__exp10f": S.fast_exp10f, "exp2f": S.exp2f,
       "__logf": S.fast_logf, "__log2f": S.fast_log2f, "__log10f": S.fast_log10f,
       "rsqrtf": S.rsqrtf, "expf": S.expf, "__tanf": S.fast_tanf}
TWO = {"__powf": S.fast_powf, "__fdividef": S.fdividef}


def _f(h: str) -> np.ndarray:
    return np.array([int(h, 16)], u32).view(f32)


def _b(v) -> int:
    return int(np.asarray(v, f32).reshape(-1).view(u32)[0])


def _examples(label: str) -> list:
    ex = DATA["functions"][label]["examples"]
    assert ex, label
    return ex


def test_fixture_names_its_results_directory():
    assert DATA["source"] == "benchmarks/results/sfu-h100-2026-11-27-session6/sfu.json"
    assert DATA["commit"] == "76fb39b" and "H100" in DATA["device"]


@pytest.mark.parametrize("label", sorted(ONE) + sorted(TWO))
def test_cupy_build_of_the_header_functions_is_the_ftz_model(label):
    """Every listed mismatch of the "-ftz=false" (CuPy) build: the GPU's bits are the
    model's ftz=True bits; the model's ftz=False bits are still the ones recorded."""
    if DATA["functions"][label]["equal"] == DATA["functions"][label]["n"]:
        assert not DATA["functions"][label]["examples"]
        return
    fn = ONE.get(label) or TWO[label]
    for e in _examples(label):
        args = [_f(e[0])] + ([_f(e[1])] if label in TWO else [])
        gpu, recorded = int(e[-2], 16), int(e[-1], 16)
        assert _b(fn(*args, ftz=True)) == gpu, (label, e)
        assert _b(fn(*args, ftz=False)) == recorded, (label, e)


@pytest.mark.parametrize("label", ["div.approx", "div.approx -ftz=true"])
def test_inline_div_approx_scales_a_subnormal_divisor(label):
    """``asm("div.approx.f32")``, whatever -ftz says: the GPU's bits are the non-ftz model
    (a subnormal divisor: both operands times 2**24; subnormal quotients kept)."""
    for e in _examples(label):
        x, y, gpu = _f(e[0]), _f(e[1]), int(e[3], 16)
        assert _b(S.div_approx(x, y, False)) == gpu, (label, e)
        assert _b(S.div_approx(x, y, True)) != gpu or gpu in (0, 0x80000000), (label, e)


def test_simulator_examples_of_cupys_build_are_the_ftz_model():
    """The run's one-kernel comparison (CuPy's default build, an ftz build): each listed
    GPU value is the model's ftz=True value of its column's function."""
    fns = {**ONE, **TWO}
    seen = 0
    for col, exs in DATA["simulator_examples"].items():
        for e in exs:
            x, y, gpu = _f(e[0]), _f(e[1]), int(e[3], 16)
            args = [x, y] if col in TWO else [x]
            assert _b(fns[col](*args, ftz=True)) == gpu, (col, e)
            seen += 1
    assert seen >= 30


def _script():
    spec = importlib.util.spec_from_file_location("gpu_sfu", ROOT / "scripts" / "gpu_sfu.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("label", ["__expf", "__logf", "__powf", "expf"])
def test_cupy_build_counts_are_where_ftz_and_non_ftz_models_agree(label):
    """The run's "-ftz=false" match count, reproduced from the script's seeded 2^22
    inputs: the number of inputs where the model's ftz=False and ftz=True bits agree (the
    GPU ran the ftz build, and equals the ftz=True model on every input)."""
    g = _script()
    n = DATA["functions"][label]["n"]
    x, y = g.function_inputs(label, n, 2800 + 10 * g.FUNCS.index(label))
    xf, yf = x.view(f32), y.view(f32)
    fn = ONE.get(label) or TWO[label]
    args = [xf, yf] if label in TWO else [xf]
    with np.errstate(all="ignore"):
        same = np.asarray(fn(*args, ftz=False), f32).view(u32) == np.asarray(
            fn(*args, ftz=True), f32).view(u32)
    assert int(same.sum()) == DATA["functions"][label]["equal"]
    assert DATA["functions"][label + " -ftz=true"]["equal"] == n


def test_inline_div_approx_counts_reproduced():
    """Both builds ran the non-ftz ``div.approx.f32`` on the same inputs; the run compared
    them with the old model (reciprocal flushing a subnormal divisor) without and with
    ftz: the fixed model reproduces both counts."""
    g = _script()
    n = DATA["functions"]["div.approx"]["n"]
    x, y = g.function_inputs("div.approx", n, 2800 + 10 * g.FUNCS.index("div.approx"))
    xf, yf = x.view(f32), y.view(f32)
    with np.errstate(all="ignore"):
        new = S.div_approx(xf, yf, False).view(u32)
        old = S._mul(xf, S.rcp_approx(yf, True), False).view(u32)
        ftz = S.div_approx(xf, yf, True).view(u32)
    assert int((new == old).sum()) == DATA["functions"]["div.approx"]["equal"]
    assert int((new == ftz).sum()) == DATA["functions"]["div.approx -ftz=true"]["equal"]
    # __fdividef: CuPy's build ran div.approx.ftz (the ftz model), compared with the old one
    x, y = g.function_inputs("__fdividef", n, 2800 + 10 * g.FUNCS.index("__fdividef"))
    xf, yf = x.view(f32), y.view(f32)
    with np.errstate(all="ignore"):
        ftz = S.fdividef(xf, yf, True).view(u32)
        old = S._mul(xf, S.rcp_approx(yf, True), False).view(u32)
    assert int((ftz == old).sum()) == DATA["functions"]["__fdividef"]["equal"]


def test_div_approx_subnormal_divisor_sequence():
    """The non-ftz expansion step by step: ``|y| < 2**-126`` scales x and y by 2**24
    (FMUL, x may overflow), MUFU.RCP, FMUL; a normal ``y`` is left alone."""
    y = np.array([1e-39, -3e-40, 1e-45, 0.0, 2.0], f32)
    x = np.array([1e-30, 7e-10, -1e-20, 1.0, 3e38], f32)
    scaled = np.abs(y) < f32(2.0 ** -126)
    xs = np.where(scaled, x * f32(2.0 ** 24), x).astype(f32)
    ys = np.where(scaled, y * f32(2.0 ** 24), y).astype(f32)
    with np.errstate(all="ignore"):
        want = (xs * S.rcp_approx(ys, True)).astype(f32)
        got = S.div_approx(x, y, False)
    assert np.array_equal(got.view(u32), want.view(u32))
    assert np.isfinite(got[0]) and np.isfinite(got[1]) and np.isfinite(got[2])
    assert np.isinf(got[3])
    with np.errstate(all="ignore"):
        assert np.isinf(S.div_approx(x, y, True)[:3]).all()  # .ftz: the divisor is zero


FDIV = r"""
__global__ void k(const float *x, const float *y, float *o) {
    int i = threadIdx.x;
    float r;
    asm("div.approx.f32 %0, %1, %2;" : "=f"(r) : "f"(x[i]), "f"(y[i]));
    o[2 * i] = __fdividef(x[i], y[i]);
    o[2 * i + 1] = r;
}
"""


def test_simulator_divides_by_a_subnormal_as_the_non_ftz_build():
    """The simulator (a -ftz=false build) runs ``__fdividef`` and inline
    ``div.approx.f32`` as the fixed model: the listed H100 inputs of the inline entry."""
    ex = _examples("div.approx")
    x = np.array([_f(e[0])[0] for e in ex] * 4, f32)[:32]
    y = np.array([_f(e[1])[0] for e in ex] * 4, f32)[:32]
    out = ws.run(ws.read(FDIV).kernels[0], ws.Launch(grid=1, block=32),
                 args={"x": x, "y": y, "o": np.zeros(64, f32)}, backend="cpu").outputs["o"]
    out = np.asarray(out, f32).reshape(32, 2).view(u32)
    want = S.div_approx(x, y, False).view(u32)
    assert np.array_equal(out[:, 0], want) and np.array_equal(out[:, 1], want)
    gpu = [int(e[3], 16) for e in ex]
    assert list(out[:len(gpu), 1]) == gpu
