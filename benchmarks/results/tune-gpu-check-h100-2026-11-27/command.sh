#!/usr/bin/env bash
set -u
cd "$(dirname "$0")/main"
export PYTHONUNBUFFERED=1 PYTHONPATH=src
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 200 python3 -m pytest -q tests/test_tune_gpu.py tests/test_measure.py tests/test_tune_resident.py tests/test_tune_cli.py tests/test_tune_kt.py tests/test_tune_store.py -p no:cacheprovider -rs > $OUT/pytest.txt 2>&1; echo "gpu tests rc=$?"; tail -4 $OUT/pytest.txt
timeout 200 python3 -m warpsmith tune tests/data/tune/vector_add.cu --kernel vector_add --problem-size 1048576 \
  --param block_size_x=32,64,128,256,512,1024 --param ws_coarsen_factor=1,2,4 --arg c=float32[1048576] \
  --arg a=float32[1048576]:random --arg b=float32[1048576]:random --arg n=1048576 \
  --backend cuda --strategy exhaustive --store $OUT/cli.db --json > $OUT/cli.json 2> $OUT/cli.err; echo "cli rc=$?"
python3 -c "
import json; d=json.load(open('$OUT/cli.json')); print('device', d['device'], 'evaluations', d['evaluations'], 'failures', d['failures'], 'best', d['best'])"
tail -3 $OUT/cli.err
