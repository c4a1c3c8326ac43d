"""Issue 17: real code read whole -- `kernels` reads what it lists, `translate` drops no
kernel, includes and -D as compilers take them, the features public kernels use (each
from a minimal reproduction written here)."""

from __future__ import annotations

import json

import pytest

import warpsmith as ws
from warpsmith.cli import main
from warpsmith.ir.errors import WarpsmithError

GOOD_BAD = """\
__global__ void good(float *a) { a[threadIdx.x] = 1.0f; }
__global__ void bad(float *a) { this is @@ not C at all $$ ;;; }
template <int N> __global__ void tk(float *a) { a[threadIdx.x] = N; }
"""


def _cli(capsys, argv):
    rc = main(argv)
    out = capsys.readouterr()
    return rc, out.out, out.err


# ----------------------------------------------------------------------------- 1. kernels


def test_kernels_reads_every_body(tmp_path, capsys):
    f = tmp_path / "k.cu"
    f.write_text(GOOD_BAD)
    rc, out, _ = _cli(capsys, ["kernels", str(f), "--json"])
    assert rc == 1
    data = json.loads(out)
    read = {k["name"]: k["read"] for k in data["kernels"]}
    assert read == {"good": True, "bad": False, "tk": True}
    bad = next(k for k in data["kernels"] if k["name"] == "bad")
    assert (bad["error"]["file"], bad["error"]["line"]) == (str(f), 2)
    assert next(k for k in data["kernels"] if k["name"] == "tk")["instance"] == "tk<16>"
    assert data["read"] is False


def test_kernels_fast_keeps_the_signature_scan(tmp_path, capsys):
    f = tmp_path / "k.cu"
    f.write_text(GOOD_BAD)
    rc, out, _ = _cli(capsys, ["kernels", str(f), "--fast", "--json"])
    assert rc == 0
    data = json.loads(out)
    assert [k["name"] for k in data["kernels"]] == ["good", "bad", "tk"]
    assert "read" not in data["kernels"][0]


def test_kernels_many_files(tmp_path, capsys):
    a, b = tmp_path / "a.cu", tmp_path / "b.cl"
    a.write_text("__global__ void ka(int *x) { x[threadIdx.x] += 1; }\n")
    b.write_text("__kernel void kb(__global int *x) { x[get_global_id(0)] += 1; }\n")
    rc, out, err = _cli(capsys, ["kernels", str(a), str(b), "--json"])
    assert rc == 0, err
    data = json.loads(out)
    assert data["read"] is True
    assert [[k["name"] for k in f["kernels"]] for f in data["files"]] == [["ka"], ["kb"]]


def test_api_list_kernels_read_flag(tmp_path):
    f = tmp_path / "k.cu"
    f.write_text(GOOD_BAD)
    listing = ws.list_kernels(f)
    assert listing.read is False
    assert [k["name"] for k in listing.failed] == ["bad"]


def test_translate_never_drops_a_listed_kernel(tmp_path, capsys):
    f = tmp_path / "k.cu"
    f.write_text(GOOD_BAD.replace("this is @@ not C at all $$ ;;;", "a[0] = 2.0f;"))
    rc, out, err = _cli(capsys, ["translate", str(f), "--to", "opencl"])
    assert rc == 1 and "tk" in err and ":3:" in err
    rc, out, err = _cli(capsys, ["translate", str(f), "--to", "opencl", "--template", "N=4"])
    assert rc == 0, err
    assert "good" in out and "tk" in out
    with pytest.raises(WarpsmithError):
        ws.translate(ws.read(str(f)), "opencl")


# ----------------------------------------------------------------------------- 2. -I and -D

POLY = """\
#include <stdio.h>
#include <polybench.h>
__global__ void k(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < POLYBENCH_LOOP_BOUND(4096, n)) a[i] = 2.0f * a[i];
}
"""


def test_angle_include_searched_in_include_dirs(tmp_path, capsys):
    inc = tmp_path / "utilities"
    inc.mkdir()
    (inc / "polybench.h").write_text("#define POLYBENCH_LOOP_BOUND(x, y) (y)\n")
    f = tmp_path / "k.cu"
    f.write_text(POLY)
    rc, out, err = _cli(capsys, ["kernels", str(f), "--json"])
    assert rc == 1
    error = json.loads(out)["kernels"][0]["error"]
    assert "POLYBENCH_LOOP_BOUND" in error["message"] and error["line"] == 5
    assert "-D 'POLYBENCH_LOOP_BOUND(ARGS)=BODY'" in error["error"]
    rc, out, err = _cli(capsys, ["kernels", str(f), "-I", str(inc), "--json"])
    assert rc == 0, out


def test_function_like_define_on_the_command_line(tmp_path, capsys):
    f = tmp_path / "k.cu"
    f.write_text(POLY.replace("#include <polybench.h>\n", ""))
    rc, out, err = _cli(capsys, ["translate", str(f), "--to", "cuda",
                                 "-D", "POLYBENCH_LOOP_BOUND(x, y)=(y)"])
    assert rc == 0, err
    assert "i < n" in out
    rc, out, err = _cli(capsys, ["kernels", str(f), "-D", "BAD(=1"])
    assert rc == 1 and "'NAME(ARGS)=BODY'" in err


def test_system_header_in_an_include_dir_is_not_read(tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "cuda_runtime.h").write_text("this is not device code {{{\n")
    f = tmp_path / "k.cu"
    f.write_text("#include <cuda_runtime.h>\n__global__ void k(int *a) { a[0] = 1; }\n")
    assert ws.list_kernels(f, includes=[inc]).read is True


# ----------------------------------------------------------------------------- 3. start-up


def test_kernels_process_imports_no_numpy(tmp_path):
    """The start-up of `kernels` (benchmarks/startup.py measures it): reading and printing
    back a kernel with float literals imports neither NumPy nor the model."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    f = tmp_path / "k.cu"
    f.write_text("__global__ void k(float *a) { a[threadIdx.x] = 0.1f * a[0] + 1e-7f; }\n")
    code = ("import sys; from warpsmith.cli import main; rc = main(['kernels', sys.argv[1], "
            "'--json']); heavy = [m for m in ('numpy', 'rich', 'warpsmith.model.predict', "
            "'warpsmith.backends.simulator') if m in sys.modules]; print(rc, heavy)")
    src = str(Path(__file__).resolve().parents[1] / "src")
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run([sys.executable, "-c", code, str(f)], env=env, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "0 []"


def test_float32_text_equals_numpy():
    """The printer writes float32 literals as str(np.float32(v)) does, without NumPy."""
    np = pytest.importorskip("numpy")
    from hypothesis import given, settings, strategies as st

    from warpsmith.ir.printer import float32_text

    @settings(derandomize=True, max_examples=3000, deadline=None)
    @given(st.integers(0, 2**32 - 1))
    def check(bits):
        v = float(np.array([bits], dtype=np.uint32).view(np.float32)[0])
        if np.isfinite(v):
            assert float32_text(v) == str(np.float32(v))

    check()
    for v in (1e8, 1e6, 999999.94, 1e-4, 9.9999e-5, 0.0, -0.0, 3.4028235e38, 2.5e-45):
        assert float32_text(v) == str(np.float32(v))


# ----------------------------------------------------------------------------- 7. breadth


def test_breadth_benchmark_reads_the_corpus():
    """benchmarks/frontend_breadth.py over the project's own corpus: every file reads,
    except the GPU calibration microbenchmarks, whose inline PTX (clock and smid reads,
    ordered loads) is refused, located, by design."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location(
        "frontend_breadth", root / "benchmarks" / "frontend_breadth.py")
    breadth = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(breadth)
    report = breadth.run([str(root / "src" / "warpsmith" / "corpus")])
    rows = report["files"]
    assert len(rows) >= 30
    calibration = [r for r in rows if "calibration" in Path(r["file"]).parts]
    others = [r for r in rows if r not in calibration]
    assert [r["first_error"] for r in others if not r["read"]] == []
    assert all(r["kernels"] >= 1 for r in others)
    for r in calibration:
        assert r["read"] or r["cause"] == "unsupported: inline asm", r["first_error"]
    s = report["summary"]
    assert s["files_read"] == sum(r["read"] for r in rows)
    assert set(s["causes"]) <= {"unsupported: inline asm"}
