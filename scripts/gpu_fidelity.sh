#!/usr/bin/env bash
# Device experiments for the simulator's exactness (issue 17 items 3-4; scripts/gpu_fidelity.py):
# texture filtering step by step, unorm reads, MUFU dumps, logf, Box-Muller, NaN conversions.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_fidelity.sh OUT_DIR [--seed N]
#       [--surfaces-seed N] [--no-gpu] [--quick]
# (about 2 minutes on an H100; --no-gpu --quick: a dry run of the simulator side).
# Mid round: default seeds (1, surfaces 3) -> benchmarks/results/fidelity-h100-2026-11-27/;
# held out (final run): --seed 2 --surfaces-seed 11
#   -> benchmarks/results/fidelity-h100-2026-11-27-heldout/.
set -u
OUT="${1:?usage: gpu_fidelity.sh OUT_DIR [--seed N] [--surfaces-seed N] [--no-gpu] [--quick]}"
shift || true
mkdir -p "$OUT"
source scripts/gpu_common.sh
check_header "$OUT/header.txt" "$0" "$OUT" "$@"
: > "$OUT/log.txt"
run_logged 340 "$OUT/log.txt" scripts/gpu_fidelity.py "$OUT" "$@"
# cuRAND end to end (scripts/gpu_curand.py: normals with the simulator's logf), into the same
# directory (curand.json)
run_logged 200 "$OUT/log.txt" scripts/gpu_curand.py "$OUT"
tail -n 40 "$OUT/log.txt"
exit 0
