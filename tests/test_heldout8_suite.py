"""The eighth frozen held-out suite (benchmarks/heldout8/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL. Beside those, every
launch of the suite (small and GPU size, kernels and hand versions) has a block that a GPU
can run: at most 1024 threads (the fifth suite had one of 2048). The joint histogram and
the dot product are added to (global atomics), so they are not poisoned."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout8",
    read_before_written={"joint_hist16x16": ("hist",), "dot_i32_atomic": ("result",)},
    shuffles={"row_absmax_scale__hand", "csr_segment_mean__hand", "tile_mean8x8__hand",
              "tile_sum_thread0__hand", "dot_i32_atomic__hand"},
    edit=("dilate_cross2d.cu", b"fmaxf", b"fminf"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7"),
    block_limit=True,
    wrong=("rotl_xor_mix", "out"))

globals().update(C.test_functions(SUITE))
