#!/usr/bin/env bash
# Issue 17 on a GPU machine: every CUDA integer and SIMD intrinsic the frontend declares, the
# helper_math.h overloads and the OpenCL builtins added (any/all, frexp, isnan & co.), run on
# the CUDA backend and on the simulator with the same inputs and compared
# (scripts/gpu_realcode.py). Textures and cuRAND are not built yet, so not checked here.
# Usage: COMMIT=<sha> bash scripts/gpu_realcode.sh OUT_DIR [--no-gpu]   (about 1-2 minutes;
# --no-gpu: the simulator on both sides, to check the script on a machine without a GPU)
set -uo pipefail
OUT=${1:-/tmp/ws-realcode}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
. scripts/gpu_common.sh
check_header "$OUT/results.txt" "$0 $*"
cat "$OUT/results.txt"
timeout 300 python3 scripts/gpu_realcode.py "$OUT" ${2:-} 2>&1 | tee "$OUT/gpu_realcode.log"
echo "gpu_realcode.py exit ${PIPESTATUS[0]}" | tee -a "$OUT/results.txt"
timeout 60 python3 benchmarks/startup.py --repeat 5 --out "$OUT/startup.json" > /dev/null 2>> "$OUT/results.txt"
echo "startup.py exit $?" | tee -a "$OUT/results.txt"
exit 0
