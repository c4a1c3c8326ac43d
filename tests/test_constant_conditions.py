"""Conditions decided by constants in the affine analysis (analysis/indexing.py,
``IndexEnv.truth``): a tunable written as ``(BLOCK < 32 ? BLOCK : 32)`` is a number once its
macro is, so a loop bounded by it has a trip count and the model predicts the kernel (the
fourteenth tuning set's ``topk`` with shuffles was left unpredicted for want of it). The
folded values equal the simulator's (random constants and comparison operators, fixed
seeds); a condition that reads the thread, or an unsigned comparison of a negative value,
is not folded."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.analysis.indexing import IndexEnv, NonAffine  # noqa: E402
from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir import find_kernel  # noqa: E402
from warpsmith.ir import nodes as N  # noqa: E402
from warpsmith.ir.visit import walk  # noqa: E402

KERNEL = """
#define W ({cond} ? {a} : {b})
extern "C" __global__ void k(int *out, int n) {{
    int t = 0;
    for (int d = 0; d < W; d++) t += d;
    out[0] = W;
    out[1] = t;
}}"""

OPS = ["<", "<=", ">", ">=", "==", "!="]


def _env(text):
    m = read_module("k.cu", text=text, dialect="cuda")
    fn = find_kernel(m, "k")
    return m, fn, IndexEnv(fn, m, m.dialect)


def _conditional(fn):
    return next(n for n in walk(fn.body) if isinstance(n, N.Conditional))


@settings(max_examples=25, derandomize=True, deadline=None)
@given(x=st.integers(-40, 40), y=st.integers(-40, 40), op=st.sampled_from(OPS),
       a=st.integers(0, 20), b=st.integers(0, 20), join=st.sampled_from(["", "!", "&&", "||"]))
def test_folded_value_and_trip_count_match_the_simulator(x, y, op, a, b, join):
    cond = f"({x} {op} {y})"
    if join == "!":
        cond = f"!{cond}"
    elif join:
        cond = f"({cond} {join} ({y} {OPS[(OPS.index(op) + 1) % 6]} {x}))"
    m, fn, env = _env(KERNEL.format(cond=cond, a=a, b=b))
    got = simulate(m, "k", (1, 1, 1), (1, 1, 1),
                   {"out": np.zeros(2, np.int32), "n": np.int32(2)}).outputs["out"]
    assert env.form(_conditional(fn)).constant == got[0]
    assert env.evaluate(_conditional(fn), {}) == got[0]
    loop = next(lp for lp in env.loops.values() if lp.var == "d")
    assert loop.trip_count({}) == got[0]


def test_a_condition_on_a_parameter_is_folded_only_with_its_value():
    m, fn, env = _env(KERNEL.format(cond="(n < 32)", a="n", b=32))
    c = _conditional(fn)
    assert env.evaluate(c, {"param:n": 7}) == 7
    assert env.evaluate(c, {"param:n": 70}) == 32
    assert env.truth(c.cond) is None  # no value: undecided


def test_a_thread_dependent_condition_is_not_folded():
    m, fn, env = _env(KERNEL.format(cond="((int)threadIdx.x < 32)", a=3, b=4))
    with pytest.raises(NonAffine):
        env.form(_conditional(fn))


def test_an_unsigned_comparison_of_a_negative_value_is_not_folded():
    # -1 converted to unsigned is the largest value: -1 < 3u is false in C
    m, fn, env = _env(KERNEL.format(cond="(-1 < 3u)", a=3, b=4))
    got = simulate(m, "k", (1, 1, 1), (1, 1, 1),
                   {"out": np.zeros(2, np.int32), "n": np.int32(2)}).outputs["out"]
    assert got[0] == 4
    try:
        value = env.form(_conditional(fn)).constant
    except NonAffine:
        value = None
    assert value in (None, 4)
