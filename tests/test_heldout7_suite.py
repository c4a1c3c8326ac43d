"""The seventh frozen held-out suite (benchmarks/heldout7/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL. Beside those, every
launch of the suite (small and GPU size, kernels and hand versions) has a block that a GPU
can run: at most 1024 threads (the fifth suite had one of 2048). The label counts are
added to (global atomics), so they are not poisoned."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout7",
    read_before_written={"label_area_count": ("counts",)},
    shuffles={"row_chunk_sums32__hand"},
    edit=("aniso_diffuse2d.cu", b"2.0f", b"3.0f"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6"),
    block_limit=True,
    wrong=("fmix32_hash", "out"))

globals().update(C.test_functions(SUITE))
