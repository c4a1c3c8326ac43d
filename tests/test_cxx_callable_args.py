"""Callables given to device code (issue 18, docs/callables.md, docs/cxx-classes.md):
minimal reproductions written here, each read, run on the simulator against NumPy, printed
as CUDA and read back (same results), printed as OpenCL (read back, or refused with the
reason), and handled by ``analyze`` and ``predict``.

* ``Op<T, 4>()(p, v)``: a non-const ``operator()`` of a class template instance called on
  a value-initialized temporary (torch-scatter's atomics);
* ``h.x`` on a 16-bit float: PyTorch's ``at::Half``/``at::BFloat16`` storage bits;
* ``atomicAdd`` on ``__half`` / ``__nv_bfloat16`` (CUDA has both overloads).
"""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 8
LAUNCH = ws.Launch(1, N)

TEMPORARY_FUNCTOR = r"""
template <typename scalar, int size> struct AddImpl;
template <typename scalar> struct AddImpl<scalar, 4> {
  int calls;
  inline __device__ void operator()(scalar *address, scalar val) {
    calls = calls + 1;  // a change to the temporary, lost with it
    *address = *address + val + calls;
  }
};
template <typename scalar> struct Twice {
  __device__ scalar operator()(scalar v) { return v + v; }
};
struct Counter {
  int n;
  __device__ int bump(int by) { n = n + by; return n; }
};
__device__ Counter make_counter(int n) { Counter c; c.n = n; return c; }
__device__ void add_one(int *address, int val) {
  AddImpl<int, sizeof(int)>()(address, val);
}
__global__ void k(int *out) {
  int i = threadIdx.x;
  out[i] = i;
  add_one(out + i, 10);
  out[i] = out[i] + Twice<int>()(i) + make_counter(i).bump(3);
}
"""


def _temporary_functor_want():
    i = np.arange(N, dtype=np.int32)
    # `calls` starts at 0 in each value-initialized temporary
    return i + 10 + 1 + 2 * i + (i + 3)


HALF_BITS = r"""
#include <cuda_fp16.h>
__global__ void k(unsigned int *out, const __half *h) {
  unsigned int i = threadIdx.x;
  unsigned int word = out[i];
  __half v;
  v.x = word & 0xffff;
  v = __hadd(v, h[i]);
  out[i] = (word & 0xffff0000u) | v.x;
}
"""


def _half_bits_args():
    words = (np.arange(N, dtype=np.uint32) << 16) | np.float16(1.5).view(np.uint16)
    h = np.arange(N, dtype=np.float16) * np.float16(0.25)
    return {"out": words.astype(np.uint32), "h": h}


def _half_bits_want():
    a = _half_bits_args()
    low = (a["out"] & 0xffff).astype(np.uint16).view(np.float16)
    s = (low + a["h"]).astype(np.float16).view(np.uint16).astype(np.uint32)
    return (a["out"] & 0xffff0000) | s


HALF_ATOMIC = r"""
#include <cuda_fp16.h>
__global__ void k(__half *out, const __half *h) {
  atomicAdd(out + (threadIdx.x & 1), h[threadIdx.x]);
}
"""


def _half_atomic_args():
    return {"out": np.zeros(2, np.float16),
            "h": np.arange(1, N + 1, dtype=np.float16) * np.float16(0.125)}


def _half_atomic_want():
    a = _half_atomic_args()
    out = a["out"].copy()
    for t in range(N):  # the simulator applies atomics in thread order
        out[t & 1] = np.float16(out[t & 1] + a["h"][t])
    return out


CASES = {
    "temporary_functor": (TEMPORARY_FUNCTOR, lambda: {"out": np.zeros(N, np.int32)},
                          _temporary_functor_want),
    "half_bits": (HALF_BITS, _half_bits_args, _half_bits_want),
    "half_atomic": (HALF_ATOMIC, _half_atomic_args, _half_atomic_want),
}

#: cases the OpenCL printer refuses, with the words of its reason
OPENCL_REFUSES = {"half_atomic": "atomic"}


def _run(k, args):
    return ws.run(k, LAUNCH, args).outputs["out"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_reproduction(name):
    src, args, want = CASES[name]
    k = ws.read(src).kernels[0]
    got = _run(k, args())
    np.testing.assert_array_equal(got, want())
    cuda = ws.translate(k, "cuda").text
    np.testing.assert_array_equal(_run(ws.read(cuda).kernels[0], args()), got)
    if name in OPENCL_REFUSES:
        with pytest.raises(WarpsmithError, match=OPENCL_REFUSES[name]):
            ws.translate(k, "opencl")
    else:
        ocl = ws.translate(k, "opencl").text
        again = ws.read(ocl, dialect="opencl").kernels[0]
        np.testing.assert_array_equal(_run(again, args()), got)
    assert ws.analyze(k, LAUNCH).kernel == "k"
    assert ws.predict(k, LAUNCH) is not None


def test_temporary_method_works_on_a_copy():
    cuda = ws.translate(ws.read(TEMPORARY_FUNCTOR).kernels[0], "cuda").text
    assert "_operator_call_on_temporary(" in cuda
    assert "copy = object;" in cuda


def test_storage_bits_compound_assignment_is_refused():
    src = HALF_BITS.replace("v.x = word & 0xffff;", "v.x |= word & 0xffff;")
    with pytest.raises(WarpsmithError, match=r":7:\d+: .*storage bits"):
        ws.read(src)


def test_method_returning_reference_on_temporary_is_refused():
    src = r"""
struct Cell { int v; __device__ int& get() { return v; } };
__global__ void k(int *out) { out[0] = Cell().get(); }
"""
    with pytest.raises(WarpsmithError, match=r":3:\d+: .*returns a reference"):
        ws.read(src)


# ------------------------------------------------ callables given to a kernel at its launch

EACH = r"""
template <typename L> __global__ void each(int n, L f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}
"""

#: the callable as a lambda at the launch, through a host template, or a functor struct
#: (declared then launched, or a braced temporary in the launch)
LAUNCHED = {
    "lambda": EACH + r"""
void host(float *d, float a, int n) {
  each<<<1, 8>>>(n, [=] __device__ (int i) { d[i] = a * i; });
}
""",
    "lambda_in_host_template": EACH + r"""
template <int BLOCK = 8, typename L> void launch_n(int n, L f) { each<<<1, BLOCK>>>(n, f); }
template <typename L> void launch_n(int n, int stream, L f) { launch_n(n, f); }
void host(float *d, float a, int n) {
  launch_n(n, [=] __device__ (int i) { d[i] = a * i; });
}
""",
    "functor": EACH + r"""
struct Scale { float *d; float a; __device__ void operator()(int i) const { d[i] = a * i; } };
void host(float *d, float a, int n) { Scale s{d, a}; each<<<1, 8>>>(n, s); }
""",
    "functor_temporary": EACH + r"""
struct Scale { float *d; float a; __device__ void operator()(int i) const { d[i] = a * i; } };
void host(float *d, float a, int n) { each<<<1, 8>>>(n, Scale{d, a}); }
""",
}


@pytest.mark.parametrize("name", sorted(LAUNCHED))
def test_a_kernel_instantiated_for_the_callable_of_its_launch(name):
    prog = ws.read(LAUNCHED[name])
    assert len(prog.kernels) == 1
    k = prog.kernels[0]
    closure = k.function.params[1].type
    ptr, scale = ("d", "a") if name.startswith("functor") else ("d_", "a_")
    assert {f for f, _ in closure.fields} == {ptr, scale}  # its captures, by value
    args = {"n": 6, "f": {ptr: np.zeros(N, np.float32), scale: 1.5}}
    want = np.where(np.arange(N) < 6, np.arange(N) * np.float32(1.5), 0).astype(np.float32)
    got = ws.run(k, LAUNCH, args).outputs[f"f.{ptr}"]
    np.testing.assert_array_equal(got, want)
    cuda = ws.translate(k, "cuda").text
    assert "(*" not in cuda  # the call of the callable is a direct call
    again = ws.read(cuda).kernels[0]
    np.testing.assert_array_equal(ws.run(again, LAUNCH, args).outputs[f"f.{ptr}"], want)
    ocl = ws.read(ws.translate(k, "opencl").text, dialect="opencl").kernels[0]
    np.testing.assert_array_equal(ws.run(ocl, LAUNCH, args).outputs[f"f.{ptr}"], want)
    assert ws.analyze(k, ws.Launch(1, N, params={"n": 6})).kernel == k.name
    assert ws.predict(k, ws.Launch(1, N, params={"n": 6})) is not None


def test_a_callable_parameter_is_guessed_as_a_callable(tmp_path):
    # no launch in the file: `kernels` reads `each` with the guessed callable (float cannot
    # be called), and the instance prints and reads back
    f = tmp_path / "each.cuh"
    f.write_text(EACH)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"] and k["instance"] == "each<__ws_guessed_callable>", k
    one = ws.read(str(f), kernel=k["instance"]).kernels[0]
    cuda = ws.translate(one, "cuda").text
    assert "__ws_guessed_callable_call(f, i);" in cuda
    assert ws.read(cuda).kernels[0].name == one.name


DORMANT_CLASS = EACH + r"""
template <typename L> void launch_n(int n, L f) { each<<<1, 8>>>(n, f); }
template <typename T> class Buffer {
 public:
  T* data_;
  void fill(T v, int n) { T* d = data_; launch_n(n, [=] __device__ (int i) { d[i] = v; }); }
};
template <typename T> void use(int n) { Buffer<T> b; b.fill(T(1), n); }
"""


def test_a_launch_inside_a_class_template_nothing_instantiates_is_dormant(tmp_path):
    f = tmp_path / "buffer.cuh"
    f.write_text(DORMANT_CLASS)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"] and k["dormant_launches"], k
    # a non-template function naming the class instantiates it: no longer dormant
    f.write_text(DORMANT_CLASS + "void run(int n) { Buffer<float> b; b.fill(1.f, n); }\n")
    k = ws.list_kernels(f).data["kernels"][0]
    assert not k.get("dormant_launches"), k


def test_a_host_call_binds_only_the_overload_of_its_arity():
    # `launch_n(n, 0, f)` must not bind `launch_n(int n, L f)` (L would be int)
    src = EACH + r"""
template <typename L> void launch_n(int n, L f) { each<<<1, 8>>>(n, f); }
template <typename L> void launch_n(int n, int stream, L f) { launch_n(n, f); }
void host(float *d, int n) { launch_n(n, 0, [=] __device__ (int i) { d[i] = 1.f; }); }
"""
    prog = ws.read(src)
    assert [type(k.function.params[1].type).__name__ for k in prog.kernels] == ["StructType"]


# ------------------------------------------------ found on the way

OUT_OF_LINE_BRACED_INITS = r"""
struct Acc {
  int n_;
  float s_;
  __device__ Acc(int n, float s);
  __device__ float get() const { return s_ * n_; }
};
__device__ Acc::Acc(int n, float s)
    : n_{n}, s_{s} {
  s_ = s_ + 1.0f;
}
__global__ void k(float *out) { Acc a(threadIdx.x, 2.0f); out[threadIdx.x] = a.get(); }
"""


def test_an_out_of_line_constructor_with_braced_member_initializers():
    # the file splitter took `n_{n}` for the constructor's body: `k` after it was never
    # read, and listed without an error
    k = ws.read(OUT_OF_LINE_BRACED_INITS).kernels[0]
    want = np.arange(N, dtype=np.float32) * np.float32(3.0)
    args = {"out": np.zeros(N, np.float32)}
    np.testing.assert_array_equal(_run(k, args), want)
    for dialect in ("cuda", "opencl"):
        again = ws.read(ws.translate(k, dialect).text, dialect=dialect).kernels[0]
        np.testing.assert_array_equal(_run(again, args), want)


FORWARDED_TEMPORARY = r"""
template <typename F> struct Twice {
  F f;
  __device__ void operator()(float &x) const { f(x); f(x); }  // a member holding a callable
};
template <typename V> __device__ float apply(float x, V&& v) { v(x); return x; }
template <typename S> __device__ float run(float x, S s) { return apply(x, Twice<S>{s}); }
struct AddOne { __device__ void operator()(float &x) const { x = x + 1.0f; } };
__global__ void k(float *out) {
  float2 z = float2();
  out[threadIdx.x] = run((float)threadIdx.x, AddOne()) + z.x + z.y
                   + std::min<float>(std::max<float>(threadIdx.x, 2), 5.5f);
}
"""


def test_a_temporary_given_to_a_forwarding_reference_and_a_member_callable():
    # `apply(x, Twice<S>{s})`: the temporary is materialized for `V&& v` (a local assigned
    # where the call is); `f(x)` in Twice's method calls the member's operator()
    k = ws.read(FORWARDED_TEMPORARY).kernels[0]
    i = np.arange(N, dtype=np.float32)
    want = i + 2 + np.minimum(np.maximum(i, 2), 5.5).astype(np.float32)
    args = {"out": np.zeros(N, np.float32)}
    np.testing.assert_array_equal(_run(k, args), want)
    cuda = ws.translate(k, "cuda").text
    assert "std::" not in cuda and "max(" in cuda
    for text, dialect in ((cuda, "cuda"), (ws.translate(k, "opencl").text, "opencl")):
        again = ws.read(text, dialect=dialect).kernels[0]
        np.testing.assert_array_equal(_run(again, args), want)
    assert ws.analyze(k, LAUNCH).kernel == "k"


def test_a_host_lambda_capturing_what_host_code_does_not_type_is_refused_located():
    src = EACH + r"""
void host(Tensor& t, int n) { each<<<1, 8>>>(n, [=] __device__ (int i) { t.set(i); }); }
"""
    with pytest.raises(WarpsmithError, match=r":7:74: .*the lambda uses 't', which the host "
                       "code around the launch does not declare"):
        ws.translate(ws.read(src), "cuda")


def test_two_lambdas_from_one_macro_stay_two_closures():
    src = EACH + r"""
#define RUN(body) each<<<1, 8>>>(n, [=] __device__ (int i) { body; })
void host(float *d, float a, int n) {
  RUN(d[i] = a * i);
  RUN(d[i] = a + i);
}
"""
    prog = ws.read(src)
    assert len(prog.kernels) == 2
    args = {"n": N, "f": {"d_": np.zeros(N, np.float32), "a_": 2.0}}
    got = sorted(tuple(ws.run(k, LAUNCH, args).outputs["f.d_"]) for k in prog.kernels)
    i = np.arange(N, dtype=np.float32)
    assert got == sorted([tuple(i * 2), tuple(i + 2)])
