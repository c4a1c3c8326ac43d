"""Issue 18 (CUTLASS's ``cutlass::sizeof_bits`` beside CuTe's ``cute::sizeof_bits``, which
derives from it): a class template name declared in two namespaces is resolved as C++'s
lookup resolves it, qualified by the namespace the qualifier names, unqualified by the
innermost enclosing namespace, an instance's members and default arguments read in its
template's namespace (``frontend/tmpl_ns.py``). Minimal reproductions written here, through
the whole pipeline (``test_cxx_templates._pipeline``)."""

from __future__ import annotations

import numpy as np

import warpsmith as ws

from test_cxx_templates import N, _floats, _pipeline

TWO_NAMESPACES = r"""
namespace lib {
template <typename T>
struct bits { static constexpr int value = int(sizeof(T) * 8); };
template <typename T>
struct bits<T const> : bits<T> {};
template <>
struct bits<void> { static constexpr int value = 0; };
template <typename T>
struct Box { T v; };
template <typename T, int N, bool Wide = bits<T>::value >= 32>
struct Vec;
template <typename T, int N>
struct Vec<T, N, true> { T data[N]; };
template <typename T, int N>
struct Vec<T, N, false> { T data[N]; T last; };
}  // namespace lib

namespace wrap {
template <class T>
struct bits : lib::bits<T> { static constexpr int extra = 3; };
template <class T>
struct bits<T const> : bits<T> {};
template <typename T>
struct Box { T v; T w; };
template <typename T>
__device__ T scale() { return T(bits<T>::value + bits<T>::extra); }
}  // namespace wrap

template <typename T>
__global__ void k(const T* in, T* out) {
  int i = threadIdx.x;
  lib::Vec<T, 2> a;
  lib::Vec<short, 2> b;
  a.data[0] = in[i];
  a.data[1] = T(lib::bits<T>::value);
  b.last = short(sizeof(b));
  lib::Box<T> one;
  wrap::Box<T> two;
  one.v = a.data[0];
  two.v = T(wrap::bits<T>::extra);
  two.w = T(sizeof(two) / sizeof(T));
  out[i] = one.v * wrap::scale<T>() + a.data[1] + two.v * T(b.last) + two.w;
}
template __global__ void k<float>(const float*, float*);
template __global__ void k<double>(const double*, double*);
"""


def _ref(bits: int):
    def ref(**a):
        # scale = bits + 3; b (two shorts and a short) is 6 bytes; two.w = 2
        return {"out": a["in"] * (bits + 3) + bits + 3 * 6 + 2}
    return ref


def _args(name):
    t = np.float64 if name.endswith("double") else np.float32
    return {"in": _floats().astype(t), "out": np.zeros(N, t)}


def test_a_class_template_of_the_same_name_in_two_namespaces():
    """``wrap::bits<T> : lib::bits<T>`` is ``lib``'s value plus its own member; the
    default argument of ``lib::Vec`` reads ``lib::bits`` (the specialization it picks is
    right for ``float`` and ``short``); ``lib::Box`` and ``wrap::Box`` are two structs."""
    _, cuda, _ = _pipeline(TWO_NAMESPACES, {"k_float": _ref(32), "k_double": _ref(64)},
                           _args)
    assert "lib_Box_float" in cuda and "wrap_Box_float" in cuda


def test_an_unqualified_use_takes_the_innermost_enclosing_namespace():
    """Inside ``namespace wrap`` the unqualified ``bits<T>`` is ``wrap::bits`` (its
    ``extra`` member exists); inside ``lib`` it is ``lib::bits``, which has none: a
    located error, not the other namespace's member."""
    ws.read(TWO_NAMESPACES)
    bad = TWO_NAMESPACES.replace("}  // namespace lib", """template <typename T>
__device__ int extra_of() { return bits<T>::extra; }
}  // namespace lib""").replace("T(bits<T>::value + bits<T>::extra)",
                                "T(bits<T>::value + lib::extra_of<T>())")
    try:
        ws.read(bad)
    except ws.WarpsmithError as e:
        assert "lib::bits<..>' has no static constexpr member 'extra'" in str(e)
        assert ":" in str(e).split("error")[0]
    else:
        raise AssertionError("lib::bits<T>::extra read")


NESTED_ENUM = r"""
const int Global = 7;
struct CacheOp {
  enum Kind {
    Always,
    Global,
    Streaming = 5
  };
  float unused;
};
template <typename T, CacheOp::Kind op = CacheOp::Global>
struct Loader { static constexpr int code = int(op) * 10; };
template <typename T>
struct Loader<T, CacheOp::Streaming> { static constexpr int code = 100; };
template <typename T>
__global__ void k(const T* in, T* out) {
  int i = threadIdx.x;
  CacheOp::Kind m = CacheOp::Streaming;
  CacheOp c;
  c.unused = in[i];
  out[i] = c.unused + T(Loader<T>::code + Loader<T, CacheOp::Streaming>::code + int(m)
                        + Global + int(sizeof(CacheOp)));
}
template __global__ void k<float>(const float*, float*);
"""


def test_an_enum_nested_in_a_plain_struct():
    """``CacheOp::Kind`` is a member type, ``CacheOp::Global`` a constant (1, the
    file-scope ``Global`` stays 7), the struct has only its data member; the enum's
    default template argument selects the primary, ``CacheOp::Streaming`` the
    specialization."""
    _pipeline(NESTED_ENUM, {"k_float": lambda **a: {"out": a["in"] + 10 + 100 + 5 + 7 + 4}},
              lambda name: {"in": _floats(), "out": np.zeros(N, np.float32)})


def test_a_nested_enumerator_is_not_a_file_scope_name():
    """C++ declares ``Streaming`` only inside ``CacheOp``: unqualified outside it is
    a located error (it was a file-scope constant)."""
    bad = NESTED_ENUM.replace("CacheOp::Kind m = CacheOp::Streaming;",
                              "CacheOp::Kind m = Streaming;")
    try:
        ws.read(bad)
    except ws.WarpsmithError as e:
        assert "undeclared identifier 'Streaming'" in str(e) and ":18:21:" in str(e)
    else:
        raise AssertionError("an unqualified nested enumerator read")
