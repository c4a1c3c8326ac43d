"""The frozen held-out suite (issue 16): its files are the ones whose hash FROZEN records,
and every kernel and every hand version computes its NumPy reference on the simulator."""

from __future__ import annotations

import shutil

import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.corpus import compare_outputs, read_spec
from warpsmith.corpus import heldout as H

SPECS = H.specs()
ORIGINALS = [s for s in SPECS if s.role == "original"]


def test_frozen_hash_matches_the_files():
    assert H.suite_hash() == H.recorded_hash(), (
        "benchmarks/heldout/ changed after it was frozen: nobody edits the held-out suite; "
        "a new suite gets a new directory (see benchmarks/heldout/FROZEN)")


def test_the_hash_sees_a_changed_byte_and_a_new_file(tmp_path):
    root = tmp_path / "suite"
    shutil.copytree(H.suite_dir(), root, ignore=shutil.ignore_patterns("__pycache__"))
    before = H.suite_hash(root)
    k = root / "kernels" / "jacobi1d.cu"
    k.write_bytes(k.read_bytes().replace(b"0.33333f", b"0.33334f"))
    changed = H.suite_hash(root)
    (root / "kernels" / "extra.cu").write_text("// new\n")
    assert len({before, changed, H.suite_hash(root)}) == 3


def test_suite_shape():
    names = [s.name for s in SPECS]
    assert len(names) == len(set(names))
    assert len(ORIGINALS) >= 44
    cuda = sum(s.dialect == "cuda" for s in ORIGINALS)
    assert 0.4 <= cuda / len(ORIGINALS) <= 0.6
    problems = [s for s in ORIGINALS if s.memory_problem]
    assert len(problems) >= 0.4 * len(ORIGINALS)
    hands = {s.name for s in SPECS if s.role == "hand"}
    for s in ORIGINALS:
        assert bool(s.problem) == s.memory_problem, s.name
        assert (s.hand in hands) if s.memory_problem else s.hand is None, s.name


@pytest.mark.parametrize("s", SPECS, ids=[s.name for s in SPECS])
def test_kernel_equals_its_reference_on_the_simulator(s):
    m = read_spec(s, "ci")
    L = s.ci
    args = s.make_args(0, "ci")
    r = simulate(m, s.kernel, L.grid, L.block, args, dynamic_shared=L.dynamic_shared)
    assert compare_outputs(r.outputs, s.expected(args, "ci"), s.outputs, s.rtol, s.atol) == []
