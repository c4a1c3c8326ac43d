#!/usr/bin/env bash
# Issue 22's unmet goals on one H100 (stream compiler, paper 004): the paper's W/S/F rule and
# the H100-adapted rule (heuristics.choose_occupancy) side by side against an exhaustive
# W/S/F grid (--quick), judged separately on the five tuning and the held-out benchmarks;
# copy fractions of the memory-bound programs; DES/BeamFormer against the naive mapping
# (spilling kernels compiled without inlining); ChannelVocoder and Fig. 7a; then Nsight
# Compute (SpeedOfLight, Occupancy, LaunchStats, WarpStateStats, MemoryWorkloadAnalysis,
# SourceCounters) on the adapted rule's DCT and FFT kernels (the memory-bound programs
# below 60% of the copy ceiling in the 2026-11-27 run).
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_stream_goals.sh OUT_DIR     (< 6 minutes)
#   bash scripts/gpu_stream_goals.sh OUT_DIR --no-gpu    (CPU parts only: the dry run)
# Environment: STREAM_BENCH (benchmarks, default all twelve), STREAM_BUDGET (the runner's
# seconds, default 240; killed STREAM_GRACE, default 40, s later), NCU_PAIRS (NAME:RULE pairs profiled, default "DCT:occupancy
# FFT:occupancy"); scripts/gpu_stream_mem.sh sets them for a shorter round.
# Results belong in benchmarks/results/stream-goals-h100-<date>/.
set -uo pipefail
OUT=${1:-/tmp/ws-gpu-stream-goals}
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
BUDGET=${STREAM_BUDGET:-240}
BENCHES=()
[ -n "${STREAM_BENCH:-}" ] && BENCHES=(--benchmarks $STREAM_BENCH)
timeout $((BUDGET + ${STREAM_GRACE:-40})) "$PY" benchmarks/stream_runner.py "$OUT" --quick --budget "$BUDGET" --reserve 15 \
  --cpu-seconds 0.5 "${BENCHES[@]}" "$@" 2>&1 \
  | tail -n 150 | tee "$OUT/stream_runner.tail"
echo "stream_runner exit ${PIPESTATUS[0]} after $(( $(date +%s) - T0 )) s" | tee -a "$OUT/stream_runner.tail"
# the goals table and lines from the results file, the 2026-11-27 run's adapted-rule figures
# beside them (held-out first: ChannelVocoder's 0.76 stays visible)
RES=$(ls "$OUT"/stream-*.json 2>/dev/null | head -n 1)
# (the earlier file only where this tree has it: a device copy may lack benchmarks/results)
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
case " $* " in *" --no-gpu "*) exit 0 ;; esac
if [ -z "${NCU_PAIRS-default}" ]; then
  :  # NCU_PAIRS set empty: no Nsight Compute pass
elif command -v ncu >/dev/null 2>&1; then
  for pair in ${NCU_PAIRS-DCT:occupancy FFT:occupancy}; do
    b=${pair%%:*}; rule=${pair##*:}
    left=$(( 350 - ($(date +%s) - T0) ))
    if [ "$left" -lt 15 ]; then echo "ncu $b skipped: time" | tee "$OUT/ncu-$b-$rule.txt"; continue; fi
    [ "$left" -gt 35 ] && left=35
    timeout "$left" ncu --section SpeedOfLight --section Occupancy --section LaunchStats \
      --section WarpStateStats --section MemoryWorkloadAnalysis --section SourceCounters \
      -k regex:stream_paper --launch-count 1 \
      "$PY" benchmarks/stream_runner.py "$OUT/ncu-scratch" --one "$b" --rule "$rule" \
      > "$OUT/ncu-$b-$rule.txt" 2>&1
    echo "ncu $b $rule exit $?" | tee -a "$OUT/ncu-$b-$rule.txt"
  done
  rm -rf "$OUT/ncu-scratch"
else
  echo "no ncu" > "$OUT/ncu-missing.txt"
fi
echo "total $(( $(date +%s) - T0 )) s" | tee -a "$OUT/stream_runner.tail"
exit 0
