#!/usr/bin/env bash
# ws.fusion.compile's callable on CuPy arrays and PyTorch tensors (issue 21), under a minute.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_fusion_callable.sh OUT_DIR
# Store OUT_DIR as benchmarks/results/fusion-callable-h100-<date>/.
set -u
OUT="${1:?usage: gpu_fusion_callable.sh OUT_DIR}"
mkdir -p "$OUT"
source scripts/gpu_common.sh
run_header "$OUT/header.txt" "$0" "$@"
PYTHONPATH=src timeout 240 python3 scripts/gpu_fusion_callable.py "$OUT/fusion-callable.json" 2>&1 | tee "$OUT/log.txt" \
  || echo "callable check failed" | tee -a "$OUT/log.txt"
exit 0
