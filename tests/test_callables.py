"""Function pointers and lambdas in device code (issues 17 and 18, docs/callables.md).

Each reproduction of tests/callables_cases.py is read, run on the simulator against NumPy,
printed as CUDA and read back (same results), printed as OpenCL and read back, run on PoCL
(where pyopencl and a platform are installed) and compiled by NVRTC for sm_90 (where a CUDA
compiler is installed). Function pointers whose function is not known when reading are
refused, located, with the reason."""

from __future__ import annotations

import re

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.cuda_compile import compile_cuda, compiler_available
from warpsmith.ir.errors import Unsupported, WarpsmithError

from callables_cases import CASES, N


def _run(k, args, backend="cpu"):
    return ws.run(k, ws.Launch(1, N), args, backend).outputs["out"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_reproduction(name):
    src, args, want, dialect = CASES[name]
    args = dict(args)
    args.setdefault("out", f"float32[{N}]:zeros")
    k = ws.read(src, dialect=dialect).kernels[0]
    got = _run(k, args)
    np.testing.assert_allclose(got, want(), rtol=1e-6)
    cuda = ws.translate(k, "cuda").text
    np.testing.assert_array_equal(_run(ws.read(cuda).kernels[0], args), got)
    ocl = ws.translate(k, "opencl").text
    np.testing.assert_array_equal(_run(ws.read(ocl, dialect="opencl").kernels[0], args), got)
    for text in (cuda, ocl):  # every call is direct
        assert not re.search(r"\(\*\s*\w+\s*\)\s*\(", text)
    if compiler_available() is not None:
        assert compile_cuda(cuda, k.function.name, "sm_90").registers > 0


def test_clones_have_readable_names():
    src, _, _, _ = CASES["fnptr_params"]
    cuda = ws.translate(ws.read(src).kernels[0], "cuda").text
    for clone in ("apply_add(", "apply_mul(", "twice_add(", "on_sq(", "fold2_float_sq(",
                  "both_mul("):
        assert f"__device__ float {clone}" in cuda
    assert "apply(" not in cuda.replace("_apply(", "")


@pytest.mark.parametrize("name", sorted(CASES))
def test_runs_on_pocl(name):
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl
    if not ocl.available():
        pytest.skip("no OpenCL platform (install pocl-opencl-icd)")
    src, args, _, dialect = CASES[name]
    args = dict(args)
    args.setdefault("out", f"float32[{N}]:zeros")
    k = ws.read(src, dialect=dialect).kernels[0]
    np.testing.assert_allclose(_run(k, args, "opencl"), _run(k, args), rtol=1e-6)


HEAD = r"""typedef float (*op_t)(float, float);
__device__ float add(float a, float b) { return a + b; }
__device__ float mul(float a, float b) { return a * b; }
__device__ float apply(op_t f, float a, float b) { return f(a, b); }
"""


@pytest.mark.parametrize("body,where,words", [
    # a table indexed by a thread's value
    ("__global__ void k(float* o) {\n op_t t[2] = {add, mul};\n"
     " o[0] = t[threadIdx.x & 1](1.f, 2.f); }", ":7:10:", "index known only at run time"),
    ("__global__ void k(float* o) {\n op_t t[2] = {add, mul};\n"
     " o[0] = apply(t[threadIdx.x], 1.f, 2.f); }", ":7:16:", "index known only at run time"),
    # a condition of run-time values
    ("__global__ void k(float* o, int c) {\n o[0] = apply(c ? add : mul, 1.f, 2.f); }",
     ":6:17:", "condition known only at run time"),
    # a kernel parameter: the host passes a device address
    ("__global__ void k(op_t f, float* o) { o[0] = f(1.f, 2.f); }", ":5:24:",
     "kernel parameter 'f' of function-pointer type"),
    # assigned after its declaration
    ("__global__ void k(float* o) {\n op_t f = add;\n f = mul;\n o[0] = f(1.f, 2.f); }",
     ":7:2:", "used other than in a call"),
    ("__global__ void k(float* o) {\n op_t f;\n o[0] = f(1.f, 2.f); }", ":6:7:",
     "without an initializer"),
    # an argument that is not a function
    ("__global__ void k(float* o) {\n o[0] = apply(o[1], 1.f, 2.f); }", ":6:16:",
     "not a function known when reading"),
    ("__global__ void k(float* o) {\n op_t t[2] = {add, mul};\n o[0] = t[2](1.f, 2.f); }",
     ":7:10:", "outside the table"),
    ("__global__ void k(float* o) {\n for (float v : o) o[0] += v; }", ":6:2:",
     "range-based for over a value of type"),
    # a constexpr function returning a function, called with a run-time argument
    ("__device__ constexpr op_t sel(int c) { return c ? add : mul; }\n"
     "__global__ void k(float* o, int c) {\n op_t f = sel(c);\n o[0] = f(1.f, 2.f); }",
     ":7:7:", "not a function known when reading"),
    # a member of a struct a constexpr function returns: a null pointer on that path
    ("struct fs { op_t f; constexpr fs(op_t f) : f(f) {} };\n"
     "__device__ constexpr fs get(int c) { if (c > 1) return fs(add); return fs(nullptr); }\n"
     "__global__ void k(float* o) {\n constexpr op_t f = get(1).f;\n o[0] = f(1.f, 2.f); }",
     ":8:17:", "not a function known when reading"),
    ("__global__ void k(float* o) {\n for (float v : {1.f, 2}) o[0] += v; }", ":6:17:",
     "different types"),
    ("__global__ void k(float* o) {\n for (float v : {}) o[0] += v; }", ":6:17:",
     "empty or nested braced list"),
])
def test_refusals_are_located(body, where, words):
    with pytest.raises(WarpsmithError) as e:
        ws.read(HEAD + body).kernels[0]
    assert where in str(e.value) and words in str(e.value)


def test_device_function_value_use_is_refused_with_reason():
    with pytest.raises(Unsupported, match=r":5:38: .*function 'add' used as a value"):
        ws.read(HEAD + "__global__ void k(float* o) { o[0] = add == 0; }")


@pytest.mark.parametrize("name", ["fnptr_params", "lambda_forms", "range_for",
                                  "fnptr_struct_getter"])
def test_analyze_and_predict_see_plain_functions(name):
    src, _, _, dialect = CASES[name]
    k = ws.read(src, dialect=dialect).kernels[0]
    launch = ws.Launch(1, N, params={"n": N} if name == "range_for" else {})
    assert ws.analyze(k, launch).kernel == k.name
    assert ws.predict(k, launch).as_json()["kernel"] == k.name
