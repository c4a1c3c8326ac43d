"""Bad input at the command line: one test per case of issue 19, each asserting the exit
status and that the message names the parameter, the types or the limit (and, under
``--json``, that the error object carries the same)."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

np = pytest.importorskip("numpy")

from warpsmith.cli import build_parser, main  # noqa: E402

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
template __global__ void block_sum<128>(const float*, float*);
"""
SCALE = "template <int N>\n__global__ void scale(float* x) { x[threadIdx.x] *= N; }\n"
DYNAMIC = """extern __shared__ float buf[];
__global__ void rev(float* x)
{
    buf[threadIdx.x] = x[threadIdx.x];
    __syncthreads();
    x[threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
}
"""
BIG = "__global__ void big(float* x) { __shared__ float s[65536]; s[threadIdx.x] = 1; " \
      "x[threadIdx.x] = s[threadIdx.x]; }\n"

SAXPY_ARGS = ["--arg", "n=64", "--arg", "a=2", "--arg", "y=float32[64]"]


@pytest.fixture()
def files(tmp_path, monkeypatch):
    for name, text in (("saxpy.cu", SAXPY), ("tmpl.cu", TEMPLATE), ("scale.cu", SCALE),
                       ("dyn.cu", DYNAMIC), ("big.cu", BIG)):
        (tmp_path / name).write_text(text)
    np.save(tmp_path / "x64.npy", np.arange(64.0))
    np.save(tmp_path / "x32.npy", np.arange(64, dtype=np.float32))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def call(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(list(argv))
    return rc, out.getvalue(), err.getvalue()


def error(*argv: str, rc: int = 1) -> dict:
    """Run with ``--json``; the error object (after checking the exit status and that the
    text on stderr says the same)."""
    code, out, err = call(*argv, "--json")
    assert code == rc, (code, out, err)
    obj = json.loads(out)["error"]
    assert set(obj) == {"kind", "message", "file", "line", "column", "hint"}
    assert obj["message"] in err
    return obj


def run_saxpy(*extra: str) -> list[str]:
    return ["run", "saxpy.cu", "--grid", "1", "--block", "64", *SAXPY_ARGS, *extra]


# ----------------------------------------------------------------------- 1. argument types


def test_float64_npy_for_a_float_pointer_is_an_error_naming_both_types(files):
    e = error(*run_saxpy("--arg", "x=@x64.npy"))
    assert "'x'" in e["message"] and "float64" in e["message"] and "float32" in e["message"]
    assert ":float32" in e["hint"] and "--cast" in e["hint"]


def test_int32_buffer_for_a_float_pointer_is_an_error(files):
    e = error("run", "saxpy.cu", "--grid", "1", "--block", "64", "--arg", "n=64", "--arg",
              "a=2", "--arg", "x=float32[64]", "--arg", "y=int32[64]")
    assert "'y'" in e["message"] and "int32" in e["message"]


def test_explicit_conversions_run(files):
    rc, out, _ = call(*run_saxpy("--arg", "x=@x64.npy:float32", "--preview", "3"))
    assert rc == 0 and "x[:3] = [0.0, 1.0, 2.0, ...]" in out
    rc, _, _ = call(*run_saxpy("--arg", "x=@x64.npy", "--cast"))
    assert rc == 0
    rc, out, _ = call("run", "saxpy.cu", "--grid", "1", "--block", "64", "--arg", "n=64",
                      "--arg", "a=2", "--arg", "x=@x32.npy", "--arg",
                      "y=int32[64]:range:float32", "--preview", "2")
    assert rc == 0 and "y[:2] = [0.0, 3.0, ...]" in out


def test_same_arg_twice_is_an_error(files):
    e = error(*run_saxpy("--arg", "x=float32[64]", "--arg", "n=32"))
    assert "--arg n given twice" in e["message"]
    e = error("predict", "saxpy.cu", "--grid", "1", "--block", "64", "--arg", "n=1",
              "--param", "n=2")
    assert "--arg n given twice" in e["message"]
    e = error("translate", "tmpl.cu", "--to", "cuda", "--template", "BLOCK=128",
              "--template", "BLOCK=64")
    assert "--template BLOCK given twice" in e["message"]


def test_template_the_file_overrides_is_an_error_saying_what_is_used(files):
    e = error("run", "tmpl.cu", "--grid", "1", "--block", "128", "--template", "BLOCK=64",
              "--arg", "in=float32[128]", "--arg", "out=float32[1]")
    assert "BLOCK=64" in e["message"] and "block_sum<128>" in e["message"]
    assert "block_sum<64>" in e["hint"] and e["line"] == 2


def test_non_integer_template_value_for_an_int_parameter_is_an_error(files):
    e = error("translate", "scale.cu", "--to", "opencl", "--template", "N=2.5")
    assert "N=2.5" in e["message"] and "integer" in e["message"]


def test_negative_seed_is_a_usage_error(files):
    e = error(*run_saxpy("--arg", "x=float32[64]", "--seed", "-5"), rc=2)
    assert e["kind"] == "usage" and "--seed" in e["message"]


def test_output_into_a_missing_directory_or_onto_a_directory(files):
    args = ["optimize", "saxpy.cu", "--grid", "1", "--block", "64"]
    e = error(*args, "-o", "nodir/out.cu")
    assert "nodir" in e["message"] and "does not exist" in e["message"]
    e = error(*args, "-o", str(files))
    assert "is a directory" in e["message"]
    e = error("translate", "saxpy.cu", "--to", "opencl", "-o", "nodir/x.cl")
    assert "does not exist" in e["message"]


def test_save_outputs_onto_a_file_is_an_error_and_a_missing_dir_is_created(files):
    e = error(*run_saxpy("--arg", "x=float32[64]", "--save-outputs", "saxpy.cu"))
    assert "--save-outputs" in e["message"] and "not a directory" in e["message"]
    rc, _, _ = call(*run_saxpy("--arg", "x=float32[64]", "--save-outputs", "outs/a"))
    assert rc == 0 and (files / "outs" / "a" / "y.npy").is_file()


def test_huge_buffer_is_refused_before_allocating(files):
    e = error(*run_saxpy("--arg", "x=float32[100000000000]"))
    assert "400000000000 bytes" in e["message"] and "limit" in e["message"]


# ----------------------------------------------------------------------- 2. launch limits


@pytest.mark.parametrize("command", ["run", "analyze", "optimize", "coarsen", "predict"])
def test_every_command_refuses_a_block_over_the_limit(files, command):
    extra = {"run": [*SAXPY_ARGS, "--arg", "x=float32[64]"], "coarsen": ["--factor", "2"]}
    e = error(command, "saxpy.cu", "--grid", "1", "--block", "2048", *extra.get(command, []))
    assert "2048 threads" in e["message"] and "max_threads_per_block" in e["message"] \
        and "1024" in e["message"]


@pytest.mark.parametrize("block,grid,field", [("1,1,128", "1", "max_block_dim"),
                                              ("64", "1,70000", "max_grid_dim"),
                                              ("600", "1", "max_threads_per_block")])
def test_dimension_limits_name_the_field(files, block, grid, field):
    dev = ["--device", "gtx480"] if field == "max_threads_per_block" else []
    if dev:
        block = "1100"
    e = error("analyze", "saxpy.cu", "--grid", grid, "--block", block, *dev)
    assert field in e["message"]


def test_old_device_limits_come_from_its_description(files):
    e = error("analyze", "saxpy.cu", "--grid", "1,1,2", "--block", "64", "--device", "8800gtx")
    assert "grid.z = 2" in e["message"] and "max_grid_dim" in e["message"]


def test_shared_memory_limits(files):
    e = error("run", "big.cu", "--grid", "1", "--block", "64", "--arg", "x=float32[64]")
    assert "262144 bytes of static shared memory" in e["message"]
    assert "shared_per_block" in e["message"] and "49152" in e["message"]
    e = error("run", "dyn.cu", "--grid", "1", "--block", "64", "--arg", "x=float32[64]",
              "--dynamic-shared", "10000000000")
    assert "shared_per_block_optin" in e["message"] and "232448" in e["message"]
    e = error("predict", "dyn.cu", "--grid", "1", "--block", "64", "--dynamic-shared",
              "300000")
    assert "shared_per_block_optin" in e["message"]


def test_shared_memory_of_called_device_functions_counts(files):
    (files / "devsh.cu").write_text(
        "__device__ float helper(float v) { __shared__ float big[20000]; "
        "big[threadIdx.x] = v; __syncthreads(); return big[0]; }\n"
        "__global__ void k(float* x) { x[threadIdx.x] = helper(x[threadIdx.x]); }\n")
    e = error("analyze", "devsh.cu", "--grid", "1", "--block", "64")
    assert "80000 bytes of static shared memory" in e["message"]


def test_missing_dynamic_shared_says_the_hint(files):
    e = error("run", "dyn.cu", "--grid", "1", "--block", "64", "--arg", "x=float32[64]")
    assert "buf" in e["message"] and "--dynamic-shared" in e["hint"]
    rc, _, _ = call("run", "dyn.cu", "--grid", "1", "--block", "64", "--arg", "x=float32[64]",
                    "--dynamic-shared", "256")
    assert rc == 0


def test_compile_lists_valid_architectures(files):
    from warpsmith.backends.cuda_compile import supported_archs

    if not supported_archs():
        pytest.skip("needs NVRTC (nvidia-cuda-nvrtc)")
    e = error("compile", "saxpy.cu", "--arch", "sm_7")
    assert "sm_90" in e["hint"] and "sm_7" in e["message"]


def test_compile_names_its_compiler_and_the_shared_limit(files):
    from warpsmith.backends.cuda_compile import supported_archs

    if not supported_archs():
        pytest.skip("needs NVRTC (nvidia-cuda-nvrtc)")
    rc, out, _ = call("compile", "saxpy.cu", "--json")
    assert rc == 0 and json.loads(out)["compiler"].startswith("nvrtc")
    e = error("compile", "big.cu")
    assert "262144 bytes smem" in e["message"] and "49152" in e["hint"]


# ----------------------------------------------------------------------- 3. --json errors


def test_json_errors_are_located(files):
    (files / "bad.cu").write_text("__global__ void k(float* x) {\n  x[0] = ;\n}\n")
    e = error("analyze", "bad.cu", "--grid", "1", "--block", "1")
    assert e["file"].endswith("bad.cu") and e["line"] == 2 and e["column"]


def test_json_internal_error_is_reported_as_a_bug(files, monkeypatch):
    import warpsmith.api as api

    def broken(*a, **k):
        raise RuntimeError("boom")

    monkeypatch.setattr(api, "translate", broken)
    e = error("translate", "saxpy.cu", "--to", "opencl", rc=70)
    assert e["kind"] == "internal" and "boom" in e["message"] and "bug" in e["hint"]


def test_json_usage_error(files):
    e = error("coarsen", "saxpy.cu", "--grid", "1", "--block", "64", "--factor", "0", rc=2)
    assert "--factor" in e["message"]


# ----------------------------------------------------------------------- 4. usability


def test_predict_takes_arg_and_param(files):
    base = ["predict", "saxpy.cu", "--grid", "1", "--block", "64", "--json"]
    rc1, out1, _ = call(*base, "--arg", "n=64")
    rc2, out2, _ = call(*base, "--param", "n=64")
    assert rc1 == rc2 == 0 and json.loads(out1) == json.loads(out2)


def test_show_prints_the_variants_source(files):
    rc, out, _ = call("coarsen", "saxpy.cu", "--grid", "4", "--block", "64", "--factor", "2",
                      "--show")
    assert rc == 0 and "saxpy" in out and "__global__" in out.split("variant's source")[1]


def test_coarsen_auto_shows_margin_and_ranking(files):
    rc, out, _ = call("coarsen", "saxpy.cu", "--grid", "4", "--block", "64", "--auto",
                      "--arg", "n=256")
    assert rc == 0 and "faster than the original" in out and "1. predicted speedup" in out


def test_tables_are_not_cut_in_a_pipe(files):
    rc, out, _ = call("run", "saxpy.cu", "--grid", "1", "--block", "64", *SAXPY_ARGS,
                      "--arg", "x=float32[64]", "--trace")
    assert rc == 0 and "…" not in out and "global_load_sectors" in out


def test_help_is_complete():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for name, p in sub.choices.items():
        assert p.epilog and "warpsmith " + name in p.epilog, name
        for a in p._actions:
            assert a.help, f"{name} {a.option_strings}"
        required = {a.dest for a in p._actions if a.required}
        if name in ("analyze", "coarsen"):
            assert "(required unless" in p.format_help()
        for a in p._actions:
            if a.dest in required and a.option_strings:
                assert "required" in a.help, f"{name} {a.option_strings}"


def test_devices_lists_opencl_platforms(files):
    rc, out, _ = call("devices", "--json")
    obj = json.loads(out)
    assert rc == 0 and obj["descriptions"] and "opencl_platforms" in obj
    rc, out, _ = call("devices")
    assert "OpenCL platforms" in out


# ----------------------------------------------------------------------- 5. the README's tour


def _tour():
    import re
    import shlex
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    text = (root / "README.md").read_text()
    out = []
    for block in re.findall(r"```console\n(.*?)```", text, re.S):
        first, _, rest = block.partition("\n")
        assert first.startswith("$ warpsmith ")
        out.append((shlex.split(first[2:])[1:], rest))
    return root, out


def test_readme_tour_is_what_the_commands_print(monkeypatch):
    """Every command of the README's tour runs; those that need no compiler and read no
    machine state print exactly what the README shows."""
    root, tour = _tour()
    monkeypatch.chdir(root)
    assert {argv[0] for argv, _ in tour} >= {"kernels", "run", "analyze", "optimize",
                                              "coarsen", "predict", "translate", "compile",
                                              "devices"}
    for argv, shown in tour:
        if argv[0] in ("predict", "compile", "devices", "optimize"):
            continue  # these depend on NVRTC or on the machine; test_api covers them
        rc, out, err = call(*argv)
        assert rc == 0, (argv, err)
        assert out == shown, argv


def test_a_command_builds_only_its_modules_parsers_and_the_same_ones():
    """``main`` builds the parser of the command's module only (start-up); the table it
    uses must name every command the full parser has, and each partial parser must give
    that command the same options as the full one."""
    from warpsmith.cli import COMMAND_MODULES

    def commands(parser):
        sub = next(a for a in parser._actions if a.dest == "command")
        return sub.choices

    full = commands(build_parser())
    assert set(full) == set(COMMAND_MODULES)
    for name, module in COMMAND_MODULES.items():
        part = commands(build_parser(name))
        assert name in part
        assert {COMMAND_MODULES[n] for n in part} == {module}
        assert part[name].format_help() == full[name].format_help()


def test_terminal_columns_match_shutil(monkeypatch):
    """The help formatter's width is what ``shutil.get_terminal_size`` would give."""
    import shutil

    from warpsmith.cli.common import terminal_columns

    for value in ("120", "0", "x", None):
        if value is None:
            monkeypatch.delenv("COLUMNS", raising=False)
        else:
            monkeypatch.setenv("COLUMNS", value)
        assert terminal_columns() == shutil.get_terminal_size().columns, value
