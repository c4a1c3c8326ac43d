"""The twelfth frozen held-out suite (benchmarks/heldout12/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, every OpenCL source builds and every kernel and hand version runs on PoCL (no hand
version here uses warp shuffles), and every launch, small and GPU size, has at most 1024
threads per block. The parity counts and the byte histogram are added to with atomics (in
the kernels and in their hand versions), so they are not poisoned."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout12",
    read_before_written={"parity_tally2": ("counts",), "byte_hist256_atomic": ("hist",)},
    shuffles=set(),
    edit=("laplacian4_img.cu", b"4.0f", b"5.0f"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
             "heldout8", "heldout9", "heldout10", "heldout11"),
    block_limit=True,
    wrong=("bit_reverse_u32", "r"))

globals().update(C.test_functions(SUITE))
