"""A function template's ``T&`` parameter given an array (issue 18; vLLM's sampler passes
its ``extern __shared__ int smemOutput[]`` to a ``SmemOutputType&``): C++ deduces ``T`` as
the array type, so the parameter is the caller's array (read as an array parameter, a
pointer to its elements, as ``T (&v)[N]`` is), and ``sizeof`` of it is the array's size,
also through a second template it is passed on to. Reproductions written here."""

from __future__ import annotations

import numpy as np

import warpsmith as ws

SRC = """template <typename Out, typename Arr>
__device__ void doubled(Out& out, Arr& a, int i) {
  out[i] = a[i] * 2;
}
template <typename Arr>
__device__ int bytes(Arr& a) { return sizeof(a); }
template <typename Arr>
__device__ int bytes_again(Arr& a) { return bytes(a); }
__device__ int fixed_bytes(float (&a)[4]) { return sizeof(a); }
__global__ void mirror(int* g, int* sizes) {
  extern __shared__ int dyn[];
  __shared__ int st[64];
  float v[4];
  dyn[threadIdx.x] = threadIdx.x;
  st[threadIdx.x] = g[threadIdx.x];
  __syncthreads();
  doubled(dyn, st, threadIdx.x);
  __syncthreads();
  g[threadIdx.x] = dyn[63 - threadIdx.x];
  if (threadIdx.x == 0) {
    sizes[0] = bytes(st);
    sizes[1] = bytes_again(st);
    sizes[2] = fixed_bytes(v);
  }
}
"""


def _run(kernel):
    args = {"g": np.arange(64, dtype=np.int32) * 3, "sizes": np.zeros(3, np.int32)}
    return ws.run(kernel, ws.Launch(grid=1, block=64, shared=256), args).outputs


def test_array_bound_to_a_deduced_reference_runs_exactly():
    out = _run(ws.read(SRC).kernels[0])
    np.testing.assert_array_equal(out["g"], (np.arange(64) * 6)[::-1])
    np.testing.assert_array_equal(out["sizes"], [256, 256, 16])


def test_printed_cuda_reads_back_and_runs_the_same():
    k = ws.read(SRC).kernels[0]
    text = ws.translate(k, "cuda").text
    assert "Arr = int [64]" in text
    again = ws.read(text).kernels[0]
    out = _run(again)
    np.testing.assert_array_equal(out["sizes"], [256, 256, 16])
    np.testing.assert_array_equal(out["g"], (np.arange(64) * 6)[::-1])


def test_opencl_prints_the_array_parameters_in_their_space():
    text = ws.translate(ws.read(SRC).kernels[0], "opencl").text
    assert "__local int* out" in text and "__local int* a" in text


def test_analyze_and_predict():
    k = ws.read(SRC).kernels[0]
    launch = ws.Launch(grid=1, block=64, shared=256)
    assert ws.analyze(k, launch).as_json()
    assert ws.predict(k, launch).as_json()


def test_a_const_reference_keeps_the_decayed_pointer():
    """``const T&`` is read by value: ``T`` stays the decayed pointer (as before)."""
    src = """template <typename T>
__device__ float first(const T& a) { return a[0]; }
__global__ void k(float* o) { float v[2] = {o[1], o[0]}; o[2] = first(v); }
"""
    k = ws.read(src).kernels[0]
    assert "T = float*" in ws.translate(k, "cuda").text
    out = ws.run(k, ws.Launch(grid=1, block=1), {"o": np.array([1, 2, 0], np.float32)})
    np.testing.assert_array_equal(out.outputs["o"], [1, 2, 2])
