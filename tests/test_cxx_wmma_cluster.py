"""Constructs refused with a located reason (issue 18, docs/cxx-coop.md "Not modelled"):
``nvcuda::wmma`` fragments (tensor-core warp matrix functions) and cooperative groups'
thread-block clusters. Each reproduction (written here) is refused at the line and column
of its first use with the construct named, never with an "undeclared identifier"; a
kernel beside it that uses neither still reads, runs and prints."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import Unsupported

WMMA_ALIAS = """#include <mma.h>
#include <cuda_fp16.h>
namespace wmma = nvcuda::wmma;
__global__ void tile_product(const half* a, const half* b, float* c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
}
"""

WMMA_USING = """#include <mma.h>
using namespace nvcuda::wmma;
__global__ void zero_tile(float* c) {
  fragment<accumulator, 16, 16, 16, float> acc;
  fill_fragment(acc, 0.0f);
  store_matrix_sync(c, acc, 16, mem_row_major);
}
"""

CLUSTER_DECL = """#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) swap_halves(float* out) {
  cg::cluster_group cluster = cg::this_cluster();
  __shared__ float s[32];
  s[threadIdx.x] = threadIdx.x;
  cluster.sync();
  float* other = cluster.map_shared_rank(s, cluster.block_rank() ^ 1);
  out[blockIdx.x * 32 + threadIdx.x] = other[threadIdx.x];
}
"""

CLUSTER_AUTO = """#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void rank_of_block(unsigned* out) {
  auto cluster = cg::this_cluster();
  out[threadIdx.x] = cluster.block_rank();
}
"""

#: a kernel with cluster dimensions that uses no cluster feature: its blocks are
#: independent, so it runs as any kernel (the attribute is printed back)
CLUSTER_DIMS_ONLY = """__global__ void __cluster_dims__(2, 1, 1) fill(float* out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x + 0.5f;
}
"""


def _refusal(src: str) -> Unsupported:
    with pytest.raises(Unsupported) as e:
        ws.read(src, dialect="cuda")
    return e.value


@pytest.mark.parametrize("src, line, col", [(WMMA_ALIAS, 5, 3), (WMMA_USING, 4, 3)])
def test_wmma_fragment_refused_where_first_used(src, line, col):
    e = _refusal(src)
    assert "nvcuda::wmma fragments" in str(e) and "'fragment'" in str(e)
    assert "undeclared" not in str(e)
    assert (e.loc.line, e.loc.col) == (line, col)


def test_wmma_call_refused_without_a_fragment_declared():
    src = WMMA_USING.replace("  fragment<accumulator, 16, 16, 16, float> acc;\n", "")
    e = _refusal(src.replace("acc", "c[0]"))
    assert "nvcuda::wmma" in str(e) and "'fill_fragment'" in str(e)
    assert e.loc.line == 4


def test_user_function_named_like_wmma_is_called():
    """A user's own ``mma_sync`` is the user's function, not the warp matrix one."""
    src = """__device__ float mma_sync(float a, float b) { return a * b + 1.0f; }
__global__ void k(float* x) { x[threadIdx.x] = mma_sync(x[threadIdx.x], 2.0f); }
"""
    k = ws.read(src).kernels[0]
    out = ws.run(k, ws.Launch(grid=1, block=4), {"x": np.arange(4, dtype=np.float32)})
    np.testing.assert_array_equal(out.outputs["x"], np.arange(4) * 2 + 1)


@pytest.mark.parametrize("src, line, col", [(CLUSTER_DECL, 4, 7), (CLUSTER_AUTO, 4, 18)])
def test_cluster_group_refused_where_first_named(src, line, col):
    e = _refusal(src)
    assert "thread-block cluster" in str(e) and "map_shared_rank" in str(e)
    assert (e.loc.line, e.loc.col) == (line, col)


def test_cluster_dims_without_cluster_features_run_and_print():
    k = ws.read(CLUSTER_DIMS_ONLY).kernels[0]
    out = ws.run(k, ws.Launch(grid=2, block=4), {"out": np.zeros(8, np.float32)})
    np.testing.assert_array_equal(out.outputs["out"], np.repeat([0.5, 1.5], 4))
    text = ws.translate(k, "cuda").text
    assert "__cluster_dims__(2, 1, 1)" in text
    assert ws.read(text).kernels[0].name == "fill"
