"""The Python API (warpsmith.api): docs/api.md's examples run as written, every function
gives what the command line gives for the same input (its --json object and its text),
and the package's surface (lazy names, errors, python -m warpsmith)."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.api import json_default
from warpsmith.backends.cuda import available as gpu_available
from warpsmith.backends.cuda_compile import compiler_available
from warpsmith.cli import main
from warpsmith.corpus import corpus_dir

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "api.md"
MATADD = str(corpus_dir() / "matrix_add.cu")
BENCH = str(corpus_dir() / "memopt_bench.cu")
MT = str(corpus_dir() / "coarsening" / "mt.cl")
MATMUL = str(corpus_dir() / "model" / "matmul.cu")

# ----------------------------------------------------------------------------- docs/api.md

BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S)
NEEDS = {"nvrtc": compiler_available, "gpu": gpu_available}


def _needs(block: str) -> str | None:
    """The dependency a block names in its first line (``# needs: gpu``), if any."""
    m = re.match(r"# needs: (\w+)", block)
    return m.group(1) if m else None


def _runnable(block: str) -> bool:
    need = _needs(block)
    return need is None or NEEDS[need]()


_DOC_STATE = {"ns": {}, "next": 0}


def _run_blocks_before(i: int) -> dict:
    """The namespace after the runnable blocks before block ``i`` (the page is one
    session, like a notebook)."""
    if _DOC_STATE["next"] > i:
        _DOC_STATE.update(ns={}, next=0)
    for j in range(_DOC_STATE["next"], i):
        if _runnable(BLOCKS[j]):
            exec(compile(BLOCKS[j], f"docs/api.md block {j}", "exec"), _DOC_STATE["ns"])
        _DOC_STATE["next"] = j + 1
    return _DOC_STATE["ns"]


def test_the_page_has_the_examples_the_issue_asks_for():
    text = "\n".join(BLOCKS)
    for call in ("ws.read(", "ws.run(", "ws.analyze(", "ws.divergence(", "ws.optimize(",
                 "ws.coarsen(", "ws.predict(", "ws.translate(", "ws.compile(",
                 "ws.WarpsmithError"):
        assert call in text, call
    # read, run, optimize and predict in under ten lines
    first = [ln for ln in BLOCKS[0].splitlines() if ln.strip() and not ln.startswith(" ")
             and not ln.startswith(("__global__", "}", '"""'))]
    assert len(first) < 10, first


@pytest.mark.parametrize("i", range(len(BLOCKS)))
def test_doc_example_runs(i, capsys):
    block = BLOCKS[i]
    need = _needs(block)
    if need is not None and not NEEDS[need]():
        pytest.skip(f"needs {need} (missing here)")
    ns = _run_blocks_before(i)
    exec(compile(block, f"docs/api.md block {i}", "exec"), ns)
    _DOC_STATE["next"] = i + 1
    assert capsys.readouterr().out.strip()  # every example shows something


# ----------------------------------------------------------------------------- same as the CLI


def _cli(capsys, argv) -> tuple[int, str, str]:
    rc = main(argv)
    out = capsys.readouterr()
    return rc, out.out, out.err


def _cli_json(capsys, argv):
    rc, out, err = _cli(capsys, argv + ["--json"])
    assert rc == 0, err
    return json.loads(out)


def _as_json(obj):
    """``obj`` through JSON, as the command line prints it."""
    return json.loads(json.dumps(obj, default=json_default))


def test_run_equals_the_cli(capsys):
    argv = ["run", MATADD, "-k", "mat_add_uncoalesced_int", "--grid", "8", "--block", "32",
            "--arg", "A=int32[256]:random", "--arg", "B=int32[256]:range", "--arg",
            "C=int32[256]", "--arg", "n=256", "--trace"]
    k = ws.read(MATADD, kernel="mat_add_uncoalesced_int").kernel("mat_add_uncoalesced_int")
    r = ws.run(k, ws.Launch(8, 32), {"A": "int32[256]:random", "B": "int32[256]:range",
                                     "C": "int32[256]", "n": "256"}, trace=True)
    assert _as_json(r.as_json()) == _cli_json(capsys, argv)
    rc, out, _ = _cli(capsys, argv)
    assert rc == 0 and str(r) == out
    assert np.array_equal(r["C"], r["A"] + r["B"])


def test_run_takes_arrays_and_numbers():
    k = ws.read(MATADD).kernel("mat_add_coalesced_int")
    a = np.arange(64 * 64, dtype=np.int32)
    b = np.full_like(a, 7)
    c = np.zeros_like(a)
    r = ws.run(k, ws.Launch((2, 8), (32, 8)), {"A": a, "B": b, "C": c, "rows": 64,
                                               "cols": np.int32(64)})
    assert np.array_equal(r["C"], a + 7)
    assert not c.any()  # the arrays given are not modified
    assert r.trace is None and r.timing is None
    with pytest.raises(ws.LaunchError, match="pointer"):
        ws.run(k, ws.Launch(1, 32), {"A": 3, "B": b, "C": c, "rows": 1, "cols": 1})
    with pytest.raises(ws.LaunchError, match="scalar"):
        ws.run(k, ws.Launch(1, 32), {"A": a, "B": b, "C": c, "rows": a, "cols": 1})
    with pytest.raises(ws.LaunchError, match="backend"):
        ws.run(k, ws.Launch(1, 32), {"A": a, "B": b, "C": c, "rows": 1, "cols": 1},
               backend="metal")


def test_analyze_and_divergence_equal_the_cli(capsys):
    k = ws.read(MATADD, kernel="mat_add_uncoalesced_char").kernel("mat_add_uncoalesced_char")
    res = ws.analyze(k, ws.Launch(64, 64, params={"n": 4096}))
    argv = ["analyze", MATADD, "-k", "mat_add_uncoalesced_char", "--grid", "64", "--block",
            "64", "--arg", "n=4096"]
    assert _as_json(res.as_json()) == _cli_json(capsys, argv)
    assert str(res) == _cli(capsys, argv)[1]
    assert {p.verdict for p in res.accesses} == {"uncoalesced"}
    mt = ws.read(MT).kernel("mt")
    div = ws.divergence(mt)
    argv = ["analyze", MT, "-k", "mt", "--divergence"]
    assert _as_json(div.as_json()) == _cli_json(capsys, argv)
    assert str(div) == _cli(capsys, argv)[1]
    assert div.as_json()["variables"]["xIndex"] == ["x"]
    assert div.as_json()["variables"]["yIndex"] == ["y"]


def test_optimize_equals_the_cli(tmp_path, capsys):
    k = ws.read(BENCH, kernel="matadd8_orig").kernel("matadd8_orig")
    launch = ws.Launch((1024, 8), 1024)
    res = ws.optimize(k, launch)
    out = tmp_path / "cli.cu"
    argv = ["optimize", BENCH, "-k", "matadd8_orig", "--grid", "1024,8", "--block", "1024"]
    cli = _cli_json(capsys, argv + ["-o", str(out)])
    assert _as_json(res.as_json(str(out))) == cli
    assert res.source == out.read_text()
    assert str(res) == _cli(capsys, argv)[1]
    assert res.kernel.name == "matadd8_orig_opt"
    assert res.launch == ws.Launch(res.variant.grid, res.variant.block)
    assert [s.name for s in res.applied] == ["swap", "group-threads"]
    with pytest.raises(ws.LaunchError, match="unknown step 'fly'"):
        ws.optimize(k, launch, steps=["swap", "fly"])
    none = ws.optimize(ws.read(MATADD).kernel("mat_add_coalesced_int"), ws.Launch(4, 32),
                       steps=["pad"])
    assert none.variant is None and none.kernel.name == "mat_add_coalesced_int"
    with pytest.raises(ValueError):
        none.save(tmp_path / "x.cu")


def test_coarsen_equals_the_cli(tmp_path, capsys):
    k = ws.read(MT).kernel("mt")
    res = ws.coarsen(k, ws.Launch((4, 4), (8, 8)), factor=4, dim="y", stride=2)
    out = tmp_path / "c.cl"
    argv = ["coarsen", MT, "-k", "mt", "--factor", "4", "--dim", "y", "--stride", "2",
            "--grid", "4,4", "--block", "8,8"]
    assert _as_json(res.as_json(str(out))) == _cli_json(capsys, argv + ["-o", str(out)])
    assert res.source == out.read_text()
    assert str(res) == _cli(capsys, argv)[1]
    assert res.refused is None and res.kernel.name == "mt_cf4y_st2"
    assert res.launch.grid == (4, 1, 1)
    with pytest.raises(ws.LaunchError, match="one thread along y"):
        ws.coarsen(k, ws.Launch(4, 8), factor=2, dim=1)


def test_coarsen_auto_equals_the_cli(capsys):
    k = ws.read(MT).kernel("mt")
    res = ws.coarsen(k, ws.Launch((32, 32), (16, 16), params={"width": 512, "height": 512}))
    argv = ["coarsen", MT, "-k", "mt", "--auto", "--grid", "32,32", "--block", "16,16",
            "--arg", "width=512", "--arg", "height=512"]
    assert _as_json(res.as_json()) == _cli_json(capsys, argv)
    assert str(res) == _cli(capsys, argv)[1]
    assert res.auto is not None and str(res).startswith("advisor: ")


def test_refused_coarsening_equals_the_cli(capsys):
    src = ws.read("""
    __global__ void k(float *a) {
        if (threadIdx.x < 16) __syncthreads();
        a[threadIdx.x] = 1.0f;
    }""")
    res = ws.coarsen(src.kernel("k"), ws.Launch(1, 64), factor=2)
    assert res.refused and "barrier" in res.refused
    assert str(res) == f"k: refused: {res.refused}\n"
    assert res.as_json() == {"kernel": "k", "variant": None, "refused": res.refused}


def test_predict_equals_the_cli(capsys):
    k = ws.read(MATMUL, kernel="matmul_naive").kernel("matmul_naive")
    launch = ws.Launch((4, 4), (16, 16), params={"M": 64, "N": 64, "K": 64})
    res = ws.predict(k, launch, device="8800gtx")
    argv = ["predict", MATMUL, "--kernel", "matmul_naive", "--grid", "4,4", "--block", "16,16",
            "--param", "M=64", "--param", "N=64", "--param", "K=64", "--device", "8800gtx"]
    assert _as_json(res.as_json()) == _cli_json(capsys, argv)
    assert _as_json(res.as_json(details=True)) == _cli_json(capsys, argv + ["--details"])
    assert str(res) == _cli(capsys, argv)[1]
    assert res.predicted_ms > 0 and res.bottleneck


def test_translate_kernels_devices_equal_the_cli(tmp_path, capsys):
    prog = ws.read(MATADD)
    assert str(ws.translate(prog, "opencl")) == _cli(capsys, ["translate", MATADD, "--to",
                                                              "opencl"])[1]
    one = ws.translate(prog.kernel("mat_add_coalesced_int"), to="opencl")
    assert one.text == _cli(capsys, ["translate", MATADD, "-k", "mat_add_coalesced_int",
                                     "--to", "opencl"])[1]
    assert one.text.count("__kernel") == 1
    back = ws.read(one.text, dialect="opencl")
    assert [k.name for k in back.kernels] == ["mat_add_coalesced_int"]
    listing = ws.list_kernels(MATADD)
    assert _as_json(listing.as_json()) == _cli_json(capsys, ["kernels", MATADD])
    assert str(listing) == _cli(capsys, ["kernels", MATADD])[1]
    devs = ws.devices()
    assert _as_json(devs.as_json()) == _cli_json(capsys, ["devices"])
    assert str(devs) == _cli(capsys, ["devices"])[1]


@pytest.mark.skipif(not compiler_available(), reason="needs NVRTC")
def test_compile_equals_the_cli(capsys):
    k = ws.read(MATADD).kernel("mat_add_uncoalesced_int")
    res = ws.compile(k, arch="sm_80")
    argv = ["compile", MATADD, "-k", "mat_add_uncoalesced_int", "--arch", "sm_80"]
    assert _as_json(res.as_json()) == _cli_json(capsys, argv)
    assert str(res) == _cli(capsys, argv)[1]
    assert res.registers > 0


# ----------------------------------------------------------------------------- reading and errors


def test_read_text_and_paths():
    text = Path(MATADD).read_text()
    a, b = ws.read(text), ws.read(Path(MATADD))
    assert [k.name for k in a.kernels] == [k.name for k in b.kernels]
    assert a.path == "<string>" and b.path == MATADD and a.dialect == "cuda"
    assert ws.read("__kernel void f(__global int *p) { p[0] = 1; }").dialect == "opencl"
    tr = ws.read(str(corpus_dir() / "transpose.cl"), defines={"BLOCK_DIM": 8})
    assert "threadIdx.y * (8 + 1)" in ws.translate(tr, "cuda").text
    with pytest.raises(ws.WarpsmithError, match="no such file"):
        ws.read("nope.cu")
    with pytest.raises(ws.LaunchError, match="4 kernels"):
        a.kernel()
    with pytest.raises(ws.WarpsmithError, match="no kernel named 'nope'"):
        a.kernel("nope")
    with pytest.raises(ws.LaunchError, match="expected a kernel"):
        ws.analyze(MATADD, ws.Launch(1, 1))
    with pytest.raises(ws.LaunchError, match="expected a launch"):
        ws.analyze(a.kernel("mat_add_uncoalesced_int"), ((1, 1, 1), (32, 1, 1)))


def test_errors_are_located_and_the_same_as_the_cli(tmp_path, capsys):
    bad = tmp_path / "bad.cu"
    bad.write_text("__global__ void f(int *p) {\n  p[0] = q;\n}\n")
    with pytest.raises(ws.SemanticError) as e:
        ws.read(bad)
    assert str(e.value).startswith(f"{bad}:2:")
    rc, _, err = _cli(capsys, ["analyze", str(bad), "--divergence"])
    assert rc == 1 and err == str(e.value) + "\n"
    assert issubclass(ws.SimulationError, ws.WarpsmithError)


def test_results_print_readably():
    k = ws.read(MT).kernel("mt")
    for res in (ws.divergence(k), ws.coarsen(k, ws.Launch((4, 4), (8, 8)), factor=2),
                ws.translate(k, "cuda")):
        text = str(res)
        assert text.strip() and "object at 0x" not in text
        assert "object at 0x" not in repr(res)
    assert "mt" in repr(k) and "mt" in repr(ws.read(MT))


# ----------------------------------------------------------------------------- the package


def test_import_is_lazy_and_exports_the_api():
    code = ("import sys, warpsmith as ws; assert 'warpsmith.api' not in sys.modules; "
            "assert 'numpy' not in sys.modules; ws.run; assert 'warpsmith.api' in sys.modules; "
            "print(ws.__version__, ws.Launch(4, 32).grid, ws.WarpsmithError.__name__)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env={"PYTHONPATH": str(ROOT / "src")}, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == [ws.__version__, "(4,", "1,", "1)", "WarpsmithError"]
    for name in ws.__all__:
        assert getattr(ws, name) is not None
    with pytest.raises(AttributeError):
        ws.no_such_thing  # noqa: B018


def test_python_dash_m_warpsmith():
    r = subprocess.run([sys.executable, "-m", "warpsmith", "--version"], capture_output=True,
                       text=True, env={"PYTHONPATH": str(ROOT / "src")}, cwd=ROOT)
    assert r.returncode == 0 and r.stdout.strip() == f"warpsmith {ws.__version__}"


def test_cli_modules_import_only_the_api():
    allowed = {"warpsmith", "warpsmith.api", "warpsmith.ir.errors", "warpsmith.ir.launch",
               "warpsmith.version",
               "__future__", "argparse", "json", "os", "sys"}
    cli = ROOT / "src" / "warpsmith" / "cli"
    own = {f"warpsmith.cli.{f.stem}" for f in cli.glob("*.py")} | {"warpsmith.cli"}
    for f in sorted(cli.glob("*.py")):
        for node in ast.walk(ast.parse(f.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = {0: "", 1: "warpsmith.cli", 2: "warpsmith"}[node.level]
                mod = ".".join(p for p in (base, node.module or "") if p)
                names = [mod] if node.module else [f"{mod}.{a.name}" for a in node.names]
            else:
                continue
            for name in names:
                ok = name in allowed or name in own or name.startswith("rich") or \
                    name == "warpsmith.version.__version__"
                assert ok, f"{f.name} imports {name}"


def test_readme_python_example_runs(monkeypatch, capsys):
    (block,) = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    monkeypatch.chdir(ROOT)
    exec(compile(block, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "matAddUncoalesced on cpu" in out and "matAddUncoalesced_opt" in out
    assert "predicted time:" in out
