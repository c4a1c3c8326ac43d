#!/usr/bin/env bash
# Paper 004 (issue 22) on one H100: the eight StreamIt benchmarks through the sequential C
# backend (CPU), the naive GPU mapping and warpsmith's mapping (Section VI heuristic, a short
# W/S/F search, named / warp / syncthreads barriers), Table II, Fig. 9, Fig. 7a (FilterBank),
# bytes moved against the copy ceiling; every GPU output checked against the C backend.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_stream.sh OUT_DIR      (< 6 minutes)
# Results belong in benchmarks/results/ (stream-<gpu>-<date>.json/.md).
set -uo pipefail
OUT=${1:-/tmp/ws-gpu-stream}
shift || true  # further arguments go to the runner (e.g. --no-gpu --items 4096 to try it on a CPU)
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
timeout 330 python3 benchmarks/stream_runner.py "$OUT" --budget 290 "$@" 2>&1 | tail -n 80 | tee "$OUT/stream_runner.tail"
echo "stream_runner exit ${PIPESTATUS[0]}" | tee -a "$OUT/stream_runner.tail"
exit 0
