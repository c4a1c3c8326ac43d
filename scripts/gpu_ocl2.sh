#!/usr/bin/env bash
# Issue 17, OpenCL 2.0 and the last CUDA names on a GPU machine (docs/ocl2.md): sub-group
# collectives printed as warp operations, C11 atomics as CUDA atomics between fences,
# normf/rnormf/norm/rnorm against the GPU's library (bit for bit or ulps), clock reads,
# to_global/to_local/to_private and the OpenCL async copies, each run from the CUDA text
# warpsmith prints (NVRTC through CuPy) and on the simulator (scripts/gpu_ocl2.py).
# Usage: COMMIT=<sha> bash scripts/gpu_ocl2.sh OUT_DIR [--no-gpu]   (about 1 minute; limit 4;
# --no-gpu: the printed CUDA read back and simulated, to check the script without a GPU)
# Output: OUT_DIR/ocl2.json (device, driver, date, commit, command line, per part results),
# OUT_DIR/summary.md (the table; scripts/gpu_ocl2.py --summary ocl2.json prints it again),
# OUT_DIR/results.txt, OUT_DIR/gpu_ocl2.log. Results folder: benchmarks/results/ocl2-h100-2026-11-27/
set -uo pipefail
OUT=${1:-/tmp/ws-ocl2}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
. scripts/gpu_common.sh
check_header "$OUT/results.txt" "$0 $*"
cat "$OUT/results.txt"
timeout 230 python3 scripts/gpu_ocl2.py "$OUT" ${2:-} 2>&1 | tee "$OUT/gpu_ocl2.log"
echo "gpu_ocl2.py exit ${PIPESTATUS[0]}" | tee -a "$OUT/results.txt"
exit 0
