#!/usr/bin/env bash
# Device check of the MUFU.EX2 / LG2 / RCP / RSQ / SQRT models (backends/sim_sfu.py;
# scripts/gpu_sfu.py): the .approx.f32 instructions (with and without .ftz), the CUDA
# fast-math functions built on them, libdevice's expf, and cuRAND's float log-normals, on
# the GPU against the model and the simulator, bit for bit.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_sfu.sh OUT_DIR [--quick] [--no-gpu]
# (about 2 minutes on an H100; --no-gpu --quick: a dry run of the model side).
# Writes OUT_DIR/{header.txt, sfu.json, sfu.md, log.txt}.
set -u
OUT="${1:?usage: gpu_sfu.sh OUT_DIR [--quick] [--no-gpu]}"
shift || true
mkdir -p "$OUT"
source scripts/gpu_common.sh
check_header "$OUT/header.txt" "$0" "$OUT" "$@"
: > "$OUT/log.txt"
run_logged 300 "$OUT/log.txt" scripts/gpu_sfu.py "$OUT" "$@"
tail -n 40 "$OUT/log.txt"
exit 0
