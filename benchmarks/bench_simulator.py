"""Time the CPU simulator on the issue 2 section 7 cases and print a table.

    .venv/bin/python benchmarks/bench_simulator.py [--quick] [--write]

Each case runs once to warm up and then ``--repeat`` times (default 3); the best time is
reported (the cores are shared, so the minimum is the least disturbed measurement), all times
are recorded. ``--write`` also records the run in ``benchmarks/results/simulator-cpu-<yyyy-mm-dd>.json`` and
``.md``: the cases (seconds, limit), the machine (``nproc``, CPU model from /proc/cpuinfo),
the Python and NumPy versions, the date and the command line.

Kernels come from CUDA source through warpsmith.frontend.read_module when the frontend can
read them, else from the hand-built IR of tests/test_simulator.py (same kernels).
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import json
import os
import platform
import sys
import time
from pathlib import Path

import numpy as np

from warpsmith.backends.simulator import simulate

ROOT = Path(__file__).resolve().parents[1]

MATADD = """
__global__ void matadd(const int* a, const int* b, int* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"""
MATMUL = """
#define T 16
__global__ void matmul(const float* A, const float* B, float* C, int n) {
    __shared__ float As[T][T];
    __shared__ float Bs[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    float acc = 0.0f;
    for (int t = 0; t < n / T; t++) {
        As[ty][tx] = A[row * n + t * T + tx];
        Bs[ty][tx] = B[(t * T + ty) * n + col];
        __syncthreads();
        for (int k = 0; k < T; k++) acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row * n + col] = acc;
}
"""


def kernels():
    try:
        from warpsmith.frontend import read_module
        return (read_module("matadd.cu", text=MATADD, dialect="cuda"),
                read_module("matmul.cu", text=MATMUL, dialect="cuda"), "CUDA source")
    except Exception:  # noqa: BLE001 - frontend not ready: hand-built IR
        spec = importlib.util.spec_from_file_location("tsim", ROOT / "tests/test_simulator.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod.matadd(), mod.matmul_tiled(), "hand-built IR"


REPEAT = [3]


def timed(f):
    """(best seconds, all seconds, result): one warm-up run, then REPEAT[0] timed runs."""
    t = time.perf_counter()
    r = f()
    timed.first = time.perf_counter() - t
    times = []
    for _ in range(max(1, REPEAT[0])):
        t = time.perf_counter()
        r = f()
        times.append(time.perf_counter() - t)
    timed.last = [timed.first] + times
    return min(times), r


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def machine() -> dict:
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = os.cpu_count() or 0
    return {"nproc": usable, "cpu_model": cpu_model(), "os": platform.platform(),
            "python": platform.python_version(), "numpy": np.__version__}


def run_cases(quick: bool):
    add, mm, how = kernels()
    n = 4096 * 4096 if not quick else 1 << 20
    a = np.ones(n, np.int32)
    args = dict(a=a, b=a, c=np.zeros(n, np.int32), n=np.int32(n))
    rows = []
    for tr in (False, True):
        dt, r = timed(lambda: simulate(add, "matadd", (n // 256,), (256,), args, trace=tr))
        assert (r.outputs["c"] == 2).all()
        rows.append((f"matadd {int(n ** 0.5)}^2 int32" + (" traced" if tr else ""), dt,
                     5.0 if not tr else 20.0, timed.last))
    m = 512 if not quick else 128
    rng = np.random.default_rng(0)
    A = rng.uniform(-1, 1, m * m).astype(np.float32)
    B = rng.uniform(-1, 1, m * m).astype(np.float32)
    dt, r = timed(lambda: simulate(mm, "matmul", (m // 16, m // 16), (16, 16),
                                   dict(A=A, B=B, C=np.zeros(m * m, np.float32),
                                        n=np.int32(m)), trace=True))
    ref = A.reshape(m, m).astype(np.float64) @ B.reshape(m, m)
    assert np.allclose(r.outputs["C"].reshape(m, m), ref, atol=1e-3)
    rows.append((f"matmul tiled {m}^2 traced", dt, 30.0, timed.last))
    return rows, how


def write_results(rows, how, quick: bool, outdir: Path) -> tuple[Path, Path]:
    now = datetime.datetime.now().astimezone()
    day = now.strftime("%Y-%m-%d")
    outdir.mkdir(parents=True, exist_ok=True)
    mach = machine()
    cmd = " ".join([sys.executable.replace(str(ROOT) + os.sep, ""),
                    os.path.relpath(os.path.abspath(__file__), ROOT)] + sys.argv[1:])
    data = {
        "benchmark": "simulator-cpu", "date": now.isoformat(timespec="seconds"),
        "command": cmd, "quick": quick, "kernels_from": how, "machine": mach,
        "repeat": REPEAT[0], "statistic": "min over repeats after one warm-up run",
        "cases": [{"case": name, "seconds": round(dt, 3), "limit_seconds": lim,
                   "within_limit": dt <= lim, "first_run_seconds": round(times[0], 3),
                   "all_seconds": [round(x, 3) for x in times[1:]]}
                  for name, dt, lim, times in rows],
    }
    js = outdir / f"simulator-cpu-{day}.json"
    md = outdir / f"simulator-cpu-{day}.md"
    js.write_text(json.dumps(data, indent=2) + "\n")
    lines = [f"# CPU simulator benchmark, {day}", "",
             f"- command: `{cmd}` (run from the repository root)",
             f"- date: {data['date']}",
             f"- machine: {mach['nproc']} usable cores (`nproc`), {mach['cpu_model']}",
             f"- os: {mach['os']}",
             f"- python {mach['python']}, numpy {mach['numpy']}",
             f"- kernels from {how}" + (" (--quick sizes)" if quick else ""),
             f"- seconds: best of {REPEAT[0]} runs after one warm-up (first) run",
             "", "| case | seconds | limit (issue 2 §7) | | first run | timed runs |",
             "|---|---:|---:|---|---:|---|"]
    for name, dt, lim, times in rows:
        lines.append(f"| {name} | {dt:.2f} | {lim:.0f} | {'ok' if dt <= lim else 'OVER'} | "
                     f"{times[0]:.2f} | " + ", ".join(f"{x:.2f}" for x in times[1:]) + " |")
    md.write_text("\n".join(lines) + "\n")
    return js, md


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small sizes (a smoke run)")
    ap.add_argument("--write", action="store_true",
                    help="write benchmarks/results/simulator-cpu-<date>.json and .md")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per case (best kept)")
    ap.add_argument("--out-dir", default=str(ROOT / "benchmarks" / "results"),
                    help="where --write puts the files")
    opts = ap.parse_args(argv)
    REPEAT[0] = max(1, opts.repeat)
    rows, how = run_cases(opts.quick)
    print(f"kernels from {how}")
    print(f"{'case':34} {'seconds':>8} {'limit':>6}")
    for name, dt, lim, _ in rows:
        print(f"{name:34} {dt:8.2f} {lim:6.0f}{'' if dt <= lim else '  OVER'}")
    if opts.write:
        js, md = write_results(rows, how, opts.quick, Path(opts.out_dir))
        print(f"wrote {js} and {md}")


if __name__ == "__main__":
    main()
