"""The block replay's arguments as copy-on-write buffers (``sim_memory.cow_filled``, a
speed-up of the model's ranking, issue 20): each buffer is independent of the others and
of the template they share, the simulator takes one as its memory without copying, and a
replay over them counts exactly what a replay over plain arrays of ones counts."""

import numpy as np
import pytest

from warpsmith.backends import sim_memory as M
from warpsmith.backends.block_replay import replay_args, run_block
from warpsmith.frontend import read_module
from warpsmith.hw.descriptions import load_device
from warpsmith.model.symbolic_replay import bank_model

if not hasattr(__import__("os"), "memfd_create"):
    pytest.skip("os.memfd_create is missing here (copy-on-write buffers fall back to "
                "np.full)", allow_module_level=True)

N = 1 << 18  # floats: 1 MiB, above the size under which np.full is used

SRC = r"""
__global__ void k(float* out, const float* in, int n) {
    __shared__ float s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = in[i] + out[i];
    __syncthreads();
    for (int j = 0; j < 4; j++)
        out[i + j * n] = s[(threadIdx.x * 3 + j) % 256] * 2.0f;
}
"""


def test_buffers_are_independent_of_each_other_and_the_template():
    a = M.cow_filled(np.float32, N, 1)
    b = M.cow_filled(np.float32, N, 1)
    assert isinstance(a, M.CowBuffer) and a.shape == (N,) and (a == 1).all()
    a[5] = 7.0
    a[N - 1] = -3.0
    assert b[5] == 1.0 and b[N - 1] == 1.0
    assert M.cow_filled(np.float32, N, 1)[5] == 1.0  # the template is unchanged
    assert (a.raw[a.nbytes:] == 0).all() and a.raw.nbytes == M.region_bytes(a.nbytes)


def test_a_region_takes_a_buffer_once_and_copies_it_afterwards():
    a = M.cow_filled(np.int32, N, 1)
    r1 = M.Region(1, "a", "global", a.nbytes, data=a)
    r2 = M.Region(2, "b", "global", a.nbytes, data=a)
    assert r1.data is a.raw and r2.data is not a.raw
    r1.view(np.dtype(np.int32))[3] = 9
    assert a[3] == 9 and r2.view(np.dtype(np.int32))[3] == 1


def test_replay_over_shared_pages_counts_what_plain_ones_count():
    module = read_module("t.cu", text=SRC)
    fn = module.function("k")
    sizes = {"out": 4 * N, "in": 4 * N}
    records = []
    for shared in (False, True):
        args = replay_args(fn, sizes, {"n": 256}, shared_pages=shared)
        assert isinstance(args["in"], M.CowBuffer) is shared
        rec = run_block(module, "k", (N // 256,), (256,), args,
                        bank_model(load_device("h100")), block_index=(3, 0, 0))
        records.append(rec)
    plain, cow = records
    assert plain.statements == cow.statements and plain.sites == cow.sites
    assert plain.trace.totals == cow.trace.totals
