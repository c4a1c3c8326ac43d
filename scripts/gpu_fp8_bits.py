"""Device check of the CUDA printer's byte-to-fp8 bit cast (docs/cxx-half.md, session 10)
and c10's from_bits constructors (tests/test_cxx_c10_bits.py): the printed program, compiled
by NVRTC with the toolkit's cuda_fp8.h, against the simulator for every byte and every
half bit pattern. Usage (repository root, GPU machine): python scripts/gpu_fp8_bits.py OUT"""

from __future__ import annotations

import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))
import warpsmith as ws  # noqa: E402
import test_cxx_c10_bits as C  # noqa: E402


def main(out_dir: str) -> int:
    os.makedirs(out_dir, exist_ok=True)
    k = ws.read(C.SRC).kernels[0]
    n = 65536
    b = (np.arange(n) % 256).astype(np.uint8)
    h = np.arange(n, dtype=np.uint32).astype(np.uint16)
    args = {"in": b, "h": h, "e4": np.zeros(n, np.float32), "e5": np.zeros(n, np.float32),
            "hf": np.zeros(n, np.float32)}
    launch = ws.Launch(n // 256, 256)
    sim = ws.run(k, launch, args, timeout=None).outputs
    gpu = ws.run(k, launch, args, backend="cuda").outputs
    report = {}
    for name in ("e4", "e5", "hf"):
        s, g = np.asarray(sim[name]), np.asarray(gpu[name])
        bad = (s.view(np.uint32) != g.view(np.uint32)) & ~(np.isnan(s) & np.isnan(g))
        report[name] = {"mismatches": int(bad.sum()),
                        "first": [int(i) for i in np.argwhere(bad)[:5, 0]]}
    report["all_equal"] = all(v["mismatches"] == 0 for v in report.values())
    with open(os.path.join(out_dir, "fp8_bits.json"), "w") as f:
        json.dump(report, f, indent=1)
    print(json.dumps(report))
    return 0 if report["all_equal"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/ws-fp8-bits"))
