"""The second frozen held-out suite (benchmarks/heldout2/): its files are the ones whose hash
FROZEN records, every kind is there in both dialects, and every kernel and hand version
computes its NumPy reference on the simulator at the small size."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.corpus import compare_outputs, read_spec
from warpsmith.corpus import heldout as H

ROOT = Path(__file__).resolve().parents[1] / "benchmarks" / "heldout2"
SPECS = H.specs(ROOT)
ORIGINALS = [s for s in SPECS if s.role == "original"]


def test_frozen_hash_matches_the_files():
    assert H.suite_hash(ROOT) == H.recorded_hash(ROOT), (
        "benchmarks/heldout2/ changed after it was frozen: nobody edits a held-out suite; "
        "a new suite gets a new directory (see benchmarks/heldout2/FROZEN)")


def test_the_hash_sees_a_changed_byte_and_a_new_file(tmp_path):
    root = tmp_path / "suite"
    shutil.copytree(ROOT, root, ignore=shutil.ignore_patterns("__pycache__"))
    before = H.suite_hash(root)
    k = root / "kernels" / "wave2d.cu"
    k.write_bytes(k.read_bytes().replace(b"4.0f", b"4.5f"))
    changed = H.suite_hash(root)
    (root / "kernels" / "extra.cu").write_text("// new\n")
    assert len({before, changed, H.suite_hash(root)}) == 3


def test_every_kind_in_both_dialects_with_hands_in_its_dialect():
    names = [s.name for s in SPECS]
    assert len(names) == len(set(names))
    cuda = {s.name: s for s in ORIGINALS if s.dialect == "cuda"}
    opencl = {s.name: s for s in ORIGINALS if s.dialect == "opencl"}
    assert len(cuda) >= 40 and set(opencl) == {n + "_cl" for n in cuda}
    for n, s in cuda.items():
        o = opencl[n + "_cl"]
        assert (s.family, s.memory_problem, s.outputs) == (o.family, o.memory_problem, o.outputs)
        assert s.file.endswith(".cu") and o.file.endswith(".cl"), n
    problems = [s for s in cuda.values() if s.memory_problem]
    assert 0.4 * len(cuda) <= len(problems) <= 0.6 * len(cuda)
    hands = {s.name: s for s in SPECS if s.role == "hand"}
    for s in ORIGINALS:
        assert bool(s.problem) == s.memory_problem, s.name
        if s.memory_problem:
            assert hands[s.hand].dialect == s.dialect and hands[s.hand].path.is_file(), s.name
        else:
            assert s.hand is None, s.name


def test_no_kind_of_the_first_suite():
    first = {s.name for s in H.specs(hands=False)}
    assert not first & {s.name for s in ORIGINALS}


@pytest.mark.parametrize("s", SPECS, ids=[s.name for s in SPECS])
def test_kernel_equals_its_reference_on_the_simulator(s):
    m = read_spec(s, "ci")
    L = s.ci
    args = s.make_args(0, "ci")
    r = simulate(m, s.kernel, L.grid, L.block, args, dynamic_shared=L.dynamic_shared)
    assert compare_outputs(r.outputs, s.expected(args, "ci"), s.outputs, s.rtol, s.atol) == []
