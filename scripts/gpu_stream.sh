#!/usr/bin/env bash
# Paper 004 (issue 22) on one H100: the StreamIt benchmarks through the sequential C backend
# (CPU), the naive GPU mapping and warpsmith's mapping (Section VI heuristic, a short W/S/F
# tuning run, barrier and load ablations), Table II, Fig. 9, Fig. 7a (FilterBank), bytes moved
# against the copy ceiling, per-kernel configuration (grid, block, shared memory, registers,
# occupancy); then an Nsight Compute pass (SpeedOfLight, Occupancy) on two kernels.
# Every GPU output checked against the C backend (prefix) and the naive mapping (whole).
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_stream.sh OUT_DIR      (< 6 minutes)
#   bash scripts/gpu_stream.sh OUT_DIR --no-gpu     (CPU parts only: a dry run)
# Results belong in benchmarks/results/stream-h100-<date>/.
set -uo pipefail
OUT=${1:-/tmp/ws-gpu-stream}
shift || true  # further arguments go to the runner (e.g. --no-gpu to try it on a CPU)
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: ${COMMIT:-unknown}"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  python3 -c "import sys, numpy, cupy; print('python', sys.version.split()[0], 'numpy', numpy.__version__, 'cupy', cupy.__version__)"
  echo "cc: $(cc --version 2>&1 | head -n 1)"
  echo "command: $0 $*"
} > "$OUT/header.txt" 2>&1
cat "$OUT/header.txt"
if ! command -v cc >/dev/null 2>&1 && ! command -v gcc >/dev/null 2>&1; then
  echo "no C compiler: the C backend (CPU baseline and reference outputs) cannot run" | tee "$OUT/error.txt"
  exit 0
fi
timeout 265 python3 benchmarks/stream_runner.py "$OUT" --budget 245 "$@" 2>&1 | tail -n 120 | tee "$OUT/stream_runner.tail"
echo "stream_runner exit ${PIPESTATUS[0]}" | tee -a "$OUT/stream_runner.tail"
case " $* " in *" --no-gpu "*) exit 0 ;; esac
if command -v ncu >/dev/null 2>&1; then
  for b in FilterBank Bitonic; do
    timeout 35 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
      -k regex:stream_paper --launch-count 1 \
      python3 benchmarks/stream_runner.py "$OUT/ncu-scratch" --one "$b" > "$OUT/ncu-$b.txt" 2>&1
    echo "ncu $b exit $?" | tee -a "$OUT/ncu-$b.txt"
  done
else
  echo "no ncu" > "$OUT/ncu-missing.txt"
fi
exit 0
