"""Issue 18: a device lambda launched from host code whose captures are host locals typed
only by what host classes and host functions declare (``frontend/host_chain.py``; the
form of xgboost's ``auto n = p_fmat->Info().num_row_;`` and ``auto phis =
out->DeviceSpan();``), and a variadic function template among overloads (xgboost's
``UnravelIndex(idx, S... shape)``). Minimal reproductions written here; each kernel runs on
the simulator against NumPy, in the source, after a CUDA and an OpenCL round trip, and
``analyze``/``predict`` take it. A chain the declarations do not type keeps the located
refusal."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 64
LAUNCH = ws.Launch(1, N)

PRELUDE = r"""
#include <cstdint>
#include <cstddef>
#include <vector>
template <typename L> __global__ void each(std::size_t n, L f) {
  std::size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}
template <typename L> void for_n(std::size_t n, L f) { each<<<1, 64>>>(n, f); }
template <typename T> struct View {
  T *p;
  std::size_t n;
  __host__ __device__ T &operator[](std::size_t i) const { return p[i]; }
};
"""

#: a host class template (a std::vector member: it does not read as a device type) whose
#: methods declare their results, a const/non-const pair among them
STORE = r"""
template <typename T> class Store {
 public:
  explicit Store(std::size_t n) : v_(n) {}
  T *data() { return v_.data(); }
  T const *data() const { return v_.data(); }
  View<T> view() { return {v_.data(), v_.size()}; }
  View<T const> view() const { return {v_.data(), v_.size()}; }
  std::size_t size() const { return v_.size(); }
  int tag() { return 1; }
  long tag() const { return 2; }
 private:
  std::vector<T> v_;
};
template <typename T> using Buffer = Store<T>;
"""

#: a host class reached through a pointer parameter: data members with default member
#: initializers, a method returning a reference to another host class, overloads of one
#: name and one result, a free function returning a host class
MODEL = r"""
struct Meta {
  std::uint64_t rows_{0};
  Store<float> margin_;
  std::vector<int> labels_;
};
class Matrix {
 public:
  virtual ~Matrix() = default;
  [[nodiscard]] virtual Meta &Info() = 0;
  [[nodiscard]] virtual const Meta &Info() const = 0;
};
struct Param {
  std::uint32_t groups{0};
  int width = 3;
  float Scale(int k) const;
  float Scale(double k) const;
  std::vector<float> table;
};
struct Prepared {
  std::vector<float> sums;
  View<float> Sums();
};
Prepared prepare(Param const &p, int n);
"""


def _run_all(src: str, args: dict, out: str, want: np.ndarray) -> ws.Kernel:
    """The one kernel of ``src`` gives ``want`` in closure buffer ``out`` on the simulator,
    after a CUDA round trip and after an OpenCL round trip; analyze and predict take it."""
    prog = ws.read(src)
    assert len(prog.kernels) == 1, [k.name for k in prog.kernels]
    k = prog.kernels[0]
    again = ws.read(ws.translate(k, "cuda").text).kernels[0]
    ocl = ws.read(ws.translate(k, "opencl").text, dialect="opencl").kernels[0]
    for kk in (k, again, ocl):
        got = ws.run(kk, LAUNCH, {n: (v.copy() if isinstance(v, np.ndarray) else
                                      {f: (x.copy() if isinstance(x, np.ndarray) else x)
                                       for f, x in v.items()} if isinstance(v, dict) else v)
                                  for n, v in args.items()}).outputs[out]
        np.testing.assert_array_equal(got, want)
    assert ws.analyze(k, ws.Launch(1, N, params={"n": N})).kernel == k.name
    assert ws.predict(k, ws.Launch(1, N, params={"n": N})) is not None
    return k


def _closure(k: ws.Kernel) -> dict:
    return dict(k.function.params[1].type.fields)


def test_a_local_of_a_host_class_and_its_method_type_the_capture():
    src = PRELUDE + STORE + r"""
void host(std::size_t n) {
  Buffer<float> b(n);
  auto d = b.data();
  for_n(n, [=] __device__ (std::size_t i) { d[i] = 2.0f * i; });
}
"""
    want = (np.arange(N) * 2).astype(np.float32)
    k = _run_all(src, {"n": N, "f": {"d_": np.zeros(N, np.float32)}}, "f.d_", want)
    assert str(_closure(k)["d_"]) == "global float*"  # the non-const `T *data()`


def test_a_const_object_takes_the_const_overload():
    src = PRELUDE + STORE + r"""
void host(Store<int> const &s, int *out, std::size_t n) {
  auto v = s.view();
  auto t = s.tag();
  for_n(n, [=] __device__ (std::size_t i) { out[i] = v[i] + t; });
}
"""
    x = np.arange(N, dtype=np.int32) * 3
    k = _run_all(src, {"n": N, "f": {"v_": {"p": x, "n": N}, "t_": 2,
                                     "out_": np.zeros(N, np.int32)}}, "f.out_", x + 2)
    assert str(_closure(k)["t_"]) == "long"  # `long tag() const`


def test_a_non_const_object_takes_the_non_const_twin():
    src = PRELUDE + STORE + r"""
void host(Store<int> &s, int *out, std::size_t n) {
  auto t = s.tag();
  for_n(n, [=] __device__ (std::size_t i) { out[i] = t; });
}
"""
    assert str(_closure(ws.read(src).kernels[0])["t_"]) == "int"  # `int tag()`


def test_chains_through_pointers_members_references_and_free_functions():
    src = PRELUDE + STORE + MODEL + r"""
void host(Matrix *m, Param const &param, float *out) {
  auto n = m->Info().rows_;
  auto margin = m->Info().margin_.data();
  auto g = param.groups;
  auto w = param.width + 1;
  auto s = param.Scale(2);
  auto prepared = prepare(param, 4);
  auto sums = prepared.Sums();
  for_n(n, [=] __device__ (std::size_t i) {
    out[i] = margin[i] * s + sums[i % g] + w;
  });
}
"""
    prog = ws.read(src)
    fields = _closure(prog.kernels[0])
    assert {f: str(t) for f, t in fields.items() if f != "sums_"} == {
        "margin_": "global float*", "g_": "uint", "w_": "int", "s_": "float",
        "out_": "global float*"}
    margin = np.arange(N, dtype=np.float32)
    sums = np.array([10, 20, 30, 40], np.float32)
    want = margin * np.float32(0.5) + sums[np.arange(N) % 4] + np.float32(4)
    _run_all(src, {"n": N, "f": {"margin_": margin, "g_": 4, "w_": 4, "s_": 0.5,
                                 "sums_": {"p": sums, "n": 4}, "out_": np.zeros(N, np.float32)}},
             "f.out_", want)


@pytest.mark.parametrize("member, why", [
    # the result of an `auto` method is in its body: not read
    ("  auto first() { return v_.data(); }\n", "first()"),
    # overloads of one count whose results differ: which one C++ picks needs the types
    ("  int *at(int k);\n  float *at(long k);\n", "at(0)"),
    # a member template
    ("  template <typename U> U *as();\n", "template as<int>()"),
])
def test_a_chain_the_declarations_do_not_type_keeps_the_located_refusal(member, why):
    store = STORE.replace("  std::size_t size() const", member + "  std::size_t size() const")
    src = PRELUDE + store + r"""
void host(std::size_t n) {
  Store<float> b(n);
  auto d = b.WHY;
  for_n(n, [=] __device__ (std::size_t i) { d[i] = 1.0f; });
}
""".replace("WHY", why)
    with pytest.raises(WarpsmithError, match=r"the lambda uses 'd', which the host code "
                       "around the launch does not declare"):
        ws.translate(ws.read(src), "cuda")


def test_a_base_class_member_is_not_followed():
    src = PRELUDE + r"""
struct Base { float *p; };
struct Derived : Base { std::vector<int> keep; };
void host(Derived &x, std::size_t n) {
  auto d = x.p;
  for_n(n, [=] __device__ (std::size_t i) { d[i] = 1.0f; });
}
"""
    with pytest.raises(WarpsmithError, match="the lambda uses 'd'"):
        ws.translate(ws.read(src), "cuda")


# ------------------------------------------------ a variadic template among overloads

VARIADIC = r"""
template <typename... S>
__device__ float total(float a, S... rest) { return a + (rest + ... + 0); }
__device__ float total(float a, const float *p) { return a * p[0]; }
__global__ void k(float *o, const float *x, unsigned long long n, unsigned int m) {
  int i = threadIdx.x;
  o[i] = total(x[i], n, m) + total(x[i], x + i) + total(x[i]);
}
"""


def test_a_variadic_overload_takes_any_count_of_arguments():
    # three arguments: only the pack fits (it was not a candidate: "no overload of
    # 'total' takes (float, ulong, uint)"); two: the non-template wins the tie; one: the
    # empty pack
    x = np.arange(N, dtype=np.float32) * 0.25
    want = (x + 9) + x * x + x
    prog = ws.read(VARIADIC)
    k = prog.kernel("k")
    args = {"o": np.zeros(N, np.float32), "x": x, "n": 4, "m": 5}
    for kk in (k, ws.read(ws.translate(k, "cuda").text).kernel("k"),
               ws.read(ws.translate(k, "opencl").text, dialect="opencl").kernel("k")):
        got = ws.run(kk, LAUNCH, {a: (v.copy() if isinstance(v, np.ndarray) else v)
                                  for a, v in args.items()}).outputs["o"]
        np.testing.assert_array_equal(got, want)
    cuda = ws.translate(k, "cuda").text
    assert "total_ulong_uint(x[i], n, m)" in cuda and "total(x[i], x + i)" in cuda
    assert ws.analyze(k, LAUNCH) is not None and ws.predict(k, LAUNCH) is not None


#: a recursive variadic filler beside its one-element end (the end wins on an empty pack,
#: C++'s partial ordering), deducing the array extent in the caller's own reference-to-array
#: parameter, and an index type built from the filled array through a constructor taking a
#: reference to an array (the array must not decay before the constructor is chosen)
FILL = r"""
#include <cstddef>
template <typename T, std::size_t E> struct Dims {
  T *data_;
  std::size_t size_;
  template <std::size_t M>
  __device__ Dims(T (&arr)[M]) : data_(&arr[0]), size_(M) {}
};
template <std::size_t D, typename Head>
__device__ void fill(std::size_t (&arr)[D], Head head) { arr[D - 1] = head; }
template <std::size_t D, typename Head, typename... Rest>
__device__ void fill(std::size_t (&arr)[D], Head head, Rest... rest) {
  arr[D - sizeof...(Rest) - 1] = head;
  fill(arr, rest...);
}
template <std::size_t D>
__device__ std::size_t flat(std::size_t i, Dims<std::size_t, D> d) {
  return i % d.data_[D - 1] + 1000 * d.size_;
}
template <typename... S>
__device__ std::size_t flat(std::size_t i, S... shape) {
  std::size_t s[sizeof...(S)];
  fill(s, shape...);
  return flat(i, Dims<std::size_t, sizeof...(S)>(s));
}
__global__ void k(float *o, unsigned long long n, unsigned int m) {
  std::size_t s[3];
  fill(s, n, m, 5);
  o[threadIdx.x] = s[0] * 100 + s[1] * 10 + s[2] + flat(threadIdx.x, n, m);
}
"""


def test_variadic_recursion_partial_ordering_and_an_array_constructor():
    i = np.arange(N)
    want = (7 * 100 + 3 * 10 + 5 + (i % 3) + 2000).astype(np.float32)
    prog = ws.read(FILL)
    k = prog.kernel("k")
    args = {"o": np.zeros(N, np.float32), "n": 7, "m": 3}
    for kk in (k, ws.read(ws.translate(k, "cuda").text).kernel("k"),
               ws.read(ws.translate(k, "opencl").text, dialect="opencl").kernel("k")):
        got = ws.run(kk, LAUNCH, {a: (v.copy() if isinstance(v, np.ndarray) else v)
                                  for a, v in args.items()}).outputs["o"]
        np.testing.assert_array_equal(got, want)
    assert ws.analyze(k, LAUNCH) is not None and ws.predict(k, LAUNCH) is not None


def test_two_variadic_templates_of_different_fixed_parameters_stay_ambiguous():
    # the partial ordering read is only the trailing-pack rule over parameters written
    # alike: here the fixed parameters differ (`int` and `T`), so the call is refused
    src = r"""
template <typename... S> __device__ int pick(int a, S... s) { return 1; }
template <typename T> __device__ int pick(T a, float b) { return 2; }
__global__ void k(int *o) { o[threadIdx.x] = pick(1, 2.0f); }
"""
    with pytest.raises(WarpsmithError, match="ambiguous"):
        ws.read(src)


#: packs of references: a forwarding pack written through (each element the caller's
#: object), read, and passed on with std::forward; temporaries materialized
REF_PACK = r"""
#include <utility>
template <typename T> __device__ void bump(T &x) { x += 10; }
template <typename... R> __device__ void bump_all(R &&...r) { (bump(r), ...); }
template <typename... R> __device__ int sum(R &&...r) { return (r + ... + 0); }
template <typename... R> __device__ int fwd(R &&...r) { return sum(std::forward<R>(r)...); }
__global__ void k(int *o) {
  int a = threadIdx.x, b = 1;
  bump_all(a, b);
  o[threadIdx.x] = a * 100 + b + sum(a, 2, b) + fwd(a, 3);
}
"""


def test_a_forwarding_reference_pack_reads_and_writes_the_callers_objects():
    a = np.arange(N) + 10
    want = (a * 100 + 11 + (a + 2 + 11) + (a + 3)).astype(np.int32)
    prog = ws.read(REF_PACK)
    k = prog.kernel("k")
    for kk in (k, ws.read(ws.translate(k, "cuda").text).kernel("k"),
               ws.read(ws.translate(k, "opencl").text, dialect="opencl").kernel("k")):
        got = ws.run(kk, LAUNCH, {"o": np.zeros(N, np.int32)}).outputs["o"]
        np.testing.assert_array_equal(got, want)
    assert ws.analyze(k, LAUNCH) is not None and ws.predict(k, LAUNCH) is not None


def test_std_trait_beside_a_file_class_of_the_same_name():
    # dmlc's `dmlc::is_integral<T>` whose value is `std::is_integral<T>::value`: the
    # qualified name is the standard trait (namespaces are flattened, so it was read as the
    # file's class naming its own instance)
    src = r"""
#include <type_traits>
namespace dm {
template <typename T> struct is_integral { static const bool value = std::is_integral<T>::value; };
}
__global__ void k(int *o) {
  o[threadIdx.x] = dm::is_integral<int>::value * 10 + dm::is_integral<float>::value;
}
"""
    k = ws.read(src).kernel("k")
    for kk in (k, ws.read(ws.translate(k, "cuda").text).kernel("k"),
               ws.read(ws.translate(k, "opencl").text, dialect="opencl").kernel("k")):
        got = ws.run(kk, LAUNCH, {"o": np.zeros(N, np.int32)}).outputs["o"]
        np.testing.assert_array_equal(got, np.full(N, 10, np.int32))
    assert ws.analyze(k, LAUNCH) is not None and ws.predict(k, LAUNCH) is not None


def test_a_member_through_an_alias_template_is_refused_located():
    src = r"""
template <typename T> struct Holds { static constexpr bool value = true; };
template <typename T> using Alias = Holds<T>;
__global__ void k(int *o) { o[threadIdx.x] = Alias<int>::value; }
"""
    with pytest.raises(WarpsmithError, match=r":4:\d+: .*'Alias<..>::value' \(a member named "
                       "through an alias template\\) is not read"):
        ws.read(src)


def test_a_free_function_is_looked_up_in_the_namespace_written():
    # `other::prepare` is declared nowhere in the file (only `prepare` of the global
    # namespace): its result is not the global one's
    src = PRELUDE + STORE + MODEL + r"""
void host(Param const &param, float *out) {
  auto prepared = other::prepare(param, 4);
  auto sums = prepared.Sums();
  for_n(4, [=] __device__ (std::size_t i) { out[i] = sums[i]; });
}
"""
    with pytest.raises(WarpsmithError, match="the lambda uses 'sums'"):
        ws.translate(ws.read(src), "cuda")


def test_a_member_type_name_is_the_class_own():
    # `value_type` is also a global alias of another type (namespaces are flattened, so
    # the name alone could find it): a method declared `value_type *data()` returns the
    # class's own `value_type`
    src = PRELUDE + r"""
using value_type = double;
template <typename T> class Vec {
 public:
  using value_type = T;
  typedef value_type *pointer;
  value_type *data();
  pointer begin();
  std::vector<T> keep;
};
void host(Vec<int> &v, std::size_t n) {
  auto d = v.data();
  auto b = v.begin();
  for_n(n, [=] __device__ (std::size_t i) { d[i] = 3; b[i] += 1; });
}
"""
    fields = _closure(ws.read(src).kernels[0])
    assert str(fields["d_"]) == "global int*" and str(fields["b_"]) == "global int*"


def test_a_type_a_base_may_declare_is_not_read():
    # `Derived` has a base outside the file: its `index_type` may be the base's member type
    # (a global alias of that spelling is no answer), so `d` stays unknown
    src = PRELUDE + r"""
#include <memory>
using index_type = double;
struct Derived : std::enable_shared_from_this<Derived> {
  index_type *ids();
  float *vals();
  std::vector<int> keep;
};
void host(Derived &x, std::size_t n) {
  auto v = x.vals();
  auto d = x.ids();
  for_n(n, [=] __device__ (std::size_t i) { v[i] = d[i]; });
}
"""
    with pytest.raises(WarpsmithError, match="the lambda uses 'd'"):
        ws.translate(ws.read(src), "cuda")


def test_a_member_type_of_a_base_in_the_file_is_not_read():
    src = PRELUDE + r"""
using index_type = double;
struct Base { using index_type = int; };
struct Derived : public Base {
  index_type *ids();
  std::vector<int> keep;
};
void host(Derived &x, std::size_t n) {
  auto d = x.ids();
  for_n(n, [=] __device__ (std::size_t i) { d[i] = 1; });
}
"""
    with pytest.raises(WarpsmithError, match="the lambda uses 'd'"):
        ws.translate(ws.read(src), "cuda")
    # a base in the file declaring no such member type: the file's alias is the name's
    ok = src.replace("struct Base { using index_type = int; };", "struct Base { int b; };")
    assert str(_closure(ws.read(ok).kernels[0])["d_"]) == "global double*"


def test_a_class_is_looked_up_in_the_namespace_written():
    # the file's own `mine::Store` is not `other::Store`, which the file does not declare
    src = PRELUDE + "namespace mine {\n" + STORE + "}\n" + r"""
void host(other::Store<float> &s, std::size_t n) {
  auto d = s.data();
  for_n(n, [=] __device__ (std::size_t i) { d[i] = 1.0f; });
}
"""
    with pytest.raises(WarpsmithError, match="the lambda uses 'd'"):
        ws.translate(ws.read(src), "cuda")
    ok = src.replace("other::Store<float>", "mine::Store<float>")
    assert str(_closure(ws.read(ok).kernels[0])["d_"]) == "global float*"
