"""The eleventh frozen held-out suite (benchmarks/heldout11/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL; every launch, small and
GPU size, has at most 1024 threads per block. The three sign counts and the eight class
weights (atomic adds in the kernels and their hand versions) are added to, so they are not
poisoned."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout11",
    read_before_written={"sign_tally3": ("counts",), "class_weight_tally8": ("sums",)},
    shuffles={"row_range_thread__hand", "chunk_abssum_thread0__hand"},
    edit=("emboss3x3.cu", b"128.0f", b"127.0f"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
             "heldout8", "heldout9", "heldout10"),
    block_limit=True,
    wrong=("fnv1a_hash_u32", "h"))

globals().update(C.test_functions(SUITE))
