"""Issue 18 (LightGBM's CUDA metrics): a host class whose objects device code cannot model
(virtual destructor, host-only bases, a CRTP base ``Metric<SquareMetric>``) but whose
``__device__ static`` method a kernel calls through its template parameter; the kernel
launched inside a class template's member defined outside the class and instantiated
explicitly (``template void CudaInterface<SquareMetric, CudaSquareMetric>::Launch(..);``).
A minimal reproduction written here: read, run on the simulator against NumPy, printed as
CUDA and read back (same results), printed as OpenCL, analyzed; objects of such a class are
refused, located."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 40

METRICS = r"""
#include <vector>
template <typename T>
class Metric {
 public:
  virtual ~Metric() {}
  double Eval(double x) const { return T::LossOnPoint(x); }
 protected:
  std::vector<double> names_;
};
class SquareMetric : public Metric<SquareMetric> {
 public:
  static double LossOnPoint(double x) { return x * x; }
};
template <typename HOST_METRIC, typename CUDA_METRIC>
class CudaInterface : public HOST_METRIC {
 public:
  virtual ~CudaInterface() {}
  void Launch(const double* in, double* out, int n, bool twice) const;
};
class CudaSquareMetric : public CudaInterface<SquareMetric, CudaSquareMetric> {
 public:
  virtual ~CudaSquareMetric() {}
  __device__ inline static double OnPointCUDA(double x, double p) { return (x - p) * (x - p); }
};
class CudaAbsMetric : public CudaInterface<SquareMetric, CudaAbsMetric> {
 public:
  virtual ~CudaAbsMetric() {}
  static constexpr double kScale = 3.0;  // its constants and member types are in scope
  using value_type = double;
  __device__ inline static value_type OnPointCUDA(double x, double p) { return kScale * fabs(x - p); }
};
template <typename CUDA_METRIC, bool TWICE>
__global__ void EvalKernel(const double* in, double* out, int n, double p) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) {
    out[i] = TWICE ? 2.0 * CUDA_METRIC::OnPointCUDA(in[i], p) : CUDA_METRIC::OnPointCUDA(in[i], p);
  }
}
template <typename HOST_METRIC, typename CUDA_METRIC>
void CudaInterface<HOST_METRIC, CUDA_METRIC>::Launch(const double* in, double* out, int n,
                                                    bool twice) const {
  if (twice) {
    EvalKernel<CUDA_METRIC, true><<<(n + 31) / 32, 32>>>(in, out, n, 0.5);
  } else {
    EvalKernel<CUDA_METRIC, false><<<(n + 31) / 32, 32>>>(in, out, n, 0.5);
  }
}
template void CudaInterface<SquareMetric, CudaSquareMetric>::Launch(const double* in, double* out, int n, bool twice) const;
template void CudaInterface<SquareMetric, CudaAbsMetric>::Launch(const double*, double*, int, bool) const;
"""

WANT = {"EvalKernel_struct_CudaSquareMetric_true": lambda x: 2 * (x - 0.5) ** 2,
        "EvalKernel_struct_CudaSquareMetric_false": lambda x: (x - 0.5) ** 2,
        "EvalKernel_struct_CudaAbsMetric_true": lambda x: 2 * (3 * np.abs(x - 0.5)),
        "EvalKernel_struct_CudaAbsMetric_false": lambda x: 3 * np.abs(x - 0.5)}


def _run(k, x):
    args = {"in": x, "out": np.zeros(N + 8), "n": N, "p": 0.5}
    return ws.run(k, ws.Launch(2, 32), args).outputs["out"]


def test_static_methods_of_a_host_class_through_an_explicitly_instantiated_member():
    prog = ws.read(METRICS)
    assert sorted(k.function.name for k in prog.kernels) == sorted(WANT)
    x = np.linspace(-2, 3, N + 8)
    for k in prog.kernels:
        got = _run(k, x)
        want = np.where(np.arange(N + 8) < N, WANT[k.function.name](x), 0)
        np.testing.assert_array_equal(got, want)
        cuda = ws.translate(k, "cuda").text
        assert "CudaSquareMetric_OnPointCUDA(double x, double p)" in cuda or \
            "CudaAbsMetric_OnPointCUDA(double x, double p)" in cuda
        back = ws.read(cuda).kernels[0]
        np.testing.assert_array_equal(_run(back, x), got)
        assert "__kernel void EvalKernel" in ws.translate(k, "opencl").text
        assert ws.analyze(k, ws.Launch(2, 32)).kernel == k.function.name
        assert ws.predict(k, ws.Launch(2, 32, params={"n": N})) is not None


@pytest.mark.parametrize("use, where", [
    ("CUDA_METRIC m; (void)m;", "variable 'm'"),
    ("out[0] = sizeof(CUDA_METRIC);", "sizeof"),
    ("CUDA_METRIC().OnPointCUDA(1.0, 2.0);", "construction"),
])
def test_an_object_of_such_a_class_is_refused_located(use, where):
    src = METRICS.replace("  if (i < n) {\n", "  " + use + "\n  if (i < n) {\n", 1)
    with pytest.raises(WarpsmithError, match="reads only for its static methods") as e:
        ws.read(src)
    assert where in str(e.value) and "<string>:" in str(e.value)
