#!/usr/bin/env bash
# Issue 22, a short check round (< 5 minutes): ChannelVocoder alone first (cut by the time
# budget in the whole runs: its compile is the slow one), then DES with the constant-table
# cap (one resident block per SM where the kernel's __constant__ tables pass the constant
# cache; its no_const_cap ablation is the shared-memory count of blocks that ran 14 ms in
# the session-5 run), BeamFormer and FilterBank (no Fig. 7a), and Nsight Compute on DES's
# adapted-rule kernel (WarpStateStats: constant-cache and instruction-fetch stalls).
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_stream_check.sh OUT_DIR
#   PYTHON=/work/main/.venv/bin/python bash scripts/gpu_stream_check.sh OUT_DIR --no-gpu  (dry run)
# Writes OUT_DIR/vocoder/ and OUT_DIR/rest/ (each a gpu_stream_goals.sh output: header.txt,
# stream-*.json/.md, report.md). Results belong in benchmarks/results/stream-check-h100-<date>/.
# The reports compare with the session-5 run only where the tree holds benchmarks/results;
# otherwise rerun them where it does: python3 benchmarks/stream_report.py
# OUT_DIR/rest/stream-*.json --previous
# benchmarks/results/stream-goals-h100-2026-11-27-session5/stream-h100-2026-11-27.json
set -uo pipefail
OUT=${1:-/tmp/ws-gpu-stream-check}
shift || true
mkdir -p "$OUT"
HERE=$(dirname "$0")
{ echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"; echo "commit: ${COMMIT:-unknown}"
  echo "command: $0 $OUT $*"; } > "$OUT/header.txt"
T0=$(date +%s)
# (each part: its runner killed 40 s after its budget; ncu at most 35 s)
STREAM_BENCH=ChannelVocoder STREAM_BUDGET=${VOCODER_BUDGET:-130} NCU_PAIRS="" \
  bash "$HERE/gpu_stream_goals.sh" "$OUT/vocoder" --ablations-first "$@" \
  || echo "vocoder part exit $?"
STREAM_BENCH="DES BeamFormer FilterBank" STREAM_BUDGET=${REST_BUDGET:-100} \
  NCU_PAIRS=${NCU_PAIRS:-"DES:occupancy"} \
  bash "$HERE/gpu_stream_goals.sh" "$OUT/rest" --no-fig7a --ablations-first "$@" \
  || echo "rest part exit $?"
echo "check total $(( $(date +%s) - T0 )) s" | tee "$OUT/total.txt"
exit 0
