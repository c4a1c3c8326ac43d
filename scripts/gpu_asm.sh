#!/usr/bin/env bash
# Issues 17/18, inline PTX: every instruction of the simulator's PTX subset (docs/inline-asm.md)
# run by the CUDA backend (warpsmith's printed CUDA, NVRTC, CuPy) and by the simulator on the
# same random inputs, compared bit for bit (scripts/gpu_asm.py). Results: $1/asm.json (header:
# device, driver, date, commit, command). They belong in benchmarks/results/asm-h100-<date>/.
# Usage: COMMIT=<sha> bash scripts/gpu_asm.sh OUT_DIR [--no-gpu]   (about 1 minute on an H100;
# --no-gpu: the simulator on both sides, to check the script without a GPU)
set -uo pipefail
OUT=${1:-/tmp/ws-asm}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
. scripts/gpu_common.sh
check_header "$OUT/results.txt" "$0 $*"
cat "$OUT/results.txt"
timeout 330 python3 scripts/gpu_asm.py "$OUT" ${2:-} 2>&1 | tee "$OUT/gpu_asm.log"
echo "gpu_asm.py exit ${PIPESTATUS[0]}" | tee -a "$OUT/results.txt"
# the asm tests of the suite, with NVRTC present (the printed CUDA compiles for sm_90)
if python3 -c "import pytest, hypothesis" 2>/dev/null; then
  timeout 120 python3 -m pytest -q -p no:cacheprovider tests/test_inline_asm.py 2>&1 | tail -n 5 \
    | tee "$OUT/pytest-asm.log"
else
  echo "pytest or hypothesis missing: tests/test_inline_asm.py not run" | tee "$OUT/pytest-asm.log"
fi
exit 0
