#!/usr/bin/env bash
# The tuner's GPU worker with its arguments and answer kept on the device (issue 23's next
# step, tune/gpu_resident.py): run from the repository root on one GPU (CuPy; no Ray needed):
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_tuner_speed.sh OUT_DIR [--dry-run]
#
# Writes OUT_DIR/worker/worker.json (device, driver, date, commit, command; host
# milliseconds per configuration of tune.gpu.measure_cuda over 60 compiled matmul
# configurations, twice each, alternating: "resident" against "host_check" (the path before
# the change); failures per mode; whether a wrong answer is caught in each mode),
# OUT_DIR/worker/prof.txt (cProfile of the resident path) and OUT_DIR/run.log.
# Expected time: about 1 minute on an H100 (each part is stopped after 240 s).
# Results belong in benchmarks/results/tune-worker-resident-h100-2026-11-26/.
# --dry-run: build and compile the jobs with NVRTC, no GPU.
set -u
OUT="${1:?usage: gpu_tuner_speed.sh OUT_DIR [--dry-run]}"
shift
mkdir -p "$OUT/worker"
export PYTHONPATH="src${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
PY="${PYTHON:-python3}"
{
  echo "date: $(date -u +%FT%TZ)"
  echo "commit: ${COMMIT:-unknown}"
  echo "command: $0 $OUT $*"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 || echo "no nvidia-smi"
  OUT="$OUT/worker" timeout -k 5 240 "$PY" benchmarks/profile_tune_worker.py "$@" \
    || echo "profile_tune_worker exited with $?"
  ls -la "$OUT/worker"
} 2>&1 | tee "$OUT/run.log"
exit 0
