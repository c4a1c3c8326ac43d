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
    # Mamba's selective scan: a device function template names a CUB alias through the
    # traits class (`typename K::LoadT(ts).Load(..)`) before the class is declared; the
    # alias's arguments are the class's members, read through K; the items are a
    # parameter `T (&v)[N]`
    "cub_alias_named_through_a_traits_class": dict(src="""
#include <cub/block/block_load.cuh>
template <typename K>
__device__ void load(const typename K::elem_t *p, typename K::elem_t (&v)[K::kItems],
                     typename K::LoadT::TempStorage &ts) {
  typename K::LoadT(ts).Load(p, v);
}
template <int kThreads_, typename elem_t_>
struct Tr {
  using elem_t = elem_t_;
  static constexpr int kThreads = kThreads_;
  static constexpr int kItems = 4;
  using LoadT = cub::BlockLoad<elem_t, kThreads, kItems, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
};
template <typename K>
__global__ void k(float *o, const float *x) {
  extern __shared__ char smem[];
  auto &ts = *reinterpret_cast<typename K::LoadT::TempStorage *>(smem);
  float v[K::kItems];
  load<K>(x, v, ts);
  for (int i = 0; i < K::kItems; ++i) o[threadIdx.x * K::kItems + i] = v[i] * 2.0f;
}
template __global__ void k<Tr<32, float>>(float *o, const float *x);
""", kernel="k_struct_Tr_32_float", shared=4 * 128,
        inputs={"o": np.zeros(4 * N, np.float32),
                "x": np.arange(4 * N, dtype=np.float32) - 7.5},
        want={"o": (np.arange(4 * N, dtype=np.float32) - 7.5) * 2}),
    # vLLM's selective scan: `typename Ktraits::state_t(x)`, a functional cast to a member
    # type named through a traits class, and its braced form
    "functional_cast_to_a_member_type": dict(src="""
template <typename T, int N>
struct Traits { using state_t = T; using small_t = short; static constexpr int kN = N; };
template <typename K>
__global__ void k(typename K::state_t *o, const float *x) {
  o[threadIdx.x] = typename K::state_t(x[threadIdx.x] * K::kN) + typename K::small_t{3};
}
template __global__ void k<Traits<int, 2>>(int *o, const float *x);
""", kernel="k_struct_Traits_int_2", inputs={"o": np.zeros(N, np.int32), "x": _F},
        want={"o": (_F * 2).astype(np.int32) + 3}),
    # vLLM's selective scan Converter: `reinterpret_cast<const half2 (&)[N / 2]>(src)` of a
    # parameter `const T (&src)[N]`, a view of the caller's array as pairs; `&dst` of such a
    # parameter is the array's address (it used to be the pointer variable's)
    "reference_to_array_cast_of_an_array_parameter": dict(src="""
template <int N>
__device__ void swap_pairs(const float (&src)[N], float (&dst)[N]) {
  auto &s2 = reinterpret_cast<const float2 (&)[N / 2]>(src);
  auto &d2 = *reinterpret_cast<float2 (*)[N / 2]>(&dst);
  for (int i = 0; i < N / 2; ++i) { d2[i] = make_float2(s2[i].y, s2[i].x); }
}
__global__ void k(float *o, const float *x) {
  float a[4], b[4];
  for (int i = 0; i < 4; ++i) a[i] = x[threadIdx.x * 4 + i];
  swap_pairs<4>(a, b);
  for (int i = 0; i < 4; ++i) o[threadIdx.x * 4 + i] = b[i];
}
""", kernel="k", inputs={"o": np.zeros(4 * N, np.float32),
                         "x": np.arange(4 * N, dtype=np.float32)},
        want={"o": np.arange(4 * N, dtype=np.float32).reshape(-1, 2)[:, ::-1].ravel()}),
    # vLLM's activation kernels: a 128-bit load viewed as std::array<T, n>
    # (reinterpret_cast to a const reference), a std::array initialized with brace elision,
    # size() and data(); a parameter named `array` stays a name
    "std_array_view_of_a_vector_load": dict(src="""
#include <array>
__global__ void k(float *array, const float4 *x) {
  using vec_t = std::array<float, 4>;
  const float4 v = x[threadIdx.x];
  const auto a = reinterpret_cast<vec_t const &>(v);
  std::array<float, 4> w = {1.0f, 2.0f, 3.0f, 4.0f};
  float s = 0;
  for (int i = 0; i < a.size(); ++i) s += a[i] * w[i];
  w[0] = s;
  array[threadIdx.x] = w.data()[0] + w[3];
}
""", kernel="k", inputs={"array": np.zeros(N, np.float32),
                         "x": np.arange(4 * N, dtype=np.float32).view(np.float32)},
        want={"array": (np.arange(4 * N, dtype=np.float32).reshape(N, 4)
                        @ np.array([1, 2, 3, 4], np.float32)) + 4}),
    # brace elision for an array member (C's rule, which std::array's initialization uses)
    "brace_elision_of_an_array_member": dict(src="""
struct P { int a[2]; int n; };
__global__ void k(int *o) {
  P p = {1, 2, (int)threadIdx.x};
  o[threadIdx.x] = p.a[0] * 100 + p.a[1] * 10 + p.n;
}
""", kernel="k", inputs={"o": np.zeros(N, np.int32)}, want={"o": 120 + _I}),
    # flashinfer's uint_fastdiv wraps libcu++'s cuda::fast_mod_div<uint32_t>: its quotient
    # and remainder are the exact ones
    "libcudacxx_fast_mod_div": dict(src="""
#include <cuda/cmath>
__global__ void k(unsigned *o, long long *p) {
  cuda::fast_mod_div<unsigned> f(7u);
  cuda::fast_mod_div<long long> g(5);
  unsigned n = threadIdx.x * 37u;
  o[threadIdx.x] = (n / f) * 1000u + n % f;
  p[threadIdx.x] = (long long)threadIdx.x * 3 / g + (int)threadIdx.x % g;
}
""", kernel="k", inputs={"o": np.zeros(N, np.uint32), "p": np.zeros(N, np.int64)},
        want={"o": (_I.astype(np.uint32) * 37 // 7) * 1000 + _I.astype(np.uint32) * 37 % 7,
              "p": _I.astype(np.int64) * 3 // 5 + _I % 5}),
    # xgboost's IterSpan: the element type of a pointer iterator through
    # std::iterator_traits
    "iterator_traits_of_a_pointer": dict(src="""
#include <iterator>
template <typename It>
struct View {
  using value_type = typename std::iterator_traits<It>::value_type;
  using diff_t = typename std::iterator_traits<It>::difference_type;
  It it;
  __device__ value_type get(diff_t i) const { return it[i]; }
};
template <typename It>
__global__ void k(float *o, It x) {
  View<It> v{x};
  typename std::iterator_traits<It>::pointer p = x;
  o[threadIdx.x] = v.get(threadIdx.x) * 2.0f + p[0] + (float)sizeof(typename View<It>::diff_t);
}
template __global__ void k<const float *>(float *o, const float *x);
""", kernel="k_float_ptr", inputs={"o": np.zeros(N, np.float32), "x": _F},
        want={"o": _F * 2 + _F[0] + 8}),
    # xgboost's LDGIterator: a value loaded through __ldg in words of
    # cub::UnitWord<T>::DeviceWord (the widest word dividing T's size and alignment)
    "cub_unit_word_loads": dict(src="""
#include <cub/cub.cuh>
struct P { float a, b, c; };
struct alignas(16) Q { float a, b, c, d; };
template <typename T>
__device__ int load_b(const T *x, int i) {
  using W = typename cub::UnitWord<T>::DeviceWord;
  constexpr int n = sizeof(T) / sizeof(W);
  W tmp[n];
  for (int k = 0; k < n; ++k) tmp[k] = __ldg(reinterpret_cast<const W *>(x + i) + k);
  T v = *reinterpret_cast<T *>(tmp);
  return sizeof(W) * 100 + (int)v.b;
}
__global__ void k(int *o, const P *p, const Q *q) {
  o[threadIdx.x] = load_b(p, threadIdx.x) * 10000 + load_b(q, threadIdx.x);
}
""", kernel="k", inputs={"o": np.zeros(N, np.int32),
                         "p": np.arange(3 * N, dtype=np.float32),
                         "q": np.arange(4 * N, dtype=np.float32)},
        want={"o": (400 + 3 * _I + 1) * 10000 + 1600 + 4 * _I + 1}),
    # vLLM's sampler: a pointer declared with its own type named in its initializer
    # (`const WideT* in_cast = reinterpret_cast<decltype(in_cast)>(in + skip);`)
    "decltype_of_the_variable_being_declared": dict(src="""
__global__ void k(float *o, const float *x) {
  const float2 *p = reinterpret_cast<decltype(p)>(x + 2);
  o[threadIdx.x] = p[threadIdx.x / 2].x - p[threadIdx.x / 2].y;
}
""", kernel="k", inputs={"o": np.zeros(N, np.float32), "x": np.arange(N + 2, dtype=np.float32)},
        want={"o": np.full(N, -1.0, np.float32)}),
    # xgboost's Span and friends: <type_traits> transformations in member types
    "type_traits_transformations": dict(src="""
#include <type_traits>
template <typename T>
struct Box {
  using value_type = typename std::remove_cv<T>::type;
  using ptr = std::add_pointer_t<std::remove_reference_t<T>>;
  using bits = typename std::make_unsigned<T>::type;
  using sbits = std::make_signed_t<bits>;
};
template <typename T>
__global__ void k(typename Box<T>::bits *o, T *x) {
  typename Box<T>::ptr p = x;
  typename Box<T>::value_type v = p[threadIdx.x];
  typename Box<T>::sbits s = -v;
  o[threadIdx.x] = (typename Box<T>::bits)s + sizeof(typename std::type_identity<T>::type);
}
template __global__ void k<int>(unsigned *o, int *x);
""", kernel="k_int", inputs={"o": np.zeros(N, np.uint32), "x": _I},
        want={"o": (-_I).astype(np.uint32) + 4}),
    # the <type_traits> names read only as `std::name<`: a kernel's variables may be
    # called `decay` or `make_signed`
    "trait_names_as_variables": dict(src="""
__global__ void k(float *o, const float *decay) {
  float make_signed = decay[threadIdx.x] * 2;
  int type_identity = 3;
  float remove_cv = make_signed + type_identity;
  o[threadIdx.x] = remove_cv;
}
""", kernel="k", inputs={"o": np.zeros(N, np.float32), "decay": _F},
        want={"o": _F * 2 + 3}),
}
