"""Issue 18: a class template of types and static methods (a traits class, xFormers'
``KernelTypes<Element>``) used as a kernel's template argument, also when it declares a
static member template: it is a type (an empty struct of its data members) whose static
methods are called through the type parameter (``KT::apply_kernel(p)``). A minimal
reproduction written here: read, run on the simulator against NumPy, printed as CUDA and
read back (same results), printed as OpenCL, analyzed."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 8

TRAITS = r"""
struct Add { __device__ float operator()(float a, float b) const { return a + b; } };
template <typename Element_>
struct KernelTypes {
  using Element = Element_;
  struct Params {
    Element const* input;
    Element* out;
    int n;
    __device__ int rows() const { return n / 2; }
    static __host__ __device__ dim3 threads() { return dim3(8, 1, 1); }
  };
  struct Tile {
    Element v[2];
    __device__ Tile() { v[0] = 0; v[1] = 0; }
  };
  __device__ static Tile load(Params p, int i) {
    Tile t;
    t.v[0] = p.input[2 * i];
    t.v[1] = p.input[2 * i + 1];
    return t;
  }
  template <typename Op>
  __device__ static Element combine(Tile t, Op op) { return op(t.v[0], t.v[1]); }
  __device__ static void apply_kernel(Params p) {
    int i = threadIdx.x;
    if (i < p.rows()) {
      Tile t = load(p, i);
      p.out[i] = combine(t, Add());
    }
  }
};

template <typename KT>
__global__ void apply(typename KT::Params p) {
  KT::apply_kernel(p);
}

void run(const float* in, float* out, int n) {
  using KT = KernelTypes<float>;
  typename KT::Params p;
  p.input = in; p.out = out; p.n = n;
  apply<KT><<<1, KT::Params::threads()>>>(p);
}
"""


def _run(k, x, n):
    args = {"p": {"input": x, "out": np.zeros(N, np.float32), "n": n}}
    return ws.run(k, ws.Launch(1, N), args).outputs["p.out"]


def test_traits_class_template_with_a_static_member_template_as_kernel_argument():
    k = ws.read(TRAITS).kernels[0]
    cuda = ws.translate(k, "cuda").text
    assert "apply_struct_KernelTypes_float(KernelTypes_float_Params p)" in cuda
    assert "KernelTypes_combine_struct_Add_float(t, Add_init0())" in cuda
    ocl = ws.translate(k, "opencl").text
    assert "__kernel void apply_struct_KernelTypes_float" in ocl
    assert ws.analyze(k, ws.Launch(1, N)).kernel.startswith("apply")
    assert ws.predict(k, ws.Launch(1, N)) is not None
    x = np.arange(2 * N, dtype=np.float32) * 0.25
    for n in (2 * N, 7):  # every row, then the first 3 (rows() is n / 2)
        got = _run(k, x, n)
        want = np.where(np.arange(N) < n // 2, x[0::2] + x[1::2], 0).astype(np.float32)
        np.testing.assert_array_equal(got, want)
        back = ws.read(cuda).kernels[0]
        np.testing.assert_array_equal(_run(back, x, n), got)


ATTRIBUTED = r"""
#define INL inline __attribute__((always_inline)) __device__
template <typename T, int N> struct vec { INL static void copy(T* d, const T* s); };
template <int N> struct vec<float, N> {
  INL static void copy(float* d, const float* s) { for (int i = 0; i < N; ++i) d[i] = s[i] * 2.f; }
};
template <int N, typename T>
__global__ void k(T* out, const T* in) { vec<T, N>::copy(out + threadIdx.x * N, in + threadIdx.x * N); }
template __global__ void k<2, float>(float*, const float*);
"""


def test_static_method_after_an_attribute_in_a_partial_specialization():
    # flashinfer's `FLASHINFER_INLINE static void memcpy(..)` in `vec_t<float, vec_size>`:
    # the `(` of `__attribute__((always_inline))` is not the method's parameter list (it
    # was "has no static method 'memcpy' defined in its body")
    k = ws.read(ATTRIBUTED).kernels[0]
    x = np.arange(2 * N, dtype=np.float32)
    args = {"in": x, "out": np.zeros(2 * N, np.float32)}
    got = ws.run(k, ws.Launch(1, N), args).outputs["out"]
    np.testing.assert_array_equal(got, 2 * x)
    cuda = ws.translate(k, "cuda").text
    back = ws.read(cuda).kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, N), args).outputs["out"], got)
    assert "__kernel" in ws.translate(k, "opencl").text


def test_a_member_alias_that_does_not_read_gives_its_own_error_in_a_static_method():
    # xFormers' `using Fragment = cutlass::Array<Element, 8>;` (CUTLASS does not read):
    # a static method naming it reported "unknown type 'Fragment'", not why
    src = r"""
template <typename T> struct Box { static constexpr int n = Missing<T>::value; T v[n]; };
template <typename E>
struct Traits {
  using Fragment = Box<E>;
  __device__ static void run(E* out) { Fragment f; out[threadIdx.x] = f.v[0]; }
};
template <typename KT> __global__ void k(float* out) { KT::run(out); }
template __global__ void k<Traits<float>>(float*);
"""
    with pytest.raises(WarpsmithError) as e:
        ws.read(src)
    assert "Missing" in str(e.value) and "unknown type 'Fragment'" not in str(e.value)
