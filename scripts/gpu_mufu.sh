#!/usr/bin/env bash
# Device check of the MUFU.SIN / MUFU.COS model (issue 17, item 4; scripts/gpu_mufu.py):
# __sinf / __cosf / __sincosf on the GPU against backends/sim_libdevice.py, per candidate
# argument reduction, then cuRAND's float normals (scripts/gpu_curand.py: curand.json).
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_mufu.sh OUT_DIR [--quick] [--no-gpu]
# (about 3 minutes on an H100; --no-gpu --quick: a dry run of the model side).
# Writes OUT_DIR/{header.txt, mufu.json, mufu.md, curand.json, log.txt}.
set -u
OUT="${1:?usage: gpu_mufu.sh OUT_DIR [--quick] [--no-gpu]}"
shift || true
mkdir -p "$OUT"
source scripts/gpu_common.sh
check_header "$OUT/header.txt" "$0" "$OUT" "$@"
: > "$OUT/log.txt"
run_logged 300 "$OUT/log.txt" scripts/gpu_mufu.py "$OUT" "$@"
GPU_FLAG=""
case " $* " in *" --no-gpu "*) GPU_FLAG="--no-gpu" ;; esac
run_logged 120 "$OUT/log.txt" scripts/gpu_curand.py "$OUT" $GPU_FLAG
tail -n 40 "$OUT/log.txt"
exit 0
