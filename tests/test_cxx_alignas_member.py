"""``alignas(Traits<B>::kBytes)`` on a class template (vLLM's ``PackedVec`` in
``cuda_vec_utils.cuh``): the argument parses as a type name, and is a class template
instance's static constant, a value there (it was "'VecTraits<..>' has no member type").
Reproduction written here: simulated (alignof and sizeof per instance), printed as CUDA
with ``__align__`` and read back, printed as OpenCL, analyzed and predicted."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import SemanticError

SRC = """template <bool wide>
struct VecTraits { static constexpr int kBytes = wide ? 32 : 16; };
template <class T, bool wide>
struct alignas(VecTraits<wide>::kBytes) Packed {
  static constexpr int N = VecTraits<wide>::kBytes / sizeof(T);
  T elts[N];
};
template <bool wide>
__global__ void layout(int* out) {
  Packed<float, wide> p;
  for (int i = 0; i < Packed<float, wide>::N; i++) p.elts[i] = i;
  out[0] = alignof(Packed<float, wide>);
  out[1] = sizeof(p);
  out[2] = (int)p.elts[Packed<float, wide>::N - 1];
}
template __global__ void layout<true>(int*);
template __global__ void layout<false>(int*);
"""

WANT = {"layout_true": [32, 32, 7], "layout_false": [16, 16, 3]}


def _run(k):
    return ws.run(k, ws.Launch(grid=1, block=1), {"out": np.zeros(3, np.int32)}).outputs["out"]


def test_alignment_from_a_class_template_constant():
    prog = ws.read(SRC)
    assert {k.name for k in prog.kernels} == set(WANT)
    for k in prog.kernels:
        np.testing.assert_array_equal(_run(k), WANT[k.name])


def test_printed_cuda_keeps_the_alignment_and_reads_back():
    text = ws.translate(ws.read(SRC), "cuda").text
    assert "__align__(32)" in text and "__align__(16)" in text
    for k in ws.read(text).kernels:
        np.testing.assert_array_equal(_run(k), WANT[k.name])


def test_opencl_analyze_predict():
    for k in ws.read(SRC).kernels:
        assert "__kernel void" in ws.translate(k, "opencl").text
        launch = ws.Launch(grid=1, block=1)
        assert ws.analyze(k, launch).as_json() and ws.predict(k, launch).as_json()


def test_a_member_that_is_neither_type_nor_constant_is_still_an_error():
    src = SRC.replace("alignas(VecTraits<wide>::kBytes)", "alignas(VecTraits<wide>::kNope)")
    with pytest.raises(SemanticError) as e:
        ws.read(src)
    assert e.value.loc.line == 4
