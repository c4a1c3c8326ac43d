"""Runners for the tuner's GPU worker that need no GPU (tests/test_tune_gpu.py): run the
configuration on the simulator, or hang, or crash the worker process."""

import os
import time

import numpy as np

from warpsmith.backends.simulator import simulate
from warpsmith.ir import find_kernel
from warpsmith.tune.tuner import check_answer, named_arguments


def sim_runner(job, args, options):
    """Simulate; block size 64 hangs, 128 kills the process, 256 returns a wrong answer
    (in these tests)."""
    bx = job["block"][0]
    if bx == 64:
        time.sleep(60)
    if bx == 128:
        os._exit(3)
    fn = find_kernel(job["module"], job["kernel"])
    a = named_arguments(fn, args["arguments"])
    run = simulate(job["module"], fn, job["grid"], job["block"], a, trace=True)
    outputs = dict(run.outputs)
    if bx == 256:
        outputs = {k: v + 1 if isinstance(v, np.ndarray) else v for k, v in outputs.items()}
    wrong = check_answer(fn, outputs, args.get("answer"), args.get("atol", 1e-6))
    if wrong:
        return {"failure": wrong, "failure_kind": "wrong", "run_ms": 1.0}
    return {"value": float(run.trace.totals["instructions"]) + bx / 1000, "times": [1.0],
            "run_ms": 1.0, "pid": os.getpid()}


class SlowFake:
    """A measurer for the Ray test: a value per configuration; the configuration a=5
    takes 30 s the first time (a marker file says whether it was tried), so the test can
    kill the actor holding it; every completed measurement is logged."""

    device = "fake"
    unit = "ms"

    def __init__(self, log, marker):
        self.log, self.marker = log, marker

    def __call__(self, problem, configs):
        from warpsmith.tune.store import Result

        for c in configs:
            if c["a"] == 5 and not os.path.exists(self.marker):
                open(self.marker, "w").close()
                time.sleep(30)
            time.sleep(0.02)
            with open(self.log, "a") as f:
                f.write(f"{c['a']}\n")
            yield Result(str(c["a"]), dict(c), float((c["a"] - 7) ** 2))


class SplitFake:
    """A measurer that splits compiling from measuring (as the CUDA one does) with no GPU:
    compile tasks only build the IR (arch None); the value is the configuration's ``a``."""

    unit = "ms"
    device = "split-fake"

    def compile_arch_of(self, problem):
        return None

    def measure_jobs(self, problem, configs, jobs):
        from warpsmith.tune.store import Result

        from warpsmith.tune.gpu import _unpacked

        for config, job in zip(configs, jobs):
            # a compile task's job comes packed (tune.gpu.pack_job): the module is in the bytes
            payload = _unpacked(job["packed"])[0] if "packed" in job else job
            assert payload.get("module") is not None, job.get("failure")
            yield Result(str(config["a"]), dict(config), float(config["a"]))

    def __call__(self, problem, configs):
        yield from self.measure_jobs(problem, configs, [{"module": True}] * len(configs))


class RaisingFake:
    """A measurer whose call raises for the configuration a=2 (a bug in a measurer, or a
    compile task that raised): that configuration must become a failure, not end the run."""

    device = "raising-fake"
    unit = "ms"

    def __call__(self, problem, configs):
        from warpsmith.tune.store import Result

        for c in configs:
            if c["a"] == 2:
                raise ValueError("measurer bug")
            yield Result(str(c["a"]), dict(c), float(c["a"]))


def echo_runner(job, args, options):
    """Answer the job's ``id``; id 2 hangs, id 4 kills the process, id 5 answers and then
    ends it as a sticky CUDA error would (tests of the pipelined hand-over)."""
    if job["id"] == 2:
        time.sleep(60)
    if job["id"] == 4:
        os._exit(3)
    return {"value": job["id"], "pid": os.getpid(), "sticky": job["id"] == 5}
