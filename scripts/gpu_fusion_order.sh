#!/usr/bin/env bash
# The fusion compiler's order studies on the GPU (issue 21; thesis Fig. 5.3/5.4 and Tables
# 5.1/5.2): the first 300 implementations of Functions I and II in predicted order, each
# measured at 1M elements, with the psi table in the tree. About 4 minutes on the H100.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_fusion_order.sh OUT_DIR
# Output: OUT_DIR/header.txt, OUT_DIR/fusion-results.json (its "order" part), figures and
# OUT_DIR/fusion-report.md; store as benchmarks/results/fusion-order-h100-<date>/.
set -u
OUT="${1:?usage: gpu_fusion_order.sh OUT_DIR}"
mkdir -p "$OUT"
source scripts/gpu_common.sh
run_header "$OUT/header.txt" "$0" "$@"
export PYTHONPATH=src
export COMMIT="${COMMIT:-unknown}"
timeout 290 python3 benchmarks/fusion_runner.py "$OUT" --order-only --order-cap 110 --budget 280 \
  2>&1 | tee "$OUT/fusion.log" || echo "fusion_runner exited non-zero" | tee -a "$OUT/fusion.log"
timeout 30 python3 benchmarks/fusion_report.py "$OUT/fusion-results.json" "$OUT" 2>&1 | tee -a "$OUT/fusion.log" \
  || echo "fusion_report failed (see fusion.log)" | tee -a "$OUT/fusion.log"
exit 0
