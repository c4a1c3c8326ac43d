#!/usr/bin/env bash
# Where the GPU tuning worker's time per configuration goes with one process on one GPU
# against two processes on two GPUs at once (issue 23), about 3 minutes on 2 H100s:
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_host_probe.sh OUT_DIR [--sweep | --stagger]
# --sweep: the CPU-load sweep (about 3 minutes); --stagger: per-configuration kernel times of
# 520 configurations alone and with a second process out of step, events created per mark or
# reused (about 2 minutes): is event creation what slows one of two measuring processes?
# Store OUT_DIR as benchmarks/results/tune-host-probe-h100x2-<date>/.
set -u
OUT="${1:?usage: gpu_host_probe.sh OUT_DIR}"
mkdir -p "$OUT"
source scripts/gpu_common.sh
run_header "$OUT/header.txt" "$0" "$@"
PYTHONPATH=src timeout 300 python3 benchmarks/tune_host_probe.py "$OUT" "${@:2}" 2>&1 | tee "$OUT/log.txt" \
  || echo "host probe failed" | tee -a "$OUT/log.txt"
exit 0
