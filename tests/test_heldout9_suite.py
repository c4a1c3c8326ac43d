"""The ninth frozen held-out suite (benchmarks/heldout9/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL. Beside those, every
launch of the suite (small and GPU size, kernels and hand versions) has a block that a GPU
can run: at most 1024 threads (the fifth suite had one of 2048). The column sums and the bin
sums are added to (global atomics in the hand version of one, in the kernel itself of the
other), so they are not poisoned."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout9",
    read_before_written={"col_sum_tall": ("sums",), "bin_sum_atomic": ("sums",)},
    shuffles={"row_variance_thread__hand", "block_scan_serial__hand", "group_quant_q8__hand"},
    edit=("sobel_gxgy_f32.cu", b"2.0f", b"3.0f"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
             "heldout8"),
    block_limit=True,
    wrong=("pcg_rxs_hash", "out"))

globals().update(C.test_functions(SUITE))
