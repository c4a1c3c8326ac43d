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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from warpsmith.tune import results  # noqa: E402
from warpsmith.tune.results import error_text as _err  # noqa: E402
from warpsmith.tune.results import rel  # noqa: E402

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


# ----------------------------------------------------------------------------- parts in the package

from warpsmith.tune.programs import (  # noqa: E402,F401  (names the tests and model_profile use)
    REPETITIONS, SEED, SPIN_CYCLES, SPIN_SOURCE, WARMUP, GpuExecutor, References, SimulatorExecutor,
    all_timed, host_buffers, kernel_args, measure_variant, verdict)


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

    ex, gpu_skipped = None, None
    vers: dict = {"python": platform.python_version(), "numpy": np.__version__}
    if not a.no_gpu:
        try:
            ex = GpuExecutor()
            vers = results.versions()
        except Exception as exc:  # noqa: BLE001
            gpu_skipped = f"no usable GPU: {_err(exc)}"
    else:
        gpu_skipped = "--no-gpu"
    if ex is None:
        ex = SimulatorExecutor()
    device = vers.get("name") if isinstance(ex, GpuExecutor) else "none (simulator checks only)"
    slug = results.gpu_slug(device) if isinstance(ex, GpuExecutor) else "nogpu"
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
            if isinstance(ex, GpuExecutor) and ex.cuda.context_broken():
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
    jpath.write_text(json.dumps(res, indent=1, default=results.json_default) + "\n")
    lpath.write_text("\n".join(_LOG) + "\n")
    if not a.no_gpu and not gpu_ok:
        print(f"model_runner: the GPU was asked for but is not usable ({gpu_skipped}); the "
              "simulator checked the variants instead", file=sys.stderr)
        return 2
    return 0 if records and nver == len(records) else 1


if __name__ == "__main__":
    sys.exit(main())
