#!/usr/bin/env bash
# Issue 22's three goals in one run on one H100 (stream compiler, paper 004), all twelve
# benchmarks, complete searches: the runner (benchmarks/stream_runner.py --quick
# --no-ablations) first runs every benchmark's CPU part (C backend: the CPU baseline and
# the reference outputs; layouts; both W/S/F rules; the search grid and the points it leaves
# out without compiling, with why), then compiles every kernel of all twelve at once (16 in
# flight, longest first; the not-inlined twins where an inlined kernel spills past L1), then
# times per benchmark the naive mapping, the paper rule, the adapted rule
# (heuristics.choose_occupancy) and every grid point (one launch each, medians for those
# within 1.2x of the fastest), then Fig. 7a (FilterBank). Goal 1: adapted rule >= 3x naive
# (geomean, paper's eight); goal 2: memory-bound >= 60% of the copy ceiling; goal 3: each rule
# within 10% of the best searched, with `search_incomplete` empty and the per-benchmark
# search table in the .md. No Nsight Compute pass.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_stream_final.sh OUT_DIR    (< 7 minutes)
#   bash scripts/gpu_stream_final.sh OUT_DIR --no-gpu    (CPU parts only: the dry run)
# Environment: STREAM_BENCH (benchmarks, default all twelve), STREAM_BUDGET (the runner's
# seconds, default 380; killed 30 s later).
# Writes OUT/header.txt, OUT/stream-<gpu>-<date>.json and .md, OUT/stream_runner.tail,
# OUT/report.md and OUT/report.log. Results belong in benchmarks/results/stream-final-h100-<date>/.
set -uo pipefail
OUT=${1:-/tmp/ws-gpu-stream-final}
shift || true  # further arguments go to the runner (e.g. --no-gpu)
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}  # the dry run here: PYTHON=/work/main/.venv/bin/python
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: ${COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1
  echo "cpus: $(nproc 2>/dev/null)"
  "$PY" -c "import sys, numpy; print('python', sys.version.split()[0], 'numpy', numpy.__version__)"
  "$PY" -c "import cupy; print('cupy', cupy.__version__)" 2>&1 | tail -n 1
  echo "cc: $(cc --version 2>&1 | head -n 1)"
  echo "command: $0 $*"
} > "$OUT/header.txt" 2>&1
cat "$OUT/header.txt"
if ! command -v cc >/dev/null 2>&1 && ! command -v gcc >/dev/null 2>&1; then
  echo "no C compiler: the C backend (CPU baseline and reference outputs) cannot run" | tee "$OUT/error.txt"
  exit 0
fi
export COMMIT=${COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}
T0=$(date +%s)
BUDGET=${STREAM_BUDGET:-380}
BENCHES=()
[ -n "${STREAM_BENCH:-}" ] && BENCHES=(--benchmarks $STREAM_BENCH)
timeout $((BUDGET + 30)) "$PY" benchmarks/stream_runner.py "$OUT" --quick --no-ablations \
  --budget "$BUDGET" --reserve 15 --cpu-seconds 0.5 "${BENCHES[@]}" "$@" 2>&1 \
  | tail -n 150 | tee "$OUT/stream_runner.tail"
echo "stream_runner exit ${PIPESTATUS[0]} after $(( $(date +%s) - T0 )) s" | tee -a "$OUT/stream_runner.tail"
RES=$(ls "$OUT"/stream-*.json 2>/dev/null | head -n 1)
# the session-5 goals run's adapted-rule figures beside the new ones, where this tree has it
PREV=${STREAM_PREVIOUS:-benchmarks/results/stream-goals-h100-2026-11-27-session5/stream-h100-2026-11-27.json}
PREVARG=()
[ -f "$PREV" ] && PREVARG=(--previous "$PREV")
if [ -n "$RES" ]; then
  if ! "$PY" benchmarks/stream_report.py "$RES" "${PREVARG[@]}" --out "$OUT/report.md" \
      > "$OUT/report.log" 2>&1; then
    echo "stream_report failed:" | tee -a "$OUT/stream_runner.tail"
    tail -n 5 "$OUT/report.log" | tee -a "$OUT/stream_runner.tail"
  fi
fi
echo "total $(( $(date +%s) - T0 )) s" | tee -a "$OUT/stream_runner.tail"
exit 0
