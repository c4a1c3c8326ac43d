#!/usr/bin/env bash
# Issue 16, item 4 (optimizer) and 4e, on a GPU machine, in three parts (one failing part
# does not stop the others):
#   heldout/  the 22 held-out kernels with a memory-access problem through the frozen
#             suite's runner (original, ws.optimize's variant, hand; verified against NumPy
#             on the GPU, CUDA-event medians, launch cost stated, nothing subtracted), with
#             the optimizer's new steps (global swap, warp-reduce with reassociate, merged
#             straight-line grouping);
#   table2/   Table II of paper 003 as before (benchmarks/memopt_runner.py): that the
#             in-sample figures did not get worse;
#   strong/   Table II against the strong hand versions and the paper's full-image DCT
#             against its own hand form (memopt_runner.py --strong, corpus/memopt_strong.cu).
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_memopt_heldout.sh OUTDIR [--only PART]
#   bash scripts/gpu_memopt_heldout.sh OUTDIR --dry-run     # CPU only: every part --no-gpu
#
# PART: heldout, table2 or strong. Output (OUTDIR, created): header.txt and one folder per
# part (JSON, Markdown report, generated CUDA texts, log); it belongs in
# benchmarks/results/memopt-heldout-h100-<date>/. About 4-5 minutes on an H100 (hard limits
# 190 + 60 + 90 s).
set -uo pipefail
OUT=${1:-${OUT:-/tmp/ws-memopt-heldout}}
shift || true
ONLY=""
DRY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --only) ONLY=$2; shift 2 ;;
    --dry-run) DRY=1; shift ;;
    *) echo "unknown option $1"; exit 2 ;;
  esac
done
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
. "$(dirname "$0")/gpu_common.sh"
run_header "$OUT/header.txt" "$0 $OUT ${ONLY:+--only $ONLY} ${DRY:+--dry-run}"
$PY -c "import sys, numpy; print('python', sys.version.split()[0], 'numpy', numpy.__version__)" \
  >> "$OUT/header.txt" 2>&1
cat "$OUT/header.txt"
NOGPU=${DRY:+--no-gpu}
want() { [ -z "$ONLY" ] || [ "$ONLY" = "$1" ]; }

KERNELS=gemv_row,atax1,gesummv,stencil5_colwalk,reduce_interleaved,spmv_ell_row,rgba_to_gray
KERNELS=$KERNELS,rgba_to_gray_cl,threshold_u8,gamma_lut,int8_add,int8_add_colwalk,sat_add_i16
KERNELS=$KERNELS,axpy2d_colwalk,complex_mul,float3_scale,matadd_fig6a,particles_aos
KERNELS=$KERNELS,transpose_nopad16,strided_copy_s2,strided_copy_s4,strided_copy_s32

if want heldout; then
  mkdir -p "$OUT/heldout"
  timeout 190 $PY benchmarks/heldout_runner.py --out-dir "$OUT/heldout" --budget-s 150 \
    --kernels "$KERNELS" $NOGPU > "$OUT/heldout/runner.log" 2>&1
  echo "heldout: exit $?"
  tail -n 5 "$OUT/heldout/runner.log"
  for j in "$OUT"/heldout/heldout-*.json; do
    [ -e "$j" ] || { echo "heldout: no results file"; break; }
    $PY benchmarks/heldout_report.py "$j" --out "${j%.json}.md" || echo "heldout report failed"
  done
fi
if want table2; then
  mkdir -p "$OUT/table2"
  timeout 60 $PY benchmarks/memopt_runner.py --out-dir "$OUT/table2" --budget-s 45 \
    --repetitions 21 $NOGPU > "$OUT/table2/runner.log" 2>&1
  echo "table2: exit $?"
  tail -n 8 "$OUT/table2/runner.log"
fi
if want strong; then
  mkdir -p "$OUT/strong"
  timeout 90 $PY benchmarks/memopt_runner.py --strong --out-dir "$OUT/strong" --budget-s 70 \
    --repetitions 21 $NOGPU > "$OUT/strong/runner.log" 2>&1
  echo "strong: exit $?"
  tail -n 10 "$OUT/strong/runner.log"
fi
exit 0
