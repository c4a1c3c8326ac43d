"""OpenCL 1.2 async copies, OpenCL 2.0 sub-groups and C11 atomics, CUDA normf/rnormf and
clock reads (issue 17, docs/ocl2.md): the simulator against NumPy, the printed other
dialect read back and run equal, PoCL against the simulator where PoCL has the feature."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

import warpsmith as ws  # noqa: E402
from warpsmith.ir.errors import WarpsmithError  # noqa: E402


def _run(k, args, launch, **kw):
    return ws.run(k, launch, {a: v.copy() for a, v in args.items()}, **kw).outputs


def _pocl():
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (pyopencl without PoCL)")
    return ocl


ASYNC = """
__kernel void k(__global const float *src, __global float *dst) {
    __local float tile[64];
    __local float tile2[32];
    event_t e = async_work_group_copy(tile, src + get_group_id(0) * 64, 64, 0);
    event_t evs[2];
    evs[0] = async_work_group_strided_copy(tile2, src + get_group_id(0) * 64 + 1, 32, 2, e);
    wait_group_events(1, &e);
    wait_group_events(2, evs);
    prefetch(src, 16);
    dst[get_global_id(0)] = tile[63 - get_local_id(0)] + (get_local_id(0) < 32 ? tile2[get_local_id(0)] : 0.0f);
    barrier(CLK_GLOBAL_MEM_FENCE);
    e = async_work_group_strided_copy(dst + 128 + get_group_id(0) * 64, tile2, 32, 2, 0);
    (void)async_work_group_copy(dst + 256 + get_group_id(0) * 64, tile, 64, e);
    wait_group_events(1, &e);
}
"""


def _async_want(src):
    want = np.zeros(384, np.float32)
    for g in range(2):
        tile = src[g * 64:(g + 1) * 64]
        tile2 = src[g * 64 + 1:(g + 1) * 64:2]
        for i in range(64):
            want[g * 64 + i] = tile[63 - i] + (tile2[i] if i < 32 else 0)
        want[128 + g * 64:128 + (g + 1) * 64:2] = tile2
        want[256 + g * 64:256 + (g + 1) * 64] = tile
    return want


def test_async_copies_in_every_form_equal_numpy_and_print_as_cuda():
    """An event initialized, an array of events, an event passed in as the wait event,
    ``(void)`` and plain statements, ``prefetch``: the simulator equals NumPy; the CUDA text
    (a cooperative copy loop and ``__syncthreads``) reads back and runs the same."""
    src = np.arange(128, dtype=np.float32) * 0.5
    args = {"src": src, "dst": np.zeros(384, np.float32)}
    k = ws.read(ASYNC, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (64,))
    out = _run(k, args, launch)["dst"]
    assert out.tobytes() == _async_want(src).tobytes()
    cuda = ws.translate(k, "cuda").text
    assert "__syncthreads()" in cuda and "async_work_group_copy" not in cuda
    again = _run(ws.read(cuda).kernel("k"), args, launch)["dst"]
    assert again.tobytes() == out.tobytes()
    assert "prefetch(src, 16)" in ws.translate(k, "opencl").text


def test_event_pointer_is_a_located_error():
    bad = "__kernel void k(__global float *a) {\n  event_t *p;\n}\n"
    with pytest.raises(WarpsmithError, match=r":2:.*pointer to event_t"):
        ws.read(bad, dialect="opencl")


@pytest.mark.pocl
def test_async_copies_on_pocl_equal_the_simulator():
    _pocl()
    src = np.arange(128, dtype=np.float32) * 0.5
    args = {"src": src, "dst": np.zeros(384, np.float32)}
    k = ws.read(ASYNC, dialect="opencl").kernel("k")
    launch = ws.Launch((2,), (64,))
    assert _run(k, args, launch, backend="opencl")["dst"].tobytes() == \
        _async_want(src).tobytes()
