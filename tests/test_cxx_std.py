"""Standard-library, libcu++ and CUB names in device code from the modern CUDA collection's
first errors (issue 18), each from a minimal reproduction in tests/cxx_std_cases.py:
read, run on the simulator against NumPy, printed as CUDA and read and run again, printed
as OpenCL C (or refused with a located reason), analyzed and predicted, and the printed
CUDA compiled by NVRTC (tests/test_case_modules.py runs those checks on every case); this
file has the located refusals."""

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError


@pytest.mark.parametrize("src, where, words", [
    # an initializer list read other than through std::max / std::min
    ("#include <initializer_list>\n"
     "constexpr int first(std::initializer_list<int> v) { return *v.begin(); }\n"
     "__global__ void k(int *o) { constexpr int a = first({1, 2}); o[0] = a; }", "3:47",
     "std::initializer_list parameter used other than"),
    # an initializer list as a parameter of a function run on the device
    ("#include <initializer_list>\n"
     "__device__ int biggest(std::initializer_list<int> v) { return 0; }\n"
     "__global__ void k(int *o) { o[0] = biggest({1, o[1]}); }", "2:29",
     "std::initializer_list outside a constexpr function"),
    # a CUB alias read through a class whose arguments are the class's template
    # parameters (not reachable through the class's name)
    ("#include <cub/block/block_reduce.cuh>\n"
     "template <int T_> struct Tr { using R = cub::BlockReduce<float, T_>; };\n"
     "template <typename K> __global__ void k(float *o) {\n"
     "  __shared__ typename K::R::TempStorage ts; o[0] = K::R(ts).Sum(o[threadIdx.x]); }\n"
     "template __global__ void k<Tr<32>>(float *o);\n", "4:26",
     "takes the class's template parameter 'T_'"),
    # two classes declare the alias differently: which one K is, the rewrite cannot see
    ("#include <cub/block/block_reduce.cuh>\n"
     "struct A { static constexpr int n = 32; using R = cub::BlockReduce<float, n>; };\n"
     "struct B { static constexpr int m = 64; using R = cub::BlockReduce<float, m>; };\n"
     "template <typename K> __global__ void k(float *o) {\n"
     "  __shared__ typename K::R::TempStorage ts; o[0] = K::R(ts).Sum(o[threadIdx.x]); }\n"
     "template __global__ void k<A>(float *o);\n", "5:26",
     "classes declare 'R' differently"),
    # (a TempStorage as a type argument, vLLM's sampler's std::conditional_t, is modelled
    # now: tests/test_cxx_cub.py::test_temp_storage_named_in_std_conditional)
    # std::iterator_traits of an iterator that is not a pointer
    ("#include <iterator>\n"
     "template <typename It> __global__ void k(float *o, It x) {\n"
     "  typename std::iterator_traits<It>::value_type v = x; o[0] = v; }\n"
     "template __global__ void k<float>(float *o, float x);\n", "3:17",
     "std::iterator_traits of the iterator float"),
    # make_unsigned of a type that is not an integer
    ("#include <type_traits>\n"
     "template <typename T> __global__ void k(T *o) {\n"
     "  typename std::make_unsigned<T>::type u = 1; o[0] = u; }\n"
     "template __global__ void k<float>(float *o);\n", "3:17",
     "std::make_unsigned of float"),
    # a library name warpsmith does not model, where a type is expected: the hint says so
    ("using V = cuda::std::variant<int, float>;\n"
     "__global__ void k(V *o) { o[0] = o[1]; }\n", "1:11",
     "'cuda::std::variant' is a standard-library, libcu++, CUB or Thrust name"),
])
def test_located_errors(src, where, words):
    """What these lowerings do not model is a located error, never a guess."""
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert f":{where}:" in str(e.value) and words in str(e.value), str(e.value)


def test_a_const_object_takes_the_const_overload():
    src = """
struct Box { float v[2];
  __device__ float &operator[](int i) { return v[i]; }
  __device__ float operator[](int i) const { return v[i] + 100.0f; } };
__global__ void k(float *o) {
  Box b = {{1.0f, 2.0f}};
  const Box c = b;
  b[0] = 5.0f;
  o[threadIdx.x] = b[0] + c[1];
}
"""
    k = ws.read(src).kernel("k")
    got = ws.run(k, ws.Launch(1, 4), {"o": np.zeros(4, np.float32)}).outputs["o"]
    assert np.array_equal(got, np.full(4, 5.0 + 102.0, np.float32))
    text = ws.translate(k, "cuda").text
    back = ws.read(text).kernels[0]
    assert np.array_equal(ws.run(back, ws.Launch(1, 4), {"o": np.zeros(4, np.float32)})
                          .outputs["o"], got)
