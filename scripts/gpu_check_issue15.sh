#!/usr/bin/env bash
# Issue 15 on a GPU machine: the GPU-marked tests and the API/measurement tests through the
# refactored backends and tune.measure, then the one GPU runner (every corpus kernel compiled,
# run, checked and timed through tune.measure). Writes under $OUT (default: /tmp/ws-gpu-check).
set -uo pipefail
OUT=${OUT:-/tmp/ws-gpu-check}
mkdir -p "$OUT"
export PYTHONPATH=src PYTHONUNBUFFERED=1
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: ${COMMIT:-unknown} (the working tree the device tool sent)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  python3 -c "import sys, numpy, cupy; print('python', sys.version.split()[0], 'numpy', numpy.__version__, 'cupy', cupy.__version__)"
  echo "command: $0 $*"
} > "$OUT/header.txt" 2>&1
cat "$OUT/header.txt"
python3 -m pytest -q -p no:cacheprovider -rs -n 8 -m gpu tests 2>&1 | grep -v "PytestBenchmarkWarning\|warner(" \
  | tee "$OUT/pytest-gpu.log"
python3 -m pytest -q -p no:cacheprovider -rs -n 8 tests/test_measure.py tests/test_api.py tests/test_cuda_backend.py \
  tests/test_cuda_compile.py tests/test_memopt_registers.py tests/test_corpus.py -k "not opencl and not pocl" 2>&1 \
  | grep -v "PytestBenchmarkWarning\|warner(" | tee "$OUT/pytest-measure-api.log"
python3 -m warpsmith run examples/matadd.cu --kernel matAddUncoalesced --grid 4096 --block 256 \
  --arg a=int32[1048576]:random --arg b=int32[1048576]:random --arg c=int32[1048576] \
  --backend cuda --time --json > "$OUT/run-time.json" 2> "$OUT/run-time.err"; echo "run --time exit $?"
timeout 420 python3 benchmarks/gpu_runner.py --out-dir "$OUT" --budget-s 300 2>&1 | tail -n 40 | tee "$OUT/gpu_runner.tail"
