"""Issue 18, template kernels instantiated from the launches of real host code (the causes
"template not instantiated" of the modern collection, ``docs/modern-corpus.md``): arguments
typed by their form when their operand is host code (casts, ``x.data_ptr<T>()``), host
function templates bound inside ``AT_DISPATCH_*``, launches inside host templates that the
file never instantiates, function-pointer variables and tables of instances. Minimal
reproductions written here, through the whole pipeline (``test_cxx_templates._pipeline``:
simulator against NumPy, CUDA and OpenCL round trips, NVRTC, analyze, predict)."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_templates import N, _pipeline, _run

SCALE = r"""
template <typename T>
__global__ void twice(const T* x, T* y, int n) {
  int i = threadIdx.x;
  if (i < n) y[i] = x[i] + x[i];
}
"""


def _twice_args(name):
    dt = {"twice_float": np.float32, "twice_double": np.float64, "twice_int": np.int32,
          "twice_short": np.int16}[name]
    return {"x": np.arange(N).astype(dt), "y": np.zeros(N, dt), "n": np.int32(50)}


def _twice_ref(x, y, n):
    y[:n] = x[:n] + x[:n]
    return {"y": y}


# ---------------------------------------------- arguments typed by their form (casts, data_ptr)

CASTS = SCALE + r"""
struct Tensor;                    // a host type the frontend never sees defined
struct Node { void* data; };
void host(Tensor& a, Tensor& b, const Node* src, Node* dst, int n) {
  twice<<<1, 64>>>((const float*) src->data, (float*) dst->data, n);
  twice<<<1, 64>>>(reinterpret_cast<const double*>(a.raw()), static_cast<double*>(b.raw()), n);
  twice<<<1, 64>>>(a.data_ptr<int>(), b.data<int>(), n);
  twice<<<1, 64>>>(a.const_data_ptr<short>(), b.mutable_data_ptr<short>(), n);
}
"""


def test_arguments_typed_by_a_cast_or_data_ptr_when_the_operand_is_host_code():
    _pipeline(CASTS, {n: _twice_ref for n in ("twice_float", "twice_double", "twice_int",
                                               "twice_short")}, _twice_args)


def test_an_argument_without_such_a_form_stays_unknown_and_is_reported():
    src = SCALE + "void host(Tensor& a, int n) { twice<<<1, 64>>>(a.ptr(), a.ptr(), n); }\n"
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "needs a value for template parameter T" in str(e.value)
    assert "'a.ptr()'" in str(e.value)


# ---------------------------------------------- a host template called inside AT_DISPATCH

DISPATCHED_HOST = SCALE + r"""
#include <torch/extension.h>
template <typename scalar_t>
void launch_twice(const scalar_t* x, scalar_t* y, int n) {
  twice<scalar_t><<<1, 64>>>(x, y, n);
}
void entry(torch::Tensor x, torch::Tensor y) {
  int n = x.numel();
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "twice", [&] {
    launch_twice<scalar_t>(x.data_ptr<scalar_t>(), y.data_ptr<scalar_t>(), n);
  });
}
"""


def test_a_host_template_called_inside_a_dispatch_macro_is_bound_per_type():
    _pipeline(DISPATCHED_HOST, {n: _twice_ref for n in ("twice_double", "twice_float")},
              _twice_args)


# ---------------------------------------------- launches inside host templates nothing calls

DORMANT = SCALE + r"""
template <typename T>
void launch_twice(const T* x, T* y, int n) { twice<T><<<1, 64>>>(x, y, n); }
template <typename T>
void outer(const T* x, T* y, int n) { launch_twice<T>(x, y, n); }
"""


def test_a_launch_in_a_host_template_nothing_instantiates_is_dormant_not_skipped(tmp_path):
    # C++ makes no instance of `twice` from it: translate still refuses (located, with the
    # reason), and `kernels` reads the kernel with guessed arguments, marked dormant
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(DORMANT), "cuda")
    assert "<string>:3:17:" in str(e.value)
    assert "is inside host function template 'launch_twice', which the file never calls " \
        "or instantiates" in str(e.value)
    f = tmp_path / "d.cuh"
    f.write_text(DORMANT)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"] and k["instance"] == "twice<float>" and k["dormant_launches"]


def test_a_call_of_the_host_template_makes_its_launch_live_again():
    src = DORMANT + "void run(float* x, float* y) { outer(x, y, 50); }\n"
    assert [k.name for k in ws.read(src).kernels] == ["twice_float"]
    # a call that does not bind is a located failure, not a dormant launch
    src = DORMANT + "void run(Tensor& t) { outer(t.a(), t.b(), 50); }\n"
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "no call of 'launch_twice' binds" in str(e.value)


# ---------------------------------------------- explicit instantiations of host templates

HOST_INSTANCES = SCALE + r"""
#include <vector>
template <class T> struct host_allocator { T* allocate(int n); };   // host-only class
template <typename Dtype, typename Alloc>
std::vector<int> run(const Dtype* x, Dtype* y, int n) {
  twice<Dtype><<<1, 64>>>(x, y, n);
  return {};
}
template std::vector<int> run<float, host_allocator<char>>(const float*, float*, int);
template std::vector<int> run<int, host_allocator<char>>(const int*, int*, int);
"""


def test_explicit_instantiations_returning_a_class_with_a_host_class_argument():
    # the instantiation's name is the `run<..>` before the parameters (not `vector<..>`);
    # `Alloc` binds a host-only type, which the launch does not use
    _pipeline(HOST_INSTANCES, {n: _twice_ref for n in ("twice_float", "twice_int")},
              _twice_args)


def test_a_kernel_given_a_host_only_type_is_refused_with_the_reason():
    src = HOST_INSTANCES.replace("twice<Dtype><<<1, 64>>>(x, y, n);",
                                 "twice<Alloc><<<1, 64>>>(0, 0, n);")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "template argument 'T' of kernel 'twice' is the type the host template " \
        "parameter 'Alloc' binds, a host class" in str(e.value)


# ---------------------------------------------- kernel instances used as values

ADD = r"""
#include <array>
#include <type_traits>
template <typename T, int K>
__global__ void addk(const T* x, T* y, int n) {
  int i = threadIdx.x;
  if (i < n) y[i] = x[i] + (T)K;
}
"""


def _addk_args(name):
    dt = np.int32 if "_int_" in name else np.float32
    return {"x": np.arange(N).astype(dt), "y": np.zeros(N, dt), "n": np.int32(50)}


def _addk_ref(k):
    def ref(x, y, n):
        y[:n] = x[:n] + k
        return {"y": y}
    return ref


POINTERS = ADD + r"""
#define INST(k) addk<float, k>
constexpr auto table = std::array{INST(1), INST(2)};
template <typename... A> void helper_launch(void (*f)(A...), int blocks, A... args) {}
void host(const float* x, float* y, const int* xi, int* yi, int n, int which) {
  auto kernel = table[which];            // a local named like nothing the file launches
  kernel<<<1, 64>>>(x, y, n);
  auto other = &addk<int, 3>;
  other<<<1, 64>>>(xi, yi, n);
  helper_launch(addk<float, 4>, 1, x, y, n);
}
"""


def test_kernel_instances_named_as_values_are_instantiated():
    # a table of instances, the address of an instance, an instance passed to a launch
    # helper: C++ instantiates each named instance
    _pipeline(POINTERS, {"addk_float_1": _addk_ref(1), "addk_float_2": _addk_ref(2),
                         "addk_int_3": _addk_ref(3), "addk_float_4": _addk_ref(4)},
              _addk_args)


# ---------------------------------------------- generic lambdas called with constants

LAMBDA = ADD + r"""
struct tensor { void* data; long ne[4]; long nb[4]; };
template <typename T>
static void run(const tensor* src, tensor* dst, int k) {
  const T* x = (const T*) src->data;
  for (long r = 0; r < src->ne[1]; r++) {
    auto launch = [&](auto K) {
      constexpr int kK = decltype(K)::value;
      addk<T, kK><<<1, 64>>>(x + r * (src->nb[1] / sizeof(T)), (T*) dst->data, 50);
    };
    switch (k) {
      case 1: launch(std::integral_constant<int, 1>{}); break;
      case 5: launch(std::integral_constant<int, 5>{}); break;
    }
  }
}
void host(const tensor* s, tensor* d, int k) { run<float>(s, d, k); }
"""


def test_a_generic_lambda_called_with_integral_constants_binds_each_constant():
    # `decltype(K)::value` and `K` are the constant of each call; the loop variable `r`
    # of the enclosing `for` header is in scope; `x + r * (..)` is a pointer like `x`
    _pipeline(LAMBDA, {"addk_float_1": _addk_ref(1), "addk_float_5": _addk_ref(5)},
              _addk_args)


def test_a_generic_lambda_called_with_a_run_time_value_keeps_the_reason():
    src = LAMBDA.replace("launch(std::integral_constant<int, 5>{})", "launch(k)")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "not a compile-time constant" in str(e.value)


# ---------------------------------------------- nested dispatches with aliases

NESTED = r"""
#include <torch/extension.h>
template <typename q_t, typename c_t>
__global__ void mix(const q_t* q, const c_t* c, q_t* y, int n) {
  int i = threadIdx.x;
  if (i < n) y[i] = q[i] + (q_t)c[i];
}
void entry(torch::Tensor q, torch::Tensor c, torch::Tensor y) {
  int n = q.numel();
  THO_DISPATCH_CASE(torch::headeronly::ScalarType::Float, [&] {
    using query_t = scalar_t;
    AT_DISPATCH_FLOATING_TYPES(c.scalar_type(), "mix", [&] {
      using cache_t = scalar_t;
      mix<query_t, cache_t><<<1, 64>>>(q.const_data_ptr<query_t>(),
          c.const_data_ptr<cache_t>(), y.mutable_data_ptr<query_t>(), n);
    });
  });
}
"""


def test_nested_dispatches_keep_the_outer_alias():
    def args(name):
        ct = np.float64 if name.endswith("double") else np.float32
        return {"q": np.arange(N, dtype=np.float32), "c": np.arange(N).astype(ct) * 2,
                "y": np.zeros(N, np.float32), "n": np.int32(50)}

    def ref(q, c, y, n):
        y[:n] = q[:n] + c[:n].astype(np.float32)
        return {"y": y}

    _pipeline(NESTED, {"mix_float_double": ref, "mix_float_float": ref}, args)


# ---------------------------------------------- kernel attributes __cluster_dims__, __maxnreg__

def test_cluster_dims_and_maxnreg_are_kernel_attributes_printed_in_cuda():
    # a kernel whose name followed `__cluster_dims__(..)` was listed as `__cluster_dims__`
    src = ("__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(64) k(float* p, int n)"
           " { int i = threadIdx.x; if (i < n) p[i] += 1.0f; }\n"
           "__global__ void __maxnreg__(32) m(float* p) { p[threadIdx.x] *= 2.0f; }\n")
    prog = ws.read(src)
    cuda = ws.translate(prog, "cuda").text
    assert "__global__ __cluster_dims__(2, 1, 1) __launch_bounds__(64) void k(" in cuda
    assert "__global__ __maxnreg__(32) void m(" in cuda
    ocl = ws.translate(prog, "opencl").text
    for p in (prog, ws.read(cuda), ws.read(ocl, dialect="opencl")):
        k = p.kernel("k")
        out = ws.run(k, ws.Launch(1, 64), args={"p": np.zeros(64, np.float32),
                                                "n": 10}).outputs["p"]
        np.testing.assert_array_equal(out, (np.arange(64) < 10).astype(np.float32))


# ---------------------------------------------- traits classes as kernel template arguments

TRAITS = r"""
template <int kNThreads_, typename input_t_>
struct Traits {
  using input_t = input_t_;
  static constexpr int kNThreads = kNThreads_;
  static __device__ input_t twice(input_t v) { return v + v; }
};
template <typename Ktraits, bool kTwice>
__global__ __launch_bounds__(Ktraits::kNThreads) void upd(float* p, int n) {
  using input_t = typename Ktraits::input_t;
  int i = threadIdx.x;
  input_t v = (input_t)p[i];
  if (i < n) p[i] = kTwice ? v * 2 : v + 1;
}
template <int kN, typename input_t>
void launch(float* p, int n) {
  using Ktraits = Traits<kN, input_t>;
  auto kernel = n > 4 ? &upd<Ktraits, false> : &upd<Ktraits, true>;
  kernel<<<1, Ktraits::kNThreads>>>(p, n);
}
void host(float* p, int n) {
  launch<64, float>(p, n);
  upd<Traits<64, int>, true><<<1, 64>>>(p, n);
}
"""


def test_a_traits_class_bound_through_a_local_alias_and_read_by_member_type():
    # `using Ktraits = Traits<..>;` in host code, `typename Ktraits::input_t` in the
    # kernel, `k<Traits<64, int>, true><<<` (the `>>` closes two lists), and a traits
    # class with a static method but no data members is a type to bind
    def args(name):
        return {"p": np.arange(N, dtype=np.float32) + 0.5, "n": np.int32(50)}

    def ref(twice, trunc):
        def f(p, n):
            v = np.trunc(p[:n]) if trunc else p[:n]
            p[:n] = v * 2 if twice else v + 1
            return {"p": p}
        return f

    _pipeline(TRAITS, {"upd_struct_Traits_64_float_false": ref(False, False),
                       "upd_struct_Traits_64_float_true": ref(True, False),
                       "upd_struct_Traits_64_int_true": ref(True, True)}, args)


CHAINED = r"""
template <int kLogN_, typename input_t_>
struct Tr {
  using input_t = input_t_;
  static constexpr int kLogN = kLogN_;
  static constexpr int N = 1 << kLogN;
  static constexpr int kNBytes = sizeof(input_t);
  static_assert(kNBytes == 2 || kNBytes == 4);
  static constexpr int kNElts = kNBytes == 4 ? 4 : 8;
};
template <typename K>
__global__ void fill(float* p) {
  constexpr int kN = K::N;
  p[threadIdx.x] = kN * 100 + K::kNElts;
}
template <int kLogN, typename T>
void launch(float* p) {
  using K = Tr<kLogN, T>;
  fill<K><<<1, 64>>>(p);
}
template void launch<3, float>(float* p);
"""


def test_static_members_and_member_types_of_a_traits_class_see_the_earlier_ones():
    def ref(p):
        p[:] = 8 * 100 + 4
        return {"p": p}

    _pipeline(CHAINED, {"fill_struct_Tr_3_float": ref},
              lambda name: {"p": np.zeros(N, np.float32)})


# ---------------------------------------------- recursive constexpr functions

RECURSIVE = r"""
constexpr int cilog2(int val) { return val > 0 ? 1 + cilog2(val >> 1) : -1; }
template <int kN>
__global__ void logs(int* p) {
  constexpr int kLog = cilog2(kN);
  p[threadIdx.x] = kLog * 100 + cilog2(1024);
}
void host(int* p) { logs<8><<<1, 64>>>(p); }
"""


def test_a_recursive_constexpr_function_with_constant_arguments_is_evaluated():
    def ref(p):
        p[:] = 3 * 100 + 10
        return {"p": p}

    _pipeline(RECURSIVE, {"logs_8": ref}, lambda name: {"p": np.zeros(N, np.int32)})


def test_a_recursive_constexpr_function_called_at_run_time_is_refused():
    src = RECURSIVE.replace("cilog2(1024)", "cilog2(p[0])")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "recursion" in str(e.value) and "<string>:2:" in str(e.value)


# ---------------------------------------------- pointers to arrays (what array parameters print as)

ROWS = r"""
__device__ float sum2(float (*rows)[4], int r) {
  float s = 0;
  for (int j = 0; j < 4; j++) s += rows[r][j];
  return s;
}
template <int kN>
__global__ void rows(float* out, float* inp) {
  float loc[2][kN];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < kN; j++) loc[i][j] = inp[threadIdx.x * 8 + i * kN + j];
  float (*p)[kN] = loc;
  out[threadIdx.x] = sum2(p, 1) + sum2(loc, 0) + ((float (*)[kN]) inp)[threadIdx.x * 2][3];
}
template __global__ void rows<4>(float*, float*);
"""


def test_pointer_to_array_declarators_read_and_print_back():
    # `float x[2][4]` parameters print as `float (*x)[4]`, which read back (it was
    # refused as a function pointer, so the printed text of such kernels did not read)
    def ref(out, inp):
        m = inp.reshape(-1, 8)[:N]
        out[:] = m.sum(1) + m[:, 3]
        return {"out": out}

    _pipeline(ROWS, {"rows_4": ref}, lambda name: {
        "out": np.zeros(N, np.float32), "inp": np.arange(N * 8, dtype=np.float32)})


# ---------------------------------------------- class templates whose objects have methods

METHODS = r"""
template <typename T, int n>
struct Vec {
  T elems[n];
  __device__ T& operator[](int i) { return elems[i]; }
  __device__ T sum() const { T s = 0; for (int i = 0; i < n; i++) s += elems[i]; return s; }
};
template <typename T>
struct Point {
  T x, y;
  __device__ Point(const T& px = 0, const T& py = 0) : x(px), y(py) {}
  __device__ Point operator+(const Point& p) const { return Point(x + p.x, y + p.y); }
  __device__ Point<T> scaled(T s) const { return Point<T>(x * s, y * s); }
};
using I4 = Vec<int, 4>;
template <typename T>
__global__ void pts(T* out) {
  Vec<T, 4> v;
  for (int i = 0; i < 4; i++) v[i] = (T)(threadIdx.x + i);
  I4 w;
  for (int i = 0; i < 4; i++) w[i] = i;
  Point<T> a(v.sum(), (T)w.sum());
  Point<T> b = a + a.scaled((T)2);
  out[threadIdx.x] = b.x + b.y;
}
template __global__ void pts<float>(float*);
template __global__ void pts<int>(int*);
"""


def test_class_template_instances_with_methods_are_classes_of_the_lowering():
    # Vec<float, 4> is the class `Vec_float_4` (its operator[] and const method), Point<T>
    # with a constructor, an operator and a method naming `Point<T>`
    def ref(out):
        tid = np.arange(N)
        out[:] = 3 * (4 * tid + 6) + 3 * 6
        return {"out": out}

    _, cuda, _ = _pipeline(METHODS, {"pts_float": ref, "pts_int": ref},
                           lambda name: {"out": np.zeros(N, np.float32 if "float" in name
                                                         else np.int32)})
    assert "Point_float Point_float_operator_add(Point_float self, const Point_float p)" \
        in cuda


def test_a_member_type_of_a_plain_class_through_typename():
    src = ("struct S {\n  using Id = long long;\n  int v;\n"
           "  __device__ int get() const { return v; }\n};\n"
           "__global__ void k(long long* p) { typename S::Id x = 5; S s; s.v = 2;"
           " p[threadIdx.x] = x * s.get(); }\n")
    prog = ws.read(src)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        k = p.kernel("k")
        out = ws.run(k, ws.Launch(1, 64), args={"p": np.zeros(64, np.int64)}).outputs["p"]
        assert (out == 10).all()


# ---------------------------------------------- specializations and overload sets (DeepSpeed)

CONVERSIONS = r"""
namespace conversion {
template <typename TO, typename FROM>
__device__ TO to(FROM val) { return to(val); }
template <> __device__ float to(float val) { return val; }
template <> __device__ double to(float val) { return (double)val * 2; }
template <> __device__ int to(float val) { return (int)val + 1000; }
}
template <typename T>
__global__ void conv(T* out, const float* x, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = conversion::to<T>(x[i]) + conversion::to<T>(1.0f);
}
__global__ void conv(float* out, const float* x, int n) {   // preferred for float
  int i = threadIdx.x;
  if (i < n) out[i] = x[i] * 3;
}
template <int K>
__global__ void conv(float* out, const float* x, int n, int m) {  // another overload
  int i = threadIdx.x;
  if (i < n) out[i] = K;
}
template <typename T>
void launch_conv(T* out, const float* x, int n) { conv<<<1, 64>>>(out, x, n); }
template <>
void launch_conv<int>(int* out, const float* x, int n) { }
template void launch_conv<double>(double*, const float*, int);
template void launch_conv<float>(float*, const float*, int);
template __global__ void conv<int>(int*, const float*, int);
"""


def test_specializations_without_arguments_overload_sets_and_the_non_template_kernel():
    # `template <> double to(float)` specializes `TO to(FROM)` with TO, FROM deduced from
    # its signature; the launch with float arguments takes the non-template `conv` (C++
    # prefers it), so no `conv<float>` instance; `conv<int>` explicitly instantiated is not
    # tried on the `template <int K>` overload; `launch_conv<int>`'s explicit
    # specialization does not read as a call binding T = int
    def args(name):
        dt = {"conv_double": np.float64, "conv_int": np.int32, "conv": np.float32}[name]
        return {"out": np.zeros(N, dt), "x": np.arange(N, dtype=np.float32), "n": 50}

    def ref(scale, add):
        def f(out, x, n):
            out[:n] = x[:n] * scale + add
            return {"out": out}
        return f

    _pipeline(CONVERSIONS, {"conv_double": ref(2, 2), "conv_int": ref(1, 2001),
                            "conv": ref(3, 0)}, args)


# ---------------------------------------------- a fold over the comma operator

COMMA_FOLD = r"""
template <typename... Ptrs>
__device__ float accumulate(float r, int i, Ptrs... ps) {
  if constexpr (sizeof...(ps) > 0) {
    (..., (r = r * 2 + ps[i]));
  }
  return r;
}
__global__ void acc(float* out, const float* a, const float* b) {
  int i = threadIdx.x;
  out[i] = accumulate(1.0f, i, a, b) + accumulate(5.0f, i);
}
"""


def test_a_fold_over_the_comma_operator_evaluates_each_element_in_order():
    def ref(out, a, b):
        out[:] = ((1 * 2 + a) * 2 + b) + 5
        return {"out": out}

    _pipeline(COMMA_FOLD, {"acc": ref}, lambda name: {
        "out": np.zeros(N, np.float32), "a": np.arange(N, dtype=np.float32),
        "b": np.arange(N, dtype=np.float32) * 3})


FNPTR_ALIAS = r"""
template <typename dst_t> using kq_t = void (*)(const float*, int, dst_t*);
using plain_t = float (*)(float);
__device__ void twice(const float* x, int i, float* y) { y[i] = x[i] * 2; }
__device__ float neg(float v) { return -v; }
template <typename dst_t, kq_t<dst_t> kq, plain_t op>
__global__ void fk(const float* x, dst_t* y) {
  kq(x, threadIdx.x, y);
  y[threadIdx.x] += (dst_t)op(1.0f);
}
void host(const float* x, float* y) { fk<float, twice, neg><<<1, 64>>>(x, y); }
"""


def test_function_pointer_types_spelled_as_using_aliases_and_alias_templates():
    def ref(x, y):
        y[:] = x * 2 - 1
        return {"y": y}

    _pipeline(FNPTR_ALIAS, {"fk_float_twice_neg": ref}, lambda name: {
        "x": np.arange(N, dtype=np.float32), "y": np.zeros(N, np.float32)})


PARTIAL_SPECS = r"""
enum class ROp { Add, Max };
template <ROp O, typename T = float> __device__ T init();
template <> __device__ float init<ROp::Add>() { return 0.5f; }
template <> __device__ double init<ROp::Add>() { return 2.0; }
template <> __device__ float init<ROp::Max>() { return -1.0f; }
template <ROp O, typename T> __device__ void init(T* data) { data[0] = init<O, T>(); }
__global__ void red(float* p, double* q) {
  float f[1];
  init<ROp::Max>(f);
  p[threadIdx.x] = init<ROp::Add>() + init<ROp::Max, float>() + f[0];
  q[threadIdx.x] = init<ROp::Add, double>();
}
"""


def test_specializations_naming_some_arguments_deduce_the_rest_from_the_return_type():
    # `template <> double init<ROp::Add>()` is init<Add, double>; the defined overload
    # init<O>(T*) does not take (), so the declared template's specializations are used
    def ref(p, q):
        p[:] = 0.5 - 1 - 1
        q[:] = 2
        return {"p": p, "q": q}

    _pipeline(PARTIAL_SPECS, {"red": ref}, lambda name: {
        "p": np.zeros(N, np.float32), "q": np.zeros(N, np.float64)})


def test_a_user_overload_of_a_builtin_name_calls_the_builtin_on_an_exact_match():
    # exllamav3's `isinf(half v) { return isinf(__half2float(v)); }` read as recursion
    src = ("#include <cuda_fp16.h>\n"
           "__device__ inline bool isinf(half v) { return isinf(__half2float(v)); }\n"
           "__global__ void inf(int* out, const half* h, const float* f) {\n"
           "  int i = threadIdx.x;\n"
           "  out[i] = (isinf(h[i]) ? 1 : 0) + (isinf(f[i]) ? 10 : 0);\n}\n")
    prog = ws.read(src)
    h = np.array([np.inf, 1, -np.inf, 0] * (N // 4), dtype=np.float16)
    f = np.array([1, np.inf, 2, -np.inf] * (N // 4), dtype=np.float32)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        out = ws.run(p.kernel("inf"), ws.Launch(1, N),
                     args={"out": np.zeros(N, np.int32), "h": h, "f": f}).outputs["out"]
        np.testing.assert_array_equal(out, np.isinf(h).astype(np.int32) +
                                      10 * np.isinf(f).astype(np.int32))


def test_requested_instance_of_overloaded_template_kernels():
    """`--kernel 'kb<float>'` with two template kernels named kb (DeepSpeed's
    LayerNormBackward1_fused_add): each overload reads the requested arguments (it read
    them once, then failed at the end of the name)."""
    src = ("template <typename T>\n"
           "__global__ void kb(const T* a, T* b) { b[threadIdx.x] = a[threadIdx.x] * 2; }\n"
           "template <typename T>\n"
           "__global__ void kb(const T* a, const T* c, T* b) { b[threadIdx.x] = a[0] * c[0]; }\n")
    prog = ws.read(src, kernel="kb<float>")
    assert [k.name for k in prog.kernels] == ["kb_float", "kb_float_1"]
    assert [len(k.params) for k in prog.kernels] == [2, 3]


def test_launch_in_a_discarded_if_constexpr_branch_instantiates_nothing():
    """ggml fattn-tile.cuh: a launch (or kernel reference) inside a host template's
    `if constexpr` branch that the binding discards makes no instance (C++ instantiates
    nothing there; here k<512, 8> would divide by zero in a constant expression)."""
    src = ("template <int D, int n>\n"
           "__global__ void k(int *o) { constexpr int w = D > 256 ? 0 : 4; "
           "constexpr int c = n / w; o[threadIdx.x] = c + D; }\n"
           "template <int D>\n"
           "void run(int *o, int m)\n"
           "{\n"
           "    if constexpr (D <= 256) {\n"
           "        if (m > 4) { k<D, 8><<<1, 32>>>(o); return; }\n"
           "    } else {\n"
           "        k<D / 2, 16><<<1, 32>>>(o);\n"
           "        return;\n"
           "    }\n"
           "    if constexpr (D < 100)\n"
           "        k<D, 4><<<1, 32>>>(o);\n"
           "}\n"
           "void host(int *o, int m) { run<64>(o, m); run<512>(o, m); run<128>(o, m); }\n")
    assert sorted(k.name for k in ws.read(src).kernels) == \
        ["k_128_8", "k_256_16", "k_64_4", "k_64_8"]


def test_host_template_call_in_a_discarded_if_constexpr_branch_binds_nothing():
    """ggml fattn-tile.cuh's launch_fattn_tile_switch_ncols2: a host template calling
    another host template inside an `if constexpr` branch that its own binding discards
    binds nothing there (here run<512, 8> would reach k<512, 8>, whose constant divides by
    zero), while the taken branch does."""
    src = ("template <int D, int n>\n"
           "__global__ void k(int *o) { constexpr int w = D > 256 ? 0 : 4; "
           "constexpr int c = n / w; o[threadIdx.x] = c + D; }\n"
           "template <int D, int n>\n"
           "void run(int *o) { k<D, n><<<1, 32>>>(o); }\n"
           "template <int D>\n"
           "void pick(int *o, int m)\n"
           "{\n"
           "    if constexpr (D == 512) {\n"
           "        run<D / 2, 16>(o);\n"
           "        return;\n"
           "    }\n"
           "    if constexpr (D <= 256) {\n"
           "        if (m > 4) { run<D, 8>(o); return; }\n"
           "    }\n"
           "}\n"
           "void host(int *o, int m) { pick<64>(o, m); pick<512>(o, m); }\n")
    _pipeline(src, {"k_256_16": lambda o: {"o": np.full(N, 4 + 256)},
                    "k_64_8": lambda o: {"o": np.full(N, 2 + 64)}},
              lambda name: {"o": np.zeros(N, np.int32)})


def test_extern_template_declarations_instantiate_only_where_the_file_makes_none():
    """ggml's `extern DECL_FATTN_MMA_F16_CASE(64, 64, 8/16, 16);`: an explicit
    instantiation declaration instantiates nothing (C++ [temp.explicit]) where the file
    instantiates the template through its calls (here `run<32, 0>` would divide by zero);
    a header that only declares instances (ggml's fattn-tile.cuh) reads the declared ones,
    the instances the files including it link against."""
    head = ("template <int D, int n>\n"
            "__global__ void k(int *o) { constexpr int c = 64 / n; o[threadIdx.x] = c + D; }\n"
            "template <int D, int n>\n"
            "void run(int *o) { k<D, n><<<1, 32>>>(o); }\n"
            "#define DECL(D, n) template void run<D, n>(int *o)\n")
    calls = ("template <int D>\n"
             "void pick(int *o, int m) { if (m > 4) run<D, 8>(o); else run<D, 16 / D>(o); }\n"
             "extern DECL(4, 4);\n"
             "extern DECL(32, 16 / 32);\n"
             "void host(int *o, int m) { pick<4>(o, m); }\n")
    _pipeline(head + calls, {"k_4_8": lambda o: {"o": np.full(N, 8 + 4)},
                             "k_4_4": lambda o: {"o": np.full(N, 16 + 4)}},
              lambda name: {"o": np.zeros(N, np.int32)})
    header = head + "extern DECL(4, 4);\nextern DECL(8, 2);\n"
    assert sorted(k.name for k in ws.read(header).kernels) == ["k_4_4", "k_8_2"]


TRAITS_HEADER = r"""
template <int THREADS_, typename T_>
struct Base {
  using compute_t = T_;
  enum { THREADS = THREADS_ };
  enum { WARP = 32 };
};
template <int THREADS_, typename T_, typename B = Base<THREADS_, T_>>
struct Traits : public B {
  enum { ROWS = B::THREADS / B::WARP, TWICE = ROWS * 2 };
};
template <typename Ktraits, bool kScale>
__global__ void norm(typename Ktraits::compute_t* o) {
  o[threadIdx.x] = Ktraits::ROWS + Ktraits::TWICE + (kScale ? Ktraits::THREADS : 0);
}
"""


def test_a_traits_parameter_is_guessed_as_a_class_of_the_file(tmp_path):
    """A header whose template kernel takes its kernel traits as a type (flash-attn's
    `Ktraits::ROWS_PER_CTA`, causal-conv1d's) and is never launched there: `float` cannot
    be guessed for `Ktraits`, so the guess is a class of the file naming every member used
    through `Ktraits::`, its own parameters guessed (`Traits<16, float>`, the defaulted
    base left to its default); the class's anonymous enums are its constants, and a class
    template deriving from another instance has the base's member types and constants."""
    f = tmp_path / "traits.cuh"
    f.write_text(TRAITS_HEADER)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"], k
    assert k["instance"] == "norm<Traits<16, float>, true>"
    prog = ws.read(str(f), kernel=k["instance"])
    out = ws.run(prog.kernels[0], ws.Launch(1, 32), {"o": "float32[32]:zeros"}).outputs["o"]
    # THREADS = 16, WARP = 32: ROWS = 0, TWICE = 0, and the scale adds THREADS
    assert list(out) == [16.0] * 32
    src = TRAITS_HEADER + "void h(float* o) { norm<Traits<128, float>, false><<<1, 32>>>(o); }"
    again = ws.read(ws.translate(ws.read(src), "cuda").text).kernels[0]
    out = ws.run(again, ws.Launch(1, 32), {"o": "float32[32]:zeros"}).outputs["o"]
    assert list(out) == [12.0] * 32


# ---------------------------------------------- out-of-line member function templates, deep

# LightGBM's `CUDADataPartition::Launch.._Inner0..4`: a class's member function templates
# defined outside the class, each turning one run-time flag into a template argument of the
# next, six host templates deep before the launch
MEMBER_CHAIN = r"""
template <bool A, bool B, bool C, bool D, typename T>
__global__ void pick(const T* x, T* y, int n) {
  int i = threadIdx.x;
  if (i < n) y[i] = (A ? x[i] : T(0)) + (B ? 1 : 0) + (C ? 2 : 0) + (D ? 4 : 0);
}
class Part {
 public:
  void run(const float* x, float* y, int n, bool a, bool b, bool c, bool d);
  template <typename T> void l0(const T* x, T* y, int n, bool a, bool b, bool c, bool d);
  template <bool A, typename T> void l1(const T* x, T* y, int n, bool b, bool c, bool d);
  template <bool A, bool B, typename T> void l2(const T* x, T* y, int n, bool c, bool d);
  template <bool A, bool B, bool C, typename T> void l3(const T* x, T* y, int n, bool d);
  template <bool A, bool B, bool C, bool D, typename T> void l4(const T* x, T* y, int n);
};
template <bool A, bool B, bool C, bool D, typename T>
void Part::l4(const T* x, T* y, int n) { pick<A, B, C, D, T><<<1, 64>>>(x, y, n); }
template <bool A, bool B, bool C, typename T>
void Part::l3(const T* x, T* y, int n, bool d) {
  if (d) l4<A, B, C, true, T>(x, y, n); else l4<A, B, C, false, T>(x, y, n);
}
template <bool A, bool B, typename T>
void Part::l2(const T* x, T* y, int n, bool c, bool d) {
  if (c) l3<A, B, true, T>(x, y, n, d); else l3<A, B, false, T>(x, y, n, d);
}
template <bool A, typename T>
void Part::l1(const T* x, T* y, int n, bool b, bool c, bool d) {
  if (b) l2<A, true, T>(x, y, n, c, d); else l2<A, false, T>(x, y, n, c, d);
}
template <typename T>
void Part::l0(const T* x, T* y, int n, bool a, bool b, bool c, bool d) {
  if (a) l1<true, T>(x, y, n, b, c, d); else l1<false, T>(x, y, n, b, c, d);
}
void Part::run(const float* x, float* y, int n, bool a, bool b, bool c, bool d) {
  l0<float>(x, y, n, a, b, c, d);
}
"""


def test_launch_in_out_of_line_member_templates_six_deep_is_instantiated_per_binding():
    flags = [(a, b, c, d) for a in (1, 0) for b in (1, 0) for c in (1, 0) for d in (1, 0)]

    def name(f):
        return "pick_" + "_".join("true" if v else "false" for v in f) + "_float"

    def ref_of(f):
        def ref(x, y, n):
            y[:n] = (x[:n] if f[0] else 0) + f[1] + 2 * f[2] + 4 * f[3]
            return {"y": y}
        return ref

    expect = {name(f): ref_of(f) for f in flags}
    _pipeline(MEMBER_CHAIN, expect, lambda n: {"x": np.arange(N).astype(np.float32),
                                               "y": np.zeros(N, np.float32),
                                               "n": np.int32(50)})


# ---------------------------------------------- member function templates defined in the class

# vLLM's `CustomAllreduce::allreduce<T>`: a host class whose member function template,
# defined in the class, launches a template kernel; bound by calls through an object
IN_CLASS = SCALE + r"""
class Runner {
 public:
  int blocks = 1;
  template <typename T>
  void run(const T* x, T* y, int n) { twice<T><<<blocks, 64>>>(x, y, n); }
};
"""


def test_a_launch_in_a_member_template_defined_in_its_class_is_bound_by_its_calls():
    src = IN_CLASS + r"""
void host(Runner* r, Runner& q, const float* x, float* y, const int* a, int* b, int n) {
  r->run<float>(x, y, n);
  q.run(a, b, n);
}
"""
    _pipeline(src, {n: _twice_ref for n in ("twice_float", "twice_int")}, _twice_args)


def test_a_member_template_nothing_calls_makes_its_launch_dormant(tmp_path):
    # a header leaving the call to its includers: no instance in C++, reported so
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(IN_CLASS), "cuda")
    assert "inside host function template 'run', which the file never calls" in str(e.value)
    f = tmp_path / "runner.cuh"
    f.write_text(IN_CLASS)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"] and k["instance"] == "twice<float>" and k["dormant_launches"]


# ---------------------------------------------- extents deduced from a reference to an array

# flashinfer's `UploadCallerTmaWorkspace(void*, const CUtensorMap (&maps)[N], ..)` called with
# a local `const CUtensorMap workspace_maps[] = {h_A, h_B, ..};`: `N` is the array's extent
EXTENTS = r"""
template <int N>
__global__ void fill(float* out, float v) { if (threadIdx.x < N) out[threadIdx.x] = v * N; }
template <int N>
void run(float* out, const float (&vals)[N]) { fill<N><<<1, 64>>>(out, vals[0]); }
template <int R, int C>
void run2(float* out, float (&m)[R][C]) { fill<R * C><<<1, 64>>>(out, m[0][0]); }
struct Pair { int a, b; };
void host(float* out, float a, float b, float c) {
  if (a > 0) {
    const float vals[] = {a, b, c};
    Pair p{1, 2};
    float m[2][5] = {{a}};
    run(out, vals);
    run2(out, m);
  }
}
"""


def test_non_type_parameters_deduced_from_the_extents_of_an_array_reference():
    def ref_of(n):
        def ref(out, v):
            out[:n] = v * n
            return {"out": out}
        return ref

    _pipeline(EXTENTS, {"fill_3": ref_of(3), "fill_10": ref_of(10)},
              lambda name: {"out": np.zeros(N, np.float32), "v": np.float32(1.5)})


# ---------------------------------------------- C++20 template lambdas called with arguments

# vLLM's fused_gdn_decode_kernel.cu: `auto launch = [&]<typename T, int V, bool S>() {..}`
# called as `launch.template operator()<float, V, true>()` inside another template lambda,
# itself called once per `case` of a switch
TEMPLATE_LAMBDAS = r"""
template <typename T, int V, bool S>
__global__ void kern(const T* x, T* y, int n) {
  int i = threadIdx.x;
  if (i < n) y[i] = S ? x[i] * V : x[i] + V;
}
template <typename T, int V, bool S>
void launch_k(const T* x, T* y, int n) { kern<T, V, S><<<1, 64>>>(x, y, n); }
void host(const void* x, void* y, int n, int heads, bool f32, bool sig) {
  const auto launch = [&]<typename T, int V, bool S>() {
    launch_k<T, V, S>(static_cast<const T*>(x), static_cast<T*>(y), n);
  };
  const auto by_type = [&]<int V>() {
    if (f32) {
      if (sig) launch.template operator()<float, V, true>();
      else launch.template operator()<float, V, false>();
    } else {
      launch.template operator()<double, V, true>();
    }
  };
  const auto direct = [&]<typename T>() { kern<T, 7, true><<<1, 64>>>((const T*) x, (T*) y, n); };
  switch (heads) {
    case 1: by_type.template operator()<1>(); break;
    default: by_type.template operator()<4>(); direct.operator()<int>(); break;
  }
}
"""


def test_template_lambdas_called_through_operator_call_bind_their_parameters():
    def ref_of(v, s):
        def ref(x, y, n):
            y[:n] = x[:n] * v if s else x[:n] + v
            return {"y": y}
        return ref

    expect = {f"kern_{t}_{v}_{str(s).lower()}": ref_of(v, s)
              for t, v, s in [("float", 1, True), ("float", 4, True), ("float", 1, False),
                              ("float", 4, False), ("double", 1, True), ("double", 4, True),
                              ("int", 7, True)]}

    def args(name):
        dt = {"float": np.float32, "double": np.float64, "int": np.int32}[name.split("_")[1]]
        return {"x": np.arange(N).astype(dt), "y": np.zeros(N, dt), "n": np.int32(50)}

    _pipeline(TEMPLATE_LAMBDAS, expect, args)


def test_a_template_lambda_called_with_arguments_not_read_keeps_the_reason():
    # (a run-time value as a template argument: no instance, and the launch says why)
    src = TEMPLATE_LAMBDAS.replace("operator()<1>()", "operator()<heads>()").replace(
        "operator()<4>()", "operator()<heads + 1>()").replace(
        "direct.operator()<int>();", "")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "<string>:8:42: the launch is in host function template 'launch_k', and no " \
        "call of 'launch_k' binds" in str(e.value)


TRAITS_INDEX = r"""
template <typename T_, typename index_t_, int THREADS_>
struct Tr { using compute_t = T_; using index_t = index_t_; enum { THREADS = THREADS_ }; };
template <typename K>
__global__ void rows(typename K::compute_t* o) {
  typename K::index_t i = threadIdx.x;
  o[threadIdx.x] = i % K::THREADS;
}
"""


def test_a_traits_guess_falls_back_to_small_sizes_and_int_index_types(tmp_path):
    """flash-attn's Kernel_traits: `index_t_` used with `%` cannot be float, so after
    `Tr<float, float, 16>` the guess tries `Tr<float, int, 1>` (integers 1, a type parameter
    named as an index type `int`); the instance read is the one reported."""
    f = tmp_path / "tr.cuh"
    f.write_text(TRAITS_INDEX)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"], k
    assert k["instance"] == "rows<Tr<float, int, 1>>"
    prog = ws.read(str(f), kernel=k["instance"])
    out = ws.run(prog.kernels[0], ws.Launch(1, 4), {"o": "float32[4]:zeros"}).outputs["o"]
    assert list(out) == [0.0] * 4


# ---------------------------------------------- a type parameter pack given on the command line

# DeepSpeed's `multi_tensor_apply_kernel<T, U, ArgTypes...>(.., ArgTypes... args)`, launched
# only inside a host template its header never calls: read with guessed arguments, the pack's
# guess is a list of types (it was bound to one type, which the parameter pack refused)
PACK_GUESS = r"""
template <typename F, typename... Args>
__global__ void apply_all(float* out, F scale, Args... args) {
  out[threadIdx.x] = scale * (args + ... + 0.5f) + sizeof...(Args);
}
template <typename... Args>
void launch(float* out, Args... args) { apply_all<<<1, 64>>>(out, 2.0f, args...); }
"""


def test_a_type_pack_takes_a_list_of_types_from_the_command_line(tmp_path):
    f = tmp_path / "pack.cuh"
    f.write_text(PACK_GUESS)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"] and k["instance"] == "apply_all<float, float>" and k["dormant_launches"]
    prog = ws.read(PACK_GUESS, templates={"F": "float", "Args": "float, int"})
    (kern,) = prog.kernels
    assert [p.name for p in kern.function.params][2:] == ["args_0", "args_1"]
    args = {"out": np.zeros(N, np.float32), "scale": np.float32(2), "args_0": np.float32(1.5),
            "args_1": np.int32(3)}
    want = np.full(N, 2 * (1.5 + (3 + 0.5)) + 2, np.float32)
    cuda = ws.translate(prog, "cuda").text
    ocl = ws.translate(prog, "opencl").text
    for p in (prog, ws.read(cuda), ws.read(ocl, dialect="opencl")):
        k2 = p.kernels[0]
        np.testing.assert_allclose(_run(k2.module, k2.function, args)["out"], want)
    assert ws.read(PACK_GUESS, templates={"F": "float", "Args": ""}).kernels[0].function \
        .params[-1].name == "scale"  # an empty pack
    launch = ws.Launch(1, N)
    ws.analyze(kern, launch)
    ws.predict(kern, launch)


# ---------------------------------------------- a host template converted to a function pointer

# ggml's convert.cu: `typedef to_t_cuda_t<half> to_fp16_cuda_t;` and `to_fp16_cuda_t get(..) {
# switch (type) { case Q4_0: return dequantize_row_q4_0_cuda; .. } }`: the host template's
# arguments are deduced from the pointer type it is converted to ([temp.deduct.funcaddr])
FNPTR_TARGET = r"""
template <typename T>
using to_t = void (*)(const float * x, T * y, int k);
typedef to_t<double> to_f64_t;
typedef void (*to_f32_t)(const float * x, float * y, int k);
template <int N, typename dst_t>
__global__ void conv(const float * x, dst_t * y, int k) {
    int i = threadIdx.x;
    if (i < k) y[i] = (dst_t) (x[i] * N);
}
template <int N, typename dst_t>
static void conv_cuda(const float * x, dst_t * y, int k) { conv<N><<<1, 64>>>(x, y, k); }
template <typename dst_t>
static void conv2_cuda(const float * x, dst_t * y, int k) { conv<2><<<1, 64>>>(x, y, k); }
to_f64_t get_f64(int t) {
    switch (t) {
        case 0: return conv_cuda<3>;
        default: return conv2_cuda;
    }
}
void use() { to_f32_t f = conv2_cuda; (void) f; }
"""


def test_host_templates_named_as_values_deduce_from_the_function_pointer_type():
    def ref_of(n):
        def ref(x, y, k):
            y[:k] = x[:k] * n
            return {"y": y}
        return ref

    def make_args(name):
        dt = np.float64 if name.endswith("double") else np.float32
        return {"x": np.arange(N, dtype=np.float32) * np.float32(0.5), "y": np.zeros(N, dt),
                "k": np.int32(40)}

    _pipeline(FNPTR_TARGET, {"conv_3_double": ref_of(3), "conv_2_double": ref_of(2),
                             "conv_2_float": ref_of(2)}, make_args)


def test_a_host_template_passed_as_an_argument_keeps_its_reason():
    src = FNPTR_TARGET.replace("void use() { to_f32_t f = conv2_cuda; (void) f; }",
                               "void take(to_f32_t f);\nvoid use() { take(conv2_cuda); }")
    names = sorted(k.name for k in ws.read(src).kernels)
    assert names == ["conv_2_double", "conv_3_double"]  # no float instance from the call


# ---------------------------------------------- an argument typed by a host class's declarations

# MinkowskiEngine's `kernel_map.in_maps.cdata()` with `gpu_kernel_map<Itype, A> const &
# kernel_map`: a data member of a class nested in the class template, and a method whose
# declared return type names the template's parameter
HOST_MEMBERS = r"""
template <typename T> struct alloc_t { T* p; };
template <typename index_type, typename ByteAllocator> class kmap {
 public:
  class block {
   public:
    block(kmap &m) : m_map{m} {}
    inline index_type const *cdata() const { return m_data; }
    index_type *at(int k) { return m_data + k; }
   private:
    kmap &m_map;
    index_type *m_data;
  };
  kmap() : in_maps{*this} {}
  block in_maps;
  ByteAllocator m_alloc;
};
template <typename Dtype, typename Itype>
__global__ void gather(const int n, const Dtype *in, Dtype *out, const Itype *map) {
  int i = threadIdx.x;
  if (i < n) out[i] = in[map[i]];
}
template <typename Dtype, typename Itype, typename A>
void run(const Dtype *in, Dtype *out, int n, kmap<Itype, A> const &km) {
  gather<Dtype><<<1, 64>>>(n, in, out, km.in_maps.cdata());
}
template void run<float, unsigned int, alloc_t<char>>(const float *, float *, int,
                                                       kmap<unsigned int, alloc_t<char>> const &);
template void run<double, short, alloc_t<char>>(const double *, double *, int,
                                                 kmap<short, alloc_t<char>> const &);
"""


def test_an_argument_is_typed_by_the_members_a_host_class_declares():
    def ref(n, **a):
        out = a["out"]
        out[:n] = a["in"][a["map"][:n]]
        return {"out": out}

    def make_args(name):
        dt = np.float64 if "double" in name else np.float32
        it = np.int16 if name.endswith("short") else np.uint32
        return {"n": np.int32(40), "in": np.arange(N, dtype=dt) * 0.5,
                "out": np.zeros(N, dt), "map": ((np.arange(N) * 7) % N).astype(it)}

    _pipeline(HOST_MEMBERS, {"gather_float_uint": ref, "gather_double_short": ref}, make_args)


def test_a_member_method_with_parameters_leaves_the_argument_unknown():
    src = HOST_MEMBERS.replace("km.in_maps.cdata()", "km.in_maps.at(0)")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "'km.in_maps.at(0)' is not known in the host code around the launch" in str(e.value)


TEMPLATE_ID_ARGUMENT = """
template <int A, int B> struct L { __device__ int v() const { return A * 10 + B; } };
template <class T> __global__ void k(int *o, T t) { o[threadIdx.x] = t.v(); }
void host(int *o, int a, int b, int c, int d) {
    k<<<1, 32>>>(o, L<3, 4>());
    k<<<1, 32>>>(o, L<L<1, 2>::size, 4>{});
}
"""


def test_a_comma_inside_a_template_id_argument_does_not_split_the_launch():
    # the launch has two arguments; the second's type is not deduced from the host code,
    # and the refusal names the whole argument (before: 'L < 3' and '4 >()')
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(TEMPLATE_ID_ARGUMENT), "cuda")
    assert "argument 'L<3, 4>()' is not known" in str(e.value)


def test_a_less_than_between_arguments_still_splits():
    from warpsmith.frontend.lexer import tokenize
    from warpsmith.frontend.parser import _call_args

    toks = tokenize("f(o, a < b, c > d, L<1, 2>(), M<N<1, 2>>{}, x < y)", "t.cu")
    args = [" ".join(t.text for t in a) for a in _call_args(toks, 1)]
    assert args == ["o", "a < b", "c > d", "L < 1 , 2 > ( )", "M < N < 1 , 2 >> { }",
                    "x < y"]
