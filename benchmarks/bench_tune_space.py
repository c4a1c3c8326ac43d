"""Time building tuning spaces (issue 20: a 10^6-point Cartesian space must build in
seconds): the product, KT-style restrictions evaluated over NumPy columns, and the
hardware pruning against the H100 description. Prints one JSON object per space; with
``--out FILE`` also writes them (a results file: no GPU involved, so no device fields).

    PYTHONPATH=src python3 benchmarks/bench_tune_space.py [--points 1000000]
"""

from __future__ import annotations

import argparse
import json
import time

from warpsmith.hw.descriptions import load_device
from warpsmith.tune.results import command_line, today
from warpsmith.tune.space import build_space


def gemm_like(points: int) -> tuple[dict, list]:
    """A tiled-matmul-like space of about ``points`` points with the usual restrictions."""
    pw = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
    params = {"block_size_x": pw[3:], "block_size_y": pw[:8], "tile_x": pw[:8],
              "tile_y": pw[:8], "unroll": [0, 1, 2, 4], "vec": [1, 2, 4]}
    n = 1
    for v in params.values():
        n *= len(v)
    extra = max(1, round(points / n))
    params["pad"] = list(range(extra))
    restrictions = ["block_size_x * block_size_y >= 32",
                    "tile_x * tile_y <= 64 and (unroll == 0 or tile_x % unroll == 0)",
                    "block_size_x * tile_x * vec <= 2048", "pad <= block_size_y"]
    return params, restrictions


def bench(points: int) -> dict:
    """Build one space of about ``points`` points and time each stage."""
    params, restrictions = gemm_like(points)
    device = load_device("h100")
    t0 = time.perf_counter()
    space = build_space(params, restrictions, device=device,
                        shared_bytes="4 * (block_size_x * tile_x + block_size_y * tile_y) * 16")
    t1 = time.perf_counter()
    # a callable restriction, evaluated one point at a time, on the survivors
    space.restrict([lambda unroll, vec: unroll != 4 or vec != 4])
    t2 = time.perf_counter()
    return {"cartesian": space.cartesian_size, "legal": len(space), "pruned": space.pruned,
            "build_s": round(t1 - t0, 3), "callable_restriction_s": round(t2 - t1, 3)}


def _cpu() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            return next(ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name"))
    except (OSError, StopIteration):
        return "unknown"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--points", type=int, action="append")
    p.add_argument("--out")
    a = p.parse_args(argv)
    rows = [bench(n) for n in (a.points or [10_000, 100_000, 1_000_000])]
    for r in rows:
        print(json.dumps(r))
    if a.out:
        import os
        import platform

        import numpy as np

        machine = {"cpus": os.cpu_count(), "processor": _cpu(), "python":
                   platform.python_version(), "numpy": np.__version__,
                   "note": "a shared machine: other jobs ran beside this one"}
        with open(a.out, "w") as f:
            json.dump({"date": today(), "command": command_line(), "machine": machine,
                       "spaces": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
