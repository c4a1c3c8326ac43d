"""CUDA's pipeline primitives (cp.async; frontend/pipeline.py): read, simulated against
NumPy for every size and zero-fill, printed as PTX that NVRTC compiles for sm_90, refused
in OpenCL with the reason, and every misuse a located error."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import warpsmith as ws
from warpsmith.ir.errors import SemanticError, SimulationError, Unsupported

SRC = """#include <cuda_pipeline.h>
__global__ void stage(const float* __restrict__ g, float* out, int n) {
    __shared__ float sm[256];
    int t = threadIdx.x;
    const float* src = g + blockIdx.x * 256;
    for (int i = t; i < 256 / (SIZE / 4); i += blockDim.x)
        __pipeline_memcpy_async(sm + i * (SIZE / 4), src + i * (SIZE / 4), SIZE, ZFILL);
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int i = t; i < 256; i += blockDim.x)
        out[blockIdx.x * 256 + i] = sm[255 - i];
}
"""


def _kernel(size: int, zfill: int):
    return ws.read(SRC.replace("SIZE", str(size)).replace("ZFILL", str(zfill))).kernel("stage")


def _reference(g: np.ndarray, size: int, zfill: int) -> np.ndarray:
    words = size // 4
    keep = (np.arange(256) % words) < (size - zfill) // 4
    staged = np.where(keep[None, :], g.reshape(-1, 256), 0).astype(np.float32)
    return staged[:, ::-1].reshape(-1)


@settings(max_examples=12, derandomize=True, deadline=None)
@given(size=st.sampled_from((4, 8, 16)), zfill_words=st.integers(0, 4),
       threads=st.sampled_from((32, 64, 96)), blocks=st.integers(1, 3))
def test_copies_equal_numpy(size, zfill_words, threads, blocks):
    zfill = min(4 * zfill_words, size)
    g = np.random.default_rng(size * 7 + zfill).standard_normal(256 * blocks).astype(np.float32)
    out = np.zeros_like(g)
    r = ws.run(_kernel(size, zfill), ws.Launch(blocks, threads),
               {"g": g, "out": out, "n": np.int32(g.size)})
    assert np.array_equal(r.outputs["out"], _reference(g, size, zfill))


def test_printed_cuda_reads_back_the_same_and_compiles():
    k = _kernel(16, 0)
    cuda = str(ws.translate(k, "cuda"))
    assert "cp.async.cg.shared.global" in cuda and "cp.async.wait_group 0" in cuda
    g = np.arange(512, dtype=np.float32)
    want = ws.run(k, ws.Launch(2, 64), {"g": g, "out": np.zeros_like(g), "n": np.int32(512)})
    from warpsmith.backends.cuda_compile import compile_cuda, load_nvrtc

    if load_nvrtc() is None:
        pytest.skip("NVRTC (libnvrtc) is not installed")
    compile_cuda(cuda, "stage", "sm_90")
    assert np.array_equal(want.outputs["out"], _reference(g, 16, 0))


def test_opencl_refuses_with_the_reason():
    with pytest.raises(Unsupported) as err:
        ws.translate(_kernel(16, 0), "opencl")
    assert "pipeline_memcpy_async" in str(err.value) and err.value.loc.line == 7


@pytest.mark.parametrize("call, why", [
    ("__pipeline_memcpy_async(sm, g, 12);", "4, 8 or 16 bytes"),
    ("__pipeline_memcpy_async(sm, g, n);", "known at run time"),
    ("__pipeline_memcpy_async(sm, 3, 16);", "pointer source"),
    ("__pipeline_wait_prior(n);", "constant count"),
    ("__pipeline_commit(1);", "argument"),
])
def test_misuse_is_a_located_error(call, why):
    src = ("__global__ void k(const float* g, int n) {\n    __shared__ float sm[64];\n    "
           + call + "\n}\n")
    with pytest.raises(SemanticError) as err:
        ws.read(src).kernel("k")
    assert why in str(err.value) and err.value.loc.line == 3


def test_wrong_memory_spaces_and_misalignment_are_simulation_errors():
    src = """__global__ void k(const float* g, float* o) {
    __shared__ float sm[64];
    float* dst = DST;
    __pipeline_memcpy_async(dst, g + OFF, 16);
    __pipeline_wait_prior(0);
    __syncthreads();
    o[threadIdx.x] = sm[threadIdx.x];
}"""
    g, o = np.arange(64, dtype=np.float32), np.zeros(64, np.float32)
    for dst, off, why in (("o", "0", "must be shared memory"), ("sm", "1", "misaligned")):
        k = ws.read(src.replace("DST", dst).replace("OFF", off)).kernel("k")
        with pytest.raises(SimulationError) as err:
            ws.run(k, ws.Launch(1, 1), {"g": g, "o": o})
        assert why in str(err.value) and "line 4" in str(err.value)


def test_access_analysis_sees_a_coalesced_global_read_and_a_shared_write():
    rep = ws.analyze(_kernel(16, 0), ws.Launch(4, 64), device="h100")
    copies = [p for p in rep.accesses if p.access.loc.line == 7]
    assert {(p.access.kind, p.access.space, p.access.size) for p in copies} == {
        ("load", "global", 16), ("store", "shared", 16)}
    assert all(p.verdict == "coalesced" for p in copies)
