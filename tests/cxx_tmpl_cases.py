"""Reproductions written here from the first errors of the modern CUDA collection's
template-struct and trait files (issue 18, group ``cxx-tmpl``): source, kernel, the arrays
it takes and the outputs NumPy gives, one block of ``N`` threads. Read by
tests/test_cxx_tmpl.py (simulator against NumPy, CUDA printed and read again, OpenCL
printed or refused with a reason, analyze and predict)."""

import numpy as np

N = 32
_I = np.arange(N, dtype=np.int32)
_F = np.arange(N, dtype=np.float32) * 0.25 - 2.0

CASES = {
    # vLLM/GPTQModel scalar_type.hpp next to PyTorch's c10::ScalarType: a class of one
    # namespace and an enum of another with the same name; the alias written inside the
    # class's namespace names the class's member type
    "same_name_class_and_enum_in_two_namespaces": dict(src="""
namespace c10 { enum class Kind : signed char { A = 0, B = 1 }; }
namespace lib { enum class Kind : signed char { C = 2 }; }
namespace vq {
class Kind {
 public:
  __host__ __device__ constexpr Kind(int b) : bits(b) {}
  using Id = long long;
  int const bits;
  __host__ __device__ int twice() const { return 2 * bits; }
};
using KindId = Kind::Id;
__device__ int scaled(Kind k, int x) { return k.twice() * x; }
}
template <vq::KindId W>
__global__ void k(long long *o, const int *x) {
  vq::Kind kd(3);
  o[threadIdx.x] = W + vq::scaled(kd, x[threadIdx.x]);
}
template __global__ void k<7>(long long *o, const int *x);
""", kernel="k_7", inputs={"o": np.zeros(N, np.int64), "x": _I},
        want={"o": 7 + 6 * _I.astype(np.int64)}),
    # GPTQModel marlin_dtypes.cuh: a class template with explicit specializations
    # (`template <> class T<half> {..}`), declared before another namespace's plain class
    # of the same name: the specialization is not that class
    "specialization_named_like_a_class": dict(src="""
namespace mk {
template <typename T> class Conv {};
template <> class Conv<float> { public: using elem_t = float; using pair_t = float2; };
template <> class Conv<int> { public: using elem_t = int; };
}
namespace vq {
class Conv { public: __device__ Conv(int s) : s(s) {} int s;
             __device__ int apply(int x) const { return x * s; } };
}
template <typename T>
__global__ void k(typename mk::Conv<T>::elem_t *o) {
  vq::Conv c(3);
  o[threadIdx.x] = (typename mk::Conv<T>::elem_t)c.apply(threadIdx.x);
}
template __global__ void k<float>(float *o);
""", kernel="k_float", inputs={"o": np.zeros(N, np.float32)},
        want={"o": (3 * _I).astype(np.float32)}),
    # CUTLASS array.h: a non-type template parameter whose default compares a trait
    # (`bool Big = bits<T>::value >= 32`), chosen between partial specializations; the
    # trait's `bits<T const>` specialization must not catch a plain `float`
    "default_argument_comparing_a_trait": dict(src="""
template <typename T> struct bits { static constexpr int value = int(sizeof(T) * 8); };
template <typename T> struct bits<T const> : bits<T> {};
template <typename T, int N, bool Big = bits<T>::value >= 32> struct Arr;
template <typename T, int N> struct Arr<T, N, true> {
  T storage[N];
  __device__ T& operator[](int i) { return storage[i]; }
};
template <typename T, int N> struct Arr<T, N, false> {
  T storage[N];
  __device__ T& operator[](int i) { return storage[N - 1 - i]; }
};
template <typename E> struct Kt { using Frag = Arr<E, 4>; };
__global__ void k(float *o, short *s) {
  Kt<float>::Frag f;
  Kt<short>::Frag g;
  for (int i = 0; i < 4; ++i) { f[i] = i * 1.5f; g[i] = (short)i; }
  o[threadIdx.x] = f[threadIdx.x % 4];
  s[threadIdx.x] = g.storage[threadIdx.x % 4];
}
""", kernel="k", inputs={"o": np.zeros(N, np.float32), "s": np.zeros(N, np.int16)},
        want={"o": ((_I % 4) * 1.5).astype(np.float32),
              "s": (3 - _I % 4).astype(np.int16)}),
    # vLLM persistent_topk: C++17 `if (init; cond)` and a declaration as the condition
    "if_with_initializer": dict(src="""
struct Res { bool needed; unsigned prefix; };
__device__ Res probe(int i) { Res r; r.needed = i % 3 == 0; r.prefix = i * 2; return r; }
__global__ void k(int *o) {
  int i = threadIdx.x;
  if (const auto r = probe(i); r.needed) o[i] = r.prefix;
  else if (int m = i % 3 - 1) o[i] = -m * 100;
  else o[i] = 7;
}
""", kernel="k", inputs={"o": np.zeros(N, np.int32)},
        want={"o": np.where(_I % 3 == 0, 2 * _I, np.where(_I % 3 == 1, 7, -100))}),
    # vLLM topk_histogram_4096: C++17 structured bindings of a struct, an array (by
    # reference: the names are its elements) and a vector
    "structured_bindings": dict(src="""
struct Match { unsigned bin; unsigned above; unsigned eq; };
__global__ void k(unsigned *o, const Match *m) {
  const auto [b, a, e] = m[threadIdx.x % 2];
  int arr[2] = {3, 4};
  auto& [p, q] = arr;
  q = 7;
  auto [x, y] = make_int2(threadIdx.x, 2);
  o[threadIdx.x] = b * 100 + a * 10 + e + x * 1000 + y + arr[1] * 10000 + p;
}
""", kernel="k", inputs={"o": np.zeros(N, np.uint32),
                         "m": np.array([1, 2, 3, 4, 5, 6], np.uint32)},
        want={"o": (np.where(_I % 2 == 0, 123, 456) + _I * 1000 + 2 + 70000 + 3)
              .astype(np.uint32)}),
    # vLLM topk_histogram_4096: a trailing return type (`auto f(..) -> T`), on a free
    # function, one returning a pointer, and a method
    "trailing_return_type": dict(src="""
__device__ __forceinline__ auto key(float x) -> unsigned int { return __float_as_uint(x) ^ 1u; }
__device__ auto at(float *p, int i) -> float* { return p + i; }
struct S { int a; __device__ auto twice() const -> int { return a * 2; } };
__global__ void k(unsigned *o, float *f) {
  S s; s.a = 3;
  o[threadIdx.x] = key(*at(f, threadIdx.x)) + s.twice();
}
""", kernel="k", inputs={"o": np.zeros(N, np.uint32), "f": _F},
        want={"o": (_F.view(np.uint32) ^ 1) + 6}),
    # vLLM persistent_topk: designated initializers (`return {.needed = true, ..}`), out of
    # member order, members left out getting their default member initializer or zero
    # flash-attn ln_utils.cuh: inside a namespace, a class template's member alias named like
    # the class template it instantiates (`using InterCTASync = InterCTASync<N>;`) is the
    # alias where the class uses the name, not the bare class template
    "member_alias_named_like_its_class_template": dict(src="""
namespace ln {
template <unsigned M>
struct Sync {
  template <typename P> __device__ Sync(P& p, unsigned b) : x_(p.x + b + M) {}
  __device__ int get() const { return x_; }
  int x_;
};
struct Params { int x; };
template <typename T, unsigned M>
struct R {
  using Sync = Sync<M>;
  template <typename P> __device__ R(P& p, unsigned b) : s_(p, b) {}
  __device__ T f(T v) const { return v + s_.get(); }
  Sync s_;
};
}
__global__ void k(float *o, const float *f) {
  ln::Params p{1};
  ln::R<float, 2> r(p, threadIdx.x);
  o[threadIdx.x] = r.f(f[threadIdx.x]);
}
""", kernel="k", inputs={"o": np.zeros(N, np.float32), "f": _F},
        want={"o": _F + _I.astype(np.float32) + 3}),
    "designated_initializers": dict(src="""
struct Resume { bool needed = false; unsigned prefix = 7; unsigned remaining = 9; };
struct P { int a; int b; int c; };
__device__ Resume f(int i) { if (i > 3) return {.needed = true, .remaining = 4u}; return {}; }
__global__ void k(int *o) {
  Resume x = f(threadIdx.x);
  P y = {.b = 2};
  P z = {.c = 5, .a = 1};
  o[threadIdx.x] = x.needed * 100 + x.prefix * 10 + x.remaining + y.b * 1000 + y.a * 10000
                   + y.c * 100000 + z.a * 1000000 + z.c * 10000000;
}
""", kernel="k", inputs={"o": np.zeros(N, np.int32)},
        want={"o": np.where(_I > 3, 51002174, 51002079).astype(np.int32)}),
    # vLLM topk_histogram_4096_overflow: a static method called through a local alias
    # (`using Radix = Traits; Radix::shift(r)`), next to a local named like the method
    "static_method_through_a_local_alias": dict(src="""
struct Traits {
  static constexpr unsigned kBins = 16;
  __device__ static constexpr unsigned shift(unsigned r) { return r == 0 ? 21 : 10; }
};
__global__ void k(unsigned *o) {
  using Radix = Traits;
  const unsigned shift = Radix::shift(threadIdx.x % 2);
  o[threadIdx.x] = shift + Radix::kBins;
}
""", kernel="k", inputs={"o": np.zeros(N, np.uint32)},
        want={"o": np.where(_I % 2 == 0, 37, 26).astype(np.uint32)}),
    # vLLM core/utils.hpp: a (constexpr) function template with a deduced `auto` return
    # type, and a device function returning auto from two returns of one type
    "deduced_auto_return_type": dict(src="""
template <typename A, typename B>
static inline constexpr auto div_ceil(A a, B b) { return (a + b - 1) / b; }
__device__ auto half_of(float x) { if (x < 0) return -x * 0.5f; return x * 0.5f; }
__global__ void k(long long *o, float *f) {
  o[threadIdx.x] = div_ceil(threadIdx.x, 4ll);
  f[threadIdx.x] = half_of(f[threadIdx.x]);
}
""", kernel="k", inputs={"o": np.zeros(N, np.int64), "f": _F},
        want={"o": ((_I + 3) // 4).astype(np.int64),
              "f": (np.abs(_F) * np.float32(0.5)).astype(np.float32)}),
    # vLLM fp8 quant_utils.cuh: an explicit specialization called without the argument
    # its primary template gives a default (C++ takes the primary's defaults)
    "specialization_takes_the_primary_default_argument": dict(src="""
enum Mode { ROUND = 0, TRUNC = 1 };
template <typename Tout, typename Tin>
__device__ Tout convert(const Tin& x, const Mode m = TRUNC);
template <>
__device__ int convert<int, float>(const float& a, const Mode m) {
  return m == TRUNC ? (int)a : __float2int_rn(a);
}
template <typename T>
__device__ T quant(float r) { return convert<T, float>(r) + convert<T, float>(r, ROUND) * 100; }
__global__ void k(int *o, const float *f) { o[threadIdx.x] = quant<int>(f[threadIdx.x]); }
""", kernel="k", inputs={"o": np.zeros(N, np.int32), "f": _F},
        want={"o": (np.trunc(_F) + np.rint(_F) * 100).astype(np.int32)}),
    # vLLM topk_histogram_4096: a conditional expression as a template argument
    # (`f<fast ? 1 : 4>(..)`), and GCC's `__builtin_huge_valf()` (INFINITY)
    "conditional_template_argument": dict(src="""
template <int V, int W> __device__ int pick() { return V * 10 + W; }
template <bool Fast>
__global__ void k(int *o, float *f) {
  o[threadIdx.x] = pick<Fast ? 1 : 4, Fast ? 2 : (3 > 1 ? 5 : 6)>();
  f[threadIdx.x] = threadIdx.x == 0 ? -__builtin_huge_valf() : __builtin_inff();
}
template __global__ void k<false>(int *o, float *f);
""", kernel="k_false", inputs={"o": np.zeros(N, np.int32), "f": np.zeros(N, np.float32)},
        want={"o": np.full(N, 45, np.int32),
              "f": np.where(_I == 0, -np.inf, np.inf).astype(np.float32)}),
    # FlashInfer's vec_t (in vLLM's persistent_topk): operators of a class template declared
    # after `inline __attribute__((always_inline)) __device__`
    "operator_after_an_attribute": dict(src="""
template <typename T, unsigned long N>
struct vec_t {
  T data[N];
  inline __attribute__((always_inline)) __device__ T& operator[](unsigned long i) { return data[i]; }
  inline __attribute__((always_inline)) __device__ const T& operator[](unsigned long i) const {
    return data[i];
  }
};
__global__ void k(float *o) {
  vec_t<float, 4> v;
  for (int i = 0; i < 4; ++i) v[i] = i * 2.0f;
  o[threadIdx.x] = v[threadIdx.x % 4];
}
""", kernel="k", inputs={"o": np.zeros(N, np.float32)},
        want={"o": ((_I % 4) * 2).astype(np.float32)}),
    # vLLM persistent_topk: a static method of a class template's partial specialization
    # calling its sibling unqualified (bound as the caller is)
    "sibling_static_method_of_an_instance": dict(src="""
template <typename T, bool W> struct Tr;
template <bool W> struct Tr<float, W> {
  static constexpr int BITS = W ? 12 : 11;
  __device__ static unsigned key(float x) { return ordered(x) >> (32 - BITS); }
  __device__ static unsigned ordered(float x) { return __float_as_uint(x) ^ 0x80000000u; }
};
template <bool W>
__global__ void k(unsigned *o, const float *f) { o[threadIdx.x] = Tr<float, W>::key(f[threadIdx.x]); }
template __global__ void k<true>(unsigned *o, const float *f);
""", kernel="k_true", inputs={"o": np.zeros(N, np.uint32), "f": _F},
        want={"o": (_F.view(np.uint32) ^ np.uint32(0x80000000)) >> np.uint32(20)}),
    # vLLM topk_histogram_4096: an anonymous union member of a class template's instance
    "anonymous_union_in_a_class_template": dict(src="""
struct Tie { unsigned idx; float score; };
template <int N>
struct Smem {
  unsigned counter;
  union {
    unsigned hist[N];
    Tie ties[N / 2];
  };
};
template <int N>
__global__ void k(unsigned *o) {
  __shared__ Smem<N> s;
  s.hist[threadIdx.x] = threadIdx.x * 3;
  __syncthreads();
  o[threadIdx.x] = s.ties[threadIdx.x / 2].idx + (threadIdx.x % 2) * 1000 + sizeof(Smem<N>);
}
template __global__ void k<32>(unsigned *o);
""", kernel="k_32", inputs={"o": np.zeros(N, np.uint32)},
        want={"o": (6 * (_I // 2) + (_I % 2) * 1000 + 132).astype(np.uint32)}),
    # vLLM topk_histogram_4096: over-aligned structs (`struct alignas(16) MatchBin`, GNU's
    # `__attribute__((aligned(8)))`) and members (`alignas(128) uint32_t counter;`, an
    # attribute after the declarator), in a plain struct, a class template instance and a
    # class with methods: sizes, offsets and array strides as C++ lays them out
    "over_aligned_structs_and_members": dict(src="""
struct alignas(16) MatchBin { unsigned bin, above, eq; };
struct __attribute__((aligned(8))) P { int a; };
struct Q { alignas(128) unsigned gt; alignas(128) unsigned eq; MatchBin m;
           float f __attribute__((aligned(32))); };
template <int N> struct S { alignas(64) unsigned gt; unsigned h[N]; };
struct alignas(32) C { int a; __device__ C() : a(3) {} __device__ int get() const { return a; } };
__global__ void k(unsigned *o) {
  MatchBin arr[2];
  Q q;
  C c;
  unsigned v[8] = {sizeof(MatchBin), sizeof(P), sizeof(Q), __alignof__(Q),
                   (unsigned)((char*)&arr[1] - (char*)&arr[0]),
                   (unsigned)((char*)&q.f - (char*)&q), sizeof(S<3>), sizeof(C) + c.get()};
  o[threadIdx.x] = v[threadIdx.x % 8];
}
""", kernel="k", inputs={"o": np.zeros(N, np.uint32)},
        want={"o": np.array([16, 8, 256, 128, 16, 160, 64, 35] * 4, np.uint32)}),
    # xFormers sparse24_largest_mask_2d.cu: structs nested in a class template
    # (`Sp24MaskKernel<Element, kHasRandom>::Params` with methods, `ElementWithPos` with
    # `operator<`) use the template's parameters, its static constants and member types;
    # each instance has its own (`typename Kernel::Params` in the kernel's signature)
    "structs_nested_in_a_class_template": dict(src="""
template <typename E, bool R>
struct Tiler {
  static constexpr int kRows = 4;
  static constexpr int kScale = R ? 3 : 1;
  using Acc = E;
  struct Pos { unsigned char row; unsigned char col; };
  struct Params {
    const E *in;
    E *out;
    int n;
    __host__ __device__ int blocks() const { return (n + kRows - 1) / kRows; }
  };
  struct Item {
    Acc v;
    Pos at;
    __device__ bool operator<(Item const &o) const { return v < o.v; }
  };
  __device__ static void run(Params p) {
    int i = threadIdx.x;
    Item a, b;
    a.v = p.in[i];
    a.at.row = i / kRows;
    b.v = p.in[(i + 1) % p.n];
    p.out[i] = (a < b ? a.v : b.v) * kScale + (E)(p.blocks() + a.at.row);
  }
};
template <typename K>
__global__ void k(typename K::Acc *o, const typename K::Acc *x) {
  typename K::Params p;
  p.in = x;
  p.out = o;
  p.n = 32;
  K::run(p);
}
template __global__ void k<Tiler<float, true>>(float *o, const float *x);
template __global__ void k<Tiler<int, false>>(int *o, const int *x);
""", kernel="k_struct_Tiler_float_true",
        inputs={"o": np.zeros(N, np.float32), "x": _F},
        want={"o": np.minimum(_F, np.roll(_F, -1)) * np.float32(3)
              + (8 + _I // 4).astype(np.float32)}),
    # CUTLASS helper_macros.hpp for nvcc: `#define CUTLASS_PRAGMA_UNROLL #pragma unroll`,
    # an object-like macro whose expansion nvcc takes as the pragma (also through another
    # macro, `CUTLASS_GEMM_LOOP`)
    "pragma_unroll_through_an_object_like_macro": dict(src="""
#define MY_UNROLL #pragma unroll
#define MY_NO_UNROLL #pragma unroll 1
#define MY_LOOP MY_NO_UNROLL
#define MY_OTHER #pragma nv_diag_suppress 177
__global__ void k(int *o) {
  int acc = 0;
  MY_UNROLL
  for (int i = 0; i < 4; ++i) acc += i * threadIdx.x;
  MY_LOOP
  for (int i = 0; i < 3; ++i) acc += 1;
  MY_OTHER
  o[threadIdx.x] = acc;
}
""", kernel="k", inputs={"o": np.zeros(N, np.int32)}, want={"o": 6 * _I + 3}),
    # CUTLASS float8.h: `sizeof_bits<float_ue4m3_t>` specializes a trait for a CRTP class
    # (`struct float_ue4m3_t : float_exmy_base<.., float_ue4m3_t>`), which does not read;
    # a class is a type of its own, so the specialization is not the one of `short`/`float`
    "specialization_for_a_class_that_does_not_read": dict(src="""
template <typename T> struct bits { static constexpr int value = int(sizeof(T) * 8); };
template <class D> struct Base {
  __device__ D const& self() const { return *static_cast<D const*>(this); }
};
struct Crtp : public Base<Crtp> { unsigned char v; __device__ int f() const { return v; } };
template <> struct bits<Crtp> { static constexpr int value = 4; };
__global__ void k(int *o) { o[threadIdx.x] = bits<short>::value + bits<float>::value * threadIdx.x; }
""", kernel="k", inputs={"o": np.zeros(N, np.int32)}, want={"o": 16 + 32 * _I}),
    # a member of the nested struct named like a constant of the enclosing class hides it
    # there; a nested struct that does not read is refused only where it is used
    "nested_struct_member_hiding_and_an_unused_nested_struct": dict(src="""
template <int N> struct Outer {
  static constexpr int kA = N;
  struct In { int kA; __device__ int get() const { return kA + 1; } };
  struct Bad { NoSuchType v; __device__ int f() const { return 1; } };
  __device__ static int run(int x) { In i; i.kA = x; return i.get() * kA; }
};
__global__ void k(int *o) { o[threadIdx.x] = Outer<3>::run(threadIdx.x); }
""", kernel="k", inputs={"o": np.zeros(N, np.int32)}, want={"o": 3 * (_I + 1)}),
}
