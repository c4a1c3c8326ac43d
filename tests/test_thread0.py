"""A shared-memory loop run by the block's first thread, spread over the block
(transform/thread0.py): on the simulator the variant's outputs equal the original's, bit for
bit, for integer scans (CUDA C and OpenCL C) and sums (CUDA C: the first warp's shuffles)
of every block size and length tried (fixed seeds); floating-point ones only with
reassociate; sums in OpenCL C or in blocks narrower than a warp are refused; loops of other forms, a kernel
that returns early and a loop not preceded by a barrier are refused with the reason."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.thread0 import spread_thread0  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

SCAN = """
extern "C" __global__ void k(const T *x, T *out, int n) {
    __shared__ T s[B];
    int t = threadIdx.x;
    int i = blockIdx.x * B + t;
    s[t] = i < n ? x[i] : (T)0;
    __syncthreads();
    if (t == 0)
        for (int k = 1; k < E; k++)
            s[k] += s[k - 1];
    __syncthreads();
    if (i < n) out[i] = s[t];
}"""

SUM = """
extern "C" __global__ void k(const T *x, T *out, int n) {
    __shared__ T s[B];
    int t = threadIdx.x;
    int i = blockIdx.x * B + t;
    s[t] = i < n ? x[i] : (T)0;
    __syncthreads();
    if (t == 0) {
        T acc = (T)3;
        for (int k = 0; k < E; k++)
            acc = acc + s[k];
        out[blockIdx.x] = acc * 2;
    }
}"""


def _cl(text):
    return (text.replace('extern "C" __global__ void', "__kernel void")
            .replace("const T *x, T *out", "__global const T *x, __global T *out")
            .replace("__shared__", "__local").replace("__syncthreads()",
                                                      "barrier(CLK_LOCAL_MEM_FENCE)")
            .replace("threadIdx.x", "get_local_id(0)").replace("blockIdx.x", "get_group_id(0)"))


def _module(text, B, E, T="int", cl=False):
    text = text.replace("[B]", f"[{B}]").replace("* B", f"* {B}").replace("< E", f"< {E}")
    text = _cl(text) if cl else text
    text = text.replace("T ", f"{T} ").replace("T *", f"{T} *").replace("(T)", f"({T})")
    if cl:
        return read_module("k.cl", text=text, dialect="opencl")
    return read_module("k.cu", text=text, dialect="cuda")


def _check(m, B, blocks, dtype, reassociate=False):
    n = max(1, B * blocks - 3)
    grid, block = (blocks, 1, 1), (B, 1, 1)
    v = spread_thread0(Variant.of(m, "k", Launch(grid, block)), reassociate=reassociate)
    assert isinstance(v, Variant), v

    def args():
        r = np.random.default_rng(B + blocks)
        return {"x": r.integers(-50, 50, n).astype(dtype), "out": np.zeros(max(n, blocks), dtype),
                "n": np.int32(n)}

    want = simulate(m, "k", grid, block, args()).outputs["out"]
    got = simulate(v.module, v.kernel, v.grid, v.block, args()).outputs["out"]
    assert got.tobytes() == want.tobytes()
    return v


@settings(max_examples=12, derandomize=True, deadline=None)
@given(B=st.sampled_from([2, 8, 32, 64, 128]), frac=st.sampled_from([1.0, 0.5, 0.7]),
       blocks=st.integers(1, 3), cl=st.booleans(), form=st.sampled_from(["scan", "sum"]))
def test_integer_scans_and_sums_same_outputs(B, frac, blocks, cl, form):
    E = max(2, int(B * frac))
    m = _module(SCAN if form == "scan" else SUM, B, E, cl=cl)
    if form == "sum" and (cl or B < 32):
        # the first warp's shuffles: CUDA C only, a full warp
        out = spread_thread0(Variant.of(m, "k", Launch((blocks, 1, 1), (B, 1, 1))))
        assert isinstance(out, Refusal)
        assert ("OpenCL" if cl else "no full first warp") in out.reason
        return
    v = _check(m, B, blocks, np.int32)
    assert v.steps[-1].name == "spread-thread0"


@pytest.mark.parametrize("form", ["scan", "sum"])
def test_float_needs_reassociate(form):
    # small integers in floats: every order of the additions is exact
    m = _module(SCAN if form == "scan" else SUM, 64, 64, T="float")
    v = Variant.of(m, "k", Launch((2, 1, 1), (64, 1, 1)))
    out = spread_thread0(v)
    assert isinstance(out, Refusal) and "reassociate" in out.reason
    _check(m, 64, 2, np.float32, reassociate=True)


BAD = {
    "no barrier before": ("    __syncthreads();\n    if (t == 0)", "    if (t == 0)"),
    "early return": ("    int t = threadIdx.x;", "    int t = threadIdx.x;\n    if (n < 0) return;"),
    "other thread": ("if (t == 0)", "if (t == 1)"),
    "not a scan": ("s[k] += s[k - 1];", "s[k] += s[k - 2];"),
    "longer than the block": ("k < E", "k < 128"),
}


@pytest.mark.parametrize("what", sorted(BAD))
def test_other_forms_are_refused(what):
    old, new = BAD[what]
    text = SCAN.replace(old, new)
    m = _module(text, 64, 64)
    out = spread_thread0(Variant.of(m, "k", Launch((2, 1, 1), (64, 1, 1))))
    assert isinstance(out, Refusal), what


def test_a_sum_whose_array_the_first_thread_writes_is_refused():
    text = SUM.replace("T acc = (T)3;", "s[1] = 7; T acc = (T)3;")
    m = _module(text, 64, 64)
    out = spread_thread0(Variant.of(m, "k", Launch((2, 1, 1), (64, 1, 1))))
    assert isinstance(out, Refusal) and "may write s" in out.reason


def test_optimizer_takes_it_and_guards_the_block_size():
    m = _module(SCAN, 256, 256)
    res = optimize(m, "k", Launch((64, 1, 1), (256, 1, 1), params={"n": 64 * 256}))
    assert [s.name for s in res.applied][:1] == ["spread-thread0"]
    assert ("equal", "block.x", 256) in [(a.kind, a.expr, a.modulus)
                                         for a in res.variant.assumptions]


#: SCAN with the first thread's loop a running scan from a first value, written back
RUNNING = SCAN.replace("""    if (t == 0)
        for (int k = 1; k < E; k++)
            s[k] += s[k - 1];
""", """    if (t == 0) {
        T m = FIRST;
        for (int k = 0; k < E; k++) {
            m = STEP;
            s[k] = m;
        }
    }
""")
assert "FIRST" in RUNNING

RUN_FORMS = {  # (type, first value, step, needs reassociate)
    "float max": ("float", "-1.5f", "fmaxf(m, s[k])", False),
    "float min": ("float", "0.0f", "fminf(s[k], m)", False),
    "int max": ("int", "7", "max(m, s[k])", False),
    "int sum": ("int", "5", "m + s[k]", False),
    "float sum": ("float", "2.0f", "m + s[k]", True),
}


@pytest.mark.parametrize("form", sorted(RUN_FORMS))
@pytest.mark.parametrize("B,frac,cl", [(64, 1.0, False), (128, 0.7, False), (32, 1.0, True),
                                       (8, 0.5, True)])
def test_running_scans_from_a_first_value_same_outputs(form, B, frac, cl):
    """acc = f(acc, s[k]); s[k] = acc from a constant: the block's Hillis-Steele scan with f,
    then each element combined with the first value (the running maximum of the fifteenth
    suite's running_peak_thread0); maxima and minima in any order, sums of floats only with
    reassociate."""
    T, first, step, needs = RUN_FORMS[form]
    E = max(2, int(B * frac))
    text = RUNNING.replace("FIRST", first).replace("STEP", step)
    if cl:  # OpenCL C spells them fmax and fmin
        text = text.replace("fmaxf", "fmax").replace("fminf", "fmin")
    m = _module(text, B, E, T=T, cl=cl)
    dtype = np.float32 if T == "float" else np.int32
    if needs:
        out = spread_thread0(Variant.of(m, "k", Launch((2, 1, 1), (B, 1, 1))))
        assert isinstance(out, Refusal) and "reassociate" in out.reason
    v = _check(m, B, 3, dtype, reassociate=needs)
    assert "running" in v.steps[-1].detail


def test_a_running_scan_with_more_in_its_if_is_refused():
    """Anything else in the first thread's 'if' (here a store of the total) would need the
    accumulator's last value: the form is not taken."""
    text = (RUNNING.replace("FIRST", "0").replace("STEP", "max(m, s[k])")
            .replace("            s[k] = m;\n        }\n", "            s[k] = m;\n        }\n"
                     "        out[0] = m;\n"))
    assert "out[0] = m;" in text
    m = _module(text, 64, 64)
    out = spread_thread0(Variant.of(m, "k", Launch((2, 1, 1), (64, 1, 1))))
    assert isinstance(out, Refusal)
