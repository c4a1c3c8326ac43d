"""Model rule 19 (docs/model.md): a constant-memory load whose lanes ask for D different
words costs D - 1 extra requests of the constant cache. The replayed block counts each
site's distinct words per warp load exactly; the model adds them at the description's
``constant_cycles_per_request``; a load of one word per warp costs what it did."""

import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from warpsmith.backends.block_replay import run_block
from warpsmith.frontend import read_module
from warpsmith.hw.descriptions import load_device
from warpsmith.model.symbolic_replay import bank_model
from warpsmith.pipeline_predict import predict_kernel, read_kernel

SOURCE = """
__constant__ unsigned int tab[1024];

__global__ void spread(unsigned int *out, int distinct, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tab[(threadIdx.x & 31) % distinct + 32 * (i >> 5 & 7)];
}

__global__ void lut(const unsigned char *in, unsigned int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tab[in[i]];
}

__global__ void tap(const unsigned char *in, unsigned int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tab[blockIdx.x & 255] + in[i];
}
"""


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    path = tmp_path_factory.mktemp("constant") / "constant.cu"
    path.write_text(SOURCE)
    return path


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([1, 2, 3, 4, 8, 16, 32]), st.sampled_from([32, 64, 96, 256]))
def test_the_replay_counts_the_distinct_words_of_each_warp_load(source, distinct, block):
    module = read_module(str(source), dialect="cuda")
    n = 4 * block
    args = {"out": np.zeros(n, np.uint32), "distinct": np.int32(distinct), "n": np.int32(n)}
    rec = run_block(module, "spread", (4, 1, 1), (block, 1, 1), args,
                    bank_model(load_device("h100")))
    (site, (requests, words)), = rec.constant_sites.items()
    assert site[0] == 7
    assert requests == block // 32 and words == distinct * (block // 32)


def _predict(source, kernel, ablate=(), device=None):
    module, fn = read_kernel(str(source), kernel)
    n = 1 << 20
    rng = np.random.default_rng(1)
    args = {"in": rng.integers(0, 256, n).astype(np.uint8), "out": np.zeros(n, np.uint32),
            "n": np.int32(n)}
    kw = {} if device is None else {"device": device}
    return predict_kernel(module, fn, (n // 256,), (256,), args=args, ablate=ablate, **kw)


def test_a_divergent_table_load_costs_its_split_requests(source):
    lut, plain = _predict(source, "lut"), _predict(source, "lut", ("constant",))
    assert lut.predicted_ms > 1.5 * plain.predicted_ms
    note, = [x for x in lut.notes if "split by the constant cache" in x]
    words = float(note.split("(")[1].split()[0])
    assert 28.0 < words <= 32.0  # random bytes: about 30 of 32 lanes ask for a new word


def test_a_load_of_one_word_per_warp_costs_what_it_did(source):
    tap, plain = _predict(source, "tap"), _predict(source, "tap", ("constant",))
    assert tap.predicted_ms == plain.predicted_ms
    assert not [x for x in tap.notes if "constant" in x]


def test_without_the_calibrated_field_the_model_says_so(source):
    dev = dataclasses.replace(load_device("h100"), constant_cycles_per_request=None)
    got = _predict(source, "lut", device=dev)
    assert got.predicted_ms == _predict(source, "lut", ("constant",)).predicted_ms
    assert any("no constant_cycles_per_request" in x for x in got.notes)


OPENCL = """
__kernel void lut_cl(__global const uchar *in, __global uint *out, __constant uint *tab, int n)
{
    int i = get_global_id(0);
    if (i < n) out[i] = tab[in[i]];
}
"""


def test_an_opencl_constant_buffer_is_priced_the_same_way(tmp_path):
    # the simulator keeps a __constant buffer argument as a read-only global region; its
    # loads are found by their text
    path = tmp_path / "lut.cl"
    path.write_text(OPENCL)
    module, fn = read_kernel(str(path), "lut_cl")
    n = 1 << 18
    rng = np.random.default_rng(2)
    args = {"in": rng.integers(0, 256, n).astype(np.uint8), "out": np.zeros(n, np.uint32),
            "tab": np.arange(256, dtype=np.uint32), "n": np.int32(n)}
    got = predict_kernel(module, fn, (n // 256,), (256,), args=args)
    plain = predict_kernel(module, fn, (n // 256,), (256,), args=args, ablate=("constant",))
    assert got.cycles > 2 * plain.cycles  # the launch's cycles, its fixed overhead left out
    assert any("split by the constant cache: line 5" in x for x in got.notes)
