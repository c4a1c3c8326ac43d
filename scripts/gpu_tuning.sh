#!/usr/bin/env bash
# Issue 20, section 7: the six tuning spaces of benchmarks/tuning/ measured exhaustively on
# the GPU (benchmarks/tuning_runner.py): one Kernel Tuner cache JSON per space and a
# summary (device, driver, date, commit from env COMMIT, command) in the directory $1.
# About 4-5 minutes on an H100 with 16 cores; no configuration starts after 330 s and the
# whole run is killed at 340 s + 10 s, so the script ends within 6 minutes.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_tuning.sh $OUT
#   COMMIT=... bash scripts/gpu_tuning.sh $OUT --spaces gemv,jacobi,histogram,spmv  # held out
# (arguments after OUT go to tuning_runner.py)
# Results belong in benchmarks/results/tuning/.
set -uo pipefail
OUT=${1:?usage: scripts/gpu_tuning.sh OUT_DIR}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: ${COMMIT:-unknown}"
  echo "command: $0 $*"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  nproc
} > "$OUT/header.txt" 2>&1
cat "$OUT/header.txt"
JOBS=$(( $(nproc) > 13 ? 12 : $(nproc) - 1 ))
[ "$JOBS" -ge 1 ] || JOBS=1
timeout -k 10 340 python3 benchmarks/tuning_runner.py --out-dir "$OUT" --jobs "$JOBS" \
  --repetitions 7 --warmup 2 --budget-s 300 --config-timeout 30 "${@:2}" 2>&1 | tee "$OUT/tuning_runner.out" | tail -n 60
echo "tuning_runner exit ${PIPESTATUS[0]}" | tee -a "$OUT/header.txt"
ls -la "$OUT"
