"""The fifteenth frozen held-out suite (benchmarks/heldout15/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, every OpenCL source builds and every kernel and hand version runs on PoCL, and every
launch, small and GPU size, has at most 1024 threads per block. No kernel reads an output
before writing it and no hand version uses warp shuffles or ballots, so every output is
poisoned and every hand version runs on PoCL too."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout15",
    read_before_written={},
    shuffles=set(),
    edit=("tip_split_cents.cu", b"100 + tip_pct[i]", b"101 + tip_pct[i]"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
             "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13",
             "heldout14"),
    block_limit=True,
    wrong=("crc8_word_u32", "crc"))

globals().update(C.test_functions(SUITE))
