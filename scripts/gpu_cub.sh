#!/usr/bin/env bash
# CUB on the GPU (issue 18, docs/cxx-cub.md): each reproduction of tests/cub_cases.py with the
# real CUB and as warpsmith prints it, both compared with the simulator and NumPy.
# Usage (repository root, H100 machine): COMMIT=<sha> bash scripts/gpu_cub.sh OUT_DIR [--no-gpu]
# Output belongs in benchmarks/results/cub-h100-2026-11-26/. Takes well under 2 minutes.
set -uo pipefail
OUT=${1:-/tmp/ws-gpu-cub}
shift || true
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
timeout 300 "$PY" scripts/gpu_cub.py "$OUT" "$@" 2>&1 | tee "$OUT/gpu_cub.log"
echo "exit ${PIPESTATUS[0]}" | tee -a "$OUT/gpu_cub.log"
