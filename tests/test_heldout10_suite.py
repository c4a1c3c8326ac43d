"""The tenth frozen held-out suite (benchmarks/heldout10/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL; every launch, small and
GPU size, has at most 1024 threads per block. The GC counts (the hand version's atomic adds)
and the 4-mer counts (atomic adds in the kernel and its hand version) are added to, so they
are not poisoned."""

from __future__ import annotations

from pathlib import Path

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout10",
    read_before_written={"gc_content_seqs": ("gc",), "kmer4_count": ("counts",)},
    shuffles={"cosine_sim_rows__hand", "gc_content_seqs__hand"},
    edit=("unsharp3x3.cu", b"16.0f", b"15.0f"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
             "heldout8", "heldout9"),
    block_limit=True,
    wrong=("xtea_encrypt", "o0"))

globals().update(C.test_functions(SUITE))
