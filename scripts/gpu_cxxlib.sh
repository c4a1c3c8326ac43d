#!/usr/bin/env bash
# Issue 18 library models on the GPU (docs/cxx-glm.md, docs/cxx-dlpack.md): the GLM
# reproduction compiled by NVRTC against warpsmith's ws_glm.h and as warpsmith prints it,
# against the simulator and NumPy; DLPack/CUtensorMap parameters against the simulator.
# Usage (repository root, H100 machine): COMMIT=<sha> bash scripts/gpu_cxxlib.sh OUT_DIR [--no-gpu]
# Output belongs in benchmarks/results/cxxlib-h100-2026-11-27/. Takes about a minute.
set -uo pipefail
OUT=${1:-/tmp/ws-gpu-cxxlib}
shift || true
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
timeout 330 "$PY" scripts/gpu_cxxlib.py "$OUT" "$@" 2>&1 | tee "$OUT/gpu_cxxlib.log"
echo "exit ${PIPESTATUS[0]}" | tee -a "$OUT/gpu_cxxlib.log"
