"""The tuner on Ray (CPU, fake measurer): three actors, one killed while it holds a
configuration; nothing lost, nothing stored or completed twice, the store written by the
driver."""

import functools
import os
import threading
from pathlib import Path

import pytest

from tune_fakes import SlowFake
from warpsmith.tune.evaluator import Budget
from warpsmith.tune.tuner import Problem, tune

ray = pytest.importorskip("ray")

# Ray's start on a 2-core machine alone takes 10-20 s: behind the slow marker
pytestmark = pytest.mark.slow
HERE = Path(__file__).resolve().parent


def test_ray_workers_with_one_killed(tmp_path):
    from warpsmith.tune.distributed import RayMeasurer

    log, marker = tmp_path / "log", tmp_path / "marker"
    m = RayMeasurer(functools.partial(SlowFake, str(log), str(marker)), workers=3,
                    num_cpus=3, runtime_env={"env_vars": {"PYTHONPATH": os.pathsep.join(
                        [str(HERE.parent / "src"), str(HERE)])}})
    killed = []

    def kill_holder(actor, config):
        if config["a"] == 5 and not killed:
            killed.append(actor)
            threading.Timer(1.0, ray.kill, [actor]).start()

    m.on_dispatch = kill_holder
    try:
        p = Problem("k", "__global__ void k() {}", 1, [], {"a": list(range(16))})
        r = tune(p, measurer=m, strategy="exhaustive", budget=Budget(16),
                 store=str(tmp_path / "r.db"))
        workers = len(m.per_worker)
    finally:
        m.close()
        ray.shutdown()
    assert killed and m.replaced == 1
    # calls carry several configurations; those the killed actor had answered were kept
    assert max(x.extra.get("batch", 1) for x in r.results) > 1
    done = log.read_text().split()
    assert sorted(map(int, done)) == list(range(16))  # each completed exactly once
    assert len(r.evaluator.order) == 16 and r.evaluator.failures == 0
    assert r.best.params == {"a": 7}
    assert workers >= 2


def test_compiled_jobs_are_shared_between_runs(tmp_path):
    from tune_fakes import SplitFake
    from warpsmith.tune.distributed import RayMeasurer

    compiled: dict = {}
    env = {"env_vars": {"PYTHONPATH": os.pathsep.join([str(HERE.parent / "src"), str(HERE)])}}
    p = Problem("k", "__global__ void k(float *x) { x[0] = a; }", 1, [None],
                {"a": [3, 1, 2, 5]})
    try:
        m = RayMeasurer(SplitFake, workers=2, num_cpus=2, runtime_env=env, compiled=compiled)
        r1 = tune(p, measurer=m, strategy="exhaustive", store=str(tmp_path / "1.db"))
        refs = dict(compiled)
        m.close()
        m2 = RayMeasurer(SplitFake, workers=1, compiled=compiled)
        r2 = tune(p, measurer=m2, strategy="exhaustive", store=str(tmp_path / "2.db"))
        m2.close()
    finally:
        ray.shutdown()
    assert len(refs) == 4 and compiled == refs  # the second run compiled nothing new
    assert r1.best.params == r2.best.params == {"a": 1}


def test_a_raising_call_is_a_failure_and_the_run_goes_on(tmp_path):
    from tune_fakes import RaisingFake
    from warpsmith.tune.distributed import RayMeasurer

    env = {"env_vars": {"PYTHONPATH": os.pathsep.join([str(HERE.parent / "src"), str(HERE)])}}
    p = Problem("k", "__global__ void k() {}", 1, [], {"a": [3, 2, 1, 4]})
    try:
        m = RayMeasurer(RaisingFake, workers=2, num_cpus=2, runtime_env=env)
        r = tune(p, measurer=m, strategy="exhaustive", store=str(tmp_path / "f.db"))
        m.close()
    finally:
        ray.shutdown()
    by = {x.params["a"]: x for x in r.results}
    assert len(by) == 4 and by[2].failure_kind == "runtime" and "measurer bug" in by[2].failure
    assert r.best.params == {"a": 1} and m.replaced == 0
