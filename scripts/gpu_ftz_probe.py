"""Which import turns on flush-to-zero in a GPU host's Python process (the simulator refuses
to run under FTZ/DAZ: backends/simulator.py, host_flushes_subnormals). Imports the device
image's libraries one at a time and prints whether subnormal floats survive after each.
Usage: python3 scripts/gpu_ftz_probe.py OUTDIR"""

from __future__ import annotations

import importlib
import json
import sys
import time
from pathlib import Path

import numpy as np


def flushes() -> bool:
    tiny = np.array([1e-40], np.float32)
    return bool((tiny * np.float32(1.0))[0] == 0 or
                np.nextafter(np.float32(0), np.float32(1)) == 0)


def main() -> int:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    rows = [("numpy", flushes())]
    for name in ("scipy.special", "ml_dtypes", "cupy", "cupy.cuda.texture", "pynvml",
                 "warpsmith", "warpsmith.backends.cuda", "warpsmith.backends.sim_lowp",
                 "torch", "jax", "triton"):
        try:
            importlib.import_module(name)
            rows.append((name, flushes()))
        except Exception as exc:  # a library missing from the image
            rows.append((name, f"not imported: {type(exc).__name__}"))
    res = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "command": " ".join(sys.argv), "python": sys.version.split()[0],
           "flush_to_zero_after_import": dict(rows)}
    (out / "ftz.json").write_text(json.dumps(res, indent=1))
    print(json.dumps(res, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
