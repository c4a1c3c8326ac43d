"""Device-run reproductions of the C++ constructs session 9's branches added (issue 18:
every construct is also checked on the GPU): conversion operators, constexpr objects of
class type, std::tuple/std::pair, generic lambdas (in device code and dispatching a launch),
const methods keeping their object's address with reference member aliases, CRTP and a
class template naming its own instance, inherited methods and operators, nested structs
with braced member initializers, static methods of a host class, out-of-line methods of a
full specialization and GLM quaternions. Each kernel is written here; ``want`` is computed
with NumPy, and every value is exact (integers, or floats whose every operation is exact),
so the simulator, the GPU and the printed CUDA must agree bit for bit. One block of ``N``
threads. Read by tests/test_case_modules.py and scripts/gpu_cases.py."""

import numpy as np

N = 32
_I = np.arange(N, dtype=np.int32)
_X = _I * 3 - 40  # small signed integers


#: four ints per thread, the view case's span
_SPAN_IN = np.arange(4 * N, dtype=np.int32) - 50


def _span_want() -> dict:
    """The view case: s[1] = s[0] * 3 written back, then the sum over the span."""
    x = _SPAN_IN.reshape(N, 4).copy()
    x[:, 1] = x[:, 0] * 3
    return {"x": x.ravel(), "o": x.sum(axis=1).astype(np.int32)}


def _hamilton(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Rows of (w, x, y, z): the quaternion products a * b."""
    aw, ax, ay, az = a.T
    bw, bx, by, bz = b.T
    return np.stack([aw * bw - ax * bx - ay * by - az * bz,
                     aw * bx + ax * bw + ay * bz - az * by,
                     aw * by + ay * bw + az * bx - ax * bz,
                     aw * bz + az * bw + ax * by - ay * bx], axis=1)


def _quat_want(flat: np.ndarray) -> np.ndarray:
    """The quaternion case's 13 outputs per thread, in int64 (all exact in float32)."""
    v = flat.astype(np.int64).reshape(N, 8)
    q, p = v[:, :4], v[:, 4:]
    pc = p * np.array([1, -1, -1, -1])
    cols = [_hamilton(q, pc), (q * p).sum(axis=1)[:, None], (q + p) * 2 - p, q - p]
    return np.concatenate(cols, axis=1).astype(np.float32).ravel()


#: (w x y z) of q then p per thread: small integers, so every product is exact
_QIN = ((np.arange(8 * N, dtype=np.int64) * 7) % 11 - 5).astype(np.float32)

CASES = {
    # a device class converted to unsigned where C++ converts: initialization, an argument,
    # built-in arithmetic with no user operator, C-style and static_cast
    "conversion_operator": dict(src="""
struct Den {
  __device__ Den(unsigned d) : d_(d) {}
  __device__ operator unsigned int() const { return d_; }
  unsigned d_;
};
__device__ int twice(int x) { return 2 * x; }
__global__ void k(const int *x, int *o) {
  int i = threadIdx.x;
  Den d(5u);
  unsigned u = d;
  o[i] = x[i] * (int)d + twice(d) + (int)(x[i] + d) + static_cast<int>(d) * 100 + (int)u;
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.int32)},
        want={"o": _X * 5 + 10 + (_X + 5) + 500 + 5}),
    # file-scope constexpr objects of class type: a constexpr method as a template
    # argument (the instance k<6>) and in `if constexpr`, another in run-time code
    "constexpr_objects_in_template_arguments": dict(src="""
class Grid {
 public:
  constexpr Grid(int r, int c) : r(r), c(c) {}
  constexpr int cells() const { return r * c; }
  constexpr bool wide() const { return c > r; }
  int const r;
  int const c;
};
static inline constexpr auto kA = Grid(2, 3);
static inline constexpr auto kB = Grid(4, 1);
template <int K>
__global__ void k(int *o) {
  int v = threadIdx.x * K;
  if constexpr (kA.wide()) { v += 100; } else { v -= 100; }
  if constexpr (kB.wide()) { v += 1000; }
  o[threadIdx.x] = v + kB.cells();
}
template __global__ void k<kA.cells()>(int *o);
""", kernel="k_6", inputs={"o": np.zeros(N, np.int32)}, want={"o": _I * 6 + 100 + 4}),
    # std::tuple and std::pair at run time: make_tuple and std::get of a tuple, a braced
    # pair returned, .first and .second, structured bindings of both (ws_std_pair.h does
    # not model std::make_pair nor std::get of a pair)
    "tuple_and_pair": dict(src="""
#include <tuple>
#include <utility>
__device__ std::pair<int, float> split(int x) { return {x / 4, (x % 4) * 0.5f}; }
__global__ void k(const int *x, float *o, int *p) {
  auto t = std::make_tuple(x[threadIdx.x], 1.5f, 3);
  auto [a, b, c] = t;
  std::pair<int, float> q = split(x[threadIdx.x]);
  auto [h, l] = q;
  o[threadIdx.x] = std::get<0>(t) * b + std::get<2>(t) + l + q.second;
  p[threadIdx.x] = a * c + h * 10 + q.first;
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.float32), "p": np.zeros(N, np.int32)},
        want={"o": (_X * 1.5 + 3 + 2 * (np.fmod(_X, 4) * 0.5)).astype(np.float32),
              "p": _X * 3 + 11 * (np.trunc(_X / 4)).astype(np.int32)}),
    # generic lambdas called in device code, each call its own instance (int and float)
    "generic_lambdas_in_device_code": dict(src="""
__global__ void k(const int *x, int *o) {
  auto twice = [](auto v) { return v + v; };
  int bias = 3;
  auto add = [&](auto a, auto b) { return a + b + bias; };
  int i = x[threadIdx.x];
  float f = i * 0.5f;
  o[threadIdx.x] = twice(i) + (int)twice(f) + add(i, 7) + (int)add(f, 0.5f);
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.int32)},
        want={"o": 2 * _X + _X + (_X + 10) + np.trunc(_X * 0.5 + 3.5).astype(np.int32)}),
    # a template kernel launched inside a generic host lambda called with aliased
    # integral constants, from another generic lambda: the instance scale_int_12
    "generic_lambda_dispatching_a_launch": dict(src="""
#include <type_traits>
template <typename T, int K>
__global__ void scale(const T *x, T *y) { y[threadIdx.x] = x[threadIdx.x] * (T)K + (T)1; }
void host(const int *x, int *y, bool big) {
  const auto run = [&](auto kc, auto flag) {
    constexpr int kK = decltype(kc)::value + (decltype(flag)::value ? 10 : 0);
    scale<int, kK><<<1, 32>>>(x, y);
  };
  using kTwo = std::integral_constant<int, 2>;
  const auto dispatch = [&](auto kc) {
    if (big) { run(kc, std::true_type{}); } else { run(kc, std::false_type{}); }
  };
  dispatch(kTwo{});
}
""", kernel="scale_int_12", inputs={"x": _X, "y": np.zeros(N, np.int32)},
        want={"y": _X * 12 + 1}),
    # a view whose const begin()/end() keep `this` in a braced iterator, walked by a
    # range-for; operator[] returns a reference member alias, assigned through
    "view_keeping_its_address_and_reference_alias": dict(src="""
template <typename V>
class Cur {
 public:
  __device__ Cur(const V *v, int at) : v_(v), at_(at) {}
  __device__ typename V::elem &operator*() const { return v_->data()[at_]; }
  __device__ Cur &operator++() { ++at_; return *this; }
  __device__ bool operator!=(Cur o) const { return at_ != o.at_; }
 private:
  const V *v_;
  int at_;
};
template <typename T>
class Span {
 public:
  using elem = T;
  using reference = T &;
  using iter = Cur<Span<T>>;
  __device__ Span(T *p, int n) : p_(p), n_(n) {}
  __device__ T *data() const { return p_; }
  __device__ reference operator[](int i) const { return p_[i]; }
  __device__ iter begin() const { return {this, 0}; }
  __device__ iter end() const { return {this, n_}; }
 private:
  T *p_;
  int n_;
};
__global__ void k(int *x, int *o) {
  Span<int> s(x + threadIdx.x * 4, 4);
  s[1] = s[0] * 3;
  int sum = 0;
  for (int e : s) sum += e;
  o[threadIdx.x] = sum;
}
""", kernel="k", inputs={"x": _SPAN_IN, "o": np.zeros(N, np.int32)}, want=_span_want()),
    # CRTP: the base template reaches the derived class through static_cast<const D*>
    # (this), for a plain class and a class template; a class template naming its own
    # instance in a member alias (using self = Acc<T>;) and returning it
    "crtp_and_self_naming_alias": dict(src="""
template <class D>
struct Shape {
  __device__ int twice_area() const { return 2 * static_cast<const D *>(this)->area(); }
};
struct Rect : Shape<Rect> {
  int w, h;
  __device__ int area() const { return w * h; }
};
template <int K>
struct Sq : Shape<Sq<K>> {
  int s;
  __device__ int area() const { return s * s * K; }
};
template <typename T>
struct Acc {
  using self = Acc<T>;
  T v;
  __device__ self plus(T d) const { self r; r.v = v + d; return r; }
};
__global__ void k(const int *x, int *o) {
  Rect r;
  r.w = x[threadIdx.x];
  r.h = 3;
  Sq<5> q;
  q.s = x[threadIdx.x];
  Acc<int> a;
  a.v = 1;
  o[threadIdx.x] = r.twice_area() + q.twice_area() + a.plus(x[threadIdx.x]).plus(2).v;
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.int32)},
        want={"o": 6 * _X + 10 * _X * _X + _X + 3}),
    # a base class template's methods and operator[] called on a derived object, and a
    # base's call operator through a struct without methods
    "inherited_methods_and_operators": dict(src="""
template <typename T, int K>
struct Store {
  T v[K];
  __device__ T &operator[](int i) { return v[i]; }
  __device__ T total() const { T s = 0; for (int i = 0; i < K; ++i) s += v[i]; return s; }
};
struct Dims3 : public Store<int, 3> {
  __device__ int head() const { return v[0] * 1000; }
};
struct Base { int a; __device__ int operator()(int x) const { return a * x; } };
struct Mid : Base { int b; };
__global__ void k(const int *x, int *o) {
  Dims3 d;
  d[0] = x[threadIdx.x];
  d[1] = 2;
  d[2] = d[0] * 4;
  Mid m;
  m.a = 7;
  m.b = 1;
  o[threadIdx.x] = d.total() + d.head() + m(x[threadIdx.x]) + m.b;
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.int32)},
        want={"o": (5 * _X + 2) + 1000 * _X + 7 * _X + 1}),
    # nested structs with braced default member initializers inside a class template,
    # one naming the enclosing class's member alias, built by default and by a method returning At{}
    "nested_structs_with_braced_initializers": dict(src="""
template <typename T>
struct Box {
  using idx = int;
  struct At { idx i{3}; T f{2}; };
  struct Lim { T lo{-1}; T hi{4}; };
  T v;
  __device__ At at() const { return At{}; }
};
__global__ void k(float *o) {
  Box<float> b;
  b.v = threadIdx.x * 0.5f;
  Box<float>::At a = b.at();
  Box<int>::Lim l;
  o[threadIdx.x] = b.v + a.i + a.f + l.lo * 10 + l.hi * 100;
}
""", kernel="k", inputs={"o": np.zeros(N, np.float32)},
        want={"o": (_I * 0.5 + 3 + 2 - 10 + 400).astype(np.float32)}),
    # a host class (virtual destructor) whose __device__ static method a kernel calls
    # through its template parameter; the launch in an explicitly instantiated member
    "static_methods_of_a_host_class": dict(src="""
template <typename T>
class Rule {
 public:
  virtual ~Rule() {}
  int Eval(int x) const { return T::Cost(x); }
};
class Square : public Rule<Square> {
 public:
  static int Cost(int x) { return x * x; }
};
template <typename HOST, typename DEV>
class Iface : public HOST {
 public:
  virtual ~Iface() {}
  void Launch(const int *in, int *out) const;
};
class DevSquare : public Iface<Square, DevSquare> {
 public:
  virtual ~DevSquare() {}
  static constexpr int kBias = 9;
  __device__ static int OnPoint(int x, int p) { return (x - p) * (x - p) + kBias; }
};
template <typename DEV>
__global__ void eval(const int *in, int *out) {
  out[threadIdx.x] = DEV::OnPoint(in[threadIdx.x], 2);
}
template <typename HOST, typename DEV>
void Iface<HOST, DEV>::Launch(const int *in, int *out) const { eval<DEV><<<1, 32>>>(in, out); }
template void Iface<Square, DevSquare>::Launch(const int *in, int *out) const;
""", kernel="eval_struct_DevSquare", inputs={"in": _X, "out": np.zeros(N, np.int32)},
        want={"out": (_X - 2) ** 2 + 9}),
    # methods of a class template's full specializations declared in their bodies and
    # defined outside them (`int pack<int, 2>::sum() const {..}`)
    "out_of_line_methods_of_a_full_specialization": dict(src="""
template <typename T, int W> struct pack {
  __device__ void load(const T *p);
  __device__ T sum() const;
};
template <> struct pack<int, 1> {
  int d;
  __device__ void load(const int *p);
  __device__ int sum() const;
};
__device__ void pack<int, 1>::load(const int *p) { d = *p; }
__device__ int pack<int, 1>::sum() const { return d * 7; }
template <> struct pack<int, 2> {
  int2 d;
  __device__ void load(const int *p);
  __device__ int sum() const;
};
__device__ void pack<int, 2>::load(const int *p) { d = *((const int2 *)p); }
__device__ int pack<int, 2>::sum() const { return d.x + 100 * d.y; }
__global__ void k(const int *x, int *o) {
  pack<int, 1> a;
  pack<int, 2> b;
  a.load(x + threadIdx.x);
  b.load(x + 2 * threadIdx.x);
  o[threadIdx.x] = a.sum() + b.sum();
}
""", kernel="k", inputs={"x": np.arange(2 * N, dtype=np.int32) - 9, "o": np.zeros(N, np.int32)},
        want={"o": 7 * (_I - 9) + (2 * _I - 9) + 100 * (2 * _I + 1 - 9)}),
    # GLM quaternions with operations exact in float on small integer components:
    # conjugate, the Hamilton product, dot, sum, difference and a scalar product
    "glm_quaternion_exact_operations": dict(src="""
#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>
__global__ void k(const float *in, float *out) {
  const float *s = in + threadIdx.x * 8;
  float *o = out + threadIdx.x * 13;
  glm::fquat q = glm::fquat{s[0], s[1], s[2], s[3]};
  glm::fquat p(s[4], s[5], s[6], s[7]);
  glm::fquat m = q * glm::conjugate(p);
  glm::fquat c = (q + p) * 2.f - p;
  o[0] = m.w; o[1] = m.x; o[2] = m.y; o[3] = m.z;
  o[4] = glm::dot(q, p);
  o[5] = c.w; o[6] = c.x; o[7] = c.y; o[8] = c.z;
  glm::fquat d = q - p;
  o[9] = d.w; o[10] = d.x; o[11] = d.y; o[12] = d.z;
}
""", kernel="k", inputs={"in": _QIN, "out": np.zeros(13 * N, np.float32)},
        want={"out": _quat_want(_QIN)}),
}
