#!/usr/bin/env bash
# Issue 16, part 1: a frozen held-out suite on a GPU machine. For every kernel of the suite
# (benchmarks/heldout/ unless --suite names another, e.g. benchmarks/heldout2/): the
# original, ws.optimize's variant, ws.coarsen's (advisor) variant, coarsenings by 2/4/8 and
# the hand version, each verified against NumPy on the GPU, timed with tune.measure (launch
# cost of an empty kernel stated, nothing subtracted) and paired with the model's prediction
# of the same text; then the Markdown report.
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_heldout.sh OUTDIR [--suite DIR] [RUNNER OPTIONS]
#   COMMIT=... bash scripts/gpu_heldout.sh OUTDIR --suite benchmarks/heldout2   # the second suite
#   bash scripts/gpu_heldout.sh OUTDIR --suite benchmarks/heldout2 --dry-run     # no GPU: --fake-gpu
#
# RUNNER OPTIONS go to benchmarks/heldout_runner.py (e.g. --kernels a,b to measure again the
# kernels a first run skipped for time; --reps N). --dry-run runs the runner with --fake-gpu
# (the tools, the simulator checks and the predictions for real; nothing launched; the
# results say FAKE) to test everything but the GPU on any machine.
# Writes into OUTDIR (created): header.txt, <suite>-<gpu>-<date>.json (<suite> is heldout or
# heldout2), its -generated/ folder of the CUDA texts that ran, <suite>-<gpu>-<date>.md (the
# report), runner.log. About 4-5 minutes on an H100 (the runner stops starting work after
# 260 s unless --budget-s says otherwise; hard limit 340 s, or $HELDOUT_TIMEOUT_S): well under
# 6 minutes.
set -uo pipefail
OUT=${1:-${OUT:-/tmp/ws-heldout}}
shift || true
SUITE=benchmarks/heldout
DRY=0
ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --suite) SUITE=${2:?--suite needs a directory}; shift 2 ;;
    --suite=*) SUITE=${1#--suite=}; shift ;;
    --dry-run) DRY=1; shift ;;
    *) ARGS+=("$1"); shift ;;
  esac
done
SUITE=${SUITE%/}
NAME=$(basename "$SUITE")
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: ${COMMIT:-unknown} (passed in: the device copy's git metadata is not the tree's)"
  echo "suite: $SUITE ($(grep -m1 '^sha256:' "$SUITE/FROZEN" 2>/dev/null || echo 'no FROZEN'))"
  if [ "$DRY" = 1 ]; then echo "dry run: --fake-gpu, nothing launched"; else
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader; fi
  $PY -c "import sys, numpy; print('python', sys.version.split()[0], 'numpy', numpy.__version__)"
  [ "$DRY" = 1 ] || $PY -c "import cupy; print('cupy', cupy.__version__)"
  echo "command: $0 $OUT --suite $SUITE ${ARGS[*]:-}$([ "$DRY" = 1 ] && echo ' --dry-run')"
} > "$OUT/header.txt" 2>&1
cat "$OUT/header.txt"
EXTRA=()
[ "$DRY" = 1 ] && EXTRA+=(--fake-gpu)
timeout "${HELDOUT_TIMEOUT_S:-340}" $PY benchmarks/heldout_runner.py --suite "$SUITE" --out-dir "$OUT" --budget-s 260 \
  "${EXTRA[@]}" "${ARGS[@]}" > "$OUT/runner.log" 2>&1
echo "heldout_runner exit $?"
tail -n 25 "$OUT/runner.log"
for j in "$OUT"/"$NAME"-*.json; do
  [ -e "$j" ] || { echo "no results file"; break; }
  $PY benchmarks/heldout_report.py "$j" --out "${j%.json}.md" || echo "report failed for $j"
done
exit 0
