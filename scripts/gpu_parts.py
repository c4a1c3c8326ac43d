"""What the device-check scripts share (``gpu_builtins.py``, ``gpu_ocl2.py``): the facts a
results file starts with, and running named parts so that one part's failure is recorded
and the others still run. Imported from ``scripts/`` (the scripts run as
``python3 scripts/NAME.py``, which puts this directory on the path)."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
import time
import traceback

import numpy as np


def device_facts(cupy_version: bool = False) -> dict:
    """Date, commit (env ``COMMIT``), command line, GPU name and driver (or why none), and
    with ``cupy_version`` CuPy's version."""
    facts = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
             "commit": os.environ.get("COMMIT", "unknown"), "command": " ".join(sys.argv)}
    try:
        q = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version",
                            "--format=csv,noheader"], capture_output=True, text=True, timeout=20)
        facts["device"], facts["driver"] = [x.strip() for x in q.stdout.split(",")[:2]]
    except Exception as e:  # noqa: BLE001 - no GPU: recorded
        facts["device"] = f"none ({type(e).__name__})"
    if cupy_version:
        try:
            import cupy
            facts["cupy"] = cupy.__version__
        except Exception:  # noqa: BLE001 - no CuPy: recorded
            facts["cupy"] = None
    return facts


def run_parts(report: dict, parts: list, backend: str, json_path: str,
              budget_s: float | None = None) -> dict:
    """Run each ``(name, fn)`` of ``parts`` as ``fn(backend)`` into ``report["parts"]``
    (its result, or its error and traceback, and its seconds), print one line per part and
    rewrite ``json_path`` after each (a run cut short keeps what it did). With ``budget_s``,
    no part starts once that many seconds have passed (``report["stopped"]`` says after
    which part)."""
    report.setdefault("parts", {})
    start = time.perf_counter()
    for name, fn in parts:
        if budget_s is not None and time.perf_counter() - start > budget_s:
            report["stopped"] = f"time: {time.perf_counter() - start:.0f} s before part {name}"
            break
        t0 = time.perf_counter()
        try:
            entry = {"ok": True, "result": fn(backend)}
        except Exception as e:  # noqa: BLE001 - one part's failure is logged, the rest go on
            entry = {"ok": False, "error": f"{type(e).__name__}: {e}",
                     "traceback": traceback.format_exc()}
        entry["seconds"] = round(time.perf_counter() - t0, 2)
        report["parts"][name] = entry
        res = entry.get("result", {})
        print(name, "ok" if entry["ok"] else entry["error"],
              "all_equal=" + str(res.get("all_equal")) if isinstance(res, dict) else "",
              entry["seconds"], "s", flush=True)
        with open(json_path, "w") as f:
            json.dump(report, f, indent=1)
    return report


# ------------------------------------------------ float32 results compared bit for bit

def bits_equal(a, b) -> np.ndarray:
    """Bit-equal float32 results (NaNs by their bits too: the GPU's is 0x7fffffff)."""
    return np.asarray(a, np.uint32) == np.asarray(b, np.uint32)


def mismatch_examples(x, gpu, mine, k: int = 10, y=None) -> list:
    """The first ``k`` mismatches: input bits (and ``y``'s), input value, GPU and model
    bits."""
    bad = np.flatnonzero(~bits_equal(gpu, mine))[:k]
    return [[f"0x{int(x[i]):08x}"] + ([f"0x{int(y[i]):08x}"] if y is not None else [])
            + [float(np.asarray(x[i], np.uint32).view(np.float32)), f"0x{int(gpu[i]):08x}",
               f"0x{int(mine[i]):08x}"] for i in bad]


def mismatches_by_exponent(x, bad) -> dict:
    """Mismatch counts by the input's biased exponent (only exponents with some)."""
    e = (np.asarray(x, np.uint32) >> np.uint32(23)) & np.uint32(0xFF)
    tot = np.bincount(e, minlength=256)
    badc = np.bincount(e[bad], minlength=256)
    return {int(k): [int(badc[k]), int(tot[k])] for k in np.flatnonzero(badc)}
