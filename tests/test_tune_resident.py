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


def test_measure_cuda_wiring_with_the_backend_faked(monkeypatch):
    """``tune.gpu.measure_cuda`` with the CUDA backend replaced by the simulator (arrays
    "on the device" are NumPy's): the kernel gets the resident working buffers, a right
    configuration passes, one that writes a wrong value fails as ``wrong``, and the
    host-check path (``resident`` off) gives the same verdicts."""
    from warpsmith.backends import cuda
    from warpsmith.backends.simulator import simulate
    from warpsmith.tune import gpu, measure
    from warpsmith.tune.gpu import compile_job, measure_cuda
    from warpsmith.tune.tuner import Problem, spec

    class Clock:
        def __init__(self):
            self.t = 0.0

    def fake_run(module, fn, grid, block, args, *, time, poison, arch, source, inspect,
                 options):
        assert options == ()  # vector_add has no register bound
        run = simulate(module, fn, grid, block, args)
        outs = {}
        for name, got in run.outputs.items():
            got = got + (1 if block[0] == 64 else 0)  # block 64 computes a wrong answer
            v = args[name]
            if any(v is h for h in host_arrays):  # a host array: copied back, not written
                outs[name] = got
            else:  # a device buffer: written in place, and it is the output
                v[...] = got
                outs[name] = v
        passed.append([any(args[k] is h for h in host_arrays) for k in ("c", "a", "b")])
        if inspect is not None:
            inspect(outs)
        for name in outs:  # the timing launches overwrite the device's outputs
            if not any(args[name] is h for h in host_arrays):
                args[name][...] = 0.5
        time(lambda: None)

        class R:
            outputs = outs
            report = None
        return R

    monkeypatch.setattr(cuda, "cupy", lambda: np)
    monkeypatch.setattr(cuda, "run_cuda", fake_run)
    monkeypatch.setattr(cuda, "device_info", lambda: {"name": "fake"})
    monkeypatch.setattr(measure, "CupyClock", Clock)
    monkeypatch.setattr(measure, "timer", lambda **kw: lambda launch: {
        "median_ms": 1.0, "samples_ms": [1.0]})
    passed: list = []
    src = (__import__("pathlib").Path(__file__).parent / "data" / "tune" /
           "vector_add.cu").read_text()
    n = 128
    a = np.arange(n, dtype=np.float32)
    p = Problem("vector_add", src, n, [np.zeros_like(a), a, a, np.int32(n)],
                {"block_size_x": [32, 64]}, answer=[2 * a, None, None, None])
    args = {"arguments": p.arguments, "cmem_args": p.cmem_args, "answer": p.answer,
            "atol": p.atol}
    host_arrays = [x for x in p.arguments if isinstance(x, np.ndarray)]
    verdicts = {}
    for resident in (True, False):
        gpu._RESIDENT.clear()
        for bx in (32, 64):
            job = compile_job(spec(p, {"block_size_x": bx}), None)
            out = measure_cuda(job, args, {"resident": resident})
            verdicts[(resident, bx)] = out.get("failure_kind")
    assert verdicts == {(True, 32): None, (True, 64): "wrong", (False, 32): None,
                        (False, 64): "wrong"}
    # resident: the working buffers were passed; host check: the caller's arrays
    assert passed == [[False] * 3] * 2 + [[True] * 3] * 2
    assert (p.arguments[0] == 0).all()  # the caller's output array was never written
    gpu._RESIDENT.clear()  # no NumPy "device" left for a later test in this process
