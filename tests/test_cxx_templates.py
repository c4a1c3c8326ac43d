"""Issue 18, templates: every template kernel is instantiated from its launch sites or
reported. One minimal reproduction per construct, each through the whole pipeline: read,
run on the simulator against NumPy, printed in CUDA and read back (same results), printed
in OpenCL (and read back and run), compiled by NVRTC for sm_90 where it is installed,
analyzed and predicted."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.simulator import simulate
from warpsmith.ir.errors import WarpsmithError

N = 64


def _run(module, fn, args: dict, block=N) -> dict:
    return simulate(module, fn, 1, block, dict(args)).outputs


def _pipeline(src: str, expect: dict, make_args, block: int = N):
    """Read ``src``; each instance named in ``expect`` (name -> reference function of the
    arguments giving {buffer: expected}) runs right on the simulator, in the source and
    after a CUDA and an OpenCL round trip; NVRTC compiles the printed CUDA; analyze and
    predict handle the instance."""
    prog = ws.read(src)
    names = sorted(k.name for k in prog.kernels)
    assert names == sorted(expect), names
    cuda = ws.translate(prog, "cuda").text
    back = ws.read(cuda)
    ocl = ws.translate(prog, "opencl").text
    back_cl = ws.read(ocl, dialect="opencl")
    for name, ref in expect.items():
        args = make_args(name)
        want = ref(**{k: (v.copy() if isinstance(v, np.ndarray) else v)
                      for k, v in args.items()})
        for p in (prog, back, back_cl):
            k = p.kernel(name)
            got = _run(k.module, k.function, args, block)
            for buf, w in want.items():
                np.testing.assert_allclose(got[buf], w, rtol=1e-6, err_msg=f"{name} {buf}")
    # analyze and predict one instance (the others are the same code with other types)
    name = sorted(expect)[0]
    args = make_args(name)
    launch = ws.Launch(1, block, params={a: int(v) for a, v in args.items()
                                         if np.isscalar(v) and float(v).is_integer()})
    ws.analyze(prog.kernel(name), launch)
    ws.predict(prog.kernel(name), launch)
    _nvrtc(cuda, name)
    return prog, cuda, ocl


def _nvrtc(cuda: str, name: str) -> None:
    """NVRTC compiles the printed program (every kernel of it) for sm_90."""
    from warpsmith.backends.cuda_compile import compile_cuda, supported_archs

    if not supported_archs():
        return  # NVRTC (nvidia-cuda-nvrtc) is not installed: the other checks still ran
    compile_cuda(cuda, name, "sm_90")


def _floats(seed=0):
    return np.random.default_rng(seed).standard_normal(N).astype(np.float32)


# ------------------------------------------------------------------ 1. deduced arguments

DEDUCED = r"""
template <class T> __global__ void scale(T* p, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * a;
}
void run(float* p, double* q, int n) {
  scale<<<1, 64>>>(p, 2.0f, n);
  scale<<<1, 64>>>(q, 2.0, n);
  int* r; unsigned* u;
  scale<<<1, 64>>>(r, 2, n);
  scale<<<1, 64>>>(u, 2u, n);
}
"""


def test_arguments_deduced_from_literals_parameters_and_locals():
    def args(name):
        dt = {"scale_float": np.float32, "scale_double": np.float64, "scale_int": np.int32,
              "scale_uint": np.uint32}[name]
        return {"p": np.arange(N).astype(dt), "a": dt(2), "n": np.int32(50)}

    def ref(p, a, n):
        p[:n] = p[:n] * a
        return {"p": p}

    _pipeline(DEDUCED, {n: ref for n in ("scale_float", "scale_double", "scale_int",
                                         "scale_uint")}, args)


# ------------------------------------------------------------------ 1. local constants

CONSTANTS = r"""
static constexpr int kTile = 16;
enum { EBlock = 8 };
template <class T, int B> __global__ void add(T* p, T a) {
  int i = threadIdx.x;
  if (i < B) p[i] = p[i] + a * B;
}
void run(float* d) {
  const int tpb = 32;
  constexpr int B2 = 4;
  add<float, tpb><<<1, tpb>>>(d, 1.0f);
  add<float, B2><<<1, B2>>>(d, 1.0f);
  add<float, kTile><<<1, 64>>>(d, 1.0f);
  add<float, EBlock><<<1, 64>>>(d, 1.0f);
  add<float, sizeof(float) * 6><<<1, 64>>>(d, 1.0f);
}
"""


def test_arguments_from_local_const_constexpr_enum_and_sizeof():
    def ref_for(b):
        def ref(p, a):
            p[:b] += a * b
            return {"p": p}
        return ref

    expect = {f"add_float_{b}": ref_for(b) for b in (32, 4, 16, 8, 24)}
    _pipeline(CONSTANTS, expect, lambda name: {"p": _floats(), "a": np.float32(1.5)})


# ------------------------------------------------------------------ 1. host templates

HOST_TEMPLATE = r"""
template <class T> __global__ void neg(T* p, int n) {
  int i = threadIdx.x;
  if (i < n) p[i] = -p[i];
}
template <class T> void launch(T* d, int n) { neg<<<1, 64>>>(d, n); }
template <class T> void reduce(T* d, int n) { launch(d, n); }
int main() {
  float* f; double* g;
  reduce(f, 10);
  reduce<double>(g, 10);
}
"""


def test_host_template_deduced_from_its_own_calls():
    def args(name):
        dt = np.float32 if name == "neg_float" else np.float64
        return {"p": np.arange(N).astype(dt), "n": np.int32(10)}

    def ref(p, n):
        p[:n] = -p[:n]
        return {"p": p}

    _pipeline(HOST_TEMPLATE, {"neg_float": ref, "neg_double": ref}, args)


# ------------------------------------------------------------------ 2. enum class, if constexpr

ENUM_CLASS = r"""
enum class Op { Add, Mul };
template <Op op> __global__ void apply(float* p, float a) {
  int i = threadIdx.x;
  if constexpr (op == Op::Add) p[i] += a; else p[i] *= a;
}
void run(float* p) { apply<Op::Add><<<1, 64>>>(p, 3.0f); apply<Op::Mul><<<1, 64>>>(p, 3.0f); }
"""


def test_enum_class_parameter_and_if_constexpr():
    expect = {"apply_0": lambda p, a: {"p": p + a}, "apply_1": lambda p, a: {"p": p * a}}
    _, cuda, _ = _pipeline(ENUM_CLASS, expect,
                           lambda name: {"p": _floats(), "a": np.float32(3)})
    assert "*=" not in cuda.split("apply_1")[0]  # the discarded branch is not printed


# ------------------------------------------------------------------ 2. variadic packs

VARIADIC = r"""
template <typename T> __device__ T sq(T x) { return x * x; }
template <typename... Ts> __device__ float total(Ts... xs) { return (0.0f + ... + xs); }
template <typename... Args> __global__ void pack(float* out, Args... args) {
  out[threadIdx.x] = (args + ...) + total(sq(args)...) + sizeof...(Args);
}
void run(float* p, int n) { pack<<<1, 64>>>(p, n, 2.0f); }
"""


def test_variadic_pack_expanded_in_parameters_calls_folds_and_sizeof():
    def ref(out, args_0, args_1):
        v = np.float32(np.float32(args_0 + args_1) +
                       np.float32(np.float32(0 + args_0 * args_0) + args_1 * args_1) + 2)
        return {"out": np.full(N, v, np.float32)}

    _pipeline(VARIADIC, {"pack_int_float": ref},
              lambda name: {"out": np.zeros(N, np.float32), "args_0": np.int32(3),
                            "args_1": np.float32(0.5)})


def test_pack_used_without_expansion_is_a_located_error():
    src = VARIADIC.replace("(args + ...) +", "args +")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "parameter pack 'args'" in str(e.value) and "<string>:5:22:" in str(e.value)


# ------------------------------------------------------------------ 2. enable_if, ns::k

ENABLE_IF = r"""
#include <type_traits>
namespace ns {
template <class T> __global__ void twice(T* p);
}
template <class T> __global__ void ns::twice(T* p) { p[threadIdx.x] *= 2; }
template <typename T, typename std::enable_if<std::is_floating_point<T>::value, int>::type = 0>
__global__ void bump(T* p) { p[threadIdx.x] += 0.5; }
template <typename T>
__global__ std::enable_if_t<std::is_integral<T>::value> bump(T* p) { p[threadIdx.x] += 1; }
void run(float* f, int* i) {
  ns::twice<<<1, 64>>>(f);
  bump<<<1, 64>>>(f);
  bump<<<1, 64>>>(i);
}
"""


def test_enable_if_overloads_and_namespace_qualified_definition():
    def args(name):
        dt = np.int32 if name.endswith("int") else np.float32
        return {"p": np.arange(N).astype(dt)}

    expect = {"twice_float": lambda p: {"p": p * 2}, "bump_float": lambda p: {"p": p + 0.5},
              "bump_int": lambda p: {"p": p + 1}}
    _pipeline(ENABLE_IF, expect, args)


# ------------------------------------------------------------------ 3. device-side templates

STRUCTS = r"""
template <class T> struct Vec { T x, y; };
template <class T> struct Conv;
template <> struct Conv<float> { using Type = float2; static constexpr int kShift = 1; };
template <class T> struct Conv<T*> { using Type = T; static constexpr int kShift = 2; };
template <class T, int S = Conv<T>::kShift> __global__ void mix(T* p) {
  using T2 = typename Conv<T>::Type;
  typedef Vec<T> V;
  V v; v.x = p[threadIdx.x]; v.y = (T)S;
  T2 w; w.x = v.x; w.y = v.y;
  typename Conv<T*>::Type z = w.x * w.y;
  p[threadIdx.x] = z + Conv<T*>::kShift;
}
void run(float* p) { mix<<<1, 64>>>(p); }
"""


def test_template_structs_aliases_traits_specializations_and_defaults():
    _pipeline(STRUCTS, {"mix_float_1": lambda p: {"p": p * 1 + 2}},
              lambda name: {"p": _floats()})


# ------------------------------------------------------------------ 4. nothing skipped silently

UNRESOLVED = r"""
template <class T, int B> __global__ void k(T* p) { p[threadIdx.x] *= B; }
void run(float* p, int b) { k<float, b><<<1, 32>>>(p); }
"""


def test_unresolved_template_kernel_is_a_located_error_naming_the_launch():
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(UNRESOLVED), "cuda")
    text = str(e.value)
    assert text.startswith("<string>:2:43:")
    assert "'k' needs a value for template parameters T, B (template <typename T, int B>); "\
        "not instantiated" in text
    assert "launch at" in text and ":3:" in text and "not a compile-time constant" in text


def test_kernels_lists_the_template_as_not_instantiated(tmp_path):
    f = tmp_path / "u.cu"
    f.write_text(UNRESOLVED)
    listing = ws.list_kernels(f)
    k = listing.data["kernels"][0]
    assert k["not_instantiated"].startswith("template, not instantiated: launch at")


def test_an_enable_if_overload_no_launch_selects_is_not_pending():
    src = ENABLE_IF.replace("bump<<<1, 64>>>(i);", "").replace("bump<<<1, 64>>>(f);", "")
    src = src.replace("void run(float* f, int* i) {",
                      "void run(float* f, int* i) {\n  bump<<<1, 64>>>(f);")
    src = src.replace("std::is_integral<T>", "std::is_same<T, long>")
    prog = ws.read(src)
    assert sorted(k.name for k in prog.kernels) == ["bump_float", "twice_float"]


def test_an_argument_of_unknown_type_is_named_in_the_reason():
    src = ("#include <vector>\n"
           "template <class T> __global__ void k(T* p) { p[threadIdx.x] *= 2; }\n"
           "void host(std::vector<float>& v) { k<<<1, 32>>>(v.data()); }\n")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "<string>:3:36: template 'k' needs a value for template parameter T (the type " \
        "of argument 'v.data()' is not known" in str(e.value)


def test_declarations_in_closed_blocks_do_not_type_a_later_launch():
    src = ("template <class T> __global__ void k(T* p) { p[threadIdx.x] *= 2; }\n"
           "void host(float* p) {\n"
           "  { double* p = 0; }\n"
           "  k<<<1, 32>>>(p);\n"
           "  if (true) { int* p = 0; k<<<1, 32>>>(p); }\n"
           "}\n")
    assert sorted(k.name for k in ws.read(src).kernels) == ["k_float", "k_int"]


STRUCT_PARAM = r"""
template <class T> struct Vec { T x, y; };
template <class T> __device__ T dot(Vec<T> a) { return a.x * a.y; }
template <class T> __global__ void vdot(Vec<T>* v, T* out) {
  out[threadIdx.x] = dot(v[threadIdx.x]);
}
void host(Vec<float>* v, float* o) { vdot<<<1, 64>>>(v, o); }
"""


def test_class_template_parameter_deduces_from_the_instance():
    prog = ws.read(STRUCT_PARAM)
    assert [k.name for k in prog.kernels] == ["vdot_float"]
    cuda = ws.translate(prog, "cuda").text
    assert "struct Vec_float" in cuda and "dot_float(v[threadIdx.x])" in cuda
    back = ws.read(cuda)
    def code(text):
        return [ln for ln in text.splitlines() if not ln.startswith("// instantiation")]

    assert code(ws.translate(back, "cuda").text) == code(cuda)  # a fixed point
    assert "struct Vec_float" in ws.translate(prog, "opencl").text
    v = np.zeros(N, dtype=[("x", np.float32), ("y", np.float32)])
    v["x"], v["y"] = _floats(1), _floats(2)
    k = prog.kernel("vdot_float")
    got = _run(k.module, k.function, {"v": v, "out": np.zeros(N, np.float32)})
    np.testing.assert_allclose(got["out"], v["x"] * v["y"], rtol=1e-6)
    _nvrtc(cuda, "vdot_float")


def test_launch_in_a_host_class_method_is_typed_by_the_method():
    src = ("template <class T> __global__ void k(T* p, int n) { p[threadIdx.x] *= 2; }\n"
           "class Runner {\n public:\n  void run(double* d, int n) const {\n"
           "    const int B = 64;\n    k<<<n / B, B>>>(d, n);\n  }\n};\n")
    assert [k.name for k in ws.read(src).kernels] == ["k_double"]


def test_explicit_pack_arguments_and_non_type_packs():
    """A non-type parameter pack binds the values (DeepSpeed's `ROpType... Ops`); an
    unnamed one is refused with its place."""
    src = ("template <typename... Ts> __global__ void k(float* o, Ts... xs) "
           "{ o[0] = sizeof...(Ts); }\n"
           "template <int... Ns> __global__ void k2(float* o) { o[0] = (Ns + ...); }\n"
           "void h(float* o) { k<int, float><<<1, 1>>>(o, 1, 2.0f); k2<1, 2><<<1, 1>>>(o); }\n")
    prog = ws.read(src, kernel="k")
    assert [k.name for k in prog.kernels] == ["k_int_float"]
    assert [k.name for k in ws.read(src).kernels] == ["k_int_float", "k2_1_2"]
    o = ws.run(ws.read(src).kernel("k2_1_2"), ws.Launch(1, 1), {"o": "float32[1]:zeros"})
    assert o.outputs["o"][0] == 3.0
    with pytest.raises(WarpsmithError, match="unnamed non-type template parameter pack") as e:
        ws.translate(ws.read("template <int...> __global__ void k3(float* o) { o[0] = 1; }\n"
                             "void h(float* o) { k3<1><<<1, 1>>>(o); }"), "cuda")
    assert str(e.value).startswith("<string>:1:14:")


def test_scoped_enum_argument_does_not_bind_an_int_parameter():
    """An `enum class` item converts to no integer, so `f<B, n>` with an `Op` for the
    defaulted `int n` of the one-op overload is not viable: the pack expansion
    `f<Ops...>` of two items picks the two-op overload (DeepSpeed's `_warp<T, Ops...>`),
    and it reads again once printed. An unscoped enum's item still binds an `int`."""
    src = ("enum class Op { Add, Mul };\n"
           "template <Op A, int n = 2> __device__ float f(float x)\n"
           "{ return A == Op::Add ? x + n : x * n; }\n"
           "template <Op A, Op B, int n = 2> __device__ float f(float x)\n"
           "{ return f<B, n>(f<A, n>(x)); }\n"
           "template <Op... Ops> __device__ float g(float x) { return f<Ops...>(x); }\n"
           "__global__ void k(float* o) { o[0] = g<Op::Add, Op::Mul>(o[0]);"
           " o[1] = g<Op::Mul>(o[1]); }\n")
    k = ws.read(src).kernel("k")
    assert list(ws.run(k, ws.Launch(1, 1), {"o": "float32[2]:range"}).outputs["o"]) == [4, 2]
    back = ws.read(ws.translate(k, "cuda").text, dialect="cuda").kernel("k")
    assert list(ws.run(back, ws.Launch(1, 1), {"o": "float32[2]:range"}).outputs["o"]) == \
        [4, 2]
    plain = ("enum Scale { One = 1, Three = 3 };\n"
             "template <int n> __device__ float f(float x) { return x * n; }\n"
             "__global__ void k(float* o) { o[1] = f<Three>(o[1]); }\n")
    out = ws.run(ws.read(plain).kernel("k"), ws.Launch(1, 1), {"o": "float32[2]:range"})
    assert list(out.outputs["o"]) == [0, 3]


# ------------------------------------------------------------------ partial specialization bases

# flash-attn's `Reducer<T, 1, WARPS_M, WARPS_N> : public Reducer<T, 1, WARPS_M, 1>`: a partial
# specialization with methods deriving from another instance of the same template; the
# instance's own name replaces only the head's `Box<T, 1, B>`, the base
# `Box<T, 0, B>` stays an instance of its own
PARTIAL_BASE = r"""
template <typename T, int A, int B>
struct Box {
  T v;
  __device__ T get() const { return v * A * B; }
};
template <typename T, int B>
struct Box<T, 1, B> : public Box<T, 0, B> {
  using Base = Box<T, 0, B>;
  T w;
  __device__ T sum() const { return this->v + w * B + sizeof(Base); }
};
__global__ void boxed(const float* x, float* y) {
  Box<float, 1, 3> b;
  b.v = x[threadIdx.x];
  b.w = 2.0f;
  y[threadIdx.x] = b.sum();
}
"""


def test_partial_specialization_deriving_from_another_instance_of_its_template():
    def ref(x, y):
        return {"y": x + 6 + 4}

    _pipeline(PARTIAL_BASE, {"boxed": ref},
              lambda name: {"x": _floats(), "y": np.zeros(N, np.float32)})


# ------------------------------------------------------------------ flash-attn's layer_norm idioms

# `typename Ktraits::Stats` where `Stats` is also a class template's name (read as a
# namespace-qualified `Stats`, dropping `Ktraits::`); `Sum<T>()` as a value; a member alias
# of an unnamed union per instance (`using Alias_type = union {..};`, each instance its
# own); `Get<0>::of<..>` defined outside its class for each `Get<i>`; `uint8` the file's
# struct (not OpenCL's vector, which CUDA lacks)
LAYER_NORM = r"""
struct uint8 { uint4 u; uint4 v; };
template <typename T> struct Sum {
  __device__ Sum() {}
  __device__ T operator()(const T &a, const T &b) { return a + b; }
};
template <int INDEX> struct Get {
  template <typename T, typename R> static __device__ R of(const T &vec);
};
template <> template <typename T, typename R> __device__ R Get<0>::of(const T &vec) { return vec.x; }
template <> template <typename T, typename R> __device__ R Get<1>::of(const T &vec) { return vec.y; }
template <typename E, int N> struct Vec {
  using Alias_type = union { unsigned int bits[N]; E elt[N]; };
  Alias_type data;
  __device__ E total() { E t = 0; for (int i = 0; i < N; i++) t += data.elt[i]; return t; }
};
struct Conv { using Type = int; };  // a file-scope `Type` (member types are one too)
template <typename T> struct Stats { using stats_t = float2; using Type = T; T scale; };
template <typename T, int N> struct Traits {
  using Stats = ::Stats<T>;
  using Cvec = Vec<T, N>;
};
template <typename Ktraits>
__global__ void norm(const float2* x, float* out, uint8* raw) {
  using Stats = typename Ktraits::Stats;
  using stats_t = typename Stats::stats_t;
  typename Stats::Type half_ = 0.5f;  // Stats<float>::Type, not Conv's int
  stats_t s = x[threadIdx.x];
  auto sum = Sum<float>();
  typename Ktraits::Cvec v;
  Vec<short, 2> w;
  w.data.elt[0] = 1; w.data.elt[1] = 2;
  for (int i = 0; i < 4; i++) v.data.elt[i] = Get<0>::of<stats_t, float>(s) + i;
  out[threadIdx.x] = sum(v.total(), Get<1>::of<stats_t, float>(s)) + w.total() + sizeof(w)
                     + half_;
  raw[threadIdx.x].v = raw[threadIdx.x].u;
}
template __global__ void norm<Traits<float, 4>>(const float2*, float*, uint8*);
"""


def test_flash_attn_layer_norm_idioms():
    def ref(x, out, raw):
        r = raw.copy()
        r["v"] = r["u"]
        return {"out": 4 * x[:, 0] + 6 + x[:, 1] + 3 + 8 + 0.5, "raw": r}  # sizeof(w) 8

    raw_t = np.dtype([("u", np.uint32, 4), ("v", np.uint32, 4)])

    def args(name):
        raw = np.zeros(N, raw_t)
        raw["u"] = np.arange(N * 4, dtype=np.uint32).reshape(N, 4)
        return {"x": _floats(3).reshape(N // 2, 2).repeat(2, axis=0)[:N],
                "out": np.zeros(N, np.float32), "raw": raw}

    prog = ws.read(LAYER_NORM)
    name = prog.kernels[0].name
    a = args(name)
    want = ref(**{k: v.copy() for k, v in a.items()})
    cuda = ws.translate(prog, "cuda").text
    assert "typedef union Vec_float_4_Alias_type" in cuda and \
        "typedef union Vec_short_2_Alias_type" in cuda
    for p in (prog, ws.read(cuda)):
        got = _run(p.kernel(name).module, p.kernel(name).function, args(name))
        np.testing.assert_allclose(got["out"], want["out"], rtol=1e-6)
        np.testing.assert_array_equal(got["raw"]["v"], want["raw"]["v"])
    _nvrtc(cuda, name)


def test_opencl_only_vector_names_are_not_cuda_types():
    with pytest.raises(WarpsmithError) as e:
        ws.read("__global__ void k(float *o) { half4 h; float8 f; o[0] = 1; }")
    assert "unknown type 'half4'" in str(e.value)
    prog = ws.read("__kernel void k(__global float *o) { float8 f = (float8)(1); o[0] = f.s7; }",
                   dialect="opencl")
    assert prog.kernels


# mmcv's tensorview.h: a class template with a host-only method whose types device code
# never reads (`std::string repr() const`): a method of the instance, not a data member
HOST_METHOD = r"""
#include <string>
template <typename T, int N>
struct View {
  T* ptr; int n;
  __device__ T get(int i) const { return ptr[i % N]; }
  std::string repr() const { return std::string("view"); }
};
__global__ void viewed(float* x, float* y) {
  View<float, 4> v{x, 4};
  y[threadIdx.x] = v.get(threadIdx.x);
}
"""


def test_class_template_host_method_with_unread_types_is_a_method():
    def ref(x, y):
        return {"y": np.tile(x[:4], N // 4)}

    _pipeline(HOST_METHOD, {"viewed": ref},
              lambda name: {"x": _floats(4), "y": np.zeros(N, np.float32)})
