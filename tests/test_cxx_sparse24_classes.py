"""Issue 18 (what xFormers' sparse24 kernels read once instantiated, through CUTLASS's
``half_t``, ``integer_subbyte`` and ``float8``): one minimal reproduction per construct,
written here, through the whole pipeline (``test_cxx_templates._pipeline``: read,
simulate, CUDA and OpenCL round trips, NVRTC, analyze and predict)."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_templates import N, _nvrtc, _pipeline, _run

# ------------------------------ numeric_limits of a class the file specializes it for

LIMITS = r"""
namespace std {
template <class T> struct numeric_limits;
}
struct H {
  unsigned short bits;
  static __device__ H make(unsigned short b) { H h; h.bits = b; return h; }
};
namespace std {
template <>
struct numeric_limits<H> {
  static bool const has_infinity = true;
  static std::float_denorm_style const has_denorm = std::denorm_present;
  static std::float_round_style const round_style = std::round_to_nearest;
  static __device__ H infinity() { return H::make(0x7c00); }
  static __device__ H max() { return H::make(0x7bff); }
};
}
__global__ void k(unsigned* out) {
  int i = threadIdx.x;
  out[i] = std::numeric_limits<H>::infinity().bits + (i & 1) * std::numeric_limits<H>::max().bits
      + std::numeric_limits<float>::max() / 3.0e38f;
}
"""


def test_numeric_limits_of_a_class_calls_the_files_specialization():
    """``std::numeric_limits<H>::infinity()`` is the specialization's own method (its
    ``float_denorm_style`` and ``float_round_style`` members read as C++'s enumerators);
    ``numeric_limits<float>`` keeps the built-in constants."""
    want = (0x7C00 + (np.arange(N) & 1) * 0x7BFF + 1).astype(np.uint32)
    _pipeline(LIMITS, {"k": lambda out: {"out": want}},
              lambda name: {"out": np.zeros(N, np.uint32)})


# ------------------------------------ decltype of a class built at class scope

DECLTYPE = r"""
struct B16 {
  unsigned short s;
  __device__ explicit B16(int x) { s = (unsigned short)(x * 2); }
};
struct Abs { static __device__ unsigned short key(B16 const& x) { return x.s & 0x7fff; } };
template <typename E, typename Op>
struct Ordered {
  using Key = decltype(Op::key(E(0)));
  Key key;
  __device__ explicit Ordered(E e) { key = Op::key(e); }
};
__global__ void k(unsigned* out) {
  int i = threadIdx.x;
  B16 b(i);
  Ordered<B16, Abs> o(b);
  out[i] = o.key + sizeof(typename Ordered<B16, Abs>::Key);
}
"""


def test_decltype_of_a_class_constructed_at_class_scope_keeps_only_its_type():
    """``decltype(Op::key(E(0)))`` in a member alias: ``E(0)`` is not built (no function
    runs it), only the type of the call is kept."""
    want = (np.arange(N) * 2 + 2).astype(np.uint32)
    _pipeline(DECLTYPE, {"k": lambda out: {"out": want}},
              lambda name: {"out": np.zeros(N, np.uint32)})


# ------------------------------------------ anonymous union members of a class

UNION = r"""
template <typename E>
struct Packed {
  union {
    struct {
      E value;
      unsigned short pos;
    } parts;
    unsigned raw;
  };
  __device__ Packed() {}
  __device__ Packed(E v, int p) { parts.value = v; parts.pos = (unsigned short)p; }
  __device__ bool operator<(Packed const& o) const { return parts.value < o.parts.value; }
};
__global__ void k(unsigned* out, const short* in) {
  int i = threadIdx.x;
  Packed<short> a(in[i], i);
  Packed<short> b(in[(i + 1) % 64], i + 1);
  out[i] = (a < b ? a.raw : b.raw) + 1000000u * sizeof(Packed<short>);
}
"""


def test_an_anonymous_union_member_of_a_class_with_methods_is_a_field():
    """The union is a member of the class (``sizeof`` 4, as C++ lays it out) whose
    members its methods reach as their own (``parts.value`` in the constructor)."""
    data = np.random.default_rng(1).integers(-500, 500, N).astype(np.int16)

    def ref(out, in_):
        nxt = np.roll(in_, -1)
        idx = np.arange(N)
        a_raw = (in_.astype(np.int32) & 0xFFFF) | (idx << 16)
        b_raw = (nxt.astype(np.int32) & 0xFFFF) | (((idx + 1) & 0xFFFF) << 16)
        return {"out": (np.where(in_ < nxt, a_raw, b_raw) + 4000000).astype(np.uint32)}

    src = UNION.replace("in[", "in_[").replace("const short* in)", "const short* in_)")
    _pipeline(src, {"k": ref}, lambda name: {"out": np.zeros(N, np.uint32), "in_": data})


# ------------------------------- a member alias that repeats the file-scope one

ALIAS = r"""
struct D { using Element = float; __device__ Element get() const { return 1.5f; } };
struct A { using Element = float; float v; __device__ A(float x) : v(x) {} };
struct B { using Element = int; int v; __device__ B(int x) : v(x) {} };
template <typename T>
__device__ typename T::Element twice(T t) {
  typename T::Element r = t.v * 2;
  return r;
}
__global__ void k(float* out) {
  int i = threadIdx.x;
  D d;
  A a(0.75f + i);
  B b(3);
  out[i] = d.get() + twice(a) + twice(b);
}
"""


def test_a_member_alias_equal_to_the_file_scope_one_stays_the_classs_own():
    """``A::Element`` is ``float`` even though ``B::Element`` (``int``) was read after it
    (before, the alias was kept only when it changed the file-scope name, so
    ``twice(a)`` returned an ``int``)."""
    want = (1.5 + (0.75 + np.arange(N)) * 2 + 6).astype(np.float32)
    _pipeline(ALIAS, {"k": lambda out: {"out": want}},
              lambda name: {"out": np.zeros(N, np.float32)})


# ---------------------------------- `using Base::Base;` with nothing to inherit

INHERIT = r"""
struct Base8 {
  unsigned char storage;
  __device__ Base8() : storage(0) {}
};
struct E4 : Base8 {
  using Base = Base8;
  using Base::Base;
  E4() = default;
  __device__ explicit E4(int x) { storage = (unsigned char)(x + 1); }
};
__device__ E4 operator*(E4 const& a, E4 const& b) { return E4(a.storage * b.storage); }
struct Small {
  unsigned char s;
  __device__ explicit Small(int x) : s((unsigned char)(x & 3)) {}
  __device__ operator int() const { return s; }
};
__global__ void k(int* out) {
  int i = threadIdx.x;
  Small s(i);
  E4 e(i);
  out[i] = 2 * s + e.storage;
}
"""


def test_using_base_constructors_when_the_base_has_only_a_default_one():
    """``using Base::Base;`` inherits no constructor (a default one is not inherited): the
    class reads, so ``operator*(E4 const&, E4 const&)`` is a candidate that is not viable
    for ``2 * s`` and the built-in ``*`` applies through ``Small``'s conversion."""
    want = (2 * (np.arange(N) & 3) + ((np.arange(N) + 1) & 0xFF)).astype(np.int32)
    _pipeline(INHERIT, {"k": lambda out: {"out": want}},
              lambda name: {"out": np.zeros(N, np.int32)})


def test_using_base_constructors_that_would_inherit_one_is_still_refused():
    src = INHERIT.replace("__device__ Base8() : storage(0) {}",
                          "__device__ Base8() : storage(0) {}\n"
                          "  __device__ explicit Base8(float f) : storage((unsigned char)f) {}")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "inheriting constructors" in str(e.value)


# ---------- array elements from values of their class, shuffles through a conversion

ELEMS = r"""
struct U8 {
  unsigned char storage;
  __device__ U8() {}
  __device__ explicit U8(unsigned v) : storage((unsigned char)(v & 255u)) {}
  __device__ operator unsigned() const { return storage; }
};
__global__ void k(unsigned* out, unsigned m) {
  int i = threadIdx.x;
  U8 d[2] = {U8(m >> (8 * (i & 1))), U8(m >> 16)};
  d[0] = U8{__shfl_xor_sync(0xffffffff, d[0], 1)};
  out[i] = unsigned(d[0]) + 1000u * unsigned(d[1]);
}
"""


def test_array_elements_copied_from_values_and_a_shuffle_through_the_conversion():
    """``{U8(..), U8(..)}`` initializes each element from a ``U8`` (no brace elision into
    its member, C++ [dcl.init.aggr]); ``__shfl_xor_sync`` of a ``U8`` takes the
    ``unsigned`` its conversion operator gives (CUDA's shuffles are scalar overloads)."""
    m = 0x00C3B2A1
    lane = np.arange(N)
    mine = np.where(lane & 1, (m >> 8) & 255, m & 255)
    want = (mine[lane ^ 1] + 1000 * ((m >> 16) & 255)).astype(np.uint32)
    prog = ws.read(ELEMS)
    cuda = ws.translate(prog, "cuda").text
    for p in (prog, ws.read(cuda)):
        got = _run(p.kernel("k").module, p.kernel("k").function,
                   {"out": np.zeros(N, np.uint32), "m": m})
        np.testing.assert_array_equal(got["out"], want)
    with pytest.raises(WarpsmithError) as e:
        ws.translate(prog, "opencl")
    assert "shfl_xor_sync" in str(e.value)  # (OpenCL C has no warp shuffle: refused)
    launch = ws.Launch(1, N, params={"m": m})
    ws.analyze(prog.kernel("k"), launch)
    ws.predict(prog.kernel("k"), launch)
    _nvrtc(cuda, "k")


# ------------------------------------ a static constexpr local array in a method

STATIC_LOCAL = r"""
template <int k1, int k2>
struct Limits {
  int base;
  __device__ int at(int v) const {
    static constexpr int kMax[2] = {k1, k2};
    return base + kMax[v & 1];
  }
};
__global__ void k(int* out) {
  Limits<3, 7> l;
  l.base = 100;
  out[threadIdx.x] = l.at(threadIdx.x);
}
"""


def test_a_static_constexpr_local_of_a_method_is_a_constant_table():
    """Before, the method's head words were stripped from its whole body, ``constexpr``
    of the local too, and a ``static`` local that is not constant is refused."""
    want = (100 + np.where(np.arange(N) & 1, 7, 3)).astype(np.int32)
    _pipeline(STATIC_LOCAL, {"k": lambda out: {"out": want}},
              lambda name: {"out": np.zeros(N, np.int32)})


# --------------------- a nested class of a class template next to `Array<T, N> data;`

NESTED = r"""
template <typename T, int N>
struct Arr { T v[N]; };
struct F { float f; };
template <typename Element, int kN>
struct Tensor {
  Arr<Element, kN> data;
  struct Ordered {
    Element value;
    unsigned short pos;
    __device__ Ordered() {}
    __device__ bool operator<(Ordered const& o) const { return value.f < o.value.f; }
  };
  __device__ float best() const {
    Ordered o;
    o.value = data.v[0];
    o.pos = 0;
    for (int j = 1; j < kN; ++j) {
      Ordered c;
      c.value = data.v[j];
      c.pos = (unsigned short)j;
      if (o < c) { o = c; }
    }
    return o.value.f * 10.0f + float(o.pos);
  }
};
__global__ void k(float* out, const float* in) {
  int i = threadIdx.x;
  Tensor<F, 4> t;
  for (int j = 0; j < 4; ++j) t.data.v[j].f = in[(i + j) % 64];
  out[i] = t.best();
}
"""


def test_a_nested_class_naming_the_template_parameter_beside_a_template_member():
    """``Arr<Element, kN> data;`` made ``Element`` (a class argument, spelled through the
    instance's alias) look like a member the enclosing class declares, so the nested
    ``Ordered`` was refused as naming one."""
    data = np.random.default_rng(2).uniform(-1, 1, N).astype(np.float32)

    def ref(out, in_):
        win = np.stack([np.roll(in_, -j) for j in range(4)], axis=1)
        return {"out": (win.max(axis=1) * 10 + win.argmax(axis=1)).astype(np.float32)}

    src = NESTED.replace("in[", "in_[").replace("const float* in)", "const float* in_)")
    _pipeline(src, {"k": ref}, lambda name: {"out": np.zeros(N, np.float32), "in_": data})
