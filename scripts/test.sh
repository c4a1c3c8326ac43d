#!/usr/bin/env bash
# Install everything the test suite needs and run it (the README's test command).
# PoCL (an OpenCL implementation for the CPU) comes from Debian's packages so that the
# OpenCL tests run for real; Python packages go into ./.venv. Nothing here asks for input:
# apt-get runs as root, or through `sudo -n` (never a password prompt); where neither works
# the OpenCL tests are skipped and a warning says why.
set -euo pipefail
cd "$(dirname "$0")/.."

warn() { printf '\n*** warning: %s\n\n' "$*" >&2; }

install_pocl() {
  if ! command -v apt-get >/dev/null 2>&1; then
    warn "no apt-get here: PoCL is not installed; the OpenCL tests will be skipped" \
         "(install an OpenCL ICD, e.g. PoCL, to run them)"
    return
  fi
  if dpkg -s pocl-opencl-icd >/dev/null 2>&1; then
    return
  fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      warn "PoCL is not installed and installing it needs root (sudo would ask for a" \
           "password): the OpenCL tests will be skipped. To run them: sudo apt-get install" \
           "pocl-opencl-icd ocl-icd-libopencl1"
      return
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  ${sudo[@]+"${sudo[@]}"} apt-get update -qq || true
  ${sudo[@]+"${sudo[@]}"} apt-get install -y -qq pocl-opencl-icd ocl-icd-libopencl1 >/dev/null \
    || warn "PoCL could not be installed (apt-get failed): the OpenCL tests will be skipped"
}

install_pocl
python3 -m venv .venv
.venv/bin/pip install -q --upgrade pip >/dev/null 2>&1 || true
.venv/bin/pip install -q -e '.[opencl,test]'
# the package's layers (pyproject.toml, [tool.importlinter]): an upward import fails the run
.venv/bin/lint-imports --no-logo
# tests marked slow (every fusion library size, the large stream programs on the simulator,
# Ray) are a profile to run on purpose: `.venv/bin/python -m pytest -m slow`. Work stealing
# lets an idle worker take queued tests from a busy one (the soundness fuzzer's long
# families otherwise queue up on one worker at the end)
exec .venv/bin/python -m pytest -n 2 --dist worksteal -m "not slow" "$@"
