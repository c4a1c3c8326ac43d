#!/usr/bin/env bash
# Issue 19 on a GPU: do the launch limits warpsmith checks (hw/limits.py, the description's
# max_threads_per_block, max_block_dim, max_grid_dim, shared_per_block, shared_per_block_optin)
# equal what the driver reports, and does the command line behave on the cuda backend (a
# good run, the launches it must refuse, a dtype mismatch, --cast, compile's error line)?
#
#   COMMIT=$(git rev-parse HEAD) bash scripts/gpu_cli_limits.sh OUT_DIR [--dry-run]
#
# Writes OUT_DIR/results.md (device, driver, date, commit, command line, then one section
# per part) and OUT_DIR/limits.json. --dry-run skips the GPU parts (to check the script on a
# machine without one). Each part is run on its own: one failing is logged and the rest go
# on. Takes about one minute on an H100. Results belong in
# benchmarks/results/cli-limits-h100-DATE/.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT="${1:?usage: gpu_cli_limits.sh OUT_DIR [--dry-run]}"
DRY="${2:-}"
mkdir -p "$OUT"
PY="${PYTHON:-python3}"
export PYTHONPATH=src
RES="$OUT/results.md"
W() { timeout 120 "$PY" -m warpsmith "$@"; }

{
  echo "# Issue 19: CLI limits and errors on the GPU"
  echo
  echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "- commit: ${COMMIT:-unknown}"
  echo "- command: $0 $*"
  if command -v nvidia-smi >/dev/null 2>&1; then
    echo "- device: $(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)"
    echo "- driver: $(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -1)"
  else
    echo "- device: none (nvidia-smi not found)"
  fi
  echo "- python: $($PY --version 2>&1)"
} > "$RES"

part() {  # part TITLE COMMAND...: run one part, log its output and exit status
  local title="$1"; shift
  echo "## $title" >> "$RES"
  echo '```' >> "$RES"
  echo "\$ $*" >> "$RES"
  "$@" >> "$RES" 2>&1
  echo "exit status $?" >> "$RES"
  echo '```' >> "$RES"
  echo >> "$RES"
}

WORK="$OUT/work"
mkdir -p "$WORK"
cat > "$WORK/saxpy.cu" <<'EOF'
__global__ void saxpy(int n, float a, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
EOF
cat > "$WORK/big.cu" <<'EOF'
__global__ void big(float* x) { __shared__ float s[65536]; s[threadIdx.x] = 1; x[threadIdx.x] = s[threadIdx.x]; }
EOF
"$PY" -c "import numpy as np; np.save('$WORK/x64.npy', np.arange(1024.0))" 2>> "$RES"

# 1. the description's limits against the driver's attributes
cat > "$WORK/limits.py" <<'EOF'
import json, sys
from warpsmith.hw.descriptions import load_device
dev = load_device("h100")
ours = {"max_threads_per_block": dev.max_threads_per_block,
        "max_block_dim": list(dev.max_block_dim), "max_grid_dim": list(dev.max_grid_dim),
        "shared_per_block": dev.shared_per_block,
        "shared_per_block_optin": dev.shared_per_block_optin}
out = {"description": ours}
if "--dry-run" not in sys.argv:
    import cupy
    a = cupy.cuda.Device(0).attributes
    live = {"max_threads_per_block": a["MaxThreadsPerBlock"],
            "max_block_dim": [a["MaxBlockDimX"], a["MaxBlockDimY"], a["MaxBlockDimZ"]],
            "max_grid_dim": [a["MaxGridDimX"], a["MaxGridDimY"], a["MaxGridDimZ"]],
            "shared_per_block": a["MaxSharedMemoryPerBlock"],
            "shared_per_block_optin": a["MaxSharedMemoryPerBlockOptin"]}
    out["driver"] = live
    out["equal"] = {k: ours[k] == live[k] for k in ours}
json.dump(out, open(sys.argv[1], "w"), indent=2)
print(json.dumps(out, indent=2))
EOF
part "limits: description against the driver" "$PY" "$WORK/limits.py" "$OUT/limits.json" $DRY

# 2. the command line on the cuda backend (the CPU simulator with --dry-run)
BACKEND=cuda; [ "$DRY" = "--dry-run" ] && BACKEND=cpu
RUN=(run "$WORK/saxpy.cu" --backend "$BACKEND" --arg n=1024 --arg a=2 --arg y=float32[1024])
part "a good run (expect 0)" W "${RUN[@]}" --grid 4 --block 256 --arg x=float32[1024]:range --preview 4
part "block of 2048 threads (expect 1, max_threads_per_block)" W "${RUN[@]}" --grid 1 --block 2048 --arg x=float32[1024]
part "block.z = 128 (expect 1, max_block_dim)" W "${RUN[@]}" --grid 1 --block 1,1,128 --arg x=float32[1024]
part "grid.y = 70000 (expect 1, max_grid_dim)" W "${RUN[@]}" --grid 1,70000 --block 64 --arg x=float32[1024]
part "float64 .npy for float* (expect 1, names both types)" W "${RUN[@]}" --grid 4 --block 256 --arg "x=@$WORK/x64.npy" --json
part "the same with :float32 (expect 0)" W "${RUN[@]}" --grid 4 --block 256 --arg "x=@$WORK/x64.npy:float32" --preview 4
part "the same with --cast and --time (expect 0, outputs equal the simulator's)" W "${RUN[@]}" --grid 4 --block 256 --arg "x=@$WORK/x64.npy" --cast --time --repetitions 5
part "static shared 256 KiB (expect 1, shared_per_block)" W run "$WORK/big.cu" --backend "$BACKEND" --grid 1 --block 64 --arg x=float32[64]

# 3. compile
part "compile (expect 0, names the compiler)" W compile "$WORK/saxpy.cu"
part "compile sm_70 (expect 1, lists the valid architectures)" W compile "$WORK/saxpy.cu" --arch sm_70
part "compile 256 KiB static shared (expect 1, the compiler's line and the limit)" W compile "$WORK/big.cu"
part "devices (the live GPU and the OpenCL platforms)" W devices

echo "wrote $RES"
