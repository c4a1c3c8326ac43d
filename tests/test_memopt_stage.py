"""Records staged through shared memory (transform/stage.py, optimizer step "stage-records"):
generated record kernels (random record length S, fields, element types, guards, straight-line
and loop forms, loads only, stores only or both, CUDA C and OpenCL C) compute on the simulator
exactly what the original computes, with buffers sized to the last element the original
touches (the simulator reports any access past them) and n not a multiple of the block; every
illegal case is refused with its reason; the two held-out kernels the step was written for are
optimized end to end through ``ws.optimize``, equal to the original and the reference on the
simulator, compile with NVRTC for sm_90 and run on PoCL."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import warpsmith as ws  # noqa: E402
from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.ir.printer import print_module  # noqa: E402
from warpsmith.transform.dispatch import dispatcher  # noqa: E402
from warpsmith.transform.pipeline import access_report  # noqa: E402
from warpsmith.transform.stage import stage_records  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SUITE2 = ROOT / "benchmarks" / "heldout2"
TYPES = {"float": (np.float32, "float", "float"), "int": (np.int32, "int", "int"),
         "uchar": (np.uint8, "unsigned char", "uchar"), "short": (np.int16, "short", "short")}


# ------------------------------------------------------------------ generated kernels

@st.composite
def record_kernels(draw):
    """(text, dialect, S, type, load fields, mode, B, blocks, n, words): a kernel whose
    thread i reads some fields of record i of ``a`` and/or writes every field of record i of
    ``b``, and whether to copy 1- and 2-byte records as 32-bit words."""
    dialect = draw(st.sampled_from(["cuda", "opencl"]))
    t = draw(st.sampled_from(sorted(TYPES)))
    S = draw(st.sampled_from([2, 3, 5, 7, 9]))
    mode = draw(st.sampled_from(["loads", "stores", "both"]))
    # "if" and "return": i < n, the one-comparison form the copies test affinely; "sparse"
    # and "scaled" are evaluated for each element's owner through e / S
    guard = draw(st.sampled_from(["if", "return", "none", "sparse", "scaled"]))
    form = draw(st.sampled_from(["straight", "loop"]))
    B = draw(st.sampled_from([32, 64]))
    blocks = draw(st.integers(1, 4))
    n = blocks * B if guard == "none" else draw(st.integers(1, blocks * B - 1))
    ct = TYPES[t][1 if dialect == "cuda" else 2]
    lines = []
    if form == "loop":
        lo = draw(st.integers(0, S - 1))
        hi = draw(st.integers(lo + 1, S))
        step = draw(st.sampled_from([1, 2]))
        fields = sorted(range(lo, hi, step))
        lines.append("int acc = 0;")
        lines.append(f"for (int k = {lo}; k < {hi}; k += {step}) acc += (int)a[{S} * i + k] "
                     "* (k + 1);")
    else:
        fields = sorted(set(draw(st.lists(st.integers(0, S - 1), min_size=1, max_size=S))))
        order = draw(st.permutations(fields))
        lines += [f"int v{c} = (int)a[{S} * i + {c}];" for c in order]
        lines.append("int acc = " + " + ".join(f"{c + 2} * v{c}" for c in order) + ";")
    if mode == "stores":
        lines = ["int acc = i * 3 + 1;"]
        fields = []
    if mode in ("stores", "both"):
        if draw(st.booleans()):
            lines.append(f"for (int j = 0; j < {S}; j++) b[{S} * i + j] = ({ct})(acc + j);")
        else:
            for c in draw(st.permutations(list(range(S)))):
                lines.append(f"b[{S} * i + {c}] = ({ct})(acc + {c});")
    else:
        lines.append(f"y[i] = ({ct})acc;")
    body = "\n        ".join(lines)
    if guard == "if":
        body = f"if (i < n) {{\n        {body}\n    }}"
    elif guard == "return":
        body = f"if (i >= n) return;\n    {body}"
    elif guard == "sparse":
        body = f"if (i < n && i % 3 != 1) {{\n        {body}\n    }}"
    elif guard == "scaled":
        body = f"int j = 2 * i + 1;\n    if (j < 2 * n) {{\n        {body}\n    }}"
    if dialect == "cuda":
        head = (f'extern "C" __global__ void k(const {ct} *a, {ct} *b, {ct} *y, int n) {{\n'
                "    int i = blockIdx.x * blockDim.x + threadIdx.x;")
    else:
        head = (f"__kernel void k(__global const {ct} *a, __global {ct} *b, __global {ct} *y, "
                "int n) {\n    int i = get_global_id(0);")
    text = f"{head}\n    {body}\n}}"
    return text, dialect, S, t, fields, mode, B, blocks, n, draw(st.booleans())


def _module(text: str, dialect: str):
    return read_module("k.cl" if dialect == "opencl" else "k.cu", text=text, dialect=dialect)


def _args(S, t, fields, n, seed):
    """Buffers sized to what the original touches: ``a`` ends at the last field read of
    record n - 1, so a copy reading further is an out-of-bounds access."""
    dt = TYPES[t][0]
    rng = np.random.default_rng(seed)
    na = S * (n - 1) + (max(fields) + 1 if fields else 1)
    return {"a": rng.integers(0, 100, na).astype(dt),
            "b": rng.integers(0, 100, S * n).astype(dt),  # sentinels: unwritten stay
            "y": rng.integers(0, 100, n).astype(dt), "n": np.int32(n)}


def _outputs(module, kernel, grid, block, args):
    r = simulate(module, kernel, grid, block, {k: np.copy(v) for k, v in args.items()})
    return {k: np.asarray(v).tobytes() for k, v in r.outputs.items()}


@settings(max_examples=150, deadline=None, derandomize=True)
@given(record_kernels(), st.integers(0, 1000))
def test_staged_records_compute_the_same(case, seed):
    """Every generated record kernel is staged, and equals the original bit for bit."""
    text, dialect, S, t, fields, mode, B, blocks, n, words = case
    m = _module(text, dialect)
    v = Variant.of(m, "k", Launch((blocks,), (B,), params={"n": n}))
    out = stage_records(v, words=words, min_element_bytes=1)
    assert isinstance(out, Variant), (out, text)
    args = _args(S, t, fields, n, seed)
    want = _outputs(m, "k", v.grid, v.block, args)
    assert _outputs(out.module, out.kernel, out.grid, out.block, args) == want, text
    again = _module(print_module(out.module, dialect), dialect)  # the printed text reads back
    assert _outputs(again, out.kernel, out.grid, out.block, args) == want


def test_staged_accesses_are_coalesced_and_conflict_free_for_odd_records():
    """After staging, the global accesses of a stride-9 float record are coalesced, and the
    thread's own shared accesses s[9*tid + c] take one wavefront (odd S: 32 distinct banks)."""
    m = _module(_LOADS.format(S=9, T="float", F="9 * i + 4"), "cuda")
    out = stage_records(Variant.of(m, "k", Launch((8,), (128,), params={"n": 1000})))
    assert isinstance(out, Variant), out
    report = access_report(out)
    glob = [p for p in report.predictions if p.access.space == "global"
            and p.access.array == "a"]
    assert glob and all(p.verdict == "coalesced" for p in glob)
    own = [p for p in report.predictions if p.access.space == "shared"
           and p.access.kind == "load"]
    assert own and all(p.wavefronts_per_request == 1 for p in own)


@pytest.mark.parametrize("S, T, waves", [(3, "unsigned char", 1), (2, "float", 2),
                                         (3, "short", 2)])
def test_bank_conflicts_of_narrow_and_even_records(S, T, waves):
    """What docs/memopt.md says of other records: 1-byte fields of 3-byte records are
    conflict-free (the lanes' bytes lie in 24 consecutive words), an even S of 4-byte words
    is a gcd(S, 32)-way conflict, 2-byte fields of 3-element records span 48 words: 2-way."""
    m = _module(_LOADS.format(S=S, T=T, F=f"{S} * i"), "cuda")
    out = stage_records(Variant.of(m, "k", Launch((8,), (128,), params={"n": 1024})),
                        min_element_bytes=1)
    assert isinstance(out, Variant), out
    own = [p for p in access_report(out).predictions if p.access.space == "shared"
           and p.access.kind == "load"]
    assert own and max(p.wavefronts_per_request for p in own) == waves


# ------------------------------------------------------------------------- refusals

_LOADS = """extern "C" __global__ void k(const {T} *a, {T} *y, int n) {{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{ {T} s = 0; for (int c = 0; c < {S}; c++) s += a[{S} * i + c];
        y[i] = s + a[{F}]; }}
}}"""

_HEAD = 'extern "C" __global__ void k(const float *a, float *b, const int *idx, int n, int m) {'
REFUSALS = {
    "data-dependent field": ("int i = blockIdx.x * blockDim.x + threadIdx.x;"
                             "if (i < n) { b[i] = a[3 * i + idx[i]] + a[3 * i]; }",
                             "not S*g + c"),
    "read and written": ("int i = blockIdx.x * blockDim.x + threadIdx.x;"
                         "if (i < n) { b[3 * i] = 1.0f; b[3 * i + 1] = b[3 * i + 2] + 1.0f; }",
                         "both read and written"),
    "return in a loop": ("int i = blockIdx.x * blockDim.x + threadIdx.x;"
                         "for (int k = 0; k < 3; k++) { if (a[3 * i + k] < 0.0f) return; "
                         "b[3 * i + k] = a[3 * i + k]; }", "a return other than an early exit"),
    "existing barrier": ("int i = blockIdx.x * blockDim.x + threadIdx.x; __syncthreads();"
                         "if (i < n) { b[i] = a[3 * i] + a[3 * i + 1] + a[3 * i + 2]; }",
                         "a barrier"),
    "shared memory": ("__shared__ float t[64]; int i = blockIdx.x * blockDim.x + threadIdx.x;"
                      "t[threadIdx.x] = 0.0f;"
                      "if (i < n) { b[i] = a[3 * i] + a[3 * i + 1] + a[3 * i + 2]; }",
                      "shared array t"),
    "atomics": ("int i = blockIdx.x * blockDim.x + threadIdx.x;"
                "if (i < n) { atomicAdd(&b[3 * i], 1.0f); b[3 * i + 1] = 0.0f;"
                " b[3 * i + 2] = 0.0f; }", "atomics"),
    "field not written": ("int i = blockIdx.x * blockDim.x + threadIdx.x;"
                          "if (i < n) { b[3 * i] = a[i]; b[3 * i + 1] = a[i]; }",
                          "[2] are not written whenever the guard passes"),
    "field written under a condition": (
        "int i = blockIdx.x * blockDim.x + threadIdx.x;"
        "if (i < n) { b[3 * i] = a[i]; b[3 * i + 1] = a[i]; if (a[i] > 0.0f) "
        "b[3 * i + 2] = 1.0f; }", "[2] are not written whenever the guard passes"),
    "field read under a condition": (
        "int i = blockIdx.x * blockDim.x + threadIdx.x;"
        "if (i < n) { float x = a[3 * i]; if (x > 0.0f) x += a[3 * i + 2]; b[i] = x; }",
        "read only under a condition"),
    "field outside the record": ("int i = blockIdx.x * blockDim.x + threadIdx.x;"
                                 "if (i < n) { b[i] = a[3 * i] + a[3 * i + 3]; }",
                                 "reach outside the record of 3"),
    "loop of unknown trips": ("int i = blockIdx.x * blockDim.x + threadIdx.x;"
                              "if (i < n) { float s = 0.0f; for (int k = 0; k < m; k++) "
                              "s += a[3 * i + k]; b[i] = s; }", "not a constant"),
    "guard reads memory": ("int i = blockIdx.x * blockDim.x + threadIdx.x;"
                           "if (idx[i] > 0) { b[i] = a[3 * i] + a[3 * i + 1] + a[3 * i + 2]; }",
                           "the guard reads memory"),
    "guard reads a reassigned parameter": (
        "int i = blockIdx.x * blockDim.x + threadIdx.x; n = n - 1;"
        "if (i < n) { b[i] = a[3 * i] + a[3 * i + 1] + a[3 * i + 2]; }",
        "the guard reads n"),
    "record accesses in two places": (
        "int i = blockIdx.x * blockDim.x + threadIdx.x; float x = a[3 * i];"
        "if (i < n) { b[i] = x + a[3 * i + 1] + a[3 * i + 2]; }",
        "read only under a condition"),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_illegal_cases_are_refused_with_their_reason(case):
    """Each case the step cannot prove legal is refused, naming why."""
    body, why = REFUSALS[case]
    m = _module(f"{_HEAD}\n    {body}\n}}", "cuda")
    out = stage_records(Variant.of(m, "k", Launch((4,), (64,), params={"n": 200, "m": 3})))
    assert isinstance(out, Refusal), (case, out)
    assert why in out.reason, (case, out.reason)
    assert "k's records" in out.reason  # the refusal names the kernel


def test_64_bit_record_indices_keep_their_type():
    """A kernel indexing records with size_t: the copies compute the block's base in the
    same 64-bit type, and the staged kernel equals the original."""
    text = """extern "C" __global__ void k(const float *a, float *b, int n) {
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    for (int c = 0; c < 3; c++) b[3 * i + c] = a[3 * i + c] * (float)(c + 1);
}"""
    m = _module(text, "cuda")
    v = Variant.of(m, "k", Launch((3,), (32,), params={"n": 70}))
    out = stage_records(v)
    assert isinstance(out, Variant), out
    assert "96ull" in print_module(out.module, "cuda")
    rng = np.random.default_rng(3)
    args = {"a": rng.integers(-9, 9, 210).astype(np.float32),
            "b": rng.integers(-9, 9, 210).astype(np.float32), "n": np.int32(70)}
    assert _outputs(out.module, out.kernel, out.grid, out.block, args) == \
        _outputs(m, "k", v.grid, v.block, args)


def test_two_dimensional_blocks_and_oversized_arrays_are_refused():
    """2D blocks, and shared arrays over the device's per-block limit, are refused."""
    m = _module(_LOADS.format(S=9, T="float", F="9 * i"), "cuda")
    out = stage_records(Variant.of(m, "k", Launch((4, 2), (32, 2), params={"n": 200})))
    assert isinstance(out, Refusal) and "is not 1D" in out.reason
    # 9 floats x 2048 threads: 73728 bytes, over the H100's 48 KiB of static shared memory
    out = stage_records(Variant.of(m, "k", Launch((4,), (2048,), params={"n": 200})))
    assert isinstance(out, Refusal) and "exceed the 49152 bytes" in out.reason


# ------------------------------------------------------------ the held-out kernels

def _heldout(name):
    from warpsmith.corpus import int_params
    from warpsmith.corpus import heldout as H

    s = H.spec(name, SUITE2)
    k = ws.read(s.path, dialect=s.dialect).kernel(s.kernel)
    P = s.paper
    L = ws.Launch(P.grid, P.block, P.dynamic_shared, int_params(k.function, dict(P.dims)))
    return s, k, L


HELDOUT = ["d2q9_collide", "d2q9_collide_cl", "rgb_to_yuv", "rgb_to_yuv_cl"]


def _staged(name, k, L):
    """The held-out kernel staged: through ws.optimize for d2q9 (the pipeline applies it),
    by the step itself with narrow records allowed for rgb_to_yuv (the pipeline refuses
    1-byte records, measured slower staged on the H100)."""
    if name.startswith("rgb"):
        v = Variant.of(k.module, k.function.name, L)
        out = stage_records(v, words=True, min_element_bytes=1)
        assert isinstance(out, Variant) and "as 32-bit words" in out.steps[-1].detail
        return out
    res = ws.optimize(k, L, reassociate=True)
    assert [a.name for a in res.applied] == ["stage-records"], res.refused
    step = res.applied[0]
    assert step.predicted["predicted_cost_after"] < step.predicted["predicted_cost_before"]
    return res.variant


def test_the_pipeline_leaves_byte_records_alone_and_says_why():
    s, k, L = _heldout("rgb_to_yuv")
    res = ws.optimize(k, L, reassociate=True)
    assert "stage-records" not in [a.name for a in res.applied]
    why = [r.reason for r in res.refused if r.step == "stage-records"]
    assert why and all("1-byte" in w and "measured slower" in w for w in why), why


@pytest.mark.parametrize("name", HELDOUT)
def test_heldout_records_are_staged_end_to_end(name):
    """The staged variant at the suite's GPU launch, launched through the run-time guard at
    a smaller launch with the same block and a partial last block, equals the original and
    the reference; the guard i < n is tested without a division."""
    s, k, L = _heldout(name)
    v = _staged(name, k, L)
    assert "stage_e / " not in print_module(v.module, "cuda")
    B = L.block[0]
    n = 2 * B - 17
    args = s.make_args(5, "ci")
    args = _resized(s, args, n)
    kern, grid, block, failed = dispatcher(v)((2,), (B,), args)
    assert not failed and kern == v.kernel
    want = simulate(k.module, s.kernel, (2,), (B,), {a: np.copy(x) for a, x in args.items()})
    got = simulate(v.module, kern, grid, block, {a: np.copy(x) for a, x in args.items()})
    for o in s.outputs:
        assert np.asarray(got.outputs[o]).tobytes() == np.asarray(want.outputs[o]).tobytes()


def _resized(s, args, n):
    """The suite's arguments for ``n`` cells or pixels (the record buffers cut to n
    records, so that the simulator reports any access past the last one)."""
    out = {}
    for name, x in args.items():
        if name == "n":
            out[name] = np.int32(n)
        elif isinstance(x, np.ndarray):
            per = x.size // int(args["n"])
            out[name] = np.copy(x[:per * n])
        else:
            out[name] = x
    return out


@pytest.mark.parametrize("name", ["d2q9_collide", "rgb_to_yuv_cl"])
def test_staged_cuda_compiles_for_sm90(name):
    """The printed CUDA compiles with NVRTC for sm_90, without spills."""
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    s, k, L = _heldout(name)
    v = _staged(name, k, L)
    compiled = compile_cuda(print_module(v.module, "cuda"), v.kernel, "sm_90")
    assert compiled.shared_static_bytes == {"d2q9_collide": 2 * 9 * 256 * 4,
                                            "rgb_to_yuv_cl": 3 * 256}[name]
    assert compiled.spill_store_bytes == 0


@pytest.mark.pocl
@pytest.mark.parametrize("name", ["d2q9_collide_cl", "rgb_to_yuv_cl"])
def test_staged_opencl_runs_on_pocl(name):
    """The printed OpenCL runs on PoCL and equals the simulator's original."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    s, k, L = _heldout(name)
    v = _staged(name, k, L)
    B = L.block[0]
    args = _resized(s, s.make_args(9, "ci"), 2 * B - 5)
    want = simulate(k.module, s.kernel, (2,), (B,), {a: np.copy(x) for a, x in args.items()})
    got = ocl.run_opencl(v.module, v.kernel, (2,), (B,), {a: np.copy(x) for a, x in args.items()})
    for o in s.outputs:
        np.testing.assert_allclose(np.asarray(got.outputs[o], np.float64),
                                   np.asarray(want.outputs[o], np.float64),
                                   rtol=s.rtol, atol=s.atol)


@pytest.mark.parametrize("name, ext", [("d2q9_collide", "cu"), ("d2q9_collide", "cl")])
def test_warpsmith_optimize_command_stages_the_heldout_kernels(name, ext, tmp_path, capsys):
    """``warpsmith optimize`` at the suite's GPU launch writes the staged variant (and its
    guard) to a file that reads back and runs like the original on the simulator."""
    import json

    from warpsmith.cli import main

    s, k, L = _heldout(name if ext == "cu" else name + "_cl")
    out = tmp_path / f"staged.{ext}"
    n = int(L.params["n"])
    assert main(["optimize", str(s.path), "-k", s.kernel, "--grid", str(L.grid[0]),
                 "--block", str(L.block[0]), "--arg", f"n={n}", "-o", str(out),
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [a["step"] for a in report["applied"]] == ["stage-records"]
    again = read_module(str(out), dialect="opencl" if ext == "cl" else "cuda")
    kern = report["variant"]["kernel"]
    B = L.block[0]
    args = _resized(s, s.make_args(4, "ci"), 2 * B - 3)
    want = simulate(k.module, s.kernel, (2,), (B,), {a: np.copy(x) for a, x in args.items()})
    got = simulate(again, kern, (2,), (B,), {a: np.copy(x) for a, x in args.items()})
    for o in s.outputs:
        assert np.asarray(got.outputs[o]).tobytes() == np.asarray(want.outputs[o]).tobytes()
