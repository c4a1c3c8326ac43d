"""The tuner's store (issue 20): a tune killed with SIGKILL resumes with no result lost
and none measured twice; Kernel Tuner cache files round-trip and Kernel Tuner reads ours."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from warpsmith.tune.evaluator import Budget
from warpsmith.tune.replay import load_kt, replay
from warpsmith.tune.store import Result, Store, export_kt, import_kt, read_kt
from warpsmith.tune.tuner import Problem, tune

SRC = Path(__file__).resolve().parents[1] / "src"

# a fake measurer: a deterministic value per configuration, a log line per measurement
# (written before returning, so a measured configuration is always logged), and a sleep
# that leaves time to kill the process mid-run
SCRIPT = r"""
import sys, time
from warpsmith.tune.evaluator import Budget
from warpsmith.tune.store import Result, now
from warpsmith.tune.tuner import Problem, tune

log = open(sys.argv[2], "a")

class Fake:
    device = "fake-gpu"
    unit = "ms"
    def __call__(self, problem, configs):
        for c in configs:
            key = ",".join(str(c[k]) for k in problem.tune_params)
            time.sleep(float(sys.argv[3]))
            log.write(key + "\n"); log.flush()
            fail = c["a"] == 3 and c["b"] == 2
            yield Result(key, dict(c), None if fail else 1.0 + c["a"] * 0.1 + c["b"],
                         failure="boom" if fail else None,
                         failure_kind="runtime" if fail else None, timestamp=now())

p = Problem("k", "__global__ void k(float *x) {}", 1, [None], {"a": list(range(8)), "b": list(range(5))})
r = tune(p, measurer=Fake(), strategy="random", budget=Budget(30), seed=7, store=sys.argv[1],
         commit_every=int(sys.argv[4]), commit_s=60.0)
print(len(r.evaluator.order), r.evaluator.measured)
"""


def _run(db, log, delay, commit_every=1):
    return subprocess.Popen([sys.executable, "-c", SCRIPT, str(db), str(log), str(delay),
                             str(commit_every)],
                            env=dict(os.environ, PYTHONPATH=str(SRC)), stdout=subprocess.PIPE,
                            text=True)


@pytest.mark.parametrize("commit_every", [1, 4])
def test_kill9_resume_loses_nothing_and_measures_nothing_twice(tmp_path, commit_every):
    """Killed mid-run (results committed one by one, or 4 per transaction), resumed:
    every configuration stored once, none stored before the kill measured again."""
    db, log1, log2 = tmp_path / "t.db", tmp_path / "1.log", tmp_path / "2.log"
    proc = _run(db, log1, 0.05, commit_every)
    deadline = time.time() + 60
    while time.time() < deadline:  # wait until some results are in, then SIGKILL
        if log1.exists() and len(log1.read_text().split()) >= 8:
            break
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    measured1 = log1.read_text().split()
    store = Store(db)
    stored1 = {k for (k,) in store.db.execute("SELECT config_key FROM results")}
    store.close()
    assert 8 - commit_every <= len(stored1) < 30
    assert len(stored1) % commit_every == 0  # whole transactions only
    # at most the one in flight and the uncommitted batch were measured without being stored
    assert len(set(measured1) - stored1) <= commit_every and stored1 <= set(measured1)
    out = _run(db, log2, 0.0, commit_every).communicate(timeout=120)[0]
    evaluated, measured2 = map(int, out.split())
    again = log2.read_text().split()
    assert evaluated == 30
    assert not set(again) & stored1, "a stored configuration was measured again"
    assert measured2 == len(again) == 30 - len(stored1)
    store = Store(db)
    rows = store.db.execute("SELECT config_key, failure FROM results").fetchall()
    assert len(rows) == len({k for k, _ in rows}) == 30
    assert ("3,2", "boom") in rows or "3,2" not in {k for k, _ in rows}
    # the resumed run made the same choices as one uninterrupted run with that seed
    fresh = _run(tmp_path / "u.db", tmp_path / "u.log", 0.0).communicate(timeout=120)[0]
    assert fresh.split()[0] == "30"
    assert set((tmp_path / "u.log").read_text().split()) == {k for k, _ in rows}


def _doc():
    return {"device_name": "NVIDIA H100", "kernel_name": "k", "problem_size": [1024, 1],
            "tune_params_keys": ["bx", "t"], "tune_params": {"bx": [32, 64], "t": [1, 2]},
            "objective": "time",
            "cache": {"32,1": {"bx": 32, "t": 1, "time": 1.5, "times": [1.4, 1.5, 1.6],
                               "compile_time": 200.0, "verification_time": 0,
                               "benchmark_time": 12.0, "strategy_time": 0,
                               "framework_time": 0.5, "timestamp": "2024-01-01 00:00:00"},
                      "32,2": {"bx": 32, "t": 2, "time": "CompilationFailedConfig",
                               "times": [], "compile_time": 100.0, "verification_time": 0,
                               "benchmark_time": 0, "strategy_time": 0,
                               "framework_time": 0.5, "timestamp": "2024-01-01 00:00:01"},
                      "64,1": {"bx": 64, "t": 1, "time": 1.2, "times": [1.2, 1.2],
                               "compile_time": 150.0, "verification_time": 1.0,
                               "benchmark_time": 10.0, "strategy_time": 0,
                               "framework_time": 0.5, "timestamp": "2024-01-01 00:00:02"},
                      "64,2": {"bx": 64, "t": 2, "time": "InvalidConfig", "times": [],
                               "compile_time": 0, "verification_time": 0,
                               "benchmark_time": 0, "strategy_time": 0,
                               "framework_time": 0, "timestamp": "2024-01-01 00:00:03"}}}


def test_kt_cache_round_trip(tmp_path):
    src = tmp_path / "kt.json"
    src.write_text(json.dumps(_doc()))
    store = Store(tmp_path / "s.db")
    kh, dev = import_kt(src, store)
    out = export_kt(store, tmp_path / "back.json", kernel_hash=kh, device=dev)
    assert read_kt(out) == _doc()


def test_kt_reads_our_export_and_replays_it(tmp_path):
    util = pytest.importorskip("kernel_tuner.util")
    kernel_tuner = pytest.importorskip("kernel_tuner")
    store = Store(tmp_path / "s.db", "h", "NVIDIA H100")
    store.describe("k", [1024, 1], {"bx": [32, 64], "t": [1, 2]})
    for (bx, t), v in {(32, 1): 1.5, (32, 2): None, (64, 1): 1.2, (64, 2): 0.9}.items():
        store.put(Result(f"{bx},{t}", {"bx": bx, "t": t}, v,
                         failure=None if v else "nvrtc: error", failure_kind=None if v else "compile",
                         compile_time=100.0, benchmark_time=10.0, times=[v] if v else []))
    path = export_kt(store, tmp_path / "ours.json")
    data = util.read_cache(str(path), open_cache=False)
    assert data["cache"]["32,2"]["time"] == "CompilationFailedConfig"
    assert "__error__" in data["cache"]["32,2"]
    results, env = kernel_tuner.tune_kernel(
        "k", "__global__ void k() {}", (1024, 1), [], {"bx": [32, 64], "t": [1, 2]},
        cache=str(path), simulation_mode=True, strategy="brute_force", quiet=True,
        block_size_names=["bx"])
    assert env["best_config"]["time"] == 0.9
    assert len(results) == 4


def test_replay_of_kt_cache_counts_failures_and_time(tmp_path):
    src = tmp_path / "kt.json"
    src.write_text(json.dumps(_doc()))
    rec = load_kt(src)
    assert len(rec.space) == 3  # InvalidConfig is not part of the space
    ev = replay(rec, "exhaustive", fevals=10)
    assert len(ev.order) == 3 and ev.failures == 1
    assert ev.cost_s == pytest.approx((212.0 + 100.0 + 161.0) / 1000)
    ev = replay(rec, "exhaustive", seconds=0.25)
    assert len(ev.order) == 2  # 0.212 s, then 0.312 s: the second passes the limit


def test_resume_in_process_reuses_stored(tmp_path):
    calls = []

    def fake(problem, configs):
        calls.extend(c["a"] for c in configs)
        return [Result(str(c["a"]), dict(c), float(c["a"])) for c in configs]

    fake.device = "fake"
    p = Problem("k", "__global__ void k() {}", 1, [], {"a": list(range(10))})
    tune(p, measurer=fake, strategy="exhaustive", budget=Budget(4), store=str(tmp_path / "d.db"))
    r = tune(p, measurer=fake, strategy="exhaustive", store=str(tmp_path / "d.db"))
    assert sorted(calls) == list(range(10)) and r.best.value == 0.0


def test_batched_commits_report_only_committed_results(tmp_path):
    """With ``commit_every`` a fresh result reaches ``on_result`` only after its row is
    committed, the last partial batch is committed at the end, and a parallel measurer
    gets the exhaustive search's configurations in batches of 64 per worker."""
    calls, seen = [], []
    db = tmp_path / "b.db"

    class Wide:
        device, unit, parallelism = "fake", "ms", 2

        def __call__(self, problem, configs):
            calls.append(len(configs))
            for c in configs:
                yield Result(str(c["a"]), dict(c), float(c["a"]))

    def on_result(r, fresh, ev):
        st = Store(db)
        seen.append((r.key, r.key in {k for (k,) in st.db.execute(
            "SELECT config_key FROM results")}))
        st.close()
    p = Problem("k", "__global__ void k() {}", 1, [], {"a": list(range(300))})
    r = tune(p, measurer=Wide(), strategy="exhaustive", store=str(db), commit_every=8,
             commit_s=60.0, on_result=on_result)
    assert calls == [128, 128, 44]
    assert len(seen) == 300 and all(committed for _, committed in seen)
    assert len({k for k, _ in seen}) == 300 and r.best.value == 0.0


def test_put_many_is_one_transaction(tmp_path):
    st = Store(tmp_path / "m.db", "h", "d")
    st.put_many([Result("1", {"a": 1}, 1.0), Result("2", {"a": 2}, 2.0)])
    loop: dict = {}
    loop["a"] = loop
    with pytest.raises(ValueError):  # a value JSON cannot hold: nothing of the batch stays
        st.put_many([Result("3", {"a": 3}, 3.0), Result("4", loop, 4.0)])
    assert st.done() == {"1", "2"}
    st.close()


def test_paced_replay_returns_the_recorded_results(tmp_path):
    from warpsmith.tune.replay import PacedReplay

    st = Store(tmp_path / "r.db", "h", "gpu")
    st.put_many([Result("1", {"a": 1}, 0.5, extra={"worker_s": 0.01}),
                 Result("2", {"a": 2}, None, failure="boom", failure_kind="runtime",
                        benchmark_time=4.0)])
    st.close()
    m = PacedReplay(tmp_path / "r.db", scale=0.0)
    p = Problem("k", "__global__ void k() {}", 1, [], {"a": [1, 2, 3]})
    got = {r.key: r for r in m(p, [{"a": 1}, {"a": 2}, {"a": 3}])}
    assert got["1"].value == 0.5 and got["2"].failure == "boom"
    assert got["3"].failure == "not in the recorded store"
    assert PacedReplay(tmp_path / "r.db").seconds(got["2"]) == pytest.approx(0.004)
