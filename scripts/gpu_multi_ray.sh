#!/usr/bin/env bash
# The multi-GPU tuning run (issue 23): run from the repository root on a machine with two or
# more GPUs (nvidia-h100-x2, or x4 for the 1/2/4-GPU comparison), with the trimmed Ray the
# lead carries in .raycarry/ (the device has no Ray and no network):
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_multi_ray.sh OUT_DIR [--dry-run | --no-gpu]
#
# A 520-configuration tiled-matmul space (tests/data/tune/matmul.cu's tunables x 13 register
# bounds) tuned exhaustively through Ray with one GPU actor per GPU and compile tasks on the
# CPUs (benchmarks/tune_multi_runner.py): an end-to-end run on every GPU with compiles
# overlapped; measure-only runs on 1 GPU, 2 GPUs and every GPU, twice, alternating; the
# 8 best configurations re-measured 5 times (the timing noise); a 120-configuration subset
# with one GPU actor killed mid-run; the subset with the driver killed with kill -9 and
# restarted on the same store. Writes OUT_DIR/tune-multi.json (device, driver, Ray
# version, date, commit, command, each part), OUT_DIR/summary.md, the stores
# OUT_DIR/*-store.db and OUT_DIR/run.log. Expected time on 2 H100s: about 2.5 minutes
# (4 H100s: about 3); the runner is stopped at 300 s and its JSON is written after every
# part, so a stopped run keeps the parts it did. Under 6 minutes in all.
# --dry-run: fake GPU workers (each configuration's recorded H100 time slept) on the CPUs,
# 1, 2 and 4 workers: what the driver sustains (a CPU simulation, not a GPU figure; on a
# busy 2-core machine it takes 4-5 minutes: RUNNER_TIMEOUT=600 lifts the runner's limit).
# --no-gpu: the simulator and 2 CPU actors on a 24-configuration space.
set -u
OUT="${1:?usage: gpu_multi_ray.sh OUT_DIR [--dry-run | --no-gpu]}"
shift
mkdir -p "$OUT"
source scripts/gpu_common.sh
use_raycarry
export NCCL_NVLS_ENABLE=0
export RAY_USAGE_STATS_ENABLED=0
PY="${PYTHON:-python3}"
{
  echo "date: $(date -u +%FT%TZ)"
  echo "commit: ${COMMIT:-unknown}"
  echo "command: $0 $OUT $*"
  nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader 2>&1 || echo "no nvidia-smi"
  nproc
  "$PY" -c "import ray; print('ray', ray.__version__)" 2>&1 || echo "ray not importable"
  # the GPUs' clocks, throttle reasons, power and utilization every 100 ms during the run:
  # a GPU that slows while the other measures shows here (issue 23, run 7)
  if command -v nvidia-smi >/dev/null 2>&1; then
    nvidia-smi --query-gpu=timestamp,index,clocks.sm,clocks.mem,clocks_throttle_reasons.active,power.draw,utilization.gpu,temperature.gpu \
      --format=csv -lms 100 > "$OUT/gpu-samples.csv" 2>&1 &
    SAMPLER=$!
  fi
  timeout "${RUNNER_TIMEOUT:-300}" "$PY" benchmarks/tune_multi_runner.py --out "$OUT" "$@" || echo "runner exited with $?"
  [ -n "${SAMPLER:-}" ] && kill "$SAMPLER" 2>/dev/null
  nvidia-smi --query-compute-apps=pid,gpu_bus_id,used_memory --format=csv 2>&1 | head -20
  ls -la "$OUT"
} 2>&1 | tee "$OUT/run.log"
exit 0
