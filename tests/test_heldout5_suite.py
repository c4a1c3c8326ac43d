"""The fifth frozen held-out suite (benchmarks/heldout5/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout5",
    shuffles={"segment_max_offsets__hand", "quant_i16_i8_rows__hand"},
    edit=("mehrstellen9.cu", b"20.0f", b"21.0f"),
    earlier=("heldout2", "heldout3", "heldout4"),
    wrong=("bit_transpose8x8", "out"))


globals().update(C.test_functions(SUITE))
