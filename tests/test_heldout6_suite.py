"""The sixth frozen held-out suite (benchmarks/heldout6/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL. Beside those, every
launch of the suite (small and GPU size, kernels and hand versions) has a block that a GPU
can run: at most 1024 threads (the fifth suite had one of 2048)."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout6",
    shuffles={"row_l1_normalize__hand", "row_dot_pairs__hand", "csr_row_normalize__hand",
              "frame_energy__hand"},
    edit=("fd4_dx2d.cu", b"8.0f", b"9.0f"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5"),
    block_limit=True,
    wrong=("bswap32_words", "out"))

globals().update(C.test_functions(SUITE))
