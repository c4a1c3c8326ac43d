#!/usr/bin/env bash
# Issue 16, item 4 (optimizer steps relinearize, block-shape, group-straight, coarsen-rows):
# the 22 held-out kernels with a memory-access problem measured again on a GPU machine,
# through the frozen suite's own runner and report (scripts/gpu_heldout.sh): original,
# ws.optimize's variant and the hand version of each, verified against NumPy on the GPU,
# timed (launch cost stated, nothing subtracted), with the steps applied per kernel.
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_optimizer.sh OUTDIR [RUNNER OPTIONS]
#
# RUNNER OPTIONS go to benchmarks/heldout_runner.py (--no-gpu checks the CPU side: every
# variant on the simulator at the suite's ci launch). Output (OUTDIR, created): header.txt,
# heldout-<gpu>-<date>.json and .md, the -generated/ folder, runner.log; it belongs in
# benchmarks/results/heldout-optimizer/. About 3-5 minutes on an H100 (the runner starts no
# new kernel after 260 s; hard limit 340 s).
set -uo pipefail
OUT=${1:-${OUT:-/tmp/ws-heldout-optimizer}}
shift || true
KERNELS=gemv_row,atax1,gesummv,stencil5_colwalk,reduce_interleaved,spmv_ell_row,rgba_to_gray
KERNELS=$KERNELS,rgba_to_gray_cl,threshold_u8,gamma_lut,int8_add,int8_add_colwalk,sat_add_i16
KERNELS=$KERNELS,axpy2d_colwalk,complex_mul,float3_scale,matadd_fig6a,particles_aos
KERNELS=$KERNELS,transpose_nopad16,strided_copy_s2,strided_copy_s4,strided_copy_s32
bash "$(dirname "$0")/gpu_heldout.sh" "$OUT" --kernels "$KERNELS" "$@"
exit 0
