#!/usr/bin/env bash
# The tuner on the GPU (issue 20) and its Ray scale-out (issue 23): run from the repository
# root on a GPU machine (1 or 2 GPUs; Ray's wheels on PYTHONPATH for the Ray part, which is
# skipped, with the reason logged, when Ray cannot be imported):
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_tune_ray.sh OUT_DIR [--no-gpu]
#
# Writes OUT_DIR/tune-gpu.json (device, driver, date, commit, command line, each part's
# result or error), OUT_DIR/matmul-store.db, OUT_DIR/matmul-kt-cache.json,
# OUT_DIR/ray-store.db and OUT_DIR/run.log. Expected time: 2-4 minutes (under 6).
set -u
OUT="${1:?usage: gpu_tune_ray.sh OUT_DIR [--no-gpu]}"
shift
mkdir -p "$OUT"
export PYTHONPATH="src${PYTHONPATH:+:$PYTHONPATH}"
{
  echo "date: $(date -u +%FT%TZ)"
  echo "commit: ${COMMIT:-unknown}"
  echo "command: $0 $OUT $*"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 || echo "no nvidia-smi"
  python3 -c "import ray; print('ray', ray.__version__)" 2>&1 || echo "ray not importable: the Ray part will record the error"
  timeout 330 python3 benchmarks/tune_gpu_runner.py --out "$OUT" "$@" || echo "runner exited with $?"
} 2>&1 | tee "$OUT/run.log"
exit 0
