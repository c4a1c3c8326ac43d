#!/usr/bin/env bash
# Device check of layered / cubemap-layered / LOD fetches and 3D, layered and cubemap
# surfaces with boundary modes, simulator against the GPU bit for bit (issue 17 item 3):
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_surfaces.sh OUT_DIR [--no-gpu]
# (about a minute on an H100; --no-gpu: a dry run of the simulator side).
# Store OUT_DIR as benchmarks/results/surfaces-h100-2026-11-27/.
set -u
OUT="${1:?usage: gpu_surfaces.sh OUT_DIR [--no-gpu]}"
shift || true
mkdir -p "$OUT"
source scripts/gpu_common.sh
run_header "$OUT/header.txt" "$0" "$OUT" "$@"
: > "$OUT/log.txt"
run_logged 240 "$OUT/log.txt" scripts/gpu_surfaces.py "$OUT" "$@"
tail -n 40 "$OUT/log.txt"
exit 0
