"""scripts/gpu_cases.py, the device check of the dict-form reproduction modules, run with
its CPU stand-in: a right case passes all three comparisons, a case whose NumPy answer is
wrong is reported as such, and a case that does not read is recorded, not raised."""

import importlib.util
import json
import sys
import types
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("gpu_cases", ROOT / "scripts" / "gpu_cases.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_gpu_cases_on_the_cpu_stand_in(tmp_path, monkeypatch):
    src = "__global__ void k(int *o) { o[threadIdx.x] = 3 * threadIdx.x; }"
    i = np.arange(8, dtype=np.int32)
    fake = types.ModuleType("fake_cases")
    fake.N = 8
    fake.CASES = {
        "right": dict(src=src, kernel="k", inputs={"o": np.zeros(8, np.int32)}, want={"o": 3 * i}),
        "wrong_answer": dict(src=src, kernel="k", inputs={"o": np.zeros(8, np.int32)},
                             want={"o": 2 * i}),
        "unreadable": dict(src="__global__ void k(int *o) { o[0] = ; }", kernel="k",
                           inputs={"o": np.zeros(8, np.int32)}, want={"o": i}),
    }
    monkeypatch.setitem(sys.modules, "fake_cases", fake)
    out = tmp_path / "r.json"
    assert _script().main([str(out), "fake_cases", "--backend", "cpu"]) == 0
    rep = json.loads(out.read_text())["modules"]["fake_cases"]
    assert rep["ok"] == 1 and rep["total"] == 3
    assert rep["cases"]["right"]["ok"]
    assert rep["cases"]["wrong_answer"]["simulator_matches_numpy"] is False
    assert rep["cases"]["wrong_answer"]["device_equals_simulator"] is True
    assert "error" in rep["cases"]["unreadable"]
