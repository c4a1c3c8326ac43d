#!/usr/bin/env bash
# Issue 19 (simulator/frontend half) on a GPU machine: printf, reserved-name translations,
# Unicode identifiers and the divergent-barrier check through the CUDA backend (NVRTC +
# CuPy), each compared with the simulator; plus the GPU's result of an unordered
# counter[0]++ (the race the simulator reports). Usage, from the repository root:
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_issue19_sim.sh OUT_DIR [--dry-run]
# --dry-run runs every part on the CPU simulator instead of the GPU (to test the script).
# Writes OUT_DIR/results.txt (header + one line per part) and OUT_DIR/results.json.
# Takes about 1 minute (NVRTC compiles of 5 small kernels); every part is bounded by timeout.
set -uo pipefail
OUT=${1:?usage: gpu_issue19_sim.sh OUT_DIR [--dry-run]}
DRY=${2:-}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
source "$(dirname "$0")/gpu_common.sh"
run_header "$OUT/results.txt" "$0" "$@"
BACKEND=cuda
[ "$DRY" = "--dry-run" ] && BACKEND=cpu
timeout 300 "$PY" - "$OUT" "$BACKEND" <<'PYEOF' >> "$OUT/results.txt" 2> "$OUT/python.err"
import json, os, subprocess, sys, traceback
out, backend = sys.argv[1], sys.argv[2]
results = {}

CHILD = r'''
import sys, warpsmith as ws
src, kernel, launch, args, backend = sys.argv[1:6]
k = ws.read(src).kernel(kernel)
r = ws.run(k, ws.Launch(*[tuple(map(int, x.split(","))) for x in launch.split("/")]),
           dict(a.split("=", 1) for a in args.split(";")), backend)
sys.stdout.write(r.printf if backend == "cpu" else "")
'''

def part(name):
    def wrap(fn):
        try:
            results[name] = {"ok": True, **fn()}
        except Exception as ex:  # noqa: BLE001 - one part failing must not stop the rest
            results[name] = {"ok": False, "error": f"{type(ex).__name__}: {ex}",
                             "traceback": traceback.format_exc(limit=3)}
        print(f"{name}: {json.dumps(results[name], default=str)[:600]}")
        return fn
    return wrap

import numpy as np
import warpsmith as ws

PRINTF = r"""
__global__ void pk(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) printf("t%d x=%5.2f %s %c %ld|%-4u|%+.3e|%g|%#x\n", i, x[i], "ok", 'A',
                      (long)i << 33, i, x[i], x[i] * 0.5f, i * 255);
}
"""

@part("printf")
def _():
    path = os.path.join(out, "printf.cu")
    open(path, "w").write(PRINTF)
    args = "x=float32[64]:range;n=64"
    sim = subprocess.run([sys.executable, "-c", CHILD, path, "pk", "2/32", args, "cpu"],
                         capture_output=True, text=True, timeout=120)
    dev = subprocess.run([sys.executable, "-c", CHILD, path, "pk", "2/32", args, backend],
                         capture_output=True, text=True, timeout=120)
    if dev.returncode or sim.returncode:
        raise RuntimeError(dev.stderr[-800:] + sim.stderr[-800:])
    a, b = sorted(sim.stdout.splitlines()), sorted(dev.stdout.splitlines())
    return {"lines": len(b), "same_lines": a == b, "first_device_line": b[:1],
            "first_sim_line": a[:1]}

RESERVED_CL = """
int twice(int new) { return new * 2; }
__kernel void k(__global int *threadIdx, int delete) {
    int this = get_global_id(0);
    int blockDim = 1;
    threadIdx[this] = twice(delete) + blockDim + this;
}
"""

@part("reserved_names_opencl_to_cuda")
def _():
    k = ws.read(RESERVED_CL, dialect="opencl").kernels[0]
    cu = ws.translate(k, "cuda").text
    kk = ws.read(cu, dialect="cuda").kernels[0]
    args = {"threadIdx_": "int32[64]", "delete_": "3"}
    want = ws.run(kk, ws.Launch(2, 32), args).outputs["threadIdx_"]
    got = ws.run(kk, ws.Launch(2, 32), args, backend).outputs["threadIdx_"]
    return {"equal": bool(np.array_equal(got, want)), "source": cu}

UNICODE = """
__global__ void skalieren(float *daten, float größe, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float π = 3.0f;
    if (i < n) daten[i] = daten[i] * größe + π;
}
"""

@part("unicode_identifiers")
def _():
    k = ws.read(UNICODE).kernels[0]
    args = {"daten": "float32[64]:range", "größe": "2", "n": "64"}
    want = ws.run(k, ws.Launch(2, 32), args).outputs["daten"]
    got = ws.run(k, ws.Launch(2, 32), args, backend).outputs["daten"]
    return {"equal": bool(np.array_equal(got, want))}

DIVBAR = """
__global__ void k(float *x) {
    __shared__ float s[64];
    int i = threadIdx.x;
    s[i] = x[i];
    if (i < 32) {
        __syncthreads();
    }
    x[i] = s[63 - i];
}
"""

@part("divergent_barrier_refused")
def _():
    k = ws.read(DIVBAR).kernels[0]
    try:
        ws.run(k, ws.Launch(1, 64), {"x": "float32[64]"}, backend)
    except ws.WarpsmithError as err:
        return {"refused": True, "message": str(err)[:300]}
    return {"refused": False}

RACE = "__global__ void count(int *counter) { counter[0]++; }"

@part("counter_race_on_the_device")
def _():
    k = ws.read(RACE).kernels[0]
    try:
        ws.run(k, ws.Launch(1, 256), {"counter": "int32[1]"})
        sim = "not reported"
    except ws.WarpsmithError as err:
        sim = str(err)[:200]
    if backend == "cpu":
        return {"simulator": sim}
    got = ws.run(k, ws.Launch(1, 256), {"counter": "int32[1]"}, backend).outputs["counter"]
    return {"simulator": sim, "device_counter": int(got[0]), "threads": 256}

json.dump(results, open(os.path.join(out, "results.json"), "w"), indent=2, default=str)
PYEOF
echo "python exit: $?" >> "$OUT/results.txt"
cat "$OUT/results.txt"
