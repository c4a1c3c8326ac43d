#!/usr/bin/env bash
# Issue 18, half/bfloat16/fp8: every half and bfloat16 intrinsic the frontend reads, and the
# fp8 conversions, run by the CUDA backend (printed CUDA, NVRTC, CuPy) and by the simulator on
# the same bit patterns (all 65536 half/bf16 patterns for unary cases, random pairs for the
# others, float32 patterns at the rounding boundaries), compared bit for bit
# (scripts/gpu_half.py; docs/cxx-half.md). Results go to benchmarks/results/half-h100-<date>/.
# Usage: COMMIT=<sha> bash scripts/gpu_half.sh OUT_DIR [--no-gpu]   (about 1-2 minutes;
# --no-gpu: the simulator on both sides, to check the script without a GPU)
set -uo pipefail
OUT=${1:-/tmp/ws-half}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
. scripts/gpu_common.sh
check_header "$OUT/results.txt" "$0 $*"
python3 -c "import ml_dtypes; print('ml_dtypes', ml_dtypes.__version__)" >> "$OUT/results.txt" 2>&1 || echo "no ml_dtypes" >> "$OUT/results.txt"
cat "$OUT/results.txt"
timeout 300 python3 scripts/gpu_half.py "$OUT" ${2:-} 2>&1 | tee "$OUT/gpu_half.log"
echo "gpu_half.py exit ${PIPESTATUS[0]}" | tee -a "$OUT/results.txt"
exit 0
