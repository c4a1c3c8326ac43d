# Sourced by the scripts/gpu_*.sh device scripts: the header every results file starts with.
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
