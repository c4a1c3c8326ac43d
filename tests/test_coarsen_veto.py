"""The analytical model checks the coarsening advisor's choice (``ws.coarsen`` without a
factor): a variant it predicts slower than the original at the launch is not returned; the
original is, and ``result.auto.veto`` (also in ``--json`` and the terminal line) says why.
An explicit factor, ``check=False`` and a kernel the model cannot predict keep the choice."""

from types import SimpleNamespace

import pytest

import warpsmith as ws
from warpsmith import api
from warpsmith.ir.errors import WarpsmithError
from warpsmith.tune.coarsen_advisor import Advice

SRC = """
__global__ void saxpy(float *y, const float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"""
LAUNCH = ws.Launch(16, 64, params={"n": 1024})


@pytest.fixture()
def kernel():
    return ws.read(SRC, dialect="cuda").kernel("saxpy")


@pytest.fixture()
def advise_two(monkeypatch):
    monkeypatch.setattr(api, "_advise", lambda k, launch: Advice(2, 0, 1, 1.4))


def _times(monkeypatch, original_ms: float, variant_ms: float, calls: list | None = None):
    def fake(k, launch, device, mode, registers):
        if calls is not None:
            calls.append((k.name, device))
        return SimpleNamespace(predicted_ms=original_ms if k.name == "saxpy" else variant_ms)
    monkeypatch.setattr(api, "_predict", fake)


def test_a_choice_predicted_slower_gives_back_the_original(kernel, advise_two, monkeypatch):
    calls: list = []
    _times(monkeypatch, 1.0, 1.7, calls)
    res = ws.coarsen(kernel, LAUNCH, device="h200")
    assert res.factor == 1 and res.auto.factor == 1
    assert "1.70x slower" in res.auto.veto and "on h200" in res.auto.veto
    assert res.as_json()["auto"]["veto"] == res.auto.veto
    assert res.auto.veto in str(res)
    assert {d for _n, d in calls} == {"h200"} and len(calls) == 2


def test_a_choice_predicted_faster_is_kept(kernel, advise_two, monkeypatch):
    _times(monkeypatch, 1.0, 0.6)
    res = ws.coarsen(kernel, LAUNCH)
    assert res.factor == 2 and res.auto.veto is None and res.refused is None


@pytest.mark.parametrize("how", ["check", "factor", "model"])
def test_the_check_stands_aside(kernel, advise_two, monkeypatch, how):
    _times(monkeypatch, 1.0, 3.0)
    if how == "model":
        def fails(*a):
            raise WarpsmithError("cannot predict")
        monkeypatch.setattr(api, "_predict", fails)
    res = ws.coarsen(kernel, LAUNCH, **({"check": False} if how == "check" else
                                        {"factor": 2} if how == "factor" else {}))
    assert res.factor == 2
    assert res.auto is None if how == "factor" else res.auto.veto is None
