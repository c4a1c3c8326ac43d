#!/usr/bin/env bash
# Energy as the tuning objective on the GPU (issue 20, section 3): run from the repository
# root on a GPU machine (CuPy, nvidia-ml-py; no Ray or Kernel Tuner needed):
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_tune_energy.sh OUT_DIR [--no-gpu]
#
# Writes OUT_DIR/tune-energy.json (device, driver, date, commit, command line; NVML's
# energy-counter refresh interval under load; `warpsmith tune --objective energy` of an
# 18-configuration vector-add space with each configuration's energy per launch; the same
# with a 1 ms window for contrast), OUT_DIR/energy-store.db and OUT_DIR/run.log.
# Expected time: under 1 minute on an H100 (the runner is killed after 170 s).
# Results belong in benchmarks/results/tune-energy-h100-2026-11-26/.
set -u
OUT="${1:?usage: gpu_tune_energy.sh OUT_DIR [--no-gpu]}"
shift
mkdir -p "$OUT"
export PYTHONPATH="src${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%FT%TZ)"
  echo "commit: ${COMMIT:-unknown}"
  echo "command: $0 $OUT $*"
  nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader 2>&1 || echo "no nvidia-smi"
  timeout -k 5 170 python3 benchmarks/tune_energy_runner.py --out "$OUT" "$@" || echo "runner exited with $?"
} 2>&1 | tee "$OUT/run.log"
exit 0
