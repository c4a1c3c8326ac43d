"""Minimal reproductions written here (issue 18) of a hash-table fill kernel the file only
launches inside a host class template it never instantiates (MinkowskiEngine's
``init_hashtbl<value_type, size_type, key_type, elem_type>``), so ``warpsmith kernels``
reads it with guessed template arguments:

* a type parameter whose name makes it an index type (``size_type``, ``index_t``,
  ``IdxT``) is guessed ``int`` from the first guess on: ``float`` there made ``vals + idx``
  a pointer plus a ``float``, an error no C++ instance could have, reported as the file's
  first error in place of the real one;
* a call of a Thrust function that is not modelled is refused, located, naming Thrust
  (``thrust::make_pair`` is modelled: docs/cxx-thrust.md).

The guessed instance is run on the simulator against NumPy, printed as CUDA and read back
(same results), printed as OpenCL, and taken by ``analyze`` and ``predict``.
"""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import Unsupported

FILL = r"""
template <typename value_type, typename size_type, typename key_type>
__global__ void fill_table(value_type* __restrict__ const vals, const size_type n,
                           const key_type unused) {
  const size_type idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < n) {
    *(vals + idx) = unused;
  }
}

template <typename Key>
class table {
 public:
  using size_type = unsigned long;
  void clear() {
    fill_table<<<(m_capacity + 127) / 128, 128>>>(m_values, m_capacity, m_unused);
  }
 private:
  Key* m_values;
  size_type m_capacity;
  Key m_unused;
};
"""

PAIR = r"""
#include <thrust/pair.h>
template <typename T>
__device__ void put(T* p, thrust::pair<T, T> v) { *p = v.first; }
template <typename value_type, typename size_type>
__global__ void fill_pairs(value_type* vals, size_type n, value_type k) {
  size_type idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < n) put(vals + idx, thrust::make_pair(k, k));
}
"""


def test_an_index_type_parameter_is_guessed_int(tmp_path):
    f = tmp_path / "table.cuh"
    f.write_text(FILL)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"], k
    assert k["instance"] == "fill_table<float, int, float>"
    one = ws.read(str(f), kernel=k["instance"]).kernels[0]
    launch = ws.Launch(grid=1, block=32)
    args = {"vals": np.zeros(32, np.float32), "n": 20, "unused": -1.5}
    want = np.where(np.arange(32) < 20, -1.5, 0).astype(np.float32)
    out = ws.run(one, launch, args).outputs["vals"]
    np.testing.assert_array_equal(out, want)
    again = ws.read(ws.translate(one, "cuda").text).kernels[0]
    np.testing.assert_array_equal(ws.run(again, launch, args).outputs["vals"], want)
    assert "__kernel void" in ws.translate(one, "opencl").text
    assert ws.analyze(one, launch).as_json() and ws.predict(one, launch).as_json()


def test_thrust_make_pair_reads_and_another_thrust_call_is_a_located_refusal(tmp_path):
    """thrust::make_pair is modelled now (docs/cxx-thrust.md): the guessed instance runs;
    a Thrust function that is not modelled is still refused, located, naming Thrust."""
    f = tmp_path / "pairs.cuh"
    f.write_text(PAIR)
    k = ws.read(str(f), kernel="fill_pairs<float, int>").kernels[0]
    vals = ws.run(k, ws.Launch(1, 32), {"vals": np.zeros(32, np.float32), "n": np.int32(20),
                                        "k": np.float32(2.5)}).outputs["vals"]
    np.testing.assert_array_equal(vals, np.where(np.arange(32) < 20, 2.5, 0).astype(np.float32))
    f.write_text(PAIR.replace("make_pair(k, k)", "make_pair(k, thrust::raw_pointer_cast(k))"))
    with pytest.raises(Unsupported, match="Thrust's 'raw_pointer_cast' is not modelled") as e:
        ws.read(str(f), kernel="fill_pairs<float, int>")
    assert (e.value.loc.line, e.value.loc.col) == (8, 53)  # at the qualified name
