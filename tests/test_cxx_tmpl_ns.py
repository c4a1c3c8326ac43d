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


REFERENCE_ALIAS_CAST = r"""
template <typename T, int N>
struct Arr {
  typedef T value_type;
  typedef value_type &reference;
  typedef value_type const &const_reference;
  T storage[N];
  __device__ reference operator[](int pos) { return reinterpret_cast<reference>(storage[pos]); }
  __device__ const_reference get(int pos) const {
    return reinterpret_cast<const_reference>(storage[pos]);
  }
};
template <typename T>
__global__ void k(const T* in, T* out) {
  int i = threadIdx.x;
  Arr<T, 4> a;
  a[i % 4] = in[i];
  a[(i + 1) % 4] = T(3);
  out[i] = a.get(i % 4) * T(2) + a[(i + 1) % 4];
}
template __global__ void k<float>(const float*, float*);
"""


def test_a_reinterpret_cast_to_a_reference_alias():
    """``reinterpret_cast<reference>(storage[pos])`` with ``typedef T& reference;`` is the
    element itself (a cast to a reference, ``*(T*)&x``): assigning through
    ``operator[]`` changes the array; the const method returning ``const_reference``
    takes the object by address (the element of a copy would dangle)."""
    _, cuda, _ = _pipeline(REFERENCE_ALIAS_CAST,
                           {"k_float": lambda **a: {"out": a["in"] * 2 + 3}},
                           lambda name: {"in": _floats(), "out": np.zeros(N, np.float32)})
    assert "Arr_float_4_get(const Arr_float_4* self" in cuda


def test_a_reinterpret_cast_to_a_non_reference_alias_stays_refused():
    """A cast to an alias of a value type is a reinterpret_cast of a non-pointer:
    refused, located."""
    src = REFERENCE_ALIAS_CAST.replace("typedef value_type &reference;",
                                       "typedef value_type reference;")
    try:
        ws.read(src)
    except ws.WarpsmithError as e:
        assert "reinterpret_cast of a non-pointer" in str(e) and ":8:53:" in str(e)
    else:
        raise AssertionError("a value reinterpret_cast read")


LAMBDA_TYPE_VALUE = r"""
namespace num { struct wide { double v; }; }
template <typename T> struct KT { using E = T; static constexpr int kBits = sizeof(T) * 8; };
template <typename K>
__global__ void k(const typename K::E* in, typename K::E* out) {
  out[threadIdx.x] = in[threadIdx.x] * typename K::E(K::kBits);
}
template <typename E>
void typed(const E* in, E* out) { k<KT<E>><<<1, 8>>>(in, out); }
void host(const void* in, void* out, int dtype) {
  auto run = [&](auto type) {
    using E = decltype(type);
    typed<E>((const E*)in, (E*)out);
  };
  if (dtype == 0) {
    run(float());
  } else {
    run(double(0));
  }
}
"""


def test_a_generic_lambda_called_with_a_temporary_of_a_type():
    """``run(float())`` and ``run(double(0))``: ``decltype(type)`` is the temporary's type,
    one instance per call (the host template and the kernel through it)."""
    def args(name):
        t = np.float64 if name.endswith("double") else np.float32
        return {"in": _floats().astype(t), "out": np.zeros(N, t)}

    _pipeline(LAMBDA_TYPE_VALUE, {"k_struct_KT_float": lambda **a: {"out": a["in"] * 32},
                                  "k_struct_KT_double": lambda **a: {"out": a["in"] * 64}},
              args)


def test_a_lambda_that_uses_the_value_of_its_parameter_is_not_bound():
    """A body that uses ``type`` other than in ``decltype(type)`` (its value) is not bound
    from such a call: the launch keeps its located reason (the host-only type inside the
    kernel's argument ``KT<E>``, which was read as an empty struct)."""
    src = LAMBDA_TYPE_VALUE.replace("using E = decltype(type);",
                                    "using E = decltype(type); (void)type;")
    try:
        ws.translate(ws.read(src), "cuda")
    except ws.WarpsmithError as e:
        assert "binds, a host class that device code cannot use, among its template " \
            "arguments" in str(e), str(e)
    else:
        raise AssertionError("a lambda using its parameter's value was bound")


NESTED_USES_ENCLOSING = r"""
template <typename T, int N>
struct Packed {
  static constexpr int kBits = int(sizeof(T)) * 8;
  using Storage = unsigned int;
  static constexpr Storage kMask = (Storage(1) << kBits) - 1;
  static constexpr int kPer = 32 / kBits;
  Storage storage[(N + kPer - 1) / kPer];
  class reference {
    Storage *ptr_;
    int idx_;
   public:
    __device__ reference(Storage *p, int i) : ptr_(p), idx_(i) {}
    __device__ void set(T x) {
      Storage item = Storage(x) & kMask;
      *ptr_ = (*ptr_ & ~(kMask << (idx_ * kBits))) | (item << (idx_ * kBits));
    }
    __device__ T get() const { return T((*ptr_ >> (idx_ * kBits)) & kMask); }
  };
  __device__ reference at(int i) { return reference(storage + i / kPer, i % kPer); }
};
template <typename T>
__global__ void k(const T* in, T* out) {
  Packed<T, 8> p;
  for (int j = 0; j < int(sizeof(p) / 4); ++j) p.storage[j] = 0u;
  int i = threadIdx.x % 8;
  p.at(i).set(in[threadIdx.x]);
  p.at((i + 1) % 8).set(T(7));
  out[threadIdx.x] = p.at(i).get() * T(2) + p.at((i + 1) % 8).get();
}
template __global__ void k<unsigned char>(const unsigned char*, unsigned char*);
template __global__ void k<unsigned short>(const unsigned short*, unsigned short*);
"""


def test_a_nested_class_using_the_enclosing_instances_members():
    """The nested proxy class ``reference`` reads its instance's own ``kBits``, ``kMask``
    (a ``Storage`` constant: shifted as ``unsigned int``) and member type ``Storage``:
    one class per instance, 8-bit and 16-bit elements packed in 32-bit words."""
    def args(name):
        t = np.uint16 if name.endswith("ushort") else np.uint8
        return {"in": (np.arange(N) * 3).astype(t), "out": np.zeros(N, t)}

    def ref(**a):
        return {"out": (a["in"] * 2 + 7).astype(a["in"].dtype)}

    _pipeline(NESTED_USES_ENCLOSING, {"k_uchar": ref, "k_ushort": ref}, args)


PROXY_ASSIGN = r"""
struct Proxy {
  unsigned int *ptr_;
  int idx_;
  __device__ Proxy(unsigned int *p, int i) : ptr_(p), idx_(i) {}
  __device__ Proxy &operator=(unsigned char x) {
    *ptr_ = (*ptr_ & ~(255u << (idx_ * 8))) | (unsigned(x) << (idx_ * 8));
    return *this;
  }
  __device__ unsigned char get() const { return (unsigned char)((*ptr_ >> (idx_ * 8)) & 255u); }
};
struct Bytes {
  unsigned int w[2];
  __device__ Proxy operator[](int i) { return Proxy(w + i / 4, i % 4); }
};
__global__ void k(const unsigned char *in, unsigned char *out) {
  Bytes b;
  b.w[0] = 0u;
  b.w[1] = 0u;
  int i = threadIdx.x % 8;
  b[i] = in[threadIdx.x];
  b[(i + 1) % 8] = (unsigned char)7;
  out[threadIdx.x] = b[i].get() * 2 + b[(i + 1) % 8].get();
}
"""


def test_assigning_to_a_proxy_temporary():
    """``b[i] = x;`` with ``operator[]`` returning a proxy by value: the proxy's
    ``operator=`` runs on the temporary and writes through its pointer."""
    def args(name):
        return {"in": (np.arange(N) * 3).astype(np.uint8), "out": np.zeros(N, np.uint8)}

    _pipeline(PROXY_ASSIGN, {"k": lambda **a: {"out": (a["in"] * 2 + 7).astype(np.uint8)}},
              args)


def test_the_value_of_an_assignment_to_a_temporary_stays_refused():
    """``Proxy r = (b[i] = x);`` would use the reference to the temporary the operator
    returns: refused, located."""
    src = PROXY_ASSIGN.replace("  b[i] = in[threadIdx.x];",
                               "  Proxy r = (b[i] = in[threadIdx.x]);")
    try:
        ws.read(src)
    except ws.WarpsmithError as e:
        assert ":21:" in str(e), str(e)
    else:
        raise AssertionError("the value of an assignment to a temporary read")


CONVERSION_TO_CLASS = r"""
struct H {
  unsigned short s;
  __device__ H &operator=(float x) { s = (unsigned short)(x * 2.0f); return *this; }
  __device__ operator float() const { return float(s); }
};
struct Proxy {
  const unsigned short *p;
  __device__ operator H() const { H h; h.s = *p; return h; }
};
__global__ void k(const unsigned short *in, float *out) {
  Proxy r;
  r.p = in + threadIdx.x;
  H h;
  h = r;
  H g = r;
  H f;
  f = 3.0f;
  H e;
  e = g;
  out[threadIdx.x] = float(h) + float(g) * 10.0f + float(f) * 100.0f + float(e) * 1000.0f;
}
"""


def test_a_conversion_operator_to_a_class_and_the_implicit_copy_assignment():
    """``h = r;`` and ``H g = r;`` convert the proxy by its ``operator H()``; the H is
    then copied (C++'s implicit copy assignment, an exact match, not the user
    ``operator=(float)`` through ``H``'s own ``operator float``); ``f = 3.0f`` calls the
    user operator; ``e = g`` copies."""
    def args(name):
        return {"in": (np.arange(N) + 10).astype(np.uint16), "out": np.zeros(N, np.float32)}

    _pipeline(CONVERSION_TO_CLASS,
              {"k": lambda **a: {"out": a["in"] * 1011.0 + 600.0}}, args)
