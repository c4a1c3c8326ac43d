"""The GPU measurer's process handling, without a GPU: configurations compile in a process
pool, each measurement runs in a worker process; a hung worker is killed at the timeout
and replaced, a crashed one replaced, a wrong answer recorded, and the run goes on."""

import pickle
from pathlib import Path

import numpy as np
import pytest

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

    from warpsmith.ir.printer import print_module
    from warpsmith.tune.gpu import _MODULES, _unpacked, compile_job, pack_job
    from warpsmith.tune.tuner import spec

    n = 64
    a = np.arange(n, dtype=np.float32)
    p = Problem("vector_add", SRC, n, [np.zeros_like(a), a, a, np.int32(n)],
                {"block_size_x": [32]})
    plain = compile_job(spec(p, {"block_size_x": 32}), None)
    packed = compile_job(spec(p, {"block_size_x": 32}), None, pack=True)
    _MODULES.clear()
    assert "module" not in packed and packed["block"] == plain["block"] == (32, 1, 1)
    payload, _ms, reused = _unpacked(packed["packed"])
    assert payload["grid"] == plain["grid"] and payload["kernel"] == plain["kernel"]
    assert print_module(payload["module"], "cuda") == print_module(plain["module"], "cuda")
    assert _unpacked(packed["packed"])[2] and not reused  # the second time, the module is kept
    failed = {"failure": "no", "failure_kind": "compile", "build_ms": 0.0, "compile_ms": 0.0}
    assert pack_job(failed) == failed


def test_the_wait_mode_is_checked():

    with pytest.raises(ValueError, match="spin"):
        CudaMeasurer(sync="sleep")


def test_a_register_bound_reaches_the_kernel_that_runs(monkeypatch):
    """Two configurations that differ only in ``ws_maxrreg`` print the same CUDA text: the
    job carries the compile options, the worker's precompiled lookup and the backend's
    module cache key on them, so each configuration runs its own machine code (before,
    the module cache keyed on the text alone and every later bound ran the first one's
    binary: issue 23's multi-GPU runs timed those "configurations" 1.5-5x apart)."""
    from warpsmith.backends import cuda
    from warpsmith.tune import gpu
    from warpsmith.tune.gpu import pack_job

    _p, free, bound = _bound_jobs()
    assert free["source"] == bound["source"]  # the same text ...
    assert free["options"] == () and bound["options"] == ("-maxrregcount=24",)
    assert bound["report"].registers <= 24 < free["report"].registers  # ... other code
    assert "options" in gpu.PACKED and gpu._unpacked(pack_job(bound)["packed"])[0]["options"] \
        == ("-maxrregcount=24",)
    # the worker's stand-in for the compiler answers each bound with its own cubin
    monkeypatch.setitem(gpu._PRECOMPILED, "original", lambda *a, **k: pytest.fail("compiled"))
    for job in (free, bound):
        r = job["report"]
        monkeypatch.setitem(gpu._PRECOMPILED, (job["source"], r.kernel, r.arch, job["options"]), r)
    name = free["report"].kernel
    assert gpu._precompiled(free["source"], name, "sm_90", ()) is free["report"]
    assert gpu._precompiled(free["source"], name, "sm_90", ("-maxrregcount=24",)) \
        is bound["report"]
    # the backend's module cache: one module per (text, options), each loaded from its cubin
    loaded = []

    class FakeModule:
        def load(self, cubin):
            loaded.append(cubin)

        def get_function(self, lowered):
            return (len(loaded), lowered)

    class FakeCupy:
        class cuda:
            class function:
                Module = FakeModule
    monkeypatch.setattr(cuda, "_cupy", lambda: FakeCupy)
    monkeypatch.setattr(cuda, "compile_cuda", gpu._precompiled)
    cuda.load_source.cache_clear()
    try:
        a = cuda.load_source(free["source"], name, "sm_90", ())
        b = cuda.load_source(free["source"], name, "sm_90", ("-maxrregcount=24",))
        assert a[0] is free["report"] and b[0] is bound["report"]
        assert loaded == [free["report"].cubin, bound["report"].cubin]
    finally:
        cuda.load_source.cache_clear()


def _bound_jobs():
    """A matmul problem whose two configurations differ only in the register bound,
    compiled for sm_90: (problem, unbounded job, job bounded to 24 registers)."""

    from warpsmith.backends import cuda_compile
    from warpsmith.tune.gpu import compile_job
    from warpsmith.tune.tuner import spec

    if cuda_compile.load_nvrtc() is None:
        pytest.skip("needs NVRTC (nvidia-cuda-nvrtc) to compile for sm_90")
    src = (Path(__file__).parent / "data" / "tune" / "matmul.cu").read_text()
    w = 64
    m = np.zeros((w, w), np.float32)
    p = Problem("matmul_kernel", src, (w, w), [m, m, m],
                {"block_size_x": [16], "block_size_y": [2], "tile_size_x": [8],
                 "tile_size_y": [8], "ws_maxrreg": [0, 24]},
                (["block_size_x", "tile_size_x"], ["block_size_y", "tile_size_y"], None),
                defines={"WIDTH": w})
    base = {"block_size_x": 16, "block_size_y": 2, "tile_size_x": 8, "tile_size_y": 8}
    return (p, compile_job(spec(p, {**base, "ws_maxrreg": 0}), "sm_90"),
            compile_job(spec(p, {**base, "ws_maxrreg": 24}), "sm_90"))


def test_on_a_gpu_each_register_bound_runs_its_own_code():
    """The kernel that ran (the backend's report) has each job's register count."""

    from warpsmith.backends import cuda
    from warpsmith.tune import gpu

    pytest.importorskip("cupy", reason="needs CuPy")
    if not cuda.available():
        pytest.skip("needs an NVIDIA GPU with a driver")
    p, free, bound = _bound_jobs()
    args = {"arguments": p.arguments, "answer": None}
    ran = [gpu.measure_cuda(job, args, {"repetitions": 3, "warmup": 1})
           for job in (free, bound)]
    assert [r["registers"] for r in ran] == [free["report"].registers,
                                              bound["report"].registers]


def test_warm_process_does_the_once_per_process_work_before_the_first_configuration(
        monkeypatch):
    """The gate is built and run, NVML set up, and the check's kernels made for each
    element type and shape of the answer, before the hello (a fake clock, NumPy for CuPy)."""
    from warpsmith.tune import gpu, measure, tuner

    seen = []

    class Clock:
        cp = np

        def hold(self):
            seen.append("hold")
            return lambda: seen.append("release")

        def synchronize(self):
            seen.append("sync")
    checked = []
    monkeypatch.setattr(measure, "CupyClock", Clock)
    monkeypatch.setattr(gpu, "_energy", lambda: seen.append("nvml"))
    monkeypatch.setattr(tuner, "mismatches",
                        lambda got, want, atol, xp: checked.append((got.dtype, got.shape)) or 0)
    args = {"answer": [np.zeros((4, 4), np.float32), None, np.zeros(3, np.int32)],
            "atol": 1e-3}
    ms = gpu.warm_process(args, {"gate": True, "resident": True, "warm_clock": True})
    assert ms >= 0 and seen == ["hold", "release", "nvml", "sync"]
    # at the answer's own shapes: a large array's count_nonzero is a CUB kernel of its own
    assert sorted(checked, key=str) == sorted([(np.dtype(np.float32), (4, 4)),
                                               (np.dtype(np.int32), (3,))], key=str)
    seen.clear()
    checked.clear()
    gpu.warm_process({"answer": None}, {"gate": False, "resident": False, "warm_clock": False})
    assert seen == ["sync"] and checked == []


def test_a_gate_that_cannot_run_turns_itself_off_and_says_why(monkeypatch):
    """Where the gate kernel cannot run (no mapped pinned memory, say), the process times
    without it, as before the gate existed, and records why (the measurer warns)."""
    from warpsmith.tune import gpu, measure

    class Clock:
        cp = np

        def hold(self):
            raise RuntimeError("cudaErrorNotSupported")

        def synchronize(self):
            pass
    monkeypatch.setattr(measure, "CupyClock", Clock)
    monkeypatch.setattr(gpu, "_energy", lambda: None)
    options = {"gate": True, "sentinel": True, "resident": False}
    gpu.warm_process({"answer": None}, options)
    assert options["gate"] is False and options["sentinel"] is False
    assert "cudaErrorNotSupported" in options["gate_unavailable"]


def test_a_pipelined_hand_over_answers_each_job_in_order_through_hangs_and_crashes():
    """Worker.run_many hands the jobs over while the process measures: each answer must
    still be its own job's, in order, with a hang, a crash and a sticky end in between
    (the jobs behind a failure go to a fresh process), and a caller that stops early must
    not leave an answer to be read as a later job's."""
    from tune_fakes import echo_runner
    from warpsmith.tune.gpu import Worker

    w = Worker({}, {"query_arch": False}, echo_runner)
    try:
        outs = list(w.run_many([{"id": i} for i in range(7)], timeout=5.0))
        assert [o.get("value") for o in outs] == [0, 1, None, 3, None, 5, 6]
        assert [o.get("failure_kind") for o in outs] == [None, None, "timeout", None,
                                                         "crash", None, None]
        assert w.restarts == 2
        assert outs[0]["pid"] == outs[1]["pid"] != outs[3]["pid"]
        assert outs[5]["pid"] != outs[6]["pid"]  # the sticky answer ended its process
        early = w.run_many([{"id": i} for i in (10, 11, 12, 13)], timeout=5.0)
        assert next(early)["value"] == 10
        early.close()  # 11-13 were handed over: their answers must not reach the next job
        assert w.run({"id": 20}, timeout=5.0)["value"] == 20
    finally:
        w.stop()


def _packed_module(config: dict) -> bytes:
    """The packed job's module bytes and digest of a 64-wide matmul configuration."""
    from warpsmith.tune.examples import multi_gpu_problem
    from warpsmith.tune.gpu import compile_job
    from warpsmith.tune.tuner import spec

    src = (Path(__file__).parent / "data" / "tune" / "matmul.cu").read_text()
    p = multi_gpu_problem(src, width=64)
    return pickle.loads(compile_job(spec(p, {"ws_maxrreg": 0, **config}), None, True)["packed"])


def _module_digest(config: dict) -> str:
    return _packed_module(config)["module_digest"]


def test_configurations_differing_in_a_compile_option_share_their_module_across_processes():
    """The measurement process unpickles a module once for every configuration that has
    it (gpu._unpacked): that needs equal modules to pickle to equal bytes in different
    compile processes (another string hash seed), and different ones to differ."""
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor

    base = {"block_size_x": 16, "block_size_y": 2, "tile_size_x": 8, "tile_size_y": 8}
    with ProcessPoolExecutor(1, mp_context=mp.get_context("spawn")) as pool:
        there = pool.submit(_module_digest, {**base, "ws_maxrreg": 24}).result()
    assert _module_digest({**base, "ws_maxrreg": 0}) == there
    assert _module_digest({**base, "tile_size_x": 4, "ws_maxrreg": 0}) != there


def test_warm_process_imports_every_package_a_module_pickle_names():
    """A job's first unpickling imported the frontend (180-250 ms, timed in runs 17-18):
    warm_process imports it. If the IR comes to refer to another package, this says so."""
    import pickletools

    config = {"block_size_x": 16, "block_size_y": 2, "tile_size_x": 2, "tile_size_y": 2}
    data = _packed_module(config)["module_bytes"]
    named = {arg for op, arg, _ in pickletools.genops(data)
             if isinstance(arg, str) and arg.startswith("warpsmith.")}
    assert named <= {"warpsmith.ir.nodes", "warpsmith.ir.types", "warpsmith.frontend"}, \
        f"warm_process should import {named}"
