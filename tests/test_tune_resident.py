"""The GPU worker's resident arguments and on-device answer check (issue 23), run here with
NumPy as the device's array module: ``tuner.mismatches`` gives the verdict of Kernel
Tuner's check as the tuner made it before (``np.allclose(rtol=0)`` after a one-pass
test), and :class:`~warpsmith.tune.gpu_resident.Resident` refreshes inputs, poisons
outputs and checks them the way fresh uploads and the host check did."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from warpsmith.frontend import read_module
from warpsmith.tune.gpu_resident import Resident
from warpsmith.tune.tuner import check_answer, mismatches

SPECIAL = st.sampled_from([0.0, 1.0, -1.0, 1e-7, np.inf, -np.inf, np.nan, 3.5])


def _old_check(got, want, atol) -> bool:
    """The tuner's float check before the on-device one (the reference)."""
    if got.shape != want.shape and got.size == want.size:
        got = got.reshape(want.shape)
    if want.dtype.kind == "f":
        with np.errstate(invalid="ignore"):
            return bool((np.abs(got - want) <= atol).all()) or bool(
                np.allclose(got, want, atol=atol, rtol=0, equal_nan=False))
    return bool(np.array_equal(got, want))


@settings(derandomize=True, max_examples=150, deadline=None)
@given(st.lists(st.tuples(SPECIAL, SPECIAL), min_size=1, max_size=12),
       st.sampled_from([0.0, 1e-6, 0.5, 2.0]), st.sampled_from(["float32", "float64"]))
def test_float_verdict_equals_the_host_check(pairs, atol, dtype):
    got = np.array([a for a, _ in pairs], dtype)
    want = np.array([b for _, b in pairs], "float64")
    with np.errstate(invalid="ignore"):
        bad = mismatches(got, want, atol)
    assert (bad == 0) == _old_check(got, want, atol)
    assert 0 <= bad <= got.size


def test_integer_and_shape_verdicts():
    a = np.arange(6, dtype=np.int32)
    assert mismatches(a, a.copy(), 0.0) == 0
    assert mismatches(a.reshape(2, 3), a.copy(), 0.0) == 0  # same size: reshaped
    b = a.copy()
    b[[1, 4]] = 9
    assert mismatches(a, b, 0.0) == 2
    assert mismatches(a[:4], a, 0.0) > 0 and not _old_check(a[:4], a, 0.0)
    empty = np.zeros(0, np.int32)
    assert mismatches(empty, np.zeros((0, 2), np.int32), 0.0) == 0  # same size: reshaped
    assert mismatches(empty, np.zeros((1, 2), np.int32), 0.0) > 0
    assert not _old_check(empty, np.zeros((1, 2), np.int32), 0.0)


SRC = "__global__ void add(float* c, const float* a, const float* b, int n) { }"


def _fn():
    return read_module("t.cu", text=SRC).function("add")


def test_resident_refreshes_inputs_and_poisons_checked_outputs():
    a = np.arange(8, dtype=np.float32)
    b = np.full(8, 2.0, np.float32)
    c = np.zeros(8, np.float32)
    host = {"c": c, "a": a, "b": b}
    res = Resident(host, [a + b, None, None, None], 1e-6, np)
    args = res.arguments(host, ["c"])
    assert np.isnan(args["c"]).all()  # poisoned: a kernel that never writes c fails
    assert (args["a"] == a).all() and args["a"] is not a
    args["a"][:] = -5  # the kernel (or a wrong configuration) writes its input
    args["c"][:] = 1.0
    again = res.arguments(host, ["c"])
    assert (again["a"] == a).all() and np.isnan(again["c"]).all()
    assert (a == np.arange(8)).all()  # the caller's arrays are never changed


def test_resident_check_gives_the_host_verdict_and_the_count():
    a = np.arange(8, dtype=np.float32)
    b = np.full(8, 2.0, np.float32)
    host = {"c": np.zeros(8, np.float32), "a": a, "b": b}
    fn = _fn()
    for answer in ([a + b, None, None, None], {"c": a + b}):
        res = Resident(host, answer, 1e-6, np)
        args = res.arguments(host, ["c"])
        assert res.check(fn, args) is not None  # still poisoned (NaN)
        args["c"][:] = a + b
        assert res.check(fn, args) is None
        assert check_answer(fn, {k: np.asarray(v) for k, v in args.items()}, answer,
                            1e-6) is None
        args["c"][[0, 5]] += 1.0
        why = res.check(fn, args)
        assert why is not None and "2 of 8" in why
        assert check_answer(fn, {k: np.asarray(v) for k, v in args.items()}, answer,
                            1e-6) is not None
    res = Resident(host, {"d": a}, 1e-6, np)
    assert res.check(fn, res.arguments(host, [])) == "no output d"
