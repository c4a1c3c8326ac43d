#!/usr/bin/env bash
# Issue 18, cooperative groups / warp match-vote-reduce / C library of device code, on a
# GPU: each reproduction of tests/coop_cases.py is compiled by NVRTC (CuPy) as the user
# wrote it and as warpsmith prints it, run, and compared bit for bit with the simulator.
# Usage, from the repository root:
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_coop.sh OUT_DIR [--no-gpu]
# --no-gpu: the simulator parts, and NVRTC compiles of warpsmith's printed text where this
# machine has NVRTC (tests the script without a GPU). Output: OUT_DIR/results.json, results.txt.
# Results belong in benchmarks/results/coop-h100-2026-11-26/. Takes about 1-2 minutes
# (38 NVRTC compiles, 19 of them with CUDA's cooperative-groups headers); bounded by
# timeout.
set -uo pipefail
OUT=${1:?usage: gpu_coop.sh OUT_DIR [--no-gpu]}
MODE=${2:-}
mkdir -p "$OUT"
export PYTHONPATH=src:tests PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
source "$(dirname "$0")/gpu_common.sh"
run_header "$OUT/results.txt" "$0" "$@"
timeout 330 "$PY" scripts/gpu_coop.py "$OUT" $MODE 2> "$OUT/python.err" | tee "$OUT/log.txt"
rc=${PIPESTATUS[0]}
echo "exit: $rc" >> "$OUT/results.txt"
exit 0
