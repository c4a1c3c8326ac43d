#!/usr/bin/env bash
# Issues 17/18, callables in device code (docs/callables.md) on a GPU machine: every
# reproduction of tests/callables_cases.py (function-pointer parameters, locals, tables and
# __device__ variables specialized to direct calls; lambdas with reference parameters,
# mutable and init-captures, called in place and through templates; range-based for;
# reference casts) is read, printed as CUDA, compiled by NVRTC for the device and run
# through the CUDA backend (CuPy); its output is compared with the simulator's and with the
# NumPy reference; the printed CUDA is also read back and run on the GPU. Usage, from the
# repository root:
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_callables.sh OUT_DIR [--dry-run]
# --dry-run uses the CPU simulator in place of the GPU (to test the script here).
# Writes OUT_DIR/results.txt (header + one line per case) and OUT_DIR/results.json.
# Takes about a minute (nine small NVRTC compiles, twice); bounded by timeout 300.
# Its output belongs in benchmarks/results/callables-h100-2026-11-27/.
set -uo pipefail
OUT=${1:?usage: gpu_callables.sh OUT_DIR [--dry-run]}
DRY=${2:-}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
source "$(dirname "$0")/gpu_common.sh"
run_header "$OUT/results.txt" "$0" "$@"
BACKEND=cuda
[ "$DRY" = "--dry-run" ] && BACKEND=cpu
timeout 300 "$PY" - "$OUT" "$BACKEND" <<'PYEOF' >> "$OUT/results.txt" 2> "$OUT/python.err"
import json, sys, traceback
sys.path.insert(0, "tests")
out, backend = sys.argv[1], sys.argv[2]
import numpy as np
import warpsmith as ws
from callables_cases import CASES, N

results = {"backend": backend, "cases": {}}
for name in sorted(CASES):
    src, args, want, dialect = CASES[name]
    args = dict(args)
    args.setdefault("out", f"float32[{N}]:zeros")
    try:
        k = ws.read(src, dialect=dialect).kernels[0]
        sim = ws.run(k, ws.Launch(1, N), args).outputs["out"]
        dev = ws.run(k, ws.Launch(1, N), args, backend).outputs["out"]
        back = ws.read(ws.translate(k, "cuda").text).kernels[0]
        dev_back = ws.run(back, ws.Launch(1, N), args, backend).outputs["out"]
        ref = np.asarray(want(), dtype=np.float32)
        r = {
            "device_equals_simulator": bool(np.array_equal(dev, sim)),
            "printed_cuda_on_device_equals_simulator": bool(np.array_equal(dev_back, sim)),
            "simulator_matches_numpy": bool(np.allclose(sim, ref, rtol=1e-6)),
            "max_abs_diff_device_vs_simulator": float(np.max(np.abs(dev - sim))),
        }
        r["ok"] = all(v for k2, v in r.items() if k2 != "max_abs_diff_device_vs_simulator")
    except Exception as ex:  # noqa: BLE001 - one case failing must not stop the rest
        r = {"ok": False, "error": f"{type(ex).__name__}: {ex}",
             "traceback": traceback.format_exc(limit=4)}
    results["cases"][name] = r
    print(f"{name}: {json.dumps(r, default=str)[:600]}")
ok = sum(1 for r in results["cases"].values() if r["ok"])
results["ok"] = ok
results["total"] = len(CASES)
print(f"cases ok: {ok} of {len(CASES)}")
with open(f"{out}/results.json", "w") as f:
    json.dump(results, f, indent=1, default=str)
PYEOF
echo "python exit: $?" >> "$OUT/results.txt"
# the suite's tests of this work, with NVRTC present (the printed CUDA compiles for sm_90)
if "$PY" -c "import pytest, hypothesis" 2>/dev/null; then
  timeout 120 "$PY" -m pytest -q -rfE -p no:cacheprovider tests/test_callables.py \
    > "$OUT/pytest-callables.log" 2>&1
  echo "pytest tests/test_callables.py exit: $?" | tee -a "$OUT/results.txt"
else
  echo "pytest or hypothesis missing: tests/test_callables.py not run" \
    | tee "$OUT/pytest-callables.log"
fi
exit 0
