"""Issue 18 (CUTLASS's ``bfloat16_t(int x) : bfloat16_t(from_32_bit_integer, x) {}``):
delegating constructors, a static constexpr member of an empty tag class passed to select
a constructor, explicit constructors left out of implicit conversions, and a constructor
that does not read refusing the constructions it could take part in
(``frontend/cxx_delegate.py``). Minimal reproductions written here, through the whole
pipeline (``test_cxx_templates._pipeline``)."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_templates import N, _pipeline

DELEGATING = r"""
struct Num {
  unsigned bits;
 private:
  struct from_int_t {};
  static constexpr from_int_t from_int{};
  template <class T>
  __device__ explicit Num(from_int_t, T x) { bits = unsigned(x) * 3u; }
 public:
  Num() = default;
  __device__ Num(unsigned a, unsigned b) { bits = a * 100u + b; }
  __device__ explicit Num(float f) { bits = unsigned(f) + 7u; }
  __device__ explicit Num(int x) : Num(from_int, x) { bits += 1u; }
  __device__ explicit Num(unsigned x) : Num(from_int, x) {}
  __device__ explicit Num(short x) : Num(unsigned(x), 5u) {}
};
__global__ void k(unsigned* out, int n) {
  int i = threadIdx.x;
  if (i < n) {
    Num a(i);
    Num b(1u + unsigned(i));
    Num c(2.5f);
    Num d((short)i);
    out[i] = a.bits + 10000u * (b.bits % 7u) + 1000000u * c.bits + d.bits * 3u;
  }
}
"""


def _delegating_ref(out, n):
    i = np.arange(N, dtype=np.uint64)
    a = i * 3 + 1
    b = (i + 1) * 3
    c = 9
    d = i * 100 + 5
    want = (a + 10000 * (b % 7) + 1000000 * c + d * 3).astype(np.uint32)
    return {"out": np.where(i < n, want, out)}


def test_delegating_constructors_and_an_empty_tag_member():
    """``Num(int)`` delegates to the template constructor through the tag member (then
    adds one in its own body), ``Num(unsigned)`` likewise, ``Num(short)`` to the
    two-argument constructor; ``Num(2.5f)`` still picks ``Num(float)``."""
    _, cuda, _ = _pipeline(DELEGATING, {"k": _delegating_ref},
                           lambda name: {"out": np.zeros(N, np.uint32), "n": N - 3})
    assert "from_int_t" in cuda


EXPLICIT = r"""
struct Big {
  unsigned v;
  __device__ explicit Big(float f) { v = 1000u + unsigned(f); }
};
struct Small {
  unsigned short s;
  __device__ Small(float f) { s = (unsigned short)f; }
};
__device__ unsigned pick(Small x) { return 2u * x.s; }
__device__ unsigned pick(Big x) { return x.v; }
__global__ void k(unsigned* out) {
  int i = threadIdx.x;
  out[i] = pick(float(i)) + pick(Big(float(i)));
}
"""


def test_an_explicit_constructor_is_not_an_implicit_conversion():
    """``pick(float(i))``: only ``Small(float)`` converts implicitly (``Big(float)`` is
    explicit, so the call is not ambiguous); ``Big(..)`` named runs the explicit one."""
    ref = np.arange(N, dtype=np.uint32) * 3 + 1000
    _pipeline(EXPLICIT, {"k": lambda out: {"out": ref}},
              lambda name: {"out": np.zeros(N, np.uint32)})


BROKEN_CTOR = r"""
struct Num {
  unsigned bits;
  __device__ explicit Num(float f) { bits = unsigned(f); }
  __device__ explicit Num(int x) { bits = undeclared_helper(x); }
};
__global__ void k(unsigned* out) { Num a((int)threadIdx.x); out[threadIdx.x] = a.bits; }
"""


def test_a_constructor_that_does_not_read_is_not_skipped():
    """``Num(int)`` does not read: ``Num a(int)`` must not silently run ``Num(float)``;
    the constructor's own error is raised, located in its body."""
    with pytest.raises(WarpsmithError) as e:
        ws.read(BROKEN_CTOR)
    assert "undeclared_helper" in str(e.value) and ":5:" in str(e.value)


def test_a_delegating_constructor_with_another_initializer_is_an_error():
    """``S(int x) : S(x, 1), v(2) {}`` is ill-formed C++: a located error."""
    src = r"""
struct S {
  int v;
  __device__ S(int a, int b) { v = a + b; }
  __device__ S(int x) : S(x, 1), v(2) {}
};
__global__ void k(int* out) { S s((int)threadIdx.x); out[threadIdx.x] = s.v; }
"""
    with pytest.raises(WarpsmithError) as e:
        ws.read(src)
    assert "delegating constructor" in str(e.value) and ":5:" in str(e.value)


PROXY_OPERAND = r"""
struct H {
  unsigned short s;
  H() = default;
  __device__ explicit H(float f) { s = (unsigned short)f; }
  __device__ operator float() const { return (float)s; }
};
__device__ H operator*(H const& a, H const& b) { return H(float(a) * float(b)); }
struct Packed {
  unsigned storage[2];
  class ref {
    unsigned* p_;
    int at_;
   public:
    __device__ ref(unsigned* p, int i) : p_(p), at_(i) {}
    __device__ H get() const { H h; h.s = (unsigned short)(*p_ >> (16 * at_)); return h; }
    __device__ operator H() const { return get(); }
    __device__ ref& operator=(H const& x) {
      *p_ = (*p_ & ~(0xffffu << (16 * at_))) | ((unsigned)x.s << (16 * at_));
      return *this;
    }
  };
  __device__ ref operator[](int i) { return ref(storage + i / 2, i % 2); }
};
__global__ void k(unsigned* out) {
  int i = threadIdx.x;
  Packed a;
  a.storage[0] = out[2 * i];
  a.storage[1] = out[2 * i + 1];
  H m(3.0f);
  a[1] = m * a[1];
  a[2] = m * a[0];
  out[2 * i] = a.storage[0];
  out[2 * i + 1] = a.storage[1];
}
"""


def _proxy_ref(out):
    lanes = out.reshape(-1, 2).copy()
    h = [(lanes[:, w] >> (16 * s)) & 0xFFFF for w in (0, 1) for s in (0, 1)]
    h[1] = (h[1] * 3) & 0xFFFF
    h[2] = (h[0] * 3) & 0xFFFF
    lanes[:, 0] = h[0] | (h[1] << 16)
    lanes[:, 1] = h[2] | (h[3] << 16)
    return {"out": lanes.reshape(-1)}


def test_a_proxy_operand_converts_to_its_class_for_a_user_operator():
    """``m * a[1]`` with ``a[1]`` a proxy whose ``operator H()`` returns the class: the
    user ``operator*(H const&, H const&)`` is viable through that user-defined
    conversion (it was refused as a conversion to a class type)."""
    vals = (np.arange(2 * N, dtype=np.uint32) * 0x00050003) & 0x03FF03FF
    _pipeline(PROXY_OPERAND, {"k": _proxy_ref},
              lambda name: {"out": vals.copy()})
