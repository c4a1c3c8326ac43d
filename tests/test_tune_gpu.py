"""The GPU measurer's process handling, without a GPU: configurations compile in a process
pool, each measurement runs in a worker process; a hung worker is killed at the timeout
and replaced, a crashed one replaced, a wrong answer recorded, and the run goes on."""

from pathlib import Path

import numpy as np

from tune_fakes import sim_runner
from warpsmith.tune.gpu import CudaMeasurer
from warpsmith.tune.tuner import Problem, tune

SRC = (Path(__file__).parent / "data" / "tune" / "vector_add.cu").read_text()


def test_hang_crash_and_wrong_answer_are_recorded_and_the_run_goes_on(tmp_path):
    n = 256
    a = np.arange(n, dtype=np.float32)
    p = Problem("vector_add", SRC, n, [np.zeros_like(a), a, a, np.int32(n)],
                {"block_size_x": [32, 64, 128, 256, 512]}, answer=[2 * a, None, None, None])
    m = CudaMeasurer(timeout=3.0, compile_workers=1, runner=sim_runner, compile_arch=False)
    m.options["query_arch"] = False
    try:
        r = tune(p, measurer=m, strategy="exhaustive", store=str(tmp_path / "g.db"))
    finally:
        m.close()
    by = {x.params["block_size_x"]: x for x in r.results}
    assert by[32].ok and by[512].ok
    assert by[64].failure_kind == "timeout"
    assert by[128].failure_kind == "crash"
    assert by[256].failure_kind == "wrong"
    assert r.evaluator.failures == 3 and m.worker is None  # closed
    assert r.best.params == {"block_size_x": 32}


def test_nvml_device_follows_the_gpu_ray_gave_the_actor():
    """NVML numbers every GPU and ignores CUDA_VISIBLE_DEVICES: an actor Ray put on the
    second GPU must read the second board's energy counter, not the first's."""
    from warpsmith.tune.gpu import nvml_device

    assert nvml_device("1") == ("index", 1)
    assert nvml_device("3,0") == ("index", 3)
    assert nvml_device(None) == nvml_device("") == ("index", 0)
    assert nvml_device("GPU-8f1c,GPU-22") == ("uuid", "GPU-8f1c")


def test_a_packed_job_carries_what_the_measurement_process_reads():
    """pack_job pickles the module, launch and compile output once; the parent keeps the
    launch and failure fields readable and no module; a failed job stays as it is."""
    import pickle

    from warpsmith.ir.printer import print_module
    from warpsmith.tune.gpu import compile_job, pack_job
    from warpsmith.tune.tuner import spec

    n = 64
    a = np.arange(n, dtype=np.float32)
    p = Problem("vector_add", SRC, n, [np.zeros_like(a), a, a, np.int32(n)],
                {"block_size_x": [32]})
    plain = compile_job(spec(p, {"block_size_x": 32}), None)
    packed = compile_job(spec(p, {"block_size_x": 32}), None, pack=True)
    assert "module" not in packed and packed["block"] == plain["block"] == (32, 1, 1)
    payload = pickle.loads(packed["packed"])
    assert payload["grid"] == plain["grid"] and payload["kernel"] == plain["kernel"]
    assert print_module(payload["module"], "cuda") == print_module(plain["module"], "cuda")
    failed = {"failure": "no", "failure_kind": "compile", "build_ms": 0.0, "compile_ms": 0.0}
    assert pack_job(failed) == failed


def test_the_wait_mode_is_checked():
    import pytest

    with pytest.raises(ValueError, match="spin"):
        CudaMeasurer(sync="sleep")
