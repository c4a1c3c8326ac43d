#!/usr/bin/env bash
# The GPU's 2D linear-filtering weights, texel by texel (issue 17): scripts/gpu_texture_weights.py.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_texture_weights.sh OUT_DIR   (under a minute)
# Store OUT_DIR as benchmarks/results/texture-weights-h100-<date>/.
set -u
OUT="${1:?usage: gpu_texture_weights.sh OUT_DIR}"
mkdir -p "$OUT"
source scripts/gpu_common.sh
run_header "$OUT/header.txt" "$0" "$@"
timeout 120 python3 scripts/gpu_texture_weights.py "$OUT" 2>&1 | tee "$OUT/log.txt" || echo "probe failed" | tee -a "$OUT/log.txt"
exit 0
