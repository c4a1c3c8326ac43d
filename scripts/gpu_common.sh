# Sourced by the scripts/gpu_*.sh device scripts: the header every results file starts with,
# and the Ray the multi-GPU scripts run with.
# run_header FILE ARGS...: date, commit (env COMMIT: the device copy has no git metadata),
# the command line, and the GPU with its driver (or that there is none: a dry run).
run_header() {
  local file=$1
  shift
  {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "commit: ${COMMIT:-unknown}"
    echo "command: $*"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null \
      || echo "device: none (nvidia-smi unavailable)"
  } > "$file"
}

# use_raycarry: the trimmed Ray the lead carries in .raycarry/ unpacked into /tmp/site and put
# on PYTHONPATH with src/ (the device has no Ray and no network); without it, src/ and
# whatever Ray PYTHONPATH already has.
use_raycarry() {
  if [ -f .raycarry/ray-trim.tar.xz ]; then
    mkdir -p /tmp/site && tar -xJf .raycarry/ray-trim.tar.xz -C /tmp/site \
      && python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site \
        .raycarry/*.whl
    export PYTHONPATH=/tmp/site:src
  else
    echo "no .raycarry/ray-trim.tar.xz: using the Ray on PYTHONPATH, if any"
    export PYTHONPATH="src${PYTHONPATH:+:$PYTHONPATH}"
  fi
}

# check_header FILE ARGS...: run_header's lines and the Python, NumPy and CuPy versions a
# simulator-against-GPU check ran with (gpu_asm.sh, gpu_builtins.sh, gpu_half.sh,
# gpu_realcode.sh).
check_header() {
  local file=$1
  shift
  run_header "$file" "$@"
  {
    python3 -c "import sys, numpy; print('python', sys.version.split()[0], 'numpy', numpy.__version__)"
    python3 -c "import cupy; print('cupy', cupy.__version__)" 2>&1 || true
  } >> "$file" 2>&1
}

# run_logged SECONDS LOG SCRIPT ARGS...: python3 SCRIPT ARGS (src/ on the path, unbuffered)
# with its output appended to LOG; a failure or a timeout is noted in LOG and never stops the
# calling script (the device checks gpu_dlog.sh, gpu_mufu.sh, gpu_sfu.sh, gpu_fidelity.sh,
# gpu_surfaces.sh).
run_logged() {
  local seconds=$1 log=$2 script=$3
  shift 3
  PYTHONUNBUFFERED=1 PYTHONPATH=src timeout "$seconds" python3 "$script" "$@" >> "$log" 2>&1 \
    || echo "$(basename "$script") failed or timed out (exit $?)" >> "$log"
}
