"""Why is the warp form of ``row_range_thread`` 1.4x its hand version's time (issue 16)?

The eleventh suite's ``row_range_thread`` (a thread per row, a max pass and a min pass),
fused and spread over a warp by the optimizer (``fuse-loops``, ``warp-reduce``), runs at
1.41 times its hand version's time (``benchmarks/results/heldout-recheck5-h200-2026-11-28/``).
The two differ in where the lanes start: the tool's loop keeps the original's start, element
1 (the accumulators start at element 0), so every warp's 32 loads straddle two 128-byte
lines; the hand version starts at element 0. This probe times, on the same device in one
run, with the measurement layer's loop (L2 flushed before each timed launch):

- ``tool``: ``ws.optimize``'s output at the suite's GPU launch;
- ``tool_aligned``: the same text with the lanes starting at element 0 (for a maximum and
  a minimum, visiting element 0 again changes nothing);
- ``hand``: the suite's hand version.

Every output is compared with NumPy's. A probe, not a result of the optimizer: it decides
whether aligning the lanes' start is worth a rule.

    PYTHONPATH=src python3 benchmarks/lane_alignment_probe.py OUT.json
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

ROWS, COLS = 131072, 256
SUITE = ROOT / "benchmarks" / "heldout11"


def tool_text() -> tuple[str, str, tuple, tuple]:
    """The optimizer's CUDA text for ``row_range_thread``, its kernel name and launch."""
    import heldout_runner as R
    import warpsmith as ws

    k = ws.read(SUITE / "kernels" / "row_range_thread.cu").kernel("row_range_thread")
    launch = ws.Launch((ROWS // 256,), (256,), 0, {"rows": ROWS, "cols": COLS})
    res = ws.optimize(k, launch, reassociate=R.REASSOCIATE, device=R.model_device())
    steps = [s.name for s in res.applied]
    if steps != ["fuse-loops", "warp-reduce"]:
        raise SystemExit(f"the optimizer applied {steps}, not fuse-loops and warp-reduce")
    v = res.variant
    return str(res.source), v.kernel, tuple(v.grid), tuple(v.block)


def main(out: str) -> int:
    import cupy as cp

    from warpsmith.tune.measure import time_launch

    text, name, grid, block = tool_text()
    start = "1 + (int)threadIdx.x"
    if text.count(start) != 1:
        raise SystemExit(f"expected one loop starting at {start!r} in the tool's text")
    hand = (SUITE / "hand" / "row_range_thread_hand.cu").read_text()
    kernels = {"tool": (text, name, grid, block),
               "tool_aligned": (text.replace(start, "(int)threadIdx.x"), name, grid, block),
               "hand": (hand, "row_range_thread_hand", (ROWS // 8, 1, 1), (32, 8, 1))}
    rng = np.random.default_rng(11)
    A = rng.standard_normal((ROWS, COLS)).astype(np.float32)
    want = A.max(1) - A.min(1)
    dA = cp.asarray(A)
    rows = {}
    for role, (src, kname, g, b) in kernels.items():
        fn = cp.RawKernel(src, kname, options=("-std=c++17",))
        dout = cp.zeros(ROWS, cp.float32)

        def launch(fn=fn, g=g, b=b, dout=dout):
            fn(tuple(g), tuple(b), (dA, dout, np.int32(ROWS), np.int32(COLS)))

        launch()
        cp.cuda.Device().synchronize()
        ok = bool(np.array_equal(cp.asnumpy(dout), want))
        t = time_launch(launch, repetitions=30, warmup=3, flush_l2=True)
        t.pop("samples_ms", None)
        rows[role] = {"verified": ok, "grid": list(g), "block": list(b), "timing": t}
        print(role, ok, round(t["median_ms"], 4), flush=True)
    smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version",
                          "--format=csv,noheader"], capture_output=True, text=True).stdout
    doc = {"what": __doc__.splitlines()[0], "device": smi.strip(),
           "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "command": "python3 benchmarks/lane_alignment_probe.py " + out,
           "rows": ROWS, "cols": COLS, "kernels": rows}
    Path(out).write_text(json.dumps(doc, indent=1) + "\n")
    return 0 if all(r["verified"] for r in rows.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
