#!/usr/bin/env bash
# The fusion compiler on the H100 (issue 21): psi tables, Functions I/II and three more
# against PyTorch eager, torch.compile (default, mul-and-sum, max-autotune), JAX jit and the
# unfused implementation; Fig. 5.2/5.3 data; compiler time. One run, under 6 minutes.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_fusion.sh OUT_DIR
# Output: OUT_DIR/fusion-results.json, OUT_DIR/fusion-data-h100-sxm.json (the measured psi
# table: copy to src/warpsmith/fusion/data/h100-sxm.json), OUT_DIR/fusion-report.md and
# figures (benchmarks/fusion_report.py), OUT_DIR/fusion.log. Store OUT_DIR as
# benchmarks/results/fusion-h100-<date>/. Every routine of the library (not only the
# examples'): a separate, longer run of benchmarks/fusion_runner.py OUT --psi-all --budget 900.
set -u
OUT="${1:?usage: gpu_fusion.sh OUT_DIR}"
mkdir -p "$OUT"
export PYTHONPATH=src
export XLA_PYTHON_CLIENT_PREALLOCATE=false
export COMMIT="${COMMIT:-unknown}"
timeout 315 python3 benchmarks/fusion_runner.py "$OUT" --budget 295 2>&1 | tee "$OUT/fusion.log" \
  || echo "fusion_runner exited non-zero (see fusion.log)" | tee -a "$OUT/fusion.log"
timeout 30 python3 benchmarks/fusion_report.py "$OUT/fusion-results.json" "$OUT" 2>&1 | tee -a "$OUT/fusion.log" \
  || echo "fusion_report failed (see fusion.log)" | tee -a "$OUT/fusion.log"
exit 0
