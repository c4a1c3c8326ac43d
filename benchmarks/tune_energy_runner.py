#!/usr/bin/env python3
"""Energy as the tuning objective on the GPU (issue 20, section 3), run by
``scripts/gpu_tune_energy.sh``. Three parts, each guarded (a failing part is logged and the
next one runs):

* ``nvml_resolution``: how NVML's energy counter moves while the GPU is busy: the counter
  (``nvmlDeviceGetTotalEnergyConsumption``, mJ) and the power (``nvmlDeviceGetPowerUsage``,
  mW) polled every 0.5 ms for 1 s while a thread keeps the GPU busy with CuPy kernels; the
  intervals between
  the counter's changes and its steps. This is why energy is read over a window of
  repeated launches (``tune/measure.py``, ``ENERGY_WINDOW_S``);
* ``cli_energy``: ``warpsmith tune --backend cuda --objective energy`` of a small space
  (vector add of 2^24 floats: block size x warpsmith's coarsening factor, which sets the
  grid itself; 18 configurations, exhaustive) with a store; each configuration's energy per launch, how it was read and
  its time, from the store;
* ``short_window``: the same space through the tuner with a 1 ms energy window (about the
  old reading around the timing loop), to show what the window fixes (zeros).

    PYTHONPATH=src python3 benchmarks/tune_energy_runner.py --out DIR [--no-gpu]

``--no-gpu``: the simulator on 1024 elements (no energy: each configuration fails with
the reason), to test this script without a GPU. Writes ``DIR/tune-energy.json`` (device, driver, date, commit,
command, parts) and ``DIR/energy-store.db``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VECTOR_ADD = ROOT / "tests" / "data" / "tune" / "vector_add.cu"
N = 1 << 24
BLOCKS = "32,64,128,256,512,1024"
FACTORS = "1,2,4"


def nvml_resolution(seconds: float = 1.0, poll_s: float = 0.0005) -> dict:
    """The energy counter's refresh intervals and steps under load (module doc)."""
    import cupy as cp
    import pynvml

    pynvml.nvmlInit()
    h = pynvml.nvmlDeviceGetHandleByIndex(0)
    import threading

    a = cp.ones(1 << 26, cp.float32)
    b = cp.empty_like(a)
    t_end = time.perf_counter() + seconds

    def busy():  # keeps the GPU busy over the whole polling window (launch queue full)
        with cp.cuda.Device(0):
            while time.perf_counter() < t_end + 0.1:
                cp.multiply(a, 1.0001, out=b)
                cp.multiply(b, 0.9999, out=a)
            cp.cuda.Device().synchronize()

    worker = threading.Thread(target=busy, daemon=True)
    worker.start()
    changes, last, powers = [], None, []
    while time.perf_counter() < t_end:
        e = pynvml.nvmlDeviceGetTotalEnergyConsumption(h)
        t = time.perf_counter()
        if last is None or e != last[1]:
            changes.append((t, e))
            last = (t, e)
        powers.append(pynvml.nvmlDeviceGetPowerUsage(h))
        time.sleep(poll_s)
    worker.join(10)
    intervals = [1000 * (t2 - t1) for (t1, _), (t2, _) in zip(changes[1:], changes[2:])]
    steps = [e2 - e1 for (_, e1), (_, e2) in zip(changes[1:], changes[2:])]
    import statistics as st

    return {"poll_ms": poll_s * 1000, "window_s": seconds, "counter_changes": len(changes) - 1,
            "refresh_interval_ms_median": st.median(intervals) if intervals else None,
            "refresh_interval_ms_min": min(intervals) if intervals else None,
            "refresh_interval_ms_max": max(intervals) if intervals else None,
            "step_mj_median": st.median(steps) if steps else None,
            "power_readings": len(powers), "power_distinct": len(set(powers)),
            "power_mean_w": st.fmean(powers) / 1000 if powers else None}


def cli_energy(out: Path, gpu: bool) -> dict:
    """``warpsmith tune --objective energy`` of the vector-add space (module doc)."""
    store = out / "energy-store.db"
    argv = [sys.executable, "-m", "warpsmith", "tune", str(VECTOR_ADD), "-k", "vector_add",
            "--problem-size", str(N), "--param", f"block_size_x={BLOCKS}",
            "--param", f"ws_coarsen_factor={FACTORS}",
            "--arg", f"c=float32[{N}]", "--arg", f"a=float32[{N}]:random",
            "--arg", f"b=float32[{N}]:random", "--arg", f"n={N}",
            "--strategy", "exhaustive", "--objective", "energy",
            "--backend", "cuda" if gpu else "cpu", "--store", str(store), "--json"]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=150, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    rec = {"command": " ".join(["python3", "-m", "warpsmith"] + argv[3:]),
           "returncode": proc.returncode, "stderr_tail": proc.stderr[-2000:]}
    try:
        rec["summary"] = json.loads(proc.stdout)
    except json.JSONDecodeError:
        rec["stdout_tail"] = proc.stdout[-2000:]
    rec["configs"] = store_rows(store)
    rec["nonzero_energies"] = sum(1 for r in rec["configs"] if (r["energy_j"] or 0) > 0)
    return rec


def store_rows(path: Path) -> list[dict]:
    """Each stored configuration's energy, how it was read, its time and failure."""
    from warpsmith.tune.store import Store

    if not path.is_file():
        return []
    st = Store(path)
    rows = []
    for kh, dev in st.kernels():
        st.bind(kh, dev)
        for r in st.results():
            times = sorted(r.times or [])
            rows.append({"config": r.params, "energy_j": r.energy,
                         "time_ms": times[len(times) // 2] if times else None,
                         "energy_info": (r.extra or {}).get("energy_info"),
                         "failure": r.failure})
    st.close()
    return rows


def short_window(gpu: bool) -> dict:
    """The same space with a 1 ms energy window: what the old reading gave."""
    import numpy as np

    from warpsmith.tune.evaluator import Budget
    from warpsmith.tune.tuner import Problem, SimulatorMeasurer, tune

    rng = np.random.default_rng(0)
    a, b = rng.standard_normal(N).astype(np.float32), rng.standard_normal(N).astype(np.float32)
    problem = Problem("vector_add", str(VECTOR_ADD), N, [np.zeros_like(a), a, b, np.int32(N)],
                      {"block_size_x": [int(x) for x in BLOCKS.split(",")]})
    if gpu:
        from warpsmith.tune.gpu import CudaMeasurer

        m = CudaMeasurer(energy=True, energy_window_s=0.001)
    else:
        m = SimulatorMeasurer()
    try:
        r = tune(problem, measurer=m, strategy="exhaustive", budget=Budget(None), seed=0,
                 objective="energy")
    finally:
        if hasattr(m, "close"):
            m.close()
    rows = [{"config": x.params, "energy_j": x.energy, "failure": x.failure,
             "energy_info": (x.extra or {}).get("energy_info")} for x in r.results]
    return {"energy_window_s": 0.001, "configs": rows,
            "zero_energies": sum(1 for x in rows if x["energy_j"] == 0.0)}


def main(argv=None) -> int:
    """Run the parts and write ``OUT/tune-energy.json``."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--no-gpu", action="store_true")
    a = ap.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    global N
    N = 1024 if a.no_gpu else N
    from warpsmith.tune.results import command_line, json_default, run_part, versions

    record = {"what": "energy as the tuning objective (issue 20, section 3)",
              "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
              "commit": os.environ.get("COMMIT"), "command": command_line(),
              "gpu": not a.no_gpu, "parts": {}}
    try:
        record["versions"] = versions()
    except Exception as e:  # noqa: BLE001 - the device description is best effort
        record["versions"] = {"error": f"{type(e).__name__}: {e}"}
    if not a.no_gpu:
        run_part(record, "nvml_resolution", nvml_resolution)
    run_part(record, "cli_energy", lambda: cli_energy(out, not a.no_gpu))
    run_part(record, "short_window", lambda: short_window(not a.no_gpu))
    (out / "tune-energy.json").write_text(json.dumps(record, indent=1, default=json_default)
                                          + "\n")
    print(f"wrote {out / 'tune-energy.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
