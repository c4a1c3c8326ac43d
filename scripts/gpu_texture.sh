#!/usr/bin/env bash
# Device check of the texture model: COMMIT=$(git rev-parse HEAD) bash scripts/gpu_texture.sh OUTDIR
# (well under 2 minutes on an H100; --no-gpu for a dry run of the simulator side).
# Output belongs in benchmarks/results/texture-h100-2026-11-26/.
set -uo pipefail
OUT=${1:?usage: gpu_texture.sh OUTDIR [--no-gpu]}
shift || true
mkdir -p "$OUT"
timeout 300 python3 "$(dirname "$0")/gpu_texture.py" "$OUT" "$@" > "$OUT/log.txt" 2>&1
echo "gpu_texture exit $?"
tail -n 40 "$OUT/log.txt"
