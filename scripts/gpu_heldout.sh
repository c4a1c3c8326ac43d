#!/usr/bin/env bash
# Issue 16, part 1: the frozen held-out suite on a GPU machine. For every kernel of
# benchmarks/heldout/: the original, ws.optimize's variant, ws.coarsen's (advisor) variant,
# coarsenings by 2/4/8 and the hand version, each verified against NumPy on the GPU, timed
# with tune.measure (launch cost of an empty kernel stated, nothing subtracted) and paired
# with the model's prediction of the same text; then the Markdown report.
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_heldout.sh OUTDIR [RUNNER OPTIONS]
#
# RUNNER OPTIONS go to benchmarks/heldout_runner.py (e.g. --kernels a,b to measure again the
# kernels a first run skipped for time; --reps N).
# Writes into OUTDIR (created): header.txt, heldout-<gpu>-<date>.json, its -generated/ folder
# of the CUDA texts that ran, heldout-<gpu>-<date>.md (the report), runner.log. About 4-5
# minutes on an H100 (the runner stops starting work after 260 s; hard limit 340 s).
set -uo pipefail
OUT=${1:-${OUT:-/tmp/ws-heldout}}
shift || true
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: ${COMMIT:-unknown} (passed in: the device copy's git metadata is not the tree's)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  python3 -c "import sys, numpy, cupy; print('python', sys.version.split()[0], 'numpy', numpy.__version__, 'cupy', cupy.__version__)"
  echo "command: $0 $*"
} > "$OUT/header.txt" 2>&1
cat "$OUT/header.txt"
timeout 340 python3 benchmarks/heldout_runner.py --out-dir "$OUT" --budget-s 260 "$@" > "$OUT/runner.log" 2>&1
echo "heldout_runner exit $?"
tail -n 25 "$OUT/runner.log"
for j in "$OUT"/heldout-*.json; do
  [ -e "$j" ] || { echo "no results file"; break; }
  python3 benchmarks/heldout_report.py "$j" --out "${j%.json}.md" || echo "report failed for $j"
done
exit 0
