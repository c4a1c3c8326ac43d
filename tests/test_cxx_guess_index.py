"""Issue 18: the template arguments guessed for a template kernel a header never
instantiates (``warpsmith kernels``, the modern collection's pass criterion), from flashinfer's
``pos_enc.cuh``: a type parameter named as an index type (``IdType``) is guessed ``int`` while
the others stay ``float``; a type parameter whose kernel parameter is used as an object
(``cache.page_size``) is guessed as a class of the file having those members, members named
only inside ``if constexpr`` branches left out (they may belong to another class); and the
instance reported as read is the one that was read (a map of parameter names also bound
host templates' parameters, whose launches made other instances). A minimal reproduction
written here."""

from __future__ import annotations

import numpy as np

import warpsmith as ws

SRC = r"""
#include <type_traits>
template <typename DType, typename IdType>
struct paged_t {
  DType* data; IdType* indptr; int page_size;
  __device__ DType* at(IdType i) const { return data + indptr[i]; }
};
template <typename DType, typename IdType>
struct mla_t {
  DType* ckv; IdType* indptr; int page_size;
  __device__ DType* ckv_at(IdType i) const { return ckv + indptr[i]; }
};
template <typename DType, typename IdType, typename QuantType, typename CacheT>
__global__ void k(const DType* in, const IdType* pos, CacheT cache) {
  constexpr bool MLA = std::is_same<CacheT, mla_t<QuantType, IdType>>::value;
  int i = threadIdx.x;
  IdType p = pos[i];
  QuantType* dst;
  if constexpr (MLA) {
    dst = cache.ckv_at(p);
  } else {
    dst = cache.at(p);
  }
  dst[0] = (QuantType)(in[p] * cache.page_size);
}
"""


def test_index_named_types_and_a_class_for_an_object_parameter(tmp_path):
    path = tmp_path / "rope.cuh"
    path.write_text(SRC)
    listing = ws.list_kernels(path).as_json()
    (k,) = listing["kernels"]
    assert k["read"], k.get("error")
    assert k["instance"] == "k<float, int, float, paged_t<float, int>>"
    kernel = ws.read(path, kernel=k["instance"]).kernels[0]  # the reported instance reads
    n = 4
    args = {"in": np.arange(8, dtype=np.float32), "pos": np.array([3, 1, 0, 2], np.int32),
            "cache": {"data": np.zeros(8, np.float32),
                      "indptr": np.array([0, 2, 4, 6], np.int32), "page_size": 2}}
    out = ws.run(kernel, ws.Launch(1, n), args).outputs["cache.data"]
    want = np.zeros(8, np.float32)
    for p in (3, 1, 0, 2):
        want[[0, 2, 4, 6][p]] = p * 2
    np.testing.assert_array_equal(out, want)
    cuda = ws.translate(kernel, "cuda").text
    back = ws.read(cuda).kernels[0]
    np.testing.assert_array_equal(ws.run(back, ws.Launch(1, n), args).outputs["cache.data"],
                                  out)
