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
