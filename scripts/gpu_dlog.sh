#!/usr/bin/env bash
# Device check of CUDA's double log / sincospi / exp as the simulator evaluates them
# (backends/sim_libdevice64.py) and of cuRAND's double normals (issue 17, item 4):
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_dlog.sh OUT_DIR [--quick] [--no-gpu]
# (about 3 minutes on an H100). Writes OUT_DIR/dlog.json and dlog.md (the summary: device,
# driver, date, command, commit, every comparison), rcp64h.npz (the GPU's
# rcp.approx.ftz.f64 on [1, 4) as differences from the model), curand.json
# (scripts/gpu_curand.py: the cuRAND sequence through ws.run), header.txt, log.txt.
set -u
OUT="${1:?usage: gpu_dlog.sh OUT_DIR [--quick] [--no-gpu]}"
shift || true
mkdir -p "$OUT"
export COMMIT="${COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}"
source scripts/gpu_common.sh
check_header "$OUT/header.txt" "$0" "$OUT" "$@"
: > "$OUT/log.txt"
run_logged 270 "$OUT/log.txt" scripts/gpu_dlog.py "$OUT" "$@"
NOGPU=""
case " $* " in *" --no-gpu "*) NOGPU="--no-gpu" ;; esac
run_logged 150 "$OUT/log.txt" scripts/gpu_curand.py "$OUT" $NOGPU
PYTHONPATH=src python3 scripts/gpu_dlog.py "$OUT" --summary >> "$OUT/log.txt" 2>&1
tail -n 30 "$OUT/log.txt"
exit 0
