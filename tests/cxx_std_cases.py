"""Reproductions written here of the standard-library, libcu++ and CUB names that the
modern CUDA collection's ``cxx-std`` files use in device code (issue 18): source, kernel,
the arrays it takes and the outputs NumPy gives, one block of ``N`` threads. Read by
tests/test_cxx_std.py (simulator against NumPy, CUDA printed and read again, OpenCL
printed or refused with a reason, analyze and predict)."""

import numpy as np

N = 32
_I = np.arange(N, dtype=np.int32)
_F = np.arange(N, dtype=np.float32) * 0.5 - 3.0

CASES = {
    # causal-conv1d / Mamba: a host constexpr function over a std::initializer_list,
    # called in a traits class's static constexpr member to size shared memory
    "initializer_list_max_in_constant_expression": dict(src="""
#include <initializer_list>
#include <algorithm>
constexpr size_t largest(std::initializer_list<size_t> sizes) { return std::max(sizes); }
constexpr int smallest(std::initializer_list<int> v) { return std::min(v); }
template <int W>
struct Shape {
  static constexpr int kBytes = largest({sizeof(float) * W, sizeof(double) * 3, 4});
  static constexpr int kLow = smallest({W, 5, W - 1});
};
template <typename S>
__global__ void k(float *o, const float *x) {
  __shared__ char buf[S::kBytes];
  float *f = reinterpret_cast<float *>(buf);
  if (threadIdx.x < S::kBytes / 4) f[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  o[threadIdx.x] = f[threadIdx.x % (S::kBytes / 4)] + S::kLow;
}
template __global__ void k<Shape<8>>(float *o, const float *x);
""", kernel="k_struct_Shape_8", inputs={"o": np.zeros(N, np.float32), "x": _F},
        want={"o": _F[_I % 8] + 5}),
}
