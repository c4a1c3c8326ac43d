"""The thirteenth frozen held-out suite (benchmarks/heldout13/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, every OpenCL source builds and every kernel and hand version runs on PoCL (except the
CUDA hand versions that use warp shuffles), and every launch, small and GPU size, has at most
1024 threads per block. The checksum total and the level tally are added to with atomics in
their hand versions, so they are not poisoned."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout13",
    read_before_written={"wrap_sum_u32_oneblock": ("total",),
                         "level_tally_per_thread": ("tally",)},
    shuffles={"wrap_sum_u32_oneblock__hand", "group64_max_normalize__hand",
              "block_sumsq_divergent__hand"},
    edit=("erode3x3_u8.cu", b"int m = 255;", b"int m = 254;"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
             "heldout8", "heldout9", "heldout10", "heldout11", "heldout12"),
    block_limit=True,
    wrong=("nibble_swap_u32", "s"))

globals().update(C.test_functions(SUITE))
