"""Structs passed by value to a kernel, and the CUDA runtime structs (cudaExtent, cudaPos,
cudaPitchedPtr) that nvcc makes known in every .cu file (issue 17).

Each kernel below is a minimal reproduction written here: a volume size passed as a
``cudaExtent`` (as the CUDA SDK's volume filters do), a pitched allocation, and a parameter
block with pointer, nested-struct and vector fields.
"""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import warpsmith as ws
from warpsmith.backends.cuda_compile import compiler_available
from warpsmith.ir.errors import LaunchError

EXTENT = """
__global__ void fill(float *out, cudaExtent size, cudaPitchedPtr p, cudaPos at)
{
    int x = threadIdx.x;
    const char *row = (const char *)p.ptr + at.y * p.pitch;
    out[x] = (float)(size.width * size.height * size.depth) + ((const float *)row)[x + at.x];
}
"""

PARAMS = """
struct Inner { float scale; int shift; };
struct Params { float *dst; const float *src; int n; struct Inner in; float4 bias; };
__global__ void apply(Params p)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x < p.n)
        p.dst[x] = p.src[x] * p.in.scale + (float)(x << p.in.shift) + p.bias.y;
}
"""

OPENCL = """
typedef struct { float scale; int shift; float2 off; } P;
__kernel void k(__global float *out, P p)
{
    int x = get_global_id(0);
    out[x] = x * p.scale + (float)(x << p.shift) + p.off.y;
}
"""


def test_runtime_structs_read_without_an_include_and_are_not_printed_in_cuda():
    m = ws.read(EXTENT)
    params = {p.name: str(p.type) for p in m.kernel("fill").function.params}
    assert params["size"] == "struct cudaExtent" and params["at"] == "struct cudaPos"
    text = ws.translate(m, "cuda").text
    # nvcc's implicit cuda_runtime.h and NVRTC's built-in header define them
    assert "struct cudaExtent" not in text and "cudaExtent size" in text
    assert ws.translate(ws.read(text), "cuda").text == text
    cl = ws.translate(m, "opencl").text
    assert "struct cudaExtent {" in cl and "ulong width;" in cl


def test_a_file_defining_a_runtime_struct_itself_keeps_its_own():
    src = ("struct cudaExtent { int width; int height; int depth; };\n"
           "__global__ void k(int *o, cudaExtent e) { o[0] = e.width; }\n")
    fn = ws.read(src).kernel("k").function
    assert str(dict(fn.params[1].type.fields)["width"]) == "int"


def test_runtime_structs_are_not_added_to_opencl():
    with pytest.raises(ws.WarpsmithError) as e:
        ws.read("__kernel void k(__global int *o, cudaExtent e) { o[0] = 1; }")
    assert "cudaExtent" in str(e.value)


@pytest.mark.skipif(not compiler_available(), reason="needs NVRTC or nvcc")
def test_printed_runtime_structs_compile_for_sm90():
    res = ws.compile(ws.read(EXTENT).kernel("fill"), arch="sm_90")
    assert res.registers > 0


def _extent_args(pitched):
    return {"out": np.zeros(8, np.float32), "size": {"width": 4, "height": 2, "depth": 3},
            "p": {"ptr": pitched, "pitch": 64, "xsize": 16, "ysize": 3},
            "at": {"x": 2, "y": 1, "z": 0}}


def test_simulator_runs_runtime_struct_arguments():
    pitched = np.arange(48, dtype=np.float32)  # 3 rows of 64 bytes
    res = ws.run(ws.read(EXTENT).kernel("fill"), ws.Launch(1, 8), _extent_args(pitched))
    want = 24 + pitched.reshape(3, 16)[1, 2:10]
    np.testing.assert_array_equal(res.outputs["out"], want)
    np.testing.assert_array_equal(res.outputs["p.ptr"], pitched)  # the field's buffer


def _params_reference(src, n, scale, shift, bias_y, size):
    x = np.arange(size)
    ref = np.zeros(size, np.float32)
    keep = x < n
    ref[keep] = (src[keep] * np.float32(scale) + (x[keep] << shift).astype(np.float32)
                 + np.float32(bias_y))
    return ref


@settings(max_examples=25, deadline=None, derandomize=True)
@given(n=st.integers(0, 64), scale=st.floats(-4, 4, width=32), shift=st.integers(0, 8),
       bias=st.lists(st.floats(-8, 8, width=32), min_size=4, max_size=4))
def test_nested_struct_pointer_and_vector_fields_against_numpy(n, scale, shift, bias):
    src = np.random.default_rng(n).uniform(-1, 1, 64).astype(np.float32)
    args = {"p": {"dst": np.zeros(64, np.float32), "src": src, "n": n,
                  "in": {"scale": scale, "shift": shift},
                  "bias": np.array(bias, np.float32)}}
    res = ws.run(ws.read(PARAMS).kernel("apply"), ws.Launch(2, 32), args)
    np.testing.assert_array_equal(res.outputs["p.dst"],
                                  _params_reference(src, n, scale, shift, bias[1], 64))


def test_struct_argument_on_the_command_line(tmp_path, capsys):
    from warpsmith.cli import main

    path = tmp_path / "params.cu"
    path.write_text(PARAMS)
    rc = main(["run", str(path), "--grid", "1", "--block", "8", "--json", "--arg",
               "p={dst=float32[8],src=float32[8]:range,n=5,in={scale=2,shift=1},"
               "bias=float4[1]:range}"])
    out = capsys.readouterr().out
    assert rc == 0
    import json

    sums = {k: v["sum"] for k, v in json.loads(out)["outputs"].items()}
    ref = _params_reference(np.arange(8, dtype=np.float32), 5, 2, 1, 1, 8)
    assert sums["p.dst"] == pytest.approx(float(ref.sum()))


@pytest.mark.parametrize("value, message", [
    ({"width": 1, "height": 2}, "no value for field 'depth' of struct cudaExtent"),
    ({"width": 1, "height": 2, "depth": 3, "x": 4}, "struct cudaExtent has no field 'x'"),
    ("7", "is a struct cudaExtent passed by value: give its fields"),
    ("{width=1,height=2 depth=3}", "field 'height' of '{width=1,height=2 depth=3}': bad "
                                   "argument value '2 depth=3'"),
    ("{width=1,height}", "bad struct field 'height'"),
])
def test_bad_struct_arguments_name_the_parameter_and_field(value, message):
    args = _extent_args(np.zeros(48, np.float32))
    args["size"] = value
    with pytest.raises(LaunchError) as e:
        ws.run(ws.read(EXTENT).kernel("fill"), ws.Launch(1, 8), args)
    assert message in str(e.value)


def test_braces_for_a_scalar_parameter_are_refused():
    args = _extent_args(np.zeros(48, np.float32))
    args["out"] = {"a": 1}
    with pytest.raises(LaunchError) as e:
        ws.run(ws.read(EXTENT).kernel("fill"), ws.Launch(1, 8), args)
    assert "not a struct" in str(e.value)


def test_opencl_struct_argument_simulator_equals_pocl():
    cl = pytest.importorskip("pyopencl")
    try:
        cl.get_platforms()
    except cl.Error:
        pytest.skip("no OpenCL device (pyopencl found no platform)")
    k = ws.read(OPENCL).kernel("k")
    args = {"out": np.zeros(16, np.float32), "p": {"scale": 0.5, "shift": 2,
                                                   "off": np.array([1, -3], np.float32)}}
    sim = ws.run(k, ws.Launch(2, 8), args).outputs["out"]
    pocl = ws.run(k, ws.Launch(2, 8), args, backend="opencl").outputs["out"]
    np.testing.assert_array_equal(sim, pocl)
    np.testing.assert_array_equal(sim, np.arange(16) * 0.5 + (np.arange(16) << 2) - 3)


@pytest.mark.skipif(not __import__("warpsmith.backends.cuda", fromlist=["available"])
                    .available(), reason="needs CuPy and a CUDA GPU")
@pytest.mark.parametrize("which", ["extent", "params"])
def test_cuda_backend_equals_the_simulator(which):
    if which == "extent":
        k, launch = ws.read(EXTENT).kernel("fill"), ws.Launch(1, 8)
        args = _extent_args(np.arange(48, dtype=np.float32))
    else:
        k, launch = ws.read(PARAMS).kernel("apply"), ws.Launch(2, 32)
        src = np.random.default_rng(3).uniform(-1, 1, 64).astype(np.float32)
        args = {"p": {"dst": np.zeros(64, np.float32), "src": src, "n": 50,
                      "in": {"scale": 1.5, "shift": 3},
                      "bias": np.array([1, 2, 3, 4], np.float32)}}
    sim = ws.run(k, launch, args).outputs
    gpu = ws.run(k, launch, args, backend="cuda").outputs
    assert sim.keys() <= gpu.keys()
    for name in sim:
        np.testing.assert_array_equal(gpu[name], sim[name])


def test_an_array_of_structs_given_as_a_numpy_structured_array():
    # a struct pointer takes a structured array; its output has no sum (no traceback)
    src = ("struct P { float x; int n; };\n"
           "__global__ void k(struct P *p, float *o) { o[threadIdx.x] = p[threadIdx.x].x * "
           "p[threadIdx.x].n; }")
    a = np.zeros(4, dtype=[("x", "<f4"), ("n", "<i4")])
    a["x"], a["n"] = 1.5, np.arange(4)
    res = ws.run(ws.read(src).kernel("k"), ws.Launch(1, 4), {"p": a, "o": np.zeros(4, np.float32)})
    np.testing.assert_array_equal(res.outputs["o"], 1.5 * np.arange(4))
    report = res.as_json()["outputs"]
    assert report["p"]["sum"] is None and report["o"]["sum"] == 9.0
    assert "outputs" in str(res)
