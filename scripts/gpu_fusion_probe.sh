#!/usr/bin/env bash
# Which staging of a fusion's data (float4 through registers, more threads, cp.async,
# evict-first hints) is fastest on this GPU (issue 21): benchmarks/fusion_load_probe.py.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_fusion_probe.sh OUT_DIR   (about 2 minutes)
# Output: OUT_DIR/header.txt, OUT_DIR/fusion-load-probe.json, OUT_DIR/probe.log; store as
# benchmarks/results/fusion-load-probe-h100-<date>/.
set -u
OUT="${1:?usage: gpu_fusion_probe.sh OUT_DIR}"
mkdir -p "$OUT"
source scripts/gpu_common.sh
run_header "$OUT/header.txt" "$0" "$@"
export PYTHONPATH=src
timeout 300 python3 benchmarks/fusion_load_probe.py "$OUT/fusion-load-probe.json" 2>&1 | tee "$OUT/probe.log" \
  || echo "probe exited non-zero" | tee -a "$OUT/probe.log"
exit 0
