#!/usr/bin/env bash
# Issue 22's three goals in one run on one H100 (stream compiler, paper 004), all twelve
# benchmarks, complete searches: the runner (benchmarks/stream_runner.py --quick
# --no-ablations) first runs every benchmark's CPU part (C backend: the CPU baseline and
# the reference outputs; layouts; both W/S/F rules; the search grid and the points it leaves
# out without compiling, with why), then compiles every kernel of all twelve at once (16 in
# flight, longest first; the not-inlined twins where an inlined kernel spills past L1), then
# times per benchmark the naive mapping, the paper rule, the adapted rule
# (heuristics.choose_occupancy) and every grid point (one launch each, medians for those
# within 1.2x of the fastest), then Fig. 7a (FilterBank). Goal 1: adapted rule >= 3x naive
# (geomean, paper's eight); goal 2: memory-bound >= 60% of the copy ceiling; goal 3: each rule
# within 10% of the best searched, with `search_incomplete` empty and the per-benchmark
# search table in the .md. No Nsight Compute pass.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_stream_final.sh OUT_DIR    (< 7 minutes)
#   bash scripts/gpu_stream_final.sh OUT_DIR --no-gpu    (CPU parts only: the dry run)
# Environment: STREAM_BENCH (benchmarks, default all twelve), STREAM_BUDGET (the runner's
# seconds, default 380; killed 30 s later).
# Writes OUT/header.txt, OUT/stream-<gpu>-<date>.json and .md, OUT/stream_runner.tail,
# OUT/report.md and OUT/report.log. Results belong in benchmarks/results/stream-final-h100-<date>/.
# The run is scripts/gpu_stream_goals.sh's with a longer budget, the ablations left out and no
# Nsight Compute pair.
set -uo pipefail
OUT=${1:-/tmp/ws-gpu-stream-final}
shift || true  # further arguments go to the runner (e.g. --no-gpu)
STREAM_BUDGET=${STREAM_BUDGET:-380} STREAM_GRACE=30 NCU_PAIRS="" \
  exec bash "$(dirname "$0")/gpu_stream_goals.sh" "$OUT" --no-ablations "$@"
