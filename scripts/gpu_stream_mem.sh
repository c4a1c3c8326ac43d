#!/usr/bin/env bash
# Issue 22's memory-bound goal, a shorter round than gpu_stream_goals.sh (< 6 minutes): the
# runner on DCT and FFT (below 60% of the copy ceiling in the 2026-11-27 run), Bitonic and
# MatrixMult (to check they do not regress), BeamFormer and ChannelVocoder (slower than the
# naive mapping), with the code-generation ablations (no_regs, no_unroll, no_restrict,
# no_identity_alias, old_codegen) and W not trimmed to whole warps (partial_warp), then
# Nsight Compute on the adapted rule's DCT, FFT and ChannelVocoder kernels.
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_stream_mem.sh OUT_DIR
#   bash scripts/gpu_stream_mem.sh OUT_DIR --no-gpu    (the dry run)
# Results belong in benchmarks/results/stream-mem-h100-<date>/.
export STREAM_BENCH="DCT FFT Bitonic MatrixMult BeamFormer ChannelVocoder"
export STREAM_BUDGET=${STREAM_BUDGET:-190}
export NCU_PAIRS=${NCU_PAIRS:-"DCT:occupancy FFT:occupancy ChannelVocoder:occupancy"}
exec bash "$(dirname "$0")/gpu_stream_goals.sh" "$@"
