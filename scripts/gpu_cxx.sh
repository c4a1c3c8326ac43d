#!/usr/bin/env bash
# Issue 18 (C++ in device code) on a GPU machine: every reproduction of tests/cxx_cases.py
# (classes with methods, free operators, overloads, constructors and braced values,
# lambdas, statement expressions / operator words / barrier in an expression / BOM) is read,
# printed as CUDA, compiled by NVRTC and run through the CUDA backend (CuPy); its output is
# compared with the simulator's and with the NumPy reference; the printed CUDA is also read
# back and run on the GPU. The same for every reproduction of tests/cxx_corpus_cases.py (the
# C++ constructs of the modern collection's first errors: operator=, static methods through
# a type argument or typedef, reference casts, late members, tile traits, nested classes,
# function template instances as values and template arguments, member templates,
# enum-typed overloads and value packs, ggml_cuda_unroll ...), each output array compared. Usage, from the repository root:
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_cxx.sh OUT_DIR [--dry-run]
# --dry-run uses the CPU simulator in place of the GPU (to test the script here).
# Writes OUT_DIR/results.txt (header + one line per case), OUT_DIR/results.json and
# OUT_DIR/corpus_results.json. Takes about a minute (small NVRTC compiles, twice per case);
# bounded by timeouts of 300 s and 150 s.
# Its output belongs in benchmarks/results/cxx-h100-YYYY-MM-DD/ (the date of the run).
set -uo pipefail
OUT=${1:?usage: gpu_cxx.sh OUT_DIR [--dry-run]}
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
from cxx_cases import CASES, N

results = {"backend": backend}
for name in sorted(CASES):
    src, args, want = CASES[name]
    args = dict(args)
    args.setdefault("out", f"float32[{N}]:zeros")
    try:
        k = ws.read(src).kernels[0]
        sim = ws.run(k, ws.Launch(1, N), args).outputs["out"]
        dev = ws.run(k, ws.Launch(1, N), args, backend).outputs["out"]
        back = ws.read(ws.translate(k, "cuda").text).kernels[0]
        dev_back = ws.run(back, ws.Launch(1, N), args, backend).outputs["out"]
        ref = np.asarray(want(), dtype=np.float32)
        results[name] = {
            "ok": bool(np.array_equal(dev, sim) and np.array_equal(dev_back, sim)
                       and np.allclose(sim, ref, rtol=1e-6)),
            "device_equals_simulator": bool(np.array_equal(dev, sim)),
            "printed_cuda_on_device_equals_simulator": bool(np.array_equal(dev_back, sim)),
            "simulator_matches_numpy": bool(np.allclose(sim, ref, rtol=1e-6)),
            "max_abs_diff_device_vs_simulator": float(np.max(np.abs(dev - sim))),
        }
    except Exception as ex:  # noqa: BLE001 - one case failing must not stop the rest
        results[name] = {"ok": False, "error": f"{type(ex).__name__}: {ex}",
                         "traceback": traceback.format_exc(limit=4)}
    print(f"{name}: {json.dumps(results[name], default=str)[:600]}")
print(f"cases ok: {sum(1 for n in CASES if results[n]['ok'])} of {len(CASES)}")
with open(f"{out}/results.json", "w") as f:
    json.dump(results, f, indent=1, default=str)
PYEOF
echo "python exit: $?" >> "$OUT/results.txt"
timeout 150 "$PY" - "$OUT" "$BACKEND" <<'PYEOF' >> "$OUT/results.txt" 2> "$OUT/python-corpus.err"
import json, sys, traceback
sys.path.insert(0, "tests")
out, backend = sys.argv[1], sys.argv[2]
import numpy as np
import warpsmith as ws
from cxx_corpus_cases import CASES, N

results = {"backend": backend}
for name in sorted(CASES):
    case = CASES[name]
    try:
        k = ws.read(case["src"]).kernel(case["kernel"])
        text = ws.translate(ws.read(case["src"]), "cuda").text
        back = ws.read(text).kernel(case["kernel"])

        def go(kern, be=None):
            args = {n: np.copy(v) for n, v in case["inputs"].items()}
            launch = ws.Launch(1, N, case.get("shared", 0))
            res = ws.run(kern, launch, args, be) if be else ws.run(kern, launch, args)
            return {n: np.asarray(res.outputs[n]) for n in case["want"]}

        sim, dev, dev_back = go(k), go(k, backend), go(back, backend)
        r = {"device_equals_simulator": all(np.array_equal(dev[n], sim[n]) for n in sim),
             "printed_cuda_on_device_equals_simulator":
                 all(np.array_equal(dev_back[n], sim[n]) for n in sim),
             "simulator_equals_numpy":
                 all(np.array_equal(sim[n], case["want"][n]) for n in sim)}
        r["ok"] = all(r.values())
        results[name] = r
    except Exception as ex:  # noqa: BLE001 - one case failing must not stop the rest
        results[name] = {"ok": False, "error": f"{type(ex).__name__}: {ex}",
                         "traceback": traceback.format_exc(limit=4)}
    print(f"corpus {name}: {json.dumps(results[name], default=str)[:600]}")
print(f"corpus cases ok: {sum(1 for n in CASES if results[n]['ok'])} of {len(CASES)}")
with open(f"{out}/corpus_results.json", "w") as f:
    json.dump(results, f, indent=1, default=str)
PYEOF
echo "python (corpus cases) exit: $?" >> "$OUT/results.txt"
