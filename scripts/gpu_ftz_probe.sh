#!/usr/bin/env bash
# COMMIT=... bash scripts/gpu_ftz_probe.sh OUTDIR: which import sets flush-to-zero on a GPU host
mkdir -p "$1"; python3 "$(dirname "$0")/gpu_ftz_probe.py" "$1"
