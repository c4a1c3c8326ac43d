#!/usr/bin/env bash
# Device check of the cuRAND model: COMMIT=$(git rev-parse HEAD) bash scripts/gpu_curand.sh OUTDIR
# (about 1 minute on an H100; --no-gpu for a dry run of the CPU side).
set -uo pipefail
OUT=${1:?usage: gpu_curand.sh OUTDIR}
shift || true
mkdir -p "$OUT"
timeout 300 python3 "$(dirname "$0")/gpu_curand.py" "$OUT" "$@" > "$OUT/log.txt" 2>&1
echo "gpu_curand exit $?"
tail -n 40 "$OUT/log.txt"
