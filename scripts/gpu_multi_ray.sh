#!/usr/bin/env bash
# The multi-GPU tuning run (issue 23): run from the repository root on a machine with two or
# more GPUs, Ray's wheels on PYTHONPATH (no network; python3 with cupy and numpy):
#
#   COMMIT=$(git rev-parse HEAD) PYTHONPATH=/path/to/ray-wheels \
#       bash scripts/gpu_multi_ray.sh OUT_DIR [--no-gpu] [--workers N]
#
# A 520-configuration tiled-matmul space (tests/data/tune/matmul.cu's tunables x 13 register
# bounds) tuned exhaustively through Ray with one GPU actor per GPU and compile tasks on the
# CPUs, then on one GPU (the baseline), then a 120-configuration subset with one GPU actor
# killed mid-run, then the subset with the driver killed with kill -9 and restarted on the
# same store (benchmarks/tune_multi_runner.py). Writes OUT_DIR/tune-multi.json (device,
# driver, Ray version, date, commit, command, each part), the stores OUT_DIR/*-store.db and
# OUT_DIR/run.log. Expected time on 2 H100s: about 2-3 minutes (the runner is stopped at
# 420 s; its JSON is written after every part, so a stopped run keeps the parts it did).
# --no-gpu: the same flow with the simulator and 2 CPU actors on a 24-configuration space.
set -u
OUT="${1:?usage: gpu_multi_ray.sh OUT_DIR [--no-gpu] [--workers N]}"
shift
mkdir -p "$OUT"
export PYTHONPATH="src${PYTHONPATH:+:$PYTHONPATH}"
export NCCL_NVLS_ENABLE=0
export RAY_USAGE_STATS_ENABLED=0
PY="${PYTHON:-python3}"
{
  echo "date: $(date -u +%FT%TZ)"
  echo "commit: ${COMMIT:-unknown}"
  echo "command: $0 $OUT $*"
  nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader 2>&1 || echo "no nvidia-smi"
  "$PY" -c "import ray; print('ray', ray.__version__)" 2>&1 || echo "ray not importable"
  timeout 420 "$PY" benchmarks/tune_multi_runner.py --out "$OUT" "$@" || echo "runner exited with $?"
} 2>&1 | tee "$OUT/run.log"
exit 0
