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

from math import prod
from pathlib import Path

import pytest

import heldout_suite_checks as C
from warpsmith.corpus import heldout as H

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout8",
    read_before_written={"joint_hist16x16": ("hist",), "dot_i32_atomic": ("result",)},
    shuffles={"row_absmax_scale__hand", "csr_segment_mean__hand", "tile_mean8x8__hand",
              "tile_sum_thread0__hand", "dot_i32_atomic__hand"},
    edit=("dilate_cross2d.cu", b"fmaxf", b"fminf"),
    earlier=("heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7"),
    wrong=("rotl_xor_mix", "out"))

globals().update(C.test_functions(SUITE))

#: the most threads a block may have on the devices the suite runs on (CUDA and OpenCL)
MAX_THREADS = 1024
#: the largest block size along x, y and z
MAX_DIMS = (1024, 1024, 64)


def launches(root: Path = SUITE.root) -> list[tuple[str, dict]]:
    """Every launch of the manifest at ``root``: (entry, role and size, launch dict), the
    hand versions' included."""
    out = []
    for e in H.load_manifest(root).KERNELS:
        for role, src in (("kernel", e), ("hand", e.get("hand"))):
            if src:
                out += [(f"{e['name']} {role} {size}", src[size]) for size in ("ci", "gpu")]
    return out


def block_problems(entries: list[tuple[str, dict]]) -> list[str]:
    """The launches whose block no device runs: over MAX_THREADS threads or too long along
    one axis."""
    bad = []
    for name, launch in entries:
        block = tuple(launch["block"])
        if prod(block) > MAX_THREADS or any(b > m for b, m in zip(block, MAX_DIMS)):
            bad.append(f"{name}: block {block}")
    return bad


def test_every_launch_has_at_most_1024_threads_per_block():
    entries = launches()
    assert len(entries) == 2 * len(SUITE.specs)
    assert block_problems(entries) == []


@pytest.mark.parametrize("block", [(2048,), (32, 64), (1, 1, 128)])
def test_a_block_no_device_runs_is_caught(block):
    entries = launches()
    name, launch = entries[3]
    assert block_problems(entries[:3] + [(name, dict(launch, block=block))]) == [
        f"{name}: block {block}"]
