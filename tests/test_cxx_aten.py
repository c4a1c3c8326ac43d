"""Issue 18, PyTorch extensions: a template kernel launched inside ``AT_DISPATCH_*`` gets
one instance per type the macro dispatches (``scalar_t``, ``index_t``), and the device-side
ATen names (``at::Half``, ``c10::BFloat16``, ``C10_LAUNCH_BOUNDS_1``) read. Minimal
reproductions written here: read, run on the simulator against NumPy, printed in CUDA and
OpenCL and read back."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.simulator import simulate
from warpsmith.ir.errors import WarpsmithError

KERNEL = """
#include <torch/extension.h>
template <typename scalar_t>
__global__ void scale_kernel(const scalar_t* x, scalar_t* y, scalar_t a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i];
}
"""


def _host(macro: str, extra: str = "") -> str:
    return KERNEL + f"""
torch::Tensor scale(torch::Tensor x, double a) {{
  auto y = torch::empty_like(x);
  int n = x.numel();
  {macro}({extra}x.scalar_type(), "scale", [&] {{
    scale_kernel<scalar_t><<<(n + 63) / 64, 64>>>(
        x.data_ptr<scalar_t>(), y.data_ptr<scalar_t>(), (scalar_t)a, n);
  }});
  return y;
}}
"""


def _names(src: str) -> list[str]:
    return sorted(k.name for k in ws.read(src).kernels)


def test_floating_types_dispatch_instantiates_double_and_float_and_runs():
    prog = ws.read(_host("AT_DISPATCH_FLOATING_TYPES"))
    assert sorted(k.name for k in prog.kernels) == ["scale_kernel_double", "scale_kernel_float"]
    cuda = ws.translate(prog, "cuda").text
    ocl = ws.translate(prog, "opencl").text
    for p in (prog, ws.read(cuda), ws.read(ocl, dialect="opencl")):
        for name, dt in (("scale_kernel_float", np.float32), ("scale_kernel_double", np.float64)):
            x = np.arange(64, dtype=dt) * dt(0.5)
            k = p.kernel(name)
            out = simulate(k.module, k.function, 1, 64,
                           {"x": x, "y": np.zeros(64, dt), "a": dt(3), "n": 60}).outputs
            want = np.where(np.arange(64) < 60, x * dt(3), 0).astype(dt)
            np.testing.assert_array_equal(out["y"], want)


@pytest.mark.parametrize("macro, extra, want", [
    ("AT_DISPATCH_FLOATING_TYPES_AND_HALF", "", ["double", "float", "half"]),
    ("AT_DISPATCH_FLOATING_TYPES_AND", "at::ScalarType::Half, ", ["double", "float", "half"]),
    ("AT_DISPATCH_FLOATING_TYPES_AND2", "at::kHalf, at::kBFloat16, ",
     ["bfloat16", "double", "float", "half"]),
    ("AT_DISPATCH_REDUCED_FLOATING_TYPES", "", ["bfloat16", "half"]),
    ("AT_DISPATCH_ALL_TYPES", "", ["char", "double", "float", "int", "long", "short",
                                   "uchar"]),
])
def test_dispatch_families_and_their_extra_scalar_types(macro, extra, want):
    names = _names(_host(macro, extra))
    assert [n.removeprefix("scale_kernel_") for n in names] == want


def test_dispatch_case_from_a_project_macro_binds_its_one_type():
    src = KERNEL + """
#define MY_CASES(...) AT_DISPATCH_CASE(at::ScalarType::Float, __VA_ARGS__) \\
                      AT_DISPATCH_CASE(at::ScalarType::Double, __VA_ARGS__)
#define MY_DISPATCH(T, N, ...) AT_DISPATCH_SWITCH(T, N, MY_CASES(__VA_ARGS__))
void scale(torch::Tensor x, float a, int n) {
  MY_DISPATCH(x.scalar_type(), "s", [&] {
    scale_kernel<scalar_t><<<1, 64>>>(x.data_ptr<scalar_t>(), x.data_ptr<scalar_t>(), a, n);
  });
}
"""
    assert _names(src) == ["scale_kernel_double", "scale_kernel_float"]


def test_nested_index_dispatch_multiplies_the_bindings():
    src = """
template <typename scalar_t, typename index_t>
__global__ void gather(const scalar_t* x, const index_t* idx, scalar_t* y, int n) {
  int i = threadIdx.x;
  if (i < n) y[i] = x[idx[i]];
}
void run(torch::Tensor x, torch::Tensor idx, torch::Tensor y, int n) {
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "g", [&] {
    AT_DISPATCH_INDEX_TYPES(idx.scalar_type(), "g", [&] {
      gather<scalar_t, index_t><<<1, 64>>>(x.data_ptr<scalar_t>(), idx.data_ptr<index_t>(),
                                           y.data_ptr<scalar_t>(), n);
    });
  });
}
"""
    assert len(_names(src)) == 4


def test_a_dispatch_macro_not_modelled_keeps_the_located_report():
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(_host("AT_DISPATCH_V2")), "cuda")
    assert "scale_kernel" in str(e.value) and ":" in str(e.value).split(" ")[0]


# gsplat's NullCUDA.cu: a copy kernel dispatched over every type, complex ones included
COPY = """
#include <torch/extension.h>
template <typename scalar_t>
__global__ void copy_k(const int64_t n, const scalar_t* in, scalar_t* out, scalar_t unused) {
  const int64_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i];
}
void launch(const at::Tensor in, at::Tensor out) {
  int64_t n = in.numel();
  AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND2(at::ScalarType::Half, at::ScalarType::BFloat16,
      in.scalar_type(), "copy", [&]() {
    scalar_t unused = 0;
    copy_k<scalar_t><<<1, 64>>>(n, in.data_ptr<scalar_t>(), out.data_ptr<scalar_t>(), unused);
  });
}
"""


def test_complex_dispatch_binds_c10_complex_and_the_copy_runs():
    prog = ws.read(COPY)
    names = sorted(k.name.removeprefix("copy_k_") for k in prog.kernels)
    assert names == ["bfloat16", "char", "double", "float", "half", "int", "long", "short",
                     "struct_complex_double", "struct_complex_float", "uchar"]
    cuda = ws.translate(prog, "cuda").text
    assert "typedef struct complex_float {" in cuda
    for name, dt in (("copy_k_struct_complex_float", np.float32),
                     ("copy_k_struct_complex_double", np.float64)):
        c = np.dtype([("real_", dt), ("imag_", dt)])
        x = np.zeros(64, c)
        x["real_"], x["imag_"] = np.arange(64), -np.arange(64) * 0.5
        # (OpenCL C has no bfloat16: the program's complex instances print alone)
        ocl = ws.translate(prog.kernel(name), "opencl").text
        for p in (prog, ws.read(cuda), ws.read(ocl, dialect="opencl")):
            out = ws.run(p.kernel(name), ws.Launch(1, 64),
                         {"n": 50, "in": x, "out": np.zeros(64, c),
                          "unused": {"real_": 0, "imag_": 0}}).outputs["out"]
            np.testing.assert_array_equal(out[:50], x[:50])
            assert not out[50:]["real_"].any()


def test_arithmetic_on_c10_complex_is_refused_where_it_stands():
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(_host("AT_DISPATCH_COMPLEX_TYPES")), "cuda")
    assert "<string>:6:" in str(e.value), str(e.value)


def test_aten_device_names_read_from_warpsmith_header_and_run():
    src = """
#include "ATen/ATen.h"
#include <c10/util/Half.h>
using phalf = at::Half;
__global__ void C10_LAUNCH_BOUNDS_1(64) k(const phalf* x, c10::BFloat16* y, float* z) {
  int i = threadIdx.x;
  at::Half h = x[i] * x[i];
  y[i] = __float2bfloat16((float)h);
  z[i] = (float)h + 0.25f;
}
"""
    prog = ws.read(src)
    x = (np.arange(64) / 8).astype(np.float16)
    want_h = (x * x).astype(np.float16)
    cuda = ws.translate(prog, "cuda").text
    assert "ATen" not in cuda and "at::" not in cuda and "__launch_bounds__(64)" in cuda
    for p in (prog, ws.read(cuda)):
        kk = p.kernel("k")
        out = simulate(kk.module, kk.function, 1, 64,
                       {"x": x.view(np.uint16), "y": np.zeros(64, np.uint16),
                        "z": np.zeros(64, np.float32)}).outputs
        np.testing.assert_array_equal(out["z"], want_h.astype(np.float32) + np.float32(0.25))


def test_a_missing_quoted_header_of_another_library_is_still_a_located_error():
    with pytest.raises(WarpsmithError, match="cannot find include file"):
        ws.read('#include "mylib/ops.h"\n__global__ void k(float* a) { a[0] = 1; }')


def test_parenthesized_expression_starting_with_a_functional_cast():
    src = """
__global__ void k(const unsigned char* w, const float* x, float* y) {
  int i = threadIdx.x;
  y[i] = (float(w[i]) + 0.5f) * x[i];
}
"""
    prog = ws.read(src)
    w = np.arange(64, dtype=np.uint8)
    x = np.full(64, 2, np.float32)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, 64,
                       {"w": w, "x": x, "y": np.zeros(64, np.float32)}).outputs
        np.testing.assert_array_equal(out["y"], (w.astype(np.float32) + 0.5) * 2)


ATOMIC = """
#include <ATen/cuda/Atomic.cuh>
__global__ void k(float *s, double *d, int *c, float *old) {
  old[threadIdx.x] = gpuAtomicAdd(s, 1.0f);
  gpuAtomicAddNoReturn(d, 0.5);
  gpuAtomicAdd(c, 2);
}
"""


def test_gpu_atomic_add():
    # ATen/cuda/Atomic.cuh: gpuAtomicAdd returns the old value, as atomicAdd does
    p = ws.read(ATOMIC, dialect="cuda")
    out = ws.run(p.kernel("k"), ws.Launch(1, 32),
                 {"s": np.zeros(1, np.float32), "d": np.zeros(1), "c": np.zeros(1, np.int32),
                  "old": np.zeros(32, np.float32)}).outputs
    assert out["s"][0] == 32 and out["d"][0] == 16 and out["c"][0] == 64
    assert sorted(out["old"]) == list(range(32))
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    assert [k.name for k in again.kernels] == ["k"]


PHILOX = """
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/detail/UnpackRaw.cuh>
__global__ void k(at::PhiloxCudaState philox_args, unsigned long long *o) {
  auto seeds = at::cuda::philox::unpack(philox_args);
  o[0] = std::get<0>(seeds);
  o[1] = std::get<1>(seeds);
}
"""


def test_philox_state_unpack():
    # ATen/cuda/detail/UnpackRaw.cuh: an uncaptured state gives its seed and offset values
    p = ws.read(PHILOX, dialect="cuda")
    args = {"philox_args": "{seed_={val=7},offset_={val=9},offset_intragraph_=0,captured_=0}",
            "o": np.zeros(2, np.uint64)}
    assert list(ws.run(p.kernel("k"), ws.Launch(1, 1), args).outputs["o"]) == [7, 9]
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    assert list(ws.run(again.kernel("k"), ws.Launch(1, 1), args).outputs["o"]) == [7, 9]


SCALAR_TYPE = """
#include <torch/all.h>
struct P { int n{}; torch::headeronly::ScalarType dtype{torch::headeronly::ScalarType::Undefined}; };
__global__ void k(P p, int *o) {
  o[0] = p.dtype == at::ScalarType::Half ? 1 : 0;
  o[1] = (int)c10::ScalarType::BFloat16;
  o[2] = (int)at::ScalarType::UInt64;
}
"""


def test_scalar_type_enum():
    # c10's numbering: Half = 5, BFloat16 = 15, UInt64 = 29
    p = ws.read(SCALAR_TYPE, dialect="cuda")
    out = ws.run(p.kernel("k"), ws.Launch(1, 1), {"p": "{n=0,dtype=5}",
                                                  "o": np.zeros(3, np.int32)}).outputs["o"]
    assert list(out) == [1, 15, 29]


HALF_OVERLOAD = """
#include <ATen/ATen.h>
#include <limits>
__device__ __inline__ at::Half __shfl_down_sync(const unsigned mask, const at::Half var,
                                                const unsigned int delta) {
  return __shfl_down_sync(mask, var.operator __half(), delta);
}
__global__ void k(const at::Half *x, at::Half *y, float *lim) {
  y[threadIdx.x] = __shfl_down_sync(0xffffffff, x[threadIdx.x], 1);
  lim[0] = (float)std::numeric_limits<at::Half>::max();
  lim[1] = (float)std::numeric_limits<at::Half>::lowest();
  lim[2] = (float)std::numeric_limits<c10::BFloat16>::epsilon();
}
"""


def test_builtin_overload_for_at_half_is_the_builtin():
    # torch_scatter's __shfl_down_sync(unsigned, at::Half, unsigned): at::Half is __half
    # here, so the overload is the builtin itself (docs/cxx-aten.md)
    x = np.arange(32, dtype=np.float16)
    p = ws.read(HALF_OVERLOAD, dialect="cuda")
    out = ws.run(p.kernel("k"), ws.Launch(1, 32), {"x": x, "y": np.zeros(32, np.float16),
                                                   "lim": np.zeros(3, np.float32)}).outputs
    np.testing.assert_array_equal(out["y"], np.append(x[1:], x[31]))
    assert list(out["lim"]) == [65504.0, -65504.0, 2.0 ** -7]


FP8_SRC = """
#include <torch/all.h>
#include <limits>
template <typename T, typename = std::enable_if_t<
    std::is_same_v<T, c10::Float8_e4m3fn> || std::is_same_v<T, c10::Float8_e4m3fnuz> ||
    std::is_same_v<T, int8_t>>>
struct qmax { static constexpr T val() { return std::numeric_limits<T>::max(); } };
template <typename T>
__host__ __device__ static constexpr T qmax_v = qmax<T>::val();
template <typename scalar_t>
__global__ void quant(const float* x, scalar_t* q) {
  constexpr scalar_t top{qmax_v<scalar_t>};
  float lim = (float)top;
  q[threadIdx.x] = (scalar_t)fminf(fmaxf(x[threadIdx.x], -lim), lim);
}
void launch(torch::Tensor x, torch::Tensor q) {
  switch (q.scalar_type()) {
    THO_DISPATCH_CASE(torch::headeronly::ScalarType::Float8_e4m3fn, [&] {
      quant<scalar_t><<<1, 32>>>(x.data_ptr<float>(), q.data_ptr<scalar_t>());
    })
    THO_DISPATCH_CASE(torch::headeronly::ScalarType::Char, [&] {
      quant<scalar_t><<<1, 32>>>(x.data_ptr<float>(), q.data_ptr<scalar_t>());
    })
  }
}
"""


def test_a_float8_dispatch_binds_cudas_fp8_type_and_its_limits():
    """`THO_DISPATCH_CASE(..Float8_e4m3fn, ..)` binds `scalar_t` to `__nv_fp8_e4m3` (the
    same OCP e4m3fn encoding as c10's Float8_e4m3fn; it used to keep an outer binding),
    c10's Float8 type names read (the fnuz ones as distinct types a trait tells apart), and
    `std::numeric_limits<T>::max()` of fp8 is 448, a constant folded where the format holds
    it exactly (vLLM's `quant_type_max_v`)."""
    ml_dtypes = pytest.importorskip("ml_dtypes")
    prog = ws.read(FP8_SRC)
    assert sorted(k.name for k in prog.kernels) == ["quant_char", "quant_fp8_e4m3"]
    x = np.linspace(-600, 600, 32).astype(np.float32)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        k = p.kernel("quant_fp8_e4m3")
        out = simulate(k.module, k.function, 1, 32,
                       {"x": x, "q": np.zeros(32, ml_dtypes.float8_e4m3fn)}).outputs["q"]
        want = np.clip(x, -448, 448).astype(ml_dtypes.float8_e4m3fn)
        np.testing.assert_array_equal(out.astype(np.float32), want.astype(np.float32))
        k = p.kernel("quant_char")
        out = simulate(k.module, k.function, 1, 32,
                       {"x": x, "q": np.zeros(32, np.int8)}).outputs["q"]
        np.testing.assert_array_equal(out, np.clip(x, -127, 127).astype(np.int8))


HINT_SRC = r"""
#include <torch/all.h>
template <typename scalar_t, typename fp8_t>
__global__ void scale(const scalar_t* x, fp8_t* q) { q[threadIdx.x] = (fp8_t)(x[threadIdx.x] * 2); }
void launch(torch::Tensor x, torch::Tensor q) {
  THO_DISPATCH_SWITCH(x.scalar_type(), "scale",
    THO_DISPATCH_CASE(torch::headeronly::ScalarType::Float, [&] {
      THO_DISPATCH_SWITCH(q.scalar_type(), "scale_q",
        THO_PRIVATE_CASE_TYPE_USING_HINT(torch::headeronly::ScalarType::Char, fp8_t, [&] {
          scale<scalar_t, fp8_t><<<1, 32>>>(x.data_ptr<scalar_t>(), q.data_ptr<fp8_t>());
        }));
    }));
}
"""


def test_a_dispatch_case_with_a_hint_binds_the_name_it_gives():
    """``THO_PRIVATE_CASE_TYPE_USING_HINT(ScalarType::X, fp8_t, ..)`` (vLLM's FP8
    dispatch) binds ``fp8_t``, nested inside a dispatch that binds ``scalar_t``."""
    prog = ws.read(HINT_SRC)
    assert [k.name for k in prog.kernels] == ["scale_float_char"]
    x = np.linspace(-30, 30, 32).astype(np.float32)
    out = simulate(prog.kernels[0].module, prog.kernels[0].function, 1, 32,
                   {"x": x, "q": np.zeros(32, np.int8)}).outputs["q"]
    np.testing.assert_array_equal(out, (x * 2).astype(np.int8))
