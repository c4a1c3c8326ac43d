"""The command line never fails with an internal error (issue 19).

Hypothesis draws command lines from the CLI's grammar (every command, its options, values
that are right, wrong, negative, huge, malformed) over small files that are right and
wrong (empty, binary bytes, truncated kernels, a huge static array, templates, dynamic
shared memory) and calls ``warpsmith.cli.main`` in-process. Every outcome must be a
clean one: exit status 0 (done), 1 (a located error), 2 (a bad command line) or 3 (a
refused transformation), and never the text "internal error". Launches the simulator
would take long on are kept small where they are valid (``grid.x`` at most 4); huge values
go where the launch check refuses them first. Derandomized, so that CI sees the same
100 command lines every run.
"""

from __future__ import annotations

import contextlib
import io
import json
import os

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.cli import main  # noqa: E402

SAXPY = """__global__ void saxpy(int n, float a, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"""
TEMPLATE = """template <int BLOCK>
__global__ void block_sum(const float* in, float* out)
{
    __shared__ float s[BLOCK];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * BLOCK + t];
    __syncthreads();
    if (t == 0) { float acc = 0; for (int i = 0; i < BLOCK; ++i) acc += s[i]; out[blockIdx.x] = acc; }
}
template __global__ void block_sum<64>(const float*, float*);
"""
DYNAMIC = """extern __shared__ float buf[];
__global__ void rev(float* x)
{
    buf[threadIdx.x] = x[threadIdx.x];
    __syncthreads();
    x[threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
}
"""
HUGE_SHARED = """__global__ void big(float* x)
{
    __shared__ float s[1 << 20];
    s[threadIdx.x] = 1.0f;
    x[threadIdx.x] = s[threadIdx.x];
}
"""
OPENCL = """__kernel void add(__global const int* a, __global int* b, int n)
{
    int i = get_global_id(0);
    if (i < n) b[i] = a[i] + 1;
}
"""

FILES = {
    "saxpy.cu": SAXPY, "tmpl.cu": TEMPLATE, "dyn.cu": DYNAMIC, "big.cu": HUGE_SHARED,
    "add.cl": OPENCL, "empty.cu": "", "cuda_in.cl": SAXPY,
    "truncated1.cu": SAXPY[:70], "truncated2.cu": SAXPY[:-3], "truncated3.cl": OPENCL[:40],
    "binary.cu": b"\x00\xff\xfe\x7fELF\x01\x02__global__\x00\x89PNG",
    "missing.cu": None,
}
PARAMS = ["n", "a", "x", "y", "in", "out", "b", "nope", ""]
DTYPES = ["float32", "float", "int32", "int", "uchar", "float64", "float4", "half", "bool",
          "complex64", "strin g", "int7"]
COMMANDS = ["run", "analyze", "optimize", "coarsen", "predict", "translate", "kernels",
            "compile", "devices"]

numbers = st.one_of(st.sampled_from([0, 1, 2, 4, 64, 1024, -1, -5, 65535, 70000, 2 ** 31,
                                     10 ** 11, 2 ** 64]),
                    st.integers(-10, 300))
small_x = st.sampled_from(["1", "2", "4", "3"])
dims = st.one_of(
    small_x,
    st.tuples(small_x, st.sampled_from(["1", "2", "70000", "0", "-3"])).map(",".join),
    st.tuples(small_x, st.just("1"), st.sampled_from(["1", "65536", "2"])).map(",".join),
    st.sampled_from(["", "0", "-1", "a", "1,2,3,4", "4x4", "1,,2", "0x10", "2147483648"]),
)
blocks = st.one_of(st.sampled_from(["1", "32", "64", "128", "256"]),
                   st.sampled_from(["2048", "1024,2", "1,1,128", "0", "-64", "x", "64,4"]))
counts = st.one_of(st.sampled_from(["64", "256", "0", "-1", "100000000000", "0x40", "1e3"]),
                   numbers.map(str))
fills = st.sampled_from(["", ":zeros", ":random", ":range", ":bogus", ":float32", ":int32",
                         ":range:float32", ":random:int64", ":float32:x"])
buffers = st.builds(lambda d, c, f: f"{d}[{c}]{f}", st.sampled_from(DTYPES), counts, fills)
values = st.one_of(buffers, numbers.map(str),
                   st.sampled_from(["0.5", "2.5", "-1e40", "nan", "inf", "true", "@x64.npy",
                                    "@x64.npy:float32", "@missing.npy", "@binary.cu",
                                    "shared:256", "shared:-1", "local:0", "", "=", "[]"]))
arg = st.builds(lambda p, v: f"{p}={v}", st.sampled_from(PARAMS), values) | \
    st.sampled_from(["novalue", "=3", "x"])


@st.composite
def command_lines(draw):
    """One command line of the CLI's grammar, with right and wrong values."""
    cmd = draw(st.sampled_from(COMMANDS))
    argv = [cmd]
    if cmd != "devices":
        argv.append(draw(st.sampled_from(sorted(FILES))))
    opts: list[list[str]] = []
    if cmd in ("run", "analyze", "optimize", "coarsen", "predict"):
        if draw(st.booleans()) or cmd != "analyze":
            opts.append(["--grid", draw(dims)])
            opts.append(["--block", draw(blocks)])
        opts += [["--arg", draw(arg)] for _ in range(draw(st.integers(0, 5)))]
        if draw(st.integers(0, 4)) == 0:
            opts.append(["--device", draw(st.sampled_from(["h100", "gtx480", "8800gtx",
                                                           "nosuch", "a100"]))])
    if cmd == "run":
        if draw(st.booleans()):
            opts.append(["--seed", str(draw(numbers))])
        if draw(st.booleans()):
            opts.append(["--dynamic-shared", str(draw(numbers))])
        for flag in ("--trace", "--cast"):
            if draw(st.booleans()):
                opts.append([flag])
        if draw(st.booleans()):
            opts.append(["--preview", str(draw(numbers))])
    if cmd == "analyze" and draw(st.booleans()):
        opts.append(["--divergence"])
    if cmd == "coarsen":
        if draw(st.integers(0, 3)) == 0:
            opts.append(["--auto"])
        else:
            opts.append(["--factor", draw(st.sampled_from(["1", "2", "4", "0", "-2", "x"]))])
        if draw(st.booleans()):
            opts.append(["--dim", draw(st.sampled_from(["0", "1", "x", "y", "w", "3"]))])
    if cmd in ("optimize", "coarsen") and draw(st.booleans()):
        opts.append(["--show"])
    if cmd == "predict" and draw(st.booleans()):
        opts.append(["--registers", str(draw(numbers))])
    if cmd == "translate":
        opts.append(["--to", draw(st.sampled_from(["cuda", "opencl", "c", ""]))])
    if cmd == "compile" and draw(st.booleans()):
        opts.append(["--arch", draw(st.sampled_from(["sm_90", "sm_70", "sm_80", "compute_90",
                                                     "sm_", "x"]))])
    if cmd != "devices":
        if draw(st.integers(0, 3)) == 0:
            opts.append(["--kernel", draw(st.sampled_from(["saxpy", "block_sum<64>",
                                                           "block_sum<128>", "nosuch",
                                                           "block_sum<", "rev"]))])
        if draw(st.integers(0, 4)) == 0:
            opts.append(["--template", draw(st.sampled_from(["BLOCK=64", "BLOCK=2.5",
                                                             "BLOCK=128", "BLOCK", "=1",
                                                             "T=float"]))])
        if draw(st.integers(0, 5)) == 0:
            opts.append(["-D", draw(st.sampled_from(["N=4", "1x", "N"]))])
    if draw(st.booleans()):
        opts.append(["--json"])
    order = draw(st.permutations(range(len(opts))))
    for i in order:
        argv += opts[i]
    return argv


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    np = pytest.importorskip("numpy")
    d = tmp_path_factory.mktemp("fuzz")
    for name, text in FILES.items():
        if text is None:
            continue
        if isinstance(text, bytes):
            (d / name).write_bytes(text)
        else:
            (d / name).write_text(text)
    np.save(d / "x64.npy", np.arange(64.0))
    return d


def call(argv: list[str]) -> tuple[int, str, str]:
    """``warpsmith ARGV`` in this process: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as e:  # --help, --version
            rc = e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    return rc, out.getvalue(), err.getvalue()


#: WARPSMITH_FUZZ=1: a longer, random exploration (locally, to look for new failures)
THOROUGH = bool(os.environ.get("WARPSMITH_FUZZ"))


@settings(max_examples=1000 if THOROUGH else 100, derandomize=not THOROUGH, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                 HealthCheck.data_too_large])
@given(argv=command_lines())
def test_cli_fuzz_never_fails_internally(workdir, monkeypatch, argv):
    monkeypatch.chdir(workdir)
    rc, out, err = call(argv)
    assert rc in (0, 1, 2, 3), (argv, rc, err[-2000:])
    assert "internal error" not in out + err, (argv, err[-2000:])
    if "--json" in argv and rc in (1, 2):
        obj = json.loads(out)
        assert set(obj["error"]) == {"kind", "message", "file", "line", "column", "hint"}
