#!/usr/bin/env bash
# Install everything the test suite needs and run it (the README's test command).
# PoCL (an OpenCL implementation for the CPU) comes from Debian's packages so that the
# OpenCL tests run for real; Python packages go into ./.venv.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  if ! dpkg -s pocl-opencl-icd >/dev/null 2>&1; then
    $SUDO apt-get update -qq || true
    $SUDO apt-get install -y -qq pocl-opencl-icd ocl-icd-libopencl1 >/dev/null \
      || echo "warning: PoCL could not be installed; OpenCL tests will be skipped"
  fi
fi
python3 -m venv .venv
.venv/bin/pip install -q --upgrade pip >/dev/null 2>&1 || true
.venv/bin/pip install -q -e '.[opencl,test]'
# the package's layers (pyproject.toml, [tool.importlinter]): an upward import fails the run
.venv/bin/lint-imports --no-logo
exec .venv/bin/python -m pytest -n 2 "$@"
