"""The fourth held-out suite's kernels as the optimizer's tests use them
(``tests/test_lanes.py``, ``test_rows.py``, ``test_straight_sizes.py``,
``test_quotient_index.py``): a kernel's spec, module and launch (:func:`heldout`), and the
check that a variant computes the suite's reference and the original's very bytes at the
small launch (:func:`check_heldout`)."""

from __future__ import annotations

from pathlib import Path

from warpsmith.backends.simulator import simulate
from warpsmith.corpus import compare_outputs, int_params, read_spec
from warpsmith.corpus import heldout as H
from warpsmith.ir import find_kernel
from warpsmith.ir.launch import Launch

HELDOUT4 = Path(__file__).resolve().parents[1] / "benchmarks" / "heldout4"


def heldout(name: str, which: str = "ci"):
    """(spec, module, launch) of kernel ``name`` of the fourth suite at its ``ci`` (small)
    or ``gpu`` launch, the integer arguments from the launch's sizes."""
    s = H.spec(name, HELDOUT4)
    m = read_spec(s, "ci")
    P = s.ci if which == "ci" else s.paper
    fn = find_kernel(m, s.kernel)
    return s, m, Launch(P.grid, P.block, 0, int_params(fn, dict(P.dims)))


def check_heldout(s, m, v) -> None:
    """Variant ``v`` of spec ``s`` (original module ``m``) computes the reference and the
    original's bytes at the small launch."""
    want = simulate(m, s.kernel, s.ci.grid, s.ci.block, s.make_args(0, "ci")).outputs
    got = simulate(v.module, v.kernel, v.grid, v.block, s.make_args(0, "ci")).outputs
    assert compare_outputs(got, s.expected(s.make_args(0, "ci"), "ci"), s.outputs,
                           s.rtol, s.atol) == []
    for o in s.outputs:
        assert got[o].tobytes() == want[o].tobytes(), o
