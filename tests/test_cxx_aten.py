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
        ws.translate(ws.read(_host("AT_DISPATCH_COMPLEX_TYPES")), "cuda")
    assert "scale_kernel" in str(e.value) and ":" in str(e.value).split(" ")[0]
