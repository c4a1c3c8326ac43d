"""The fourteenth frozen held-out suite (benchmarks/heldout14/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, every OpenCL source builds and every kernel and hand version runs on PoCL (except the
CUDA hand versions that use warp shuffles or ballots), and every launch, small and GPU size,
has at most 1024 threads per block. No output is read before it is written in a way that
poisoning changes: every hand version stores its outputs plainly, and the one original that
raises its outputs with atomic maxima gets the same answer from zeros or from 0xFF bytes (-1,
below every height), so every output is poisoned."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout14",
    read_before_written={},
    shuffles={"price_path_variation_rows__hand", "lidar_tile_max_atomic__hand",
              "rainfall_cumsum_naive__hand", "block_select_gt_serial__hand"},
    edit=("tax_brackets_i32.cu", b"b3 * 40", b"b3 * 41"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
             "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13"),
    block_limit=True,
    wrong=("hamming74_encode_u8", "code"))

globals().update(C.test_functions(SUITE))
