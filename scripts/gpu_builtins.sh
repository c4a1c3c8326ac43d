#!/usr/bin/env bash
# Issue 17, the builtins work on a GPU machine: every CUDA function added (rounding
# intrinsics and conversions, cache-hinted loads/stores, system-scope atomics, CUDA 12 SIMD
# functions) run on the GPU from the CUDA text warpsmith prints (NVRTC through CuPy) and on the
# simulator with the same random and edge-case inputs, compared bit for bit
# (scripts/gpu_builtins.py); the fast-math intrinsics' ulp differences recorded.
# Usage: COMMIT=<sha> bash scripts/gpu_builtins.sh OUT_DIR [--no-gpu]   (about 1-2 minutes;
# --no-gpu: the simulator on both sides, to check the script without a GPU)
# Output: OUT_DIR/builtins.json (device, driver, date, commit, command line, per function
# mismatches with the first differing input), OUT_DIR/results.txt, OUT_DIR/gpu_builtins.log.
set -uo pipefail
OUT=${1:-/tmp/ws-builtins}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
. scripts/gpu_common.sh
check_header "$OUT/results.txt" "$0 $*"
cat "$OUT/results.txt"
timeout 330 python3 scripts/gpu_builtins.py "$OUT" ${2:-} 2>&1 | tee "$OUT/gpu_builtins.log"
echo "gpu_builtins.py exit ${PIPESTATUS[0]}" | tee -a "$OUT/results.txt"
exit 0
