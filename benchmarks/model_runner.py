#!/usr/bin/env python3
"""Measured times of paper 000's three validation families on a GPU (issue 6, part 5): every
variant of :mod:`warpsmith.corpus.model_families` (matrix multiply naive and tiled 16x16 ..
16x192; FFT radix 2, 4, 16 through global and shared memory; scan Init, Div, Init_Bank,
Div_Bank at block sizes 64 .. 512) at the paper's size, checked against NumPy and timed.

    python3 benchmarks/model_runner.py --out-dir $OUT                   # on the GPU, ~1-2 min
    python3 benchmarks/model_runner.py --no-gpu --sizes ci --out-dir /tmp/m   # anywhere

Per variant (a failure is recorded in that variant's ``errors`` and the run goes on):

1. its kernels are read from ``corpus/model/*.cu`` with the variant's defines, printed from
   the IR as CUDA C, compiled by NVRTC for the device's sm_XX (``backends/cuda.py``, the
   compiler's registers and shared memory recorded) and loaded;
2. check: device buffers initialised (inputs from a fixed seed, scratch zeroed, outputs
   poisoned with 0xFF bytes = NaN), the whole program launched once, the outputs copied back
   and compared with the NumPy reference (A @ B; np.fft.fft; the exclusive np.cumsum); for
   the scan also the per-block kernel alone (np.cumsum per block). Matrix multiply and scan
   compare exactly (small-integer data), FFT within ``atol`` of the largest magnitude;
3. timing of the *timed* launches (all of them; the scan's first, per-block kernel, as the
   paper times it), launched back to back as one program between two CUDA events: 3
   warm-up runs, median of ``--repetitions`` (15), the L2 flushed (a buffer of twice its
   size written) before each timed run. Before the start event a one-thread kernel spins
   for about half a millisecond, so that every launch of the program is enqueued before
   the GPU reaches the start event: the samples measure the kernels, not the host's launch
   overhead (which would dominate the FFT's and the scan's microsecond kernels;
   ``spin_too_short`` counts the runs where that did not hold). The scan's whole program is timed too
   (``program_ms``). A variant that failed its check is not timed.

Writes ``OUT/model-measured-<gpu>-<date>.json`` (``--sizes ci`` adds ``-ci``; without a GPU
the device is ``nogpu`` and the simulator does step 2 at the CI size): the device, driver,
date, command, versions, and per variant ``family``, ``variant``, ``measured_ms``,
``verified``, the checks, the timing samples, the launches and the compile reports; a
``.log`` beside it. ``benchmarks/model_report.py --measured FILE`` then puts the model's
predictions beside these times.

No variant is started after ``--budget-s`` seconds (default 240; those are recorded as
skipped). Exit status: 0 when every variant ran and was verified, 1 otherwise, 2 when the
GPU was asked for but is not usable.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import platform
import shlex
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
for _p in (str(ROOT / "src"), str(HERE)):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import numpy as np  # noqa: E402

from memopt_runner import _err, _jd, rel  # noqa: E402  (shared with the other runners)

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
T0 = time.time()
_LOG: list[str] = []


def log(msg: str, console=None) -> None:
    """Print ``msg`` with the elapsed time and keep it for the ``.log`` file."""
    line = f"[{time.time() - T0:6.1f}s] {msg}"
    _LOG.append(line)
    if console is not None:
        console.print(line, markup=False, highlight=False)
    else:
        print(line, flush=True)


# ----------------------------------------------------------------------------- CPU parts

def poisoned(host: np.ndarray) -> np.ndarray:
    """An array like ``host`` filled with 0xFF bytes (NaN for float32)."""
    out = np.empty_like(host)
    out.view(np.uint8)[...] = 0xFF
    return out


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
        k = self._key(prog, "inputs")
        if k not in self._inputs:
            self._inputs[k] = prog.inputs(self.seed)
        return self._inputs[k]

    def expected(self, prog) -> dict:
        k = self._key(prog, "full")
        if k not in self._want:
            self._want[k] = prog.expected(self.inputs(prog))
        return self._want[k]

    def expected_timed(self, prog) -> dict:
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
        from warpsmith.frontend import read_module

        for L in prog.launches:
            key = (L.file, tuple(sorted(L.defines.items())))
            if key not in self.modules:
                self.modules[key] = read_module(L.path, dialect="cuda", defines=dict(L.defines))
        return {}

    def upload(self, host: dict) -> dict:
        return {k: np.array(v, copy=True) for k, v in host.items()}

    def run(self, prog, launches, bufs: dict) -> None:
        from warpsmith.backends.simulator import simulate
        from warpsmith.corpus.model_families import launch_arguments

        for L in launches:
            m = self.modules[(L.file, tuple(sorted(L.defines.items())))]
            res = simulate(m, L.kernel, L.grid, L.block, launch_arguments(L, bufs))
            for param, buf in L.buffers.items():
                bufs[buf] = res.outputs[param]

    def download(self, bufs: dict, names) -> dict:
        return {n: np.asarray(bufs[n]) for n in names}

    def time(self, fn, repetitions: int, warmup: int):
        return None

    def release(self) -> None:
        pass


class GpuExecutor:
    """Runs programs on GPU 0 through CuPy: kernels compiled by NVRTC from the IR
    (``backends/cuda.load_kernel``), buffers kept on the device between the launches of a
    program, timing by :meth:`time` (CUDA events, L2 flushed, host launch overhead hidden
    behind a spinning kernel)."""

    name = "gpu"

    def __init__(self, cuda_backend=None):
        """``cuda_backend``: ``warpsmith.backends.cuda`` (default; a stand-in in tests)."""
        if cuda_backend is None:
            from warpsmith.backends import cuda as cuda_backend
        self.cuda = cuda_backend
        self.cp = cuda_backend._cupy()
        self.modules: dict = {}
        self.loaded: dict = {}
        self._spin_func = None
        self._spin_mod = None

    def prepare(self, prog) -> dict:
        """Compile and load every kernel of ``prog``; returns the compile reports."""
        from warpsmith.backends.cuda import find_kernel
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
        return {k: self.cp.asarray(np.ascontiguousarray(v)) for k, v in host.items()}

    def run(self, prog, launches, bufs: dict) -> None:
        for L in launches:
            fn, func, _report = self.loaded[(L.file, tuple(sorted(L.defines.items())), L.kernel)]
            func(tuple(L.grid), tuple(L.block), kernel_args(fn, L, bufs))

    def download(self, bufs: dict, names) -> dict:
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
        cp = self.cp
        spin = self._spin()
        flush = cp.empty(max(2 * int(self.cuda.device_info()["l2_bytes"]), 1 << 20), cp.uint8)
        for _ in range(max(warmup, 0)):
            fn()
        cp.cuda.runtime.deviceSynchronize()
        start, end, spun = cp.cuda.Event(), cp.cuda.Event(), cp.cuda.Event()
        samples, short = [], 0
        for i in range(repetitions):
            flush.fill(i & 0xFF)
            spin((1, 1, 1), (1, 1, 1), (np.int64(SPIN_CYCLES),))
            spun.record()
            start.record()
            fn()
            end.record()
            if spun.done:  # the GPU went idle before the last launch was enqueued
                short += 1
            end.synchronize()
            samples.append(cp.cuda.get_elapsed_time(start, end))
        out = self.cuda.summarize(samples)
        out.update({"warmup": warmup, "flush_l2": True, "spin_cycles": SPIN_CYCLES,
                    "spin_too_short": short})
        del flush
        return out

    def release(self) -> None:
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
            bufs = ex.upload(host_buffers(prog, inputs, poison=True))
            ex.run(prog, launches, bufs)
            got = ex.download(bufs, sorted(set(want) | set(outs)))
            rec["checks"][what] = verdict(prog, got, want)
            del bufs
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


def results_stem(device_slug: str, date: str, size: str) -> str:
    """``model-measured-<gpu>-<date>`` (``-ci`` appended at the CI size)."""
    return f"model-measured-{device_slug}-{date}" + ("-ci" if size == "ci" else "")


# ----------------------------------------------------------------------------- main

def _progress(total: int):
    try:
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                   TimeElapsedColumn)
    except ImportError:  # rich is a dependency; without it the log lines still show progress
        return None, None
    console = Console()
    prog = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TimeElapsedColumn(), console=console, transient=False)
    return prog, console


def main(argv: list[str] | None = None) -> int:
    """Run every selected variant; see the module docstring."""
    global T0
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", default=str(ROOT / "benchmarks" / "results"))
    ap.add_argument("--budget-s", type=float, default=240,
                    help="start no variant after this many seconds (default 240)")
    ap.add_argument("--sizes", choices=("paper", "ci"), default="paper",
                    help="paper (default): the paper's sizes; ci: small (a smoke test)")
    ap.add_argument("--repetitions", type=int, default=REPETITIONS,
                    help=f"timed runs per variant (default {REPETITIONS})")
    ap.add_argument("--families", help="comma-separated: matmul, fft, scan (default all)")
    ap.add_argument("--no-gpu", action="store_true",
                    help="check on the CPU simulator instead, at the CI size (no timing)")
    a = ap.parse_args(argv)
    T0 = time.time()
    _LOG.clear()
    argv_list = list(sys.argv[1:] if argv is None else argv)
    command = " ".join(shlex.quote(x) for x in ["python3", rel(__file__)] + argv_list)
    if a.repetitions < 1:
        ap.error("--repetitions must be at least 1")

    from warpsmith.corpus import model_families as F

    fams = [f.strip() for f in a.families.split(",")] if a.families else list(F.FAMILIES)
    for f in fams:
        if f not in F.FAMILIES:
            ap.error(f"unknown family {f!r} (families: {', '.join(F.FAMILIES)})")

    import gpu_runner as G  # versions, gpu_slug

    ex, gpu_skipped = None, None
    vers: dict = {"python": platform.python_version(), "numpy": np.__version__}
    if not a.no_gpu:
        try:
            ex = GpuExecutor()
            vers = G.versions()
        except Exception as exc:  # noqa: BLE001
            gpu_skipped = f"no usable GPU: {_err(exc)}"
    else:
        gpu_skipped = "--no-gpu"
    if ex is None:
        ex = SimulatorExecutor()
    device = vers.get("name") if isinstance(ex, GpuExecutor) else "none (simulator checks only)"
    slug = G.gpu_slug(device) if isinstance(ex, GpuExecutor) else "nogpu"
    date = _dt.date.today().isoformat()
    banks = 32
    if isinstance(ex, GpuExecutor):
        try:
            from warpsmith.hw.descriptions import live_device

            live = live_device()
            banks = int(live.shared_banks) if live is not None else 32
        except Exception:  # noqa: BLE001 - every CUDA GPU since Fermi has 32 banks
            banks = 32
    size = a.sizes
    if not isinstance(ex, GpuExecutor) and size == "paper":
        size = "ci"  # the simulator at the paper sizes would take hours
    progs = [p for f in fams for p in F.programs(size, f, banks=banks)]

    out_dir = Path(a.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    stem = results_stem(slug, date, size)
    bar, console = _progress(len(progs))
    log(f"model runner: {len(progs)} variants of {', '.join(fams)} at the {size} size on "
        f"{device}; repetitions {a.repetitions}; budget {a.budget_s:.0f} s; out {out_dir}",
        console)
    if gpu_skipped:
        log(f"GPU parts skipped: {gpu_skipped}", console)
    else:
        log(f"driver {vers.get('driver')}, runtime {vers.get('runtime')}, nvrtc "
            f"{vers.get('nvrtc')}, cupy {vers.get('cupy')}, arch {vers.get('arch')}", console)

    refs = References(SEED)
    records = []
    task = bar.add_task("variants", total=len(progs)) if bar is not None else None
    if bar is not None:
        bar.start()
    try:
        for p in progs:
            if bar is not None:
                bar.update(task, description=f"{p.family}/{p.variant}")
            if time.time() - T0 > a.budget_s:
                rec = {"family": p.family, "variant": p.variant, "size": p.size,
                       "measured_ms": None, "verified": False,
                       "errors": [f"skipped: the time budget ({a.budget_s:.0f} s) was spent"]}
            else:
                rec = measure_variant(p, ex, refs, a.repetitions, WARMUP)
            records.append(rec)
            ms = rec.get("measured_ms")
            log(f"{p.family}/{p.variant}: "
                + ("verified" if rec.get("verified") else "NOT verified")
                + (f", median {ms:.4f} ms" if ms is not None else "")
                + (f" (whole program {rec['program_ms']:.4f} ms)"
                   if rec.get("program_ms") is not None and not all_timed(p) else "")
                + (f"; {' | '.join(rec['errors'])[:300]}" if rec.get("errors") else ""), console)
            if bar is not None:
                bar.advance(task)
            if getattr(getattr(ex, "cuda", None), "_BROKEN", None):
                log("the CUDA context is broken: no more variants", console)
                for q in progs[len(records):]:
                    records.append({"family": q.family, "variant": q.variant, "size": q.size,
                                    "measured_ms": None, "verified": False,
                                    "errors": ["skipped: the CUDA context was broken earlier"]})
                break
    finally:
        if bar is not None:
            bar.stop()

    gpu_ok = isinstance(ex, GpuExecutor)
    res = {"device": device, "driver": vers.get("driver"), "date": date, "command": command,
           "size": size, "gpu": gpu_ok, "gpu_skipped": gpu_skipped, "banks": banks,
           "arch": vers.get("arch"), "cuda": vers.get("runtime"), "versions": vers,
           "repetitions": a.repetitions, "warmup": WARMUP, "seed": SEED,
           "notes": {
               "timing": (f"the timed launches back to back between two CUDA events, {WARMUP} "
                          f"warm-up runs, median of {a.repetitions}, L2 flushed (a buffer of "
                          "twice its size written) before each timed run; ms. Timed: all "
                          "launches, except the scan: its first, per-block kernel, as the "
                          "paper times it (program_ms: the whole hierarchical scan)"),
               "verified": ("outputs poisoned (0xFF) before a run of the whole program (and, "
                            "for the scan, of the per-block kernel alone), compared with NumPy: "
                            "matrix multiply and scan exactly (small-integer data), FFT within "
                            f"{F.FFT_ATOL} x the largest magnitude of np.fft.fft"),
               "matmul_size": "the paper's 4K x 4K as 4224 x 4224 (every tile width divides it)",
           },
           "variants": records}
    res["elapsed_s"] = round(time.time() - T0, 1)
    jpath = out_dir / f"{stem}.json"
    lpath = out_dir / f"{stem}.log"
    nver = sum(1 for r in records if r.get("verified"))
    log(f"done in {res['elapsed_s']} s: {nver}/{len(records)} verified; wrote {jpath}", console)
    jpath.write_text(json.dumps(res, indent=1, default=_jd) + "\n")
    lpath.write_text("\n".join(_LOG) + "\n")
    if not a.no_gpu and not gpu_ok:
        print(f"model_runner: the GPU was asked for but is not usable ({gpu_skipped}); the "
              "simulator checked the variants instead", file=sys.stderr)
        return 2
    return 0 if records and nver == len(records) else 1


if __name__ == "__main__":
    sys.exit(main())
