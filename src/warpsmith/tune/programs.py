"""Checking and timing multi-launch programs (the model families of paper 000,
:mod:`warpsmith.corpus.model_families`) on the simulator or on a GPU: the buffers a checked
run starts with (outputs poisoned), the positional kernel arguments of a launch, the
references, the two executors (:class:`SimulatorExecutor`, :class:`GpuExecutor` timing
through :mod:`warpsmith.tune.measure` with a spinning kernel hiding the host's launch
overhead) and :func:`measure_variant`, one program's record.

Used by ``benchmarks/model_runner.py`` (the measurements behind the model report) and
``benchmarks/model_profile.py`` (the same programs under Nsight Compute).
"""

from __future__ import annotations

import json
import time
import traceback

import numpy as np

from . import measure
from .measure import poisoned
from .results import error_text as _err

SEED = 2024
WARMUP = 3
REPETITIONS = 15
# A one-thread kernel that keeps the GPU busy while the host enqueues a timed program
# (about 0.5 ms at H100 clocks; a program's launches take some microseconds each to enqueue).
SPIN_CYCLES = 1_000_000
SPIN_SOURCE = r"""
extern "C" __global__ void spin(long long cycles)
{
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}
"""


# ----------------------------------------------------------------------------- CPU parts

def host_buffers(prog, inputs: dict, poison: bool = True) -> dict:
    """The host contents every buffer of ``prog`` starts a checked run with: the inputs,
    zeros for scratch, and the outputs poisoned (``poison``) so that an element the program
    never writes cannot pass the check."""
    bufs = prog.initial_buffers(inputs)
    if poison:
        for name in prog.outputs():
            bufs[name] = poisoned(bufs[name])
    return bufs


def kernel_args(fn, launch, device_buffers: dict) -> tuple:
    """The positional arguments of ``launch`` for kernel ``fn`` (an IR Function): the device
    buffer named in ``launch.buffers`` for each pointer parameter, the value of
    ``launch.params`` as a NumPy scalar of the parameter's type for each scalar. Raises
    ``KeyError`` naming the parameter when the launch does not provide it."""
    from warpsmith.ir.types import PointerType

    out = []
    for p in fn.params:
        if isinstance(p.type, PointerType):
            if p.name not in launch.buffers:
                raise KeyError(f"{launch.kernel}: the launch names no buffer for pointer "
                               f"parameter '{p.name}'")
            out.append(device_buffers[launch.buffers[p.name]])
        else:
            if p.name not in launch.params:
                raise KeyError(f"{launch.kernel}: the launch gives no value for scalar "
                               f"parameter '{p.name}'")
            out.append(np.array(launch.params[p.name]).astype(p.type.numpy_dtype).reshape(())[()])
    return tuple(out)


def verdict(prog, got: dict, want: dict) -> str:
    """``"ok"`` when every expected buffer agrees with ``got``, else the mismatches."""
    from warpsmith.corpus.model_families import check_outputs

    problems = check_outputs(prog, got, want)
    return "ok" if not problems else "; ".join(problems)[:1000]


class References:
    """Inputs and NumPy references, computed once per (family, problem size): the variants
    of a family at one size share their inputs (same seed), and the matrix product at the
    paper size is the costly one."""

    def __init__(self, seed: int = SEED):
        self.seed = seed
        self._inputs: dict = {}
        self._want: dict = {}

    def _key(self, prog, what: str) -> tuple:
        # the inputs depend on the problem size only; the scan's references on its section too
        dims = {k: v for k, v in prog.dims.items()
                if what != "inputs" or k not in ("section", "block")}
        return (prog.family, what, json.dumps(dims, sort_keys=True))

    def inputs(self, prog) -> dict:
        """The program's inputs (one set per family and problem size)."""
        k = self._key(prog, "inputs")
        if k not in self._inputs:
            self._inputs[k] = prog.inputs(self.seed)
        return self._inputs[k]

    def expected(self, prog) -> dict:
        """The NumPy reference of the whole program's outputs."""
        k = self._key(prog, "full")
        if k not in self._want:
            self._want[k] = prog.expected(self.inputs(prog))
        return self._want[k]

    def expected_timed(self, prog) -> dict:
        """The reference of the timed launches alone."""
        k = self._key(prog, "timed")
        if k not in self._want:
            self._want[k] = prog.expected_timed(self.inputs(prog))
        return self._want[k]


def all_timed(prog) -> bool:
    """Whether the timed launches are the whole program."""
    return tuple(prog.timed) == tuple(range(len(prog.launches)))


# ----------------------------------------------------------------------------- executors

class SimulatorExecutor:
    """Runs programs on the CPU simulator (no timing): the runner's flow without a GPU."""

    name = "simulator"

    def __init__(self):
        self.modules: dict = {}

    def prepare(self, prog) -> dict:
        """Read every module of ``prog``; the simulator compiles nothing, so no reports."""
        from warpsmith.frontend import read_module

        for L in prog.launches:
            key = (L.file, tuple(sorted(L.defines.items())))
            if key not in self.modules:
                self.modules[key] = read_module(L.path, dialect="cuda", defines=dict(L.defines))
        return {}

    def upload(self, host: dict) -> dict:
        """Buffers for a run from their host contents (copies: the caller's arrays stay as they are)."""
        return {k: np.array(v, copy=True) for k, v in host.items()}

    def run(self, prog, launches, bufs: dict) -> None:
        """Run ``launches`` of ``prog`` in order on ``bufs``."""
        from warpsmith.backends.simulator import simulate
        from warpsmith.corpus.model_families import launch_arguments

        for L in launches:
            m = self.modules[(L.file, tuple(sorted(L.defines.items())))]
            res = simulate(m, L.kernel, L.grid, L.block, launch_arguments(L, bufs))
            for param, buf in L.buffers.items():
                bufs[buf] = res.outputs[param]

    def download(self, bufs: dict, names) -> dict:
        """The named buffers as NumPy arrays, after the device has finished."""
        return {n: np.asarray(bufs[n]) for n in names}

    def time(self, fn, repetitions: int, warmup: int):
        """None: the simulator does not time."""
        return None

    def release(self) -> None:
        """Free what the last program held (device memory)."""
        pass


class GpuExecutor:
    """Runs programs on GPU 0 through CuPy: kernels compiled by NVRTC from the IR
    (``backends/cuda.load_kernel``), buffers kept on the device between the launches of a
    program, timing by :meth:`time` (CUDA events, L2 flushed, host launch overhead hidden
    behind a spinning kernel)."""

    name = "gpu"

    def __init__(self, cuda_backend=None, clock=None):
        """``cuda_backend``: ``warpsmith.backends.cuda`` (default; a stand-in in tests);
        ``clock``: the :class:`warpsmith.tune.measure.Clock` (default CUDA events)."""
        if cuda_backend is None:
            from warpsmith.backends import cuda as cuda_backend
        self.cuda = cuda_backend
        self.cp = cuda_backend.cupy()
        self.clock = clock or measure.CupyClock()
        self.modules: dict = {}
        self.loaded: dict = {}
        self._spin_func = None
        self._spin_mod = None

    def prepare(self, prog) -> dict:
        """Compile and load every kernel of ``prog``; returns the compile reports."""
        from warpsmith.ir import find_kernel
        from warpsmith.frontend import read_module

        reports = {}
        for L in prog.launches:
            dkey = (L.file, tuple(sorted(L.defines.items())))
            if dkey not in self.modules:
                self.modules[dkey] = read_module(L.path, dialect="cuda", defines=dict(L.defines))
            key = dkey + (L.kernel,)
            if key not in self.loaded:
                m = self.modules[dkey]
                report, _mod, func = self.cuda.load_kernel(m, L.kernel)
                self.loaded[key] = (find_kernel(m, L.kernel), func, report)
            reports[L.kernel] = self.loaded[key][2].as_json()
        return reports

    def upload(self, host: dict) -> dict:
        """Buffers for a run from their host contents (copies: the caller's arrays stay as they are)."""
        return {k: self.cp.asarray(np.ascontiguousarray(v)) for k, v in host.items()}

    def run(self, prog, launches, bufs: dict) -> None:
        """Run ``launches`` of ``prog`` in order on ``bufs``."""
        for L in launches:
            fn, func, _report = self.loaded[(L.file, tuple(sorted(L.defines.items())), L.kernel)]
            func(tuple(L.grid), tuple(L.block), kernel_args(fn, L, bufs))

    def download(self, bufs: dict, names) -> dict:
        """The named buffers as NumPy arrays, after the device has finished."""
        self.cp.cuda.runtime.deviceSynchronize()
        return {n: self.cp.asnumpy(bufs[n]) for n in names}

    def _spin(self):
        if self._spin_func is None:
            from warpsmith.backends.cuda_compile import compile_cuda

            rep = compile_cuda(SPIN_SOURCE, "spin", self.cuda.device_arch(), filename="spin.cu")
            mod = self.cp.cuda.function.Module()
            mod.load(rep.cubin)
            self._spin_mod = mod
            self._spin_func = mod.get_function(rep.lowered_name)
        return self._spin_func

    def time(self, fn, repetitions: int, warmup: int) -> dict:
        """Median and spread of ``fn()`` (launches on the current stream) over
        ``repetitions`` runs, each between two CUDA events, after ``warmup`` runs. Before
        each run the L2 is flushed (a buffer of twice its size written) and a one-thread
        kernel spins for :data:`SPIN_CYCLES` clocks, so that the host has enqueued every
        launch of the program before the start event is reached: the samples hold no host
        launch overhead, only the kernels (back to back). ``spin_too_short`` counts the runs
        where the spin had ended before the host finished enqueuing."""
        spin = self._spin()
        flush = measure.l2_flusher(self.clock)
        spun, short = [], 0

        def before(i: int) -> None:
            flush(i)
            spin((1, 1, 1), (1, 1, 1), (np.int64(SPIN_CYCLES),))
            spun.append(self.clock.record())

        def enqueued(i: int) -> None:
            nonlocal short
            if self.clock.reached(spun[-1]):  # the GPU went idle before the last launch was enqueued
                short += 1

        samples = measure.sample(fn, self.clock, repetitions, warmup=warmup, before=before,
                                 enqueued=enqueued)
        out = measure.summarize(samples)
        out.update({"warmup": warmup, "flush_l2": True, "spin_cycles": SPIN_CYCLES,
                    "spin_too_short": short})
        return out

    def release(self) -> None:
        """Free what the last program held (device memory)."""
        self.cp.cuda.runtime.deviceSynchronize()
        self.cp.get_default_memory_pool().free_all_blocks()


# ----------------------------------------------------------------------------- one variant

def measure_variant(prog, ex, refs: References, repetitions: int = REPETITIONS,
                    warmup: int = WARMUP) -> dict:
    """Steps 1-3 for one program on executor ``ex``; returns its record."""
    rec: dict = {"family": prog.family, "variant": prog.variant, "size": prog.size,
                 "measured_ms": None, "program_ms": None, "verified": False, "checks": {},
                 "timing": None, "compile": {}, "launches": [L.as_json() for L in prog.launches],
                 "timed": list(prog.timed), "dims": dict(prog.dims), "errors": []}
    t = time.time()
    try:
        rec["compile"] = ex.prepare(prog)
        inputs = refs.inputs(prog)
        outs = prog.outputs()
        checks = [("program", list(prog.launches), refs.expected(prog))]
        if not all_timed(prog):
            checks.append(("timed launches", prog.timed_launches(), refs.expected_timed(prog)))
        for what, launches, want in checks:
            def run_once(host: dict, launches=launches, want=want) -> dict:
                bufs = ex.upload(host)
                ex.run(prog, launches, bufs)
                return ex.download(bufs, sorted(set(want) | set(outs)))

            _got, problems = measure.checked_run(
                run_once, host_buffers(prog, inputs, poison=False), outs, want,
                compare=lambda got, ref: [v for v in [verdict(prog, got, ref)] if v != "ok"])
            rec["checks"][what] = problems[0] if problems else "ok"
        rec["verified"] = all(v == "ok" for v in rec["checks"].values())
        if rec["verified"]:
            bufs = ex.upload(host_buffers(prog, inputs, poison=False))
            timed = prog.timed_launches()
            tm = ex.time(lambda: ex.run(prog, timed, bufs), repetitions, warmup)
            if tm is not None:
                rec["timing"] = {k: tm.get(k) for k in ("median_ms", "min_ms", "max_ms", "p25_ms",
                                                        "p75_ms", "iqr_ms", "repetitions",
                                                        "warmup", "flush_l2", "spin_cycles",
                                                        "spin_too_short", "samples_ms")}
                rec["measured_ms"] = tm["median_ms"]
                if all_timed(prog):
                    rec["program_ms"] = tm["median_ms"]
                else:
                    whole = list(prog.launches)
                    tp = ex.time(lambda: ex.run(prog, whole, bufs), repetitions, warmup)
                    rec["program_ms"] = tp["median_ms"]
            del bufs
        else:
            rec["errors"].append("not timed: the check failed")
    except Exception as exc:  # noqa: BLE001 - recorded, the run goes on
        rec["errors"].append(_err(exc))
        rec["traceback"] = traceback.format_exc()[-2000:]
    finally:
        try:
            ex.release()
        except Exception as exc:  # noqa: BLE001
            rec["errors"].append(f"release: {_err(exc)}")
    rec["seconds"] = round(time.time() - t, 2)
    return rec
