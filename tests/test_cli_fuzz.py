"""The command line never fails with an internal error (issue 19).

Hypothesis draws command lines from the CLI's grammar (every command, its options, values
that are right, wrong, negative, huge, malformed) over small files that are right and
wrong (empty, binary bytes, truncated kernels, a huge static array, templates, dynamic
shared memory) and calls ``warpsmith.cli.main`` in-process. Every outcome must be a
clean one: exit status 0 (done), 1 (a located error), 2 (a bad command line) or 3 (a
refused transformation), and never the text "internal error". Launches the simulator
would take long on are kept small where they are valid (``grid.x`` at most 4); huge values
go where the launch check refuses them first. The choices are drawn from one seeded
``Random`` per example (hypothesis's ``randoms()``): spread evenly over the grammar, where
hypothesis's own small-first generation kept repeating a few lines. Derandomized, so that CI sees the same
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
#: a valid --arg set per file (for a launch of at most 4 blocks of 64 threads), which the
#: strategy then spoils in places, so that most command lines get past the reading
GOOD_ARGS = {
    "saxpy.cu": ["n=256", "a=2", "x=float32[256]:random", "y=float32[256]"],
    "tmpl.cu": ["in=float32[256]:random", "out=float32[4]"],
    "dyn.cu": ["x=float32[256]:range"],
    "add.cl": ["a=int32[256]:range", "b=int32[256]", "n=256"],
    "big.cu": ["x=float32[64]"],
}
WEIGHTED_FILES = ["saxpy.cu"] * 4 + ["tmpl.cu", "dyn.cu", "add.cl"] * 2 + sorted(FILES)
DTYPES = ["float32", "float", "int32", "int", "uchar", "float64", "float4", "half", "bool",
          "complex64", "strin g", "int7"]
COMMANDS = ["run", "analyze", "optimize", "coarsen", "predict", "translate", "kernels",
            "compile", "devices"]

#: WARPSMITH_FUZZ=1: a longer, random exploration (locally, to look for new failures)
THOROUGH = bool(os.environ.get("WARPSMITH_FUZZ"))

NUMBERS = [0, 1, 2, 4, 64, 1024, -1, -5, 65535, 70000, 2 ** 31, 10 ** 11, 2 ** 64]
SMALL_X = ["1", "2", "4", "3"]
BAD_DIMS = ["", "0", "-1", "a", "1,2,3,4", "4x4", "1,,2", "0x10", "2147483648", "2,70000",
            "2,1,65536", "1,0", "1,-3"]
BLOCKS = ["64", "1", "32", "64,1", "16,4"]
BAD_BLOCKS = ["2048", "1024,2", "1,1,128", "0", "-64", "x", "64,4", "4096"]
FILLS = ["", ":zeros", ":random", ":range", ":bogus", ":float32", ":int32", ":range:float32",
         ":random:int64", ":float32:x"]
COUNTS = ["64", "256", "0", "-1", "100000000000", "0x40", "1e3"]
ODD_VALUES = ["0.5", "2.5", "-1e40", "nan", "inf", "true", "@x64.npy", "@x64.npy:float32",
              "@missing.npy", "@binary.cu", "shared:256", "shared:-1", "local:0", "", "=", "[]"]


class Grammar:
    """Choices of the CLI's grammar driven by one of hypothesis's seeded ``Random`` values
    (spread evenly over the grammar; derandomized runs see the same lines every time)."""

    def __init__(self, rnd):
        self.r = rnd

    def number(self) -> str:
        r = self.r
        return str(r.choice(NUMBERS) if r.random() < 0.6 else r.randint(-10, 300))

    def dims(self) -> str:
        r = self.r
        return r.choice(SMALL_X) if r.random() < 0.5 else r.choice(BAD_DIMS)

    def block(self) -> str:
        r = self.r
        return r.choice(BLOCKS) if r.random() < 0.5 else r.choice(BAD_BLOCKS)

    def value(self) -> str:
        r = self.r
        k = r.random()
        if k < 0.5:
            count = r.choice(COUNTS) if r.random() < 0.7 else self.number()
            return f"{r.choice(DTYPES)}[{count}]{r.choice(FILLS)}"
        return self.number() if k < 0.7 else r.choice(ODD_VALUES)

    def arg(self) -> str:
        r = self.r
        if r.random() < 0.1:
            return r.choice(["novalue", "=3", "x"])
        return f"{r.choice(PARAMS)}={self.value()}"


@st.composite
def command_lines(draw):
    """One command line of the CLI's grammar. A third are clean (a valid launch of the
    file's kernel, its arguments right) but for at most one spoilt value, so that the
    commands' deeper paths run; the others take right and wrong values everywhere."""
    g = Grammar(draw(st.randoms(use_true_random=False)))
    r = g.r
    clean = r.random() < 0.4
    cmd = r.choice(COMMANDS)
    file = r.choice(list(GOOD_ARGS) if clean else WEIGHTED_FILES)
    spoilt = r.randint(0, 7) if clean else -1

    def pick(k: int, good: str, bad) -> str:
        """``good`` on a clean line unless value ``k`` is the one spoilt; else ``bad()``
        (which may be good too)."""
        if clean and spoilt != k:
            return good
        return bad()

    def maybe(k: int) -> bool:
        """Whether an optional (possibly wrong) option is added."""
        return (spoilt == k) if clean else r.random() < 0.25

    argv = [cmd] + ([file] if cmd != "devices" else [])
    opts: list[list[str]] = []
    if cmd in ("run", "analyze", "optimize", "coarsen", "predict"):
        if clean or cmd != "analyze" or r.random() < 0.5:
            opts.append(["--grid", pick(0, r.choice(SMALL_X), g.dims)])
            opts.append(["--block", pick(1, "64", g.block)])
        good = [a for a in GOOD_ARGS.get(file, []) if cmd == "run" or "[" not in a]
        for i, a in enumerate(good):
            if clean:
                opts.append(["--arg", g.arg() if spoilt == 2 and i == 0 else a])
                continue
            spoil = r.randint(0, 5)
            if spoil != 1:
                opts.append(["--arg", g.arg() if spoil == 0 else a])
        if maybe(3):
            opts.append(["--arg", g.arg()])
        if maybe(4):
            opts.append(["--device", r.choice(["h100", "gtx480", "8800gtx", "nosuch", "a100"])])
    if cmd == "run":
        if file == "dyn.cu" and clean:
            opts.append(["--dynamic-shared", pick(5, "1024", g.number)])
        elif maybe(5):
            opts.append(["--dynamic-shared", g.number()])
        if maybe(6):
            opts.append(["--seed", g.number()])
        if r.random() < 0.1:  # PoCL builds take seconds: OpenCL only in the thorough run
            opts.append(["--backend", r.choice(["cuda", "opencl", "gpu"] if THOROUGH
                                               else ["cuda", "gpu"])])
        for flag in ("--trace", "--cast"):
            if r.random() < 0.3:
                opts.append([flag])
        if r.random() < 0.3:
            opts.append(["--preview", pick(-1, "3", g.number)])
    if cmd == "analyze" and r.random() < 0.3:
        opts.append(["--divergence"])
    if cmd == "coarsen":
        if r.random() < 0.25:
            opts.append(["--auto"])
        else:
            opts.append(["--factor", pick(5, "2", lambda: r.choice(["1", "2", "4", "0", "-2",
                                                                    "x"]))])
        if maybe(6):
            opts.append(["--dim", r.choice(["0", "1", "x", "y", "w", "3"])])
    if cmd in ("optimize", "coarsen") and r.random() < 0.3:
        opts.append(["--show"])
    if cmd in ("optimize", "coarsen", "translate") and r.random() < 0.2:
        opts.append(["-o", r.choice(["out/o.cu", "o.cu", ".", "nodir/x.cu", "saxpy.cu/x"])])
    if cmd == "run" and r.random() < 0.2:
        opts.append(["--save-outputs", r.choice(["outs", "outs/a/b", "saxpy.cu",
                                                 "saxpy.cu/sub", "."])])
    if cmd == "predict" and maybe(5):
        opts.append(["--registers", g.number()])
    if cmd == "translate":
        opts.append(["--to", pick(0, "opencl", lambda: r.choice(["cuda", "opencl", "c", ""]))])
    if cmd == "compile" and maybe(0):
        opts.append(["--arch", r.choice(["sm_90", "sm_70", "sm_80", "compute_90", "sm_", "x"])])
    if cmd != "devices":
        if maybe(1):
            opts.append(["--kernel", r.choice(["saxpy", "block_sum<64>", "block_sum<128>",
                                               "nosuch", "block_sum<", "rev"])])
        if maybe(2):
            opts.append(["--template", r.choice(["BLOCK=64", "BLOCK=2.5", "BLOCK=128", "BLOCK",
                                                 "=1", "T=float"])])
        if maybe(7):
            opts.append(["-D", r.choice(["N=4", "1x", "N"])])
    if r.random() < 0.4:
        opts.append(["--json"])
    r.shuffle(opts)
    for o in opts:
        argv += o
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


@settings(max_examples=1000 if THOROUGH else 100, derandomize=not THOROUGH, deadline=None,
          database=None,
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
