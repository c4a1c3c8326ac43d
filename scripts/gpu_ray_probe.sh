#!/usr/bin/env bash
# Issue 23: the 520 matmul configurations through a Worker, a Ray actor, and a Ray actor
# driving a Worker, one GPU alone then two at once (benchmarks/tune_ray_probe.py), about
# 3 minutes on 2 H100s, with the trimmed Ray the lead carries in .raycarry/:
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_ray_probe.sh OUT_DIR [--dry-run]
# Store OUT_DIR as benchmarks/results/tune-ray-probe-h100x2-<date>/.
set -u
OUT="${1:?usage: gpu_ray_probe.sh OUT_DIR}"
mkdir -p "$OUT"
source scripts/gpu_common.sh
use_raycarry
export RAY_USAGE_STATS_ENABLED=0 PYTHONUNBUFFERED=1
run_header "$OUT/header.txt" "$0" "$@"
timeout 400 "${PYTHON:-python3}" benchmarks/tune_ray_probe.py "$OUT" "${@:2}" 2>&1 \
  | grep -v "WARNING\|INFO" | tee "$OUT/log.txt" || echo "ray probe failed" | tee -a "$OUT/log.txt"
exit 0
