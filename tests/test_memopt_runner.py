"""benchmarks/memopt_runner.py (issue 4, part 3) without a GPU: the optimizer (at the paper
launch, as in the real run) writes its files, the recorded ``warpsmith optimize`` command
writes the same file, the simulator checks the three versions of every benchmark at the CI
size (the tool's through its run-time guard), and the JSON has the issue's schema;
benchmarks/memopt_report.py makes the same table from the JSON. About 10 s."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_modules import load  # noqa: E402


def _load(name: str):
    return load(name, fresh=True)


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    runner = _load("memopt_runner")
    out = tmp_path_factory.mktemp("memopt")
    # a budget that never binds: the checks below must not depend on how loaded the machine
    # is (the suite's own timeout bounds the run)
    rc = runner.main(["--no-gpu", "--sizes", "ci", "--out-dir", str(out), "--budget-s", "3600"])
    files = sorted(out.glob("memopt-*.json"))
    assert len(files) == 1, files
    return rc, out, json.loads(files[0].read_text())


def test_exit_status_and_files(run):
    rc, out, res = run
    assert rc in (0, 1)  # 1: a benchmark failed a check (shown by the tests below)
    stem = f"memopt-nogpu-{res['date']}-ci"
    for ext in ("json", "md", "log"):
        assert (out / f"{stem}.{ext}").is_file()


def test_schema(run):
    _, _, res = run
    for key in ("device", "date", "command", "benchmarks"):
        assert key in res
    assert res["gpu"] is False and "no-gpu" in res["gpu_skipped"]
    assert "--no-gpu" in res["command"]
    from warpsmith.corpus.memopt import MEMOPT_BENCHMARKS

    assert [b["name"] for b in res["benchmarks"]] == [b.name for b in MEMOPT_BENCHMARKS]
    for b in res["benchmarks"]:
        for key in ("name", "original_ms", "optimized_ms", "hand_ms", "verified"):
            assert key in b, (b["name"], key)
        # no GPU: no times, and the targets are not evaluated
        assert b["original_ms"] is b["optimized_ms"] is b["hand_ms"] is None
        assert isinstance(b["verified"], bool)
        assert b["paper"]["speedup_tool"] > 0 and b["paper"]["speedup_hand"] > 0
        assert b["optimize"]["cli"].startswith("warpsmith optimize ")
        assert b["optimize"]["size"] == "paper"
        assert b["optimize"]["cli_check"]["same_file"] is True, b["optimize"]["cli_check"]
        assert "gpu_ci" not in b["verification"] and "gpu_paper" not in b["verification"]
    for t in res["targets"].values():
        assert t["met"] is None and t["why"]


def test_every_benchmark_verified_on_the_simulator(run):
    _, _, res = run
    bad = {b["name"]: (b.get("not_verified_because"), b.get("errors"))
           for b in res["benchmarks"] if not b["verified"]}
    assert not bad, bad
    for b in res["benchmarks"]:
        checks = b["verification"]["simulator_ci"]["checks"]
        assert set(checks) >= {"original vs reference", "optimized vs reference",
                               "hand vs reference", "optimized vs original",
                               "hand vs original"}, b["name"]
        assert b["verified_on"] == ["simulator_ci"]


def test_generated_files(run):
    _, out, res = run
    for b in res["benchmarks"]:
        o = b["optimize"]
        report = json.loads((ROOT / o["generated_json"]).read_text()
                            if not Path(o["generated_json"]).is_absolute()
                            else Path(o["generated_json"]).read_text())
        assert report["kernel"] == b["original_kernel"]
        if o.get("variant"):
            cu = Path(o["generated_cu"])
            text = cu.read_text() if cu.is_absolute() else (ROOT / cu).read_text()
            assert o["new_kernel"] in text and b["original_kernel"] in text
            assert (out / "generated" / f"{b['key']}_opt.cu").is_file()


def test_report_regenerates_the_table(run, tmp_path):
    _, out, res = run
    from warpsmith.tune.reports import memopt as report

    src = next(out.glob("memopt-*.json"))
    dest = tmp_path / "again.md"
    assert report.main([str(src), "-o", str(dest)]) == 0
    text = dest.read_text()
    assert text == src.with_suffix(".md").read_text()
    assert ("| benchmark | original ms | tool ms | tool speedup | hand ms | hand speedup | "
            "tool/hand | paper tool speedup (8800 GT) | paper hand speedup |") in text
    assert "GPU parts skipped" in text
    for b in res["benchmarks"]:
        assert f"| {b['name']} |" in text


def test_targets_are_computed():
    from warpsmith.tune.reports import memopt as report

    rows = [{"name": "Matrix addition 8-bit", "original_ms": 1.0, "optimized_ms": 0.05,
             "hand_ms": 0.048, "verified": True},
            {"name": "DCT", "original_ms": 3.0, "optimized_ms": 1.0, "hand_ms": 0.5,
             "verified": True}]
    res = {"gpu": True, "sizes": "paper", "optimize_at": "paper", "benchmarks": rows}
    t = report.targets(res)
    assert t["matadd8_speedup_at_least_15x"]["met"] is True  # 20x
    assert t["tool_within_10pct_of_hand"]["met"] is False  # DCT: tool/hand = 2
    rows[1]["optimized_ms"] = 0.54
    assert report.targets(res)["tool_within_10pct_of_hand"]["met"] is True
    rows[0]["verified"] = False
    t = report.targets(res)
    assert t["tool_within_10pct_of_hand"]["met"] is False
    assert t["matadd8_speedup_at_least_15x"]["met"] is False
