"""The fourth frozen held-out suite (benchmarks/heldout4/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout4",
    read_before_written={"syr2k_kmajor": {"C"}, "keyed_max_atomic": {"out"},
                         "particle_binning": {"count"}},
    shuffles={"argmax_rows__hand"},
    edit=("gauss3x3_shared.cu", b"0.0625f", b"0.125f"),
    earlier=("heldout2", "heldout3"),
    wrong=("crc32_records16", "crc"))


globals().update(C.test_functions(SUITE))
