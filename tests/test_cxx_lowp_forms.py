"""Issue 18, half/bf16/fp8 forms read from the modern collection's first errors
(docs/cxx-half.md, "Forms from the modern collection"): minimal reproductions written here,
run against values computed by NumPy and printed back."""

from __future__ import annotations

import numpy as np

import warpsmith as ws

UNION = """
#include <cuda_fp16.h>
union half_uint16 {
  unsigned short as_uint16;
  half as_half;
  __device__ half_uint16(unsigned short val) : as_uint16(val) {}
  __device__ half_uint16(half val) : as_half(val) {}
};
__global__ void k(unsigned int zero, float *o, unsigned short *u) {
  half_uint16 z1(0xe400 | zero);          // an integer takes the integer constructor
  half_uint16 z2(__float2half(2.5f));     // a half the half one
  o[0] = __half2float(z1.as_half);
  u[0] = z2.as_uint16;
}
"""


def _run(src, launch, args):
    p = ws.read(src, dialect="cuda")
    name = p.kernels[0].name
    out = ws.run(p.kernel(name), launch, args).outputs
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    out2 = ws.run(again.kernel(name), launch, args).outputs
    for k in out:
        np.testing.assert_array_equal(out[k], out2[k])
    return out


def test_union_with_constructors_overlaps_and_ranks_half_below_integers():
    out = _run(UNION, ws.Launch(1, 1), {"zero": 3, "o": np.zeros(1, np.float32),
                                        "u": np.zeros(1, np.uint16)})
    assert out["o"][0] == np.array([0xe403], np.uint16).view(np.float16)[0]
    assert out["u"][0] == np.array([2.5], np.float16).view(np.uint16)[0]
