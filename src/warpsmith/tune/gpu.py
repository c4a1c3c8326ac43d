"""GPU measurement for the tuner: compiles in a process pool, each measurement in a worker
process with a timeout (issue 20).

* **Compile** (:func:`compile_job`, in a ``ProcessPoolExecutor`` of spawned processes):
  read the configuration's kernel, apply warpsmith's transformation tunables, print CUDA C
  and compile it with NVRTC for the GPU's architecture. All configurations of a batch are
  submitted at once, so compiles run in parallel with each other and with the GPU
  measuring the previous ones. A compile error is a ``compile`` failure with its message.
* **Measure** (:class:`Worker`): one spawned process owns the GPU. It receives the
  arguments once, then per configuration the module and the compiled cubin (loaded as is,
  not compiled again), runs it once with its outputs poisoned, checks them against the
  answer (or against nothing; by default with the arguments and the answer kept on the
  GPU across configurations and the outputs compared there, :mod:`.gpu_resident`), times
  it with :mod:`.measure`'s loop (warm-up, median of ``repetitions``, optional L2 flush)
  and, when asked (``energy=True``) and NVML is there
  (``nvidia-ml-py``), reads the energy per launch over a window of repeated launches of
  at least 0.2 s (:func:`~.measure.measure_energy`: NVML's counter moves in steps, so a
  reading around the short timing loop alone gave 0 J for short kernels). The parent waits ``timeout``
  seconds for the answer: a hung worker is killed and replaced (``timeout``), a dead one
  replaced (``crash``); a sticky CUDA error (illegal address) ends the worker after its
  answer, so the next configuration gets a fresh context.
* ``runner``: the function the worker runs per configuration (default
  :func:`measure_cuda`); the tests pass one that runs the simulator, hangs or crashes, to
  test the process handling without a GPU.
"""

from __future__ import annotations

import gc
import hashlib
import multiprocessing as mp
import os
import pickle
import threading
import time
from concurrent.futures import ProcessPoolExecutor

from .store import Result, now
from .tuner import Problem, build_from, check_answer, named_arguments, spec


#: what the measurement process reads of a compiled job (:func:`measure_cuda`)
PACKED = ("module", "kernel", "grid", "block", "source", "report", "options")


def compile_job(s: dict, arch: str | None, pack: bool = False) -> dict:
    """Build and (with ``arch``) compile one configuration (a :func:`~.tuner.spec`);
    returns the module, kernel, launch, CUDA source and compile report, or the failure.
    ``pack``: the result of :func:`pack_job` (for a compile process whose output goes on
    to a measurement process)."""
    out = _compile_job(s, arch)
    return pack_job(out) if pack else out


def pack_job(job: dict) -> dict:
    """``job`` with what the measurement process reads (:data:`PACKED`) pickled once,
    into ``job["packed"]``, and the IR module and source left out of the rest.

    Why: the IR module is a tree of small objects, costly to pickle and unpickle (about
    1-2 ms a configuration of the matmul space). Unpacked, a job made in a compile process
    was unpickled and pickled again by every process it passed through (the compile pool's
    parent or a Ray actor) before the measurement process unpickled it; packed, the
    compile process pickles it once, the processes between pass the bytes on
    (:meth:`Worker.run` sends them as they are) and only the measurement process
    unpickles it. The module travels as bytes of its own with their SHA-1 digest, so the
    measurement process unpickles a module once for all the configurations that share it
    (:func:`_unpacked`). The launch, the compile report and the failure stay readable for
    the parent's :class:`~.store.Result`. A failed job has nothing to pack."""
    if job.get("failure") or "module" not in job:
        return job
    out = {k: v for k, v in job.items() if k not in ("module", "source")}
    module = pickle.dumps(job["module"], protocol=pickle.HIGHEST_PROTOCOL)
    read = {k: job[k] for k in PACKED if k in job and k != "module"}
    read.update(module_bytes=module, module_digest=hashlib.sha1(module).hexdigest())
    out["packed"] = pickle.dumps(read, protocol=pickle.HIGHEST_PROTOCOL)
    return out


def _compile_job(s: dict, arch: str | None) -> dict:
    built = build_from(s)
    out = {"failure": built.failure, "failure_kind": built.failure_kind,
           "build_ms": built.build_ms, "compile_ms": 0.0}
    if built.failure:
        return out
    out.update(module=built.module, kernel=built.kernel, grid=built.grid, block=built.block,
               options=tuple(built.options or ()))
    if arch is None:
        return out
    from ..backends.cuda import cuda_source
    from ..backends.cuda_compile import compile_cuda
    from ..ir import find_kernel
    from ..ir.errors import WarpsmithError

    t0 = time.perf_counter()
    try:
        fn = find_kernel(built.module, built.kernel)
        source = cuda_source(built.module, fn)
        report = compile_cuda(source, fn.name, arch, built.options, filename=f"{fn.name}.cu")
        out.update(source=source, report=report)
    except WarpsmithError as e:
        out.update(failure=f"{type(e).__name__}: {e}"[:2000], failure_kind="compile")
    out["compile_ms"] = 1000 * (time.perf_counter() - t0)
    return out


def measure_cuda(job: dict, args: dict, options: dict) -> dict:
    """Run and time one compiled configuration on this process's GPU (see the module's
    text); returns ``value`` (median ms), ``times``, ``energy`` or a ``failure``."""
    from ..backends import cuda
    from ..ir import find_kernel
    from ..ir.errors import WarpsmithError
    from ..ir.types import PointerType
    from . import measure

    report = job.get("report")
    # the compile options (the register bound) are part of what the kernel is: two
    # configurations that differ only there share the source text but not the machine code
    options_ = tuple(job.get("options") or ())
    if report is not None:  # hand the precompiled cubin to the backend's loader
        _PRECOMPILED[(job["source"], report.kernel, report.arch, options_)] = report
        if cuda.compile_cuda is not _precompiled:
            _PRECOMPILED["original"] = cuda.compile_cuda
            cuda.compile_cuda = _precompiled
    fn = find_kernel(job["module"], job["kernel"])
    run_args = named_arguments(fn, args["arguments"])
    run_args.update(args.get("cmem_args") or {})
    energy = _energy() if options.get("energy", False) else None
    board = _energy() if options.get("warm_clock", True) else None
    t0 = time.perf_counter()
    clock = measure.CupyClock()
    sentinel = _sentinel(clock) if options.get("sentinel", False) else None
    timer = measure.timer(repetitions=options.get("repetitions", 30), clock=clock,
                          warmup=options.get("warmup", 3), flush_l2=options.get("flush_l2", False),
                          queued=options.get("queued", True),
                          gate=options.get("gate", False), sentinel=sentinel)
    timed = {}

    def timing(launch):
        if board is not None and board.available:  # the SM clock up before the timed runs
            timed.update(_warm_clock(launch, clock, board))
        timed.update(timer(launch))
        if energy is not None and energy.available:
            timed.update(measure.measure_energy(
                launch, energy, clock, timed["median_ms"],
                min_window_s=options.get("energy_window_s", measure.ENERGY_WINDOW_S)))
        return timed

    answer = args.get("answer")
    checked = (list(answer) if isinstance(answer, dict) else
               [p.name for p, a in zip(fn.params, answer or ()) if a is not None])
    pointers = {p.name: run_args[p.name] for p in fn.params
                if isinstance(p.type, PointerType) and p.name in run_args}
    resident = _resident(args, pointers, options)
    if resident is not None:  # on the device already: refreshed there, checked outputs poisoned
        run_args.update(resident.arguments(pointers, checked))
    verdict: list = []  # the on-device check, made before the timing launches overwrite

    def inspect(outs):
        try:
            verdict.append(resident.check(fn, outs))
        except Exception as e:  # noqa: BLE001 - raised below, not as a launch failure
            verdict.append(e)
    try:  # the checked outputs are poisoned, so one the kernel never writes cannot pass
        run = cuda.run_cuda(job["module"], fn, job["grid"], job["block"], run_args,
                            time=timing, poison=checked,
                            arch=report.arch if report is not None else None,
                            source=job.get("source"), options=options_,
                            inspect=None if resident is None else inspect)
    except WarpsmithError as e:
        kind = "invalid" if "limit" in str(e) or "at most" in str(e) else "runtime"
        return {"failure": f"{type(e).__name__}: {e}"[:2000], "failure_kind": kind,
                "sticky": cuda.context_broken(), "run_ms": 1000 * (time.perf_counter() - t0)}
    if verdict and isinstance(verdict[0], Exception):
        raise verdict[0]  # the worker reports it, as it did a host check that raised
    wrong = (verdict[0] if verdict else
             check_answer(fn, run.outputs, answer, args.get("atol", 1e-6)))
    out = {"run_ms": 1000 * (time.perf_counter() - t0), "sticky": False,
           "registers": getattr(run.report, "registers", None),
           "device": cuda.device_info()["name"]}
    if wrong:
        out.update(failure=wrong, failure_kind="wrong")
    else:
        out.update(sm_clock_mhz=timed.get("sm_clock_mhz"),
                   clock_warmup_launches=timed.get("clock_warmup_launches"),
                   gate_timeouts=timed.get("gate_timeouts"),
                   sentinel={k: timed[k] for k in ("reference_ms", "reference_best_ms",
                                                   "retimed", "slowed") if k in timed} or None)
        out.update(value=timed["median_ms"], times=timed["samples_ms"],
                   energy=timed.get("energy_j"),
                   energy_info={k: timed.get(k) for k in (
                       "energy_method", "energy_launches", "energy_window_s",
                       "power_mean_w", "power_samples")} if "energy_j" in timed else None)
    return out


_CLOCK_TARGET: list = [None]  # the SM clock (MHz) the worker warms the GPU to
_SENTINEL: list = [None]  # the worker's measure.Sentinel (its best reference kept)


def _sentinel(clock):
    """This process's :class:`~.measure.Sentinel` (made, and calibrated, once)."""
    from . import measure

    if _SENTINEL[0] is None:
        _SENTINEL[0] = measure.Sentinel(clock)
    return _SENTINEL[0]


def _warm_clock(launch, clock, board) -> dict:
    """:func:`~.measure.warm_clock` to 90% of the board's highest SM clock; once the board
    falls short of the target within the budget (a capped or locked clock), later
    configurations aim at what it reached instead."""
    from . import measure

    if _CLOCK_TARGET[0] is None:
        top = board.max_sm_clock_mhz()
        _CLOCK_TARGET[0] = 0.9 * top if top else 0.0
    target = _CLOCK_TARGET[0]
    if not target:
        return {}
    got = measure.warm_clock(launch, clock, board, target_mhz=target)
    if got["sm_clock_mhz"] is not None and got["sm_clock_mhz"] < target:
        _CLOCK_TARGET[0] = 0.95 * got["sm_clock_mhz"]
    return got


_RESIDENT: list = []  # [(the worker's args, its Resident)]: one problem per worker


def _resident(args: dict, pointers: dict, options: dict):
    """The worker's :class:`~.gpu_resident.Resident` for ``args`` (made on the first
    configuration from its pointer arguments ``pointers``), or None with
    ``options["resident"]`` false."""
    if not options.get("resident", True):
        return None
    if not _RESIDENT or _RESIDENT[0][0] is not args:
        from ..backends import cuda
        from .gpu_resident import Resident

        _RESIDENT[:] = [(args, Resident(pointers, args.get("answer"), args.get("atol", 1e-6),
                                        cuda.cupy()))]
    return _RESIDENT[0][1]


_PRECOMPILED: dict = {}


def _precompiled(source, name, arch, options=(), *args, **kw):
    """The worker's stand-in for ``compile_cuda``: the cubin the compile pool made for this
    exact source and these options, else a compile."""
    hit = _PRECOMPILED.get((source, name, arch, tuple(options or ())))
    return hit if hit is not None else _PRECOMPILED["original"](source, name, arch, options,
                                                                *args, **kw)


def nvml_device(visible: str | None) -> tuple[str, object]:
    """How NVML finds the GPU this process's CUDA device 0 is: NVML numbers every GPU of
    the machine and ignores ``CUDA_VISIBLE_DEVICES``, which Ray sets per actor (``"1"``
    for the second GPU), so its first entry picks the board: ``("index", 1)``, or
    ``("uuid", "GPU-...")`` where it names a UUID; ``("index", 0)`` where it is unset."""
    first = (visible or "").split(",")[0].strip()
    if first.isdigit():
        return "index", int(first)
    if first.startswith(("GPU-", "MIG-")):
        return "uuid", first
    return "index", 0


_ENERGY = None


def _energy() -> "_Energy":
    """The process's one NVML energy reader (NVML set up once, not per configuration)."""
    global _ENERGY
    if _ENERGY is None:
        _ENERGY = _Energy()
    return _ENERGY


class _Energy:
    """The board's energy counter and power draw through NVML, when ``pynvml``
    (nvidia-ml-py) is there: the :class:`~.measure.EnergyMeter` of the worker's GPU."""

    def __init__(self, index: int = 0):
        try:
            import pynvml

            pynvml.nvmlInit()
            how, which = nvml_device(os.environ.get("CUDA_VISIBLE_DEVICES"))
            self._h = (pynvml.nvmlDeviceGetHandleByUUID(which) if how == "uuid" else
                       pynvml.nvmlDeviceGetHandleByIndex(which))
            self._nv = pynvml
            self.energy_j()
        except Exception:  # noqa: BLE001 - NVML is optional: no energy then
            self._nv = None

    @property
    def available(self) -> bool:
        """Whether NVML answered."""
        return self._nv is not None

    def energy_j(self) -> float | None:
        """Joules since the driver loaded (NVML counts mJ; None without NVML)."""
        if self._nv is None:
            return None
        return self._nv.nvmlDeviceGetTotalEnergyConsumption(self._h) / 1000.0

    def _read(self, call: str, *args, scale: float = 1.0) -> float | None:
        """NVML's ``call`` on this board times ``scale``; None without NVML or where the
        board has no such reading."""
        if self._nv is None:
            return None
        try:
            return float(getattr(self._nv, call)(self._h, *args)) * scale
        except Exception:  # noqa: BLE001 - a board without this reading
            return None

    def sm_clock_mhz(self) -> float | None:
        """The SM clock now in MHz (None without NVML)."""
        return self._read("nvmlDeviceGetClockInfo", self._nv and self._nv.NVML_CLOCK_SM)

    def max_sm_clock_mhz(self) -> float | None:
        """The board's highest SM clock in MHz (None without NVML)."""
        return self._read("nvmlDeviceGetMaxClockInfo", self._nv and self._nv.NVML_CLOCK_SM)

    def power_w(self) -> float | None:
        """The board's power draw in watts (NVML reports mW; None without NVML)."""
        return self._read("nvmlDeviceGetPowerUsage", scale=1e-3)


def set_blocking_sync() -> None:
    """Make this process's waits for the GPU (event and device synchronization) sleep
    until the GPU is done instead of spinning on a CPU (cudaDeviceScheduleBlockingSync).
    Must run before the process's CUDA context is made.

    Why: a spinning wait needs its CPU for the whole wait; where the CPUs are oversubscribed
    (compile processes, other GPUs' workers) a spinning process that is preempted sees the
    GPU's completion only at its next time slice, once per timed launch. A sleeping wait is
    woken by the driver's interrupt; it costs a wake-up per wait instead."""
    import ctypes

    drv = ctypes.CDLL("libcuda.so.1")  # CuPy's runtime module has no cudaSetDeviceFlags
    dev = ctypes.c_int()
    for call, args in (("cuInit", (0,)), ("cuDeviceGet", (ctypes.byref(dev), 0)),
                       ("cuDevicePrimaryCtxSetFlags", (dev, 4))):  # CU_CTX_SCHED_BLOCKING_SYNC
        rc = getattr(drv, call)(*args)
        if rc != 0:
            raise RuntimeError(f"{call} returned CUDA error {rc}")


def warm_process(args: dict, options: dict) -> float:
    """Do in a new measurement process, before its first configuration, what every
    configuration needs once per process: the gate kernel compiled and run, the sentinel
    calibrated, NVML set up, CuPy's kernels for the resident buffers' refresh and the
    on-device check compiled for the answer's element types, and the packages a job's IR
    module refers to imported (it records the frontend that read it, and importing the
    frontend took 180-250 ms at the first configuration's unpickling: runs 17-18's
    ``unpickle_ms``). Returns the milliseconds.

    Why: the first configuration of every process used to pay all of it (520-705 ms on
    an H200 against about 5 ms for the median configuration,
    `benchmarks/results/tune-multi-h200x2-2026-11-27-run12-options-fix/`); it belongs to
    the process's start-up, which the tuner's ``warm`` waits for before timing anything."""
    import numpy as np

    from . import measure
    from .tuner import mismatches

    t0 = time.perf_counter()
    from .. import frontend  # noqa: F401 - what an unpickled module's FrontendInfo needs
    clock = measure.CupyClock()
    cp = clock.cp
    if options.get("gate") or options.get("sentinel"):
        try:
            clock.hold()()
        except Exception as e:  # noqa: BLE001 - e.g. no mapped pinned memory: time without
            # the gate (as before it existed) rather than not at all, and say so
            options.update(gate=False, sentinel=False,
                           gate_unavailable=f"{type(e).__name__}: {e}"[:500])
    if options.get("sentinel"):
        _sentinel(clock).calibrate()
    if options.get("warm_clock", True) or options.get("energy"):
        _energy()
    if options.get("resident", True):
        work = cp.empty(64, dtype=cp.uint8)
        work.fill(0xFF)
        work[...] = cp.zeros(64, dtype=cp.uint8)
        answer = args.get("answer")
        wants = answer.values() if isinstance(answer, dict) else (answer or ())
        kinds = {(np.asarray(a).dtype, np.asarray(a).shape) for a in wants if a is not None}
        for dtype, shape in kinds:
            # CuPy builds its kernels per element type and rank, and reduces a large array
            # (count_nonzero) with CUB, whose kernel compiles for 2-5 s the first time: the
            # check runs at the answer's own shape, or the first configuration pays that
            # (8-9 s in run 20's cold part, with every CPU compiling)
            same = cp.zeros(shape or (1,), dtype=dtype)
            mismatches(same, same, args.get("atol", 1e-6), cp)
    clock.synchronize()
    return round(1000 * (time.perf_counter() - t0), 1)


_MODULES: dict = {}  # the measurement process's last used IR modules, by their pickle's digest
_MODULES_KEPT = 4


def _loads_without_collecting(data: bytes):
    """``pickle.loads`` with the cyclic garbage collector paused: an IR module is
    thousands of small objects, and each allocation threshold they cross started a
    collection that walked the modules kept alive (a matmul module dropped left no cyclic
    garbage, so the pause leaves nothing behind; 1.7 ms an unpickle with 4 modules kept
    against 1.0 ms paused, on the 2-core development machine)."""
    was = gc.isenabled()
    gc.disable()
    try:
        return pickle.loads(data)
    finally:
        if was:
            gc.enable()


def _unpacked(raw: bytes) -> tuple:
    """A job from the bytes the parent sent, and what that cost: (job, milliseconds spent
    unpickling, whether the IR module was one this process already had). A packed job
    carries its module as separate bytes with their digest (:func:`pack_job`); the
    configurations of a space that differ only in a launch or compile option (a register
    bound) have the same module, and it is unpickled once, not once per configuration
    (1.5-3 ms each on the H100 machines, the largest cost of the measurement process
    beside the GPU)."""
    t0 = time.perf_counter()
    job = pickle.loads(raw)
    reused = False
    if isinstance(job, dict) and "module_bytes" in job:
        digest, data = job.pop("module_digest"), job.pop("module_bytes")
        reused = digest in _MODULES
        module = _MODULES.pop(digest) if reused else _loads_without_collecting(data)
        _MODULES[digest] = module  # the most recently used last
        if len(_MODULES) > _MODULES_KEPT:
            _MODULES.pop(next(iter(_MODULES)))  # the least recently used
        job["module"] = module
    return job, round(1000 * (time.perf_counter() - t0), 3), reused


def _worker_main(conn, runner) -> None:
    args = conn.recv()
    options = conn.recv()
    hello = {"pid": os.getpid()}
    if options.get("sync") == "blocking" and runner is measure_cuda:  # (a test's runner: no GPU)
        try:  # before the CUDA context exists: waits sleep instead of spinning on a CPU
            set_blocking_sync()
        except Exception as e:  # noqa: BLE001 - the parent reports it
            hello.update(error=f"blocking sync: {type(e).__name__}: {e}")
    if options.get("query_arch", True):
        try:
            from ..backends import cuda

            hello.update(arch=cuda.device_arch(), device=cuda.device_info()["name"],
                         pci_bus_id=cuda.cupy().cuda.Device().pci_bus_id,
                         cuda_visible=os.environ.get("CUDA_VISIBLE_DEVICES"))
            if runner is measure_cuda:
                hello.update(warm_ms=warm_process(args, options))
                if options.get("gate_unavailable"):
                    hello.update(gate_unavailable=options["gate_unavailable"])
        except Exception as e:  # noqa: BLE001 - the parent reports it
            hello.update(error=f"{type(e).__name__}: {e}")
    conn.send(hello)
    while True:
        job, unpickle_ms, reused = _unpacked(conn.recv_bytes())
        if job is None:
            return
        try:
            out = runner(job, args, options)
        except Exception as e:  # noqa: BLE001 - a failure of this configuration
            out = {"failure": f"{type(e).__name__}: {e}"[:2000], "failure_kind": "runtime"}
        out["unpickle_ms"] = unpickle_ms
        out["module_reused"] = reused
        conn.send(out)
        if out.get("sticky"):
            return


def _feed(conn, jobs: list) -> None:
    """Send ``jobs`` to the measurement process (a packed job's bytes as they are); stops
    quietly when the pipe is closed under it (the process failed and was killed: the jobs
    not run are sent again to its successor)."""
    try:
        for job in jobs:
            if "packed" in job:  # pickled by the compile process: the worker's recv reads it
                conn.send_bytes(job["packed"])
            else:
                conn.send(job)
    except (OSError, ValueError):
        pass


class Worker:
    """One measurement process (spawned), restarted when it hangs, dies or ends."""

    def __init__(self, args: dict, options: dict, runner=measure_cuda):
        self.args, self.options, self.runner = args, options, runner
        self.proc = None
        self.hello: dict = {}
        self.restarts = 0

    def start(self) -> dict:
        """Start the process; returns its hello (pid, arch and device, or an error)."""
        ctx = mp.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_main, args=(child, self.runner), daemon=True)
        self.proc.start()
        child.close()
        self.conn.send(self.args)
        self.conn.send(self.options)
        if not self.conn.poll(self.options.get("start_timeout", 120)):
            self.stop()
            raise RuntimeError("the measurement worker did not start")
        self.hello = self.conn.recv()
        return self.hello

    def run(self, job: dict, timeout: float) -> dict:
        """``runner(job)`` in the worker, or a ``timeout`` / ``crash`` failure (the worker
        is then replaced before the next job)."""
        return next(self.run_many([job], timeout))

    def run_many(self, jobs: list, timeout: float):
        """``runner(job)``'s answer for each of ``jobs``, yielded in order as it arrives,
        the hand-over pipelined: a thread passes the jobs to the process while it
        measures, so the process reads the next job the moment it has answered the last,
        instead of waiting for this process to take the answer and send again (the GPU's
        idle gap between configurations). Each answer is awaited ``timeout`` seconds after
        the one before. A job that hangs or kills the process fails as :meth:`run`'s do;
        the jobs behind it were not run and go to a fresh process."""
        done = 0
        while done < len(jobs):
            fed = self._run_fed(jobs[done:], timeout)
            try:
                for out in fed:
                    done += 1
                    yield out
            finally:  # now, not when collected: a caller that stops settles the rest
                fed.close()

    def _run_fed(self, jobs: list, timeout: float):
        """The answers of ``jobs`` up to the first failure of the process (a timeout or a
        crash, yielded as that job's answer) or its end after a sticky error; at least
        one answer. Left early, it waits for the answers still owed (so none is read as a
        later job's), or ends the process."""
        if self.proc is None or not self.proc.is_alive():
            self.start()
        conn = self.conn
        feeder = threading.Thread(target=_feed, args=(conn, jobs), daemon=True)
        feeder.start()
        owed, failure = len(jobs), None
        t0 = time.perf_counter()
        try:
            while owed:
                if not conn.poll(timeout):
                    failure = ("timeout", f"no answer within {timeout:g} s (a hung kernel?); "
                                          "worker replaced")
                    break
                out = conn.recv()
                owed -= 1
                t1 = time.perf_counter()
                # the wait for this answer since the previous one (or since the hand-over
                # began): the process's whole cycle per configuration
                out["roundtrip_ms"] = round(1000 * (t1 - t0), 3)
                t0 = t1
                if out.get("sticky"):  # the process ends after this answer
                    owed = 0
                    self.proc.join(5)
                    self._kill(feeder)
                yield out
                if self.proc is None:
                    return
        except (EOFError, BrokenPipeError, ConnectionResetError):
            failure = ("crash", "the measurement worker died; worker replaced")
        finally:
            if owed and failure is None:  # the caller stopped early
                self._settle(owed, timeout, feeder)
            elif failure is None:
                feeder.join()
        if failure is not None:
            kind, why = failure
            if self.proc is not None and self.proc.exitcode is not None and kind == "timeout":
                kind, why = "crash", f"the measurement worker exited ({self.proc.exitcode}); replaced"
            self._kill(feeder)
            self.restarts += 1
            yield {"failure": why, "failure_kind": kind,
                   "run_ms": 1000 * (time.perf_counter() - t0)}

    def _settle(self, owed: int, timeout: float, feeder: threading.Thread) -> None:
        """Read and drop the ``owed`` answers of jobs already handed over (a caller that
        stops early); a process that does not give them is ended."""
        try:
            for _ in range(owed):
                if not self.conn.poll(timeout) or self.conn.recv().get("sticky"):
                    raise EOFError
            feeder.join()
        except (EOFError, OSError):
            self._kill(feeder)

    def _kill(self, feeder: threading.Thread | None = None) -> None:
        """End a failed process at once (no goodbye: the feeder may be writing to it),
        which fails the feeder's blocked write; then wait for the feeder and close the
        pipe (in that order: a descriptor closed under the feeder could be reused by the
        next process's pipe, and the feeder's remaining jobs written into it)."""
        if self.proc is not None:
            self.proc.kill()
            self.proc.join(5)
            self.proc = None
        if feeder is not None:
            feeder.join()
        self.conn.close()

    def stop(self) -> None:
        """End the process (kill when it does not stop)."""
        if self.proc is None:
            return
        try:
            self.conn.send(None)
        except (OSError, BrokenPipeError):
            pass
        self.proc.join(1)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join(5)
        self.proc = None


class CudaMeasurer:
    """The GPU measurer of :func:`~.tuner.tune` (see the module's text). ``timeout``:
    seconds a measurement may take; ``compile_workers``: compile processes (default the
    CPU count, at most 8); ``repetitions``, ``warmup``, ``flush_l2``: the timing loop's;
    ``energy``: read the energy per launch through NVML after the timing loop, over a
    window of at least ``energy_window_s`` (:func:`~.measure.measure_energy`; off by
    default, as the window costs that much per configuration; the ``energy`` objective
    turns it on); ``resident``: keep the arguments and the answer on the GPU across
    configurations and check outputs there (:mod:`.gpu_resident`; False: upload, copy back
    and check on the host per configuration); ``sync``: how the measurement process waits
    for the GPU, ``"spin"`` (CUDA's own default) or ``"blocking"``
    (:func:`set_blocking_sync`: the waits sleep);
    ``warm_clock`` (default True): before timing, launch until the SM clock is within 90%
    of the board's highest (NVML; :func:`~.measure.warm_clock`), at most 40 ms;
    ``queued``: the repetitions enqueued at once and waited for once
    (:func:`~.measure.sample_queued`; False: a wait after every launch, :func:`~.measure.sample`);
    ``gate`` (default True): the queued repetitions held behind a gate kernel until all
    are enqueued (:meth:`~.measure.CupyClock.hold`), so no host delay enters a timed
    interval (False: they start as they are enqueued);
    ``sentinel`` (implies ``gate``): a reference kernel timed just before and after the
    repetitions; a configuration timed while the GPU ran slow is timed again
    (:class:`~.measure.Sentinel`);
    ``batch`` (default 8): configurations handed to the measurement process at once, the
    next sent while one is measured (:meth:`Worker.run_many`), so the GPU does not wait
    for the hand-over between them."""

    unit = "ms"

    def __init__(self, *, timeout: float = 30.0, compile_workers: int | None = None,
                 repetitions: int = 30, warmup: int = 3, flush_l2: bool = False,
                 energy: bool = False, energy_window_s: float | None = None,
                 runner=measure_cuda, compile_arch: bool = True, resident: bool = True,
                 sync: str = "spin", queued: bool = True, warm_clock: bool = True,
                 gate: bool = True, sentinel: bool = False, batch: int = 8):
        from .measure import ENERGY_WINDOW_S

        if sync not in ("spin", "blocking"):
            raise ValueError(f"sync={sync!r}: 'spin' or 'blocking'")
        self.timeout = timeout
        self.options = {"repetitions": repetitions, "warmup": warmup, "flush_l2": flush_l2,
                        "energy": energy, "query_arch": compile_arch, "resident": resident,
                        "sync": sync, "queued": queued, "warm_clock": warm_clock,
                        "gate": gate or sentinel, "sentinel": sentinel,
                        "energy_window_s": energy_window_s or ENERGY_WINDOW_S}
        self.workers = compile_workers or min(8, os.cpu_count() or 1)
        self.batch = max(1, int(batch))
        self.runner = runner
        self.compile_arch = compile_arch
        self.worker: Worker | None = None
        self.pool: ProcessPoolExecutor | None = None
        self.device = _device_name()

    def _start(self, problem: Problem) -> None:
        if self.worker is None:
            args = {"arguments": problem.arguments, "cmem_args": problem.cmem_args,
                    "answer": problem.answer, "atol": problem.atol}
            self.worker = Worker(args, self.options, self.runner)
            hello = self.worker.start()
            if hello.get("error"):
                from ..ir.errors import BackendUnavailable

                self.close()
                raise BackendUnavailable(f"GPU measurement: {hello['error']}")
            if hello.get("gate_unavailable"):
                import warnings

                warnings.warn("GPU measurement: the gate kernel could not run "
                              f"({hello['gate_unavailable']}); timing without it, so a "
                              "launch's interval may include host delays", RuntimeWarning)
            self.arch = hello.get("arch")
            self.device = hello.get("device") or self.device
            self.hello = hello  # the worker's pid, GPU and PCI bus id (which board it holds)
            self.pool = ProcessPoolExecutor(self.workers, mp_context=mp.get_context("spawn"))

    def __call__(self, problem: Problem, configs: list[dict]):
        """Results of ``configs`` in order. Compiles run in the pool; the configurations
        compiled by the time the GPU is free (up to ``batch``) are measured together, the
        hand-over pipelined (:meth:`Worker.run_many`)."""
        self._start(problem)
        arch = self.arch if self.compile_arch else None
        futures = [self.pool.submit(compile_job, spec(problem, c), arch, True)
                   for c in configs]
        i = 0
        while i < len(configs):
            j = i + 1  # the first waits for its compile; then those already compiled
            while j < len(configs) and j - i < self.batch and futures[j].done():
                j += 1
            jobs = [_compiled(f) for f in futures[i:j]]
            yield from self.measure_jobs(problem, configs[i:j], jobs)
            i = j

    def measure_jobs(self, problem: Problem, configs: list[dict], jobs: list[dict]):
        """The results of configurations already compiled (:func:`compile_job`), yielded in
        order as each is measured; those that compiled go to the measurement process in
        one pipelined hand-over (:meth:`Worker.run_many`)."""
        self._start(problem)
        answers = self.worker.run_many([j for j in jobs if not j.get("failure")], self.timeout)
        try:
            for config, job in zip(configs, jobs):
                yield _result(problem, config, job,
                              None if job.get("failure") else next(answers))
        finally:
            answers.close()

    def warm(self, problem: Problem) -> None:
        """Start the measurement process for ``problem`` (CUDA context, arguments handed
        over) before the first configuration, so that start-up is not timed with it."""
        self._start(problem)

    def compile_arch_of(self, problem: Problem) -> str | None:
        """The architecture compile jobs target (the GPU's, after the worker started)."""
        self._start(problem)
        return self.arch if self.compile_arch else None

    def close(self) -> None:
        """Stop the worker and the compile pool."""
        if self.worker is not None:
            self.worker.stop()
            self.worker = None
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)
            self.pool = None

    def __del__(self):
        try:
            self.close()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass


def _compiled(future) -> dict:
    """A compile future's job, or a ``compile`` failure when its process died."""
    try:
        return future.result()
    except Exception as e:  # noqa: BLE001 - a compile process died
        return {"failure": f"compile process: {type(e).__name__}: {e}",
                "failure_kind": "compile", "build_ms": 0.0, "compile_ms": 0.0}


def _result(problem: Problem, config: dict, job: dict, out: dict | None) -> Result:
    """The store's record of one configuration: its compile ``job`` and the measurement
    process's answer ``out`` (None: it did not compile)."""
    from .space import key_of

    key = key_of(config[k] for k in problem.tune_params)
    ct = job.get("build_ms", 0.0) + job.get("compile_ms", 0.0)
    if out is None:
        return Result(key, dict(config), None, failure=job["failure"],
                      failure_kind=job["failure_kind"], compile_time=ct, timestamp=now())
    report = job.get("report")
    return Result(key, dict(config), out.get("value"), times=list(out.get("times") or []),
                  compile_time=ct, benchmark_time=out.get("run_ms", 0.0),
                  compile_report=None if report is None else _report_json(report),
                  failure=out.get("failure"), failure_kind=out.get("failure_kind"),
                  energy=out.get("energy"), extra=_extra(job, out), timestamp=now())


def _extra(job: dict, out: dict) -> dict:
    """A result's ``extra``: the launch geometry and what the measurement process says
    beside the times (the SM clock and its warm-up, gate timeouts, the hand-over's parts:
    the process's unpickling of the job and the wait for its answer, the sentinel, the
    energy window)."""
    extra = {"grid": list(job["grid"]), "block": list(job["block"])}
    if out.get("sm_clock_mhz") is not None:
        extra.update(sm_clock_mhz=out["sm_clock_mhz"],
                     clock_warmup_launches=out["clock_warmup_launches"])
    if out.get("gate_timeouts") is not None:
        extra["gate_timeouts"] = out["gate_timeouts"]
    extra.update({k: out[k] for k in ("unpickle_ms", "module_reused", "roundtrip_ms")
                  if k in out})
    for k in ("sentinel", "energy_info"):
        if out.get(k):
            extra[k] = out[k]
    return extra


def _report_json(report) -> dict:
    keys = ("registers", "shared_static_bytes", "local_bytes", "spill_store_bytes",
            "spill_load_bytes", "const_bytes", "arch", "compiler")
    return {k: getattr(report, k, None) for k in keys}


def _device_name() -> str:
    """The GPU's name from NVML without touching CUDA in this process ("cuda" without)."""
    try:
        import pynvml

        pynvml.nvmlInit()
        name = pynvml.nvmlDeviceGetName(pynvml.nvmlDeviceGetHandleByIndex(0))
        return name.decode() if isinstance(name, bytes) else str(name)
    except Exception:  # noqa: BLE001 - NVML is optional
        return "cuda"


__all__ = ["CudaMeasurer", "Worker", "compile_job", "measure_cuda", "pack_job"]
