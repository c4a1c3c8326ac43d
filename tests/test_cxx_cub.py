"""CUB's block- and warp-level primitives (issue 18, docs/cxx-cub.md): each reproduction of
tests/cub_cases.py reads, runs on the simulator against a NumPy reference of CUB's
semantics, prints as CUDA (and reads back) and as OpenCL; a differential test of the scan
and the radix sort on random inputs; located errors for what is not modelled."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import warpsmith as ws
from warpsmith.hw.limits import kernel_shared
from warpsmith.ir.errors import SimulationError, Unsupported

from cub_cases import CASES

BY_NAME = {c["name"]: c for c in CASES}
DEFINED = [c["name"] for c in CASES if c["ref"] is not None]
_READ: dict = {}


def kernel_of(c):
    if c["name"] not in _READ:
        prog = ws.read(c["src"], kernel=c["kernel"] if "<" in c["kernel"] else None)
        _READ[c["name"]] = prog.kernels[0]
    return _READ[c["name"]]


def launch(c):
    return ws.Launch(grid=c["grid"], block=c["block"])


def check(kernel, c, seed=0):
    args = c["args"](np.random.default_rng(seed))
    out = ws.run(kernel, launch(c), args).outputs
    ref = c["ref"](args)
    for name in c["outputs"]:
        np.testing.assert_array_equal(out[name], ref[name], err_msg=f"{c['name']}: {name}")


@pytest.mark.parametrize("name", DEFINED)
def test_simulator_equals_numpy(name):
    check(kernel_of(BY_NAME[name]), BY_NAME[name])


@pytest.mark.parametrize("name", [c["name"] for c in CASES])
def test_cuda_print_rereads(name):
    """The printed CUDA needs no CUB (no cub:: left) and reads back to the same IR."""
    c = BY_NAME[name]
    text = ws.translate(kernel_of(c), "cuda").text
    assert "cub::" not in text and "#include" not in text
    again = ws.read(text).kernels[0]
    assert _code(ws.translate(again, "cuda").text) == _code(text)


def _code(text):
    """The printed code without its comment lines (instantiation notes)."""
    return [ln for ln in text.splitlines() if not ln.startswith("//")]


@pytest.mark.parametrize("name", ["block_scan_items", "load_store_transpose", "radix_sort",
                                  "block_exchange_traits"])
def test_cuda_print_runs_the_same(name):
    c = BY_NAME[name]
    check(ws.read(ws.translate(kernel_of(c), "cuda").text).kernels[0], c, seed=1)


#: declares its __shared__ union in a device function (vLLM's sampler), which OpenCL C
#: does not allow: refused, located (test_opencl_refuses_shared_in_a_device_function)
SHARED_IN_DEVICE_FUNCTION = {"radix_sort_conditional_storage"}


@pytest.mark.parametrize("name", [n for n in DEFINED if not n.startswith("warp_")
                                  and n not in SHARED_IN_DEVICE_FUNCTION])
def test_opencl_print(name):
    """Block primitives print as OpenCL C: barriers and __local arrays, no shuffles."""
    k = kernel_of(BY_NAME[name])
    text = ws.translate(k, "opencl").text
    assert "shfl" not in text and "__kernel void" in text
    assert ("__local" in text) == (kernel_shared(k.program.module, k.function)[0] > 0)


@pytest.mark.pocl
@pytest.mark.parametrize("name", ["block_scan_items", "load_store_transpose", "radix_sort",
                                  "block_exchange_2d_in_place"])
def test_opencl_runs_the_same(name):
    """The printed OpenCL C (device functions specialized per address space, ir/spaces.py)
    builds and runs on an OpenCL platform with the NumPy reference's results."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl
    if not ocl.available():
        pytest.skip("no OpenCL platform (install pyopencl and pocl-opencl-icd)")
    c = BY_NAME[name]
    args = c["args"](np.random.default_rng(4))
    out = ws.run(kernel_of(c), launch(c), args, backend="opencl").outputs
    ref = c["ref"](args)
    for o in c["outputs"]:
        np.testing.assert_array_equal(out[o], ref[o])


def test_opencl_refuses_shared_in_a_device_function():
    with pytest.raises(Unsupported, match="__shared__ variable 'smem' in device function") as e:
        ws.translate(kernel_of(BY_NAME["radix_sort_conditional_storage"]), "opencl")
    assert (e.value.loc.line, e.value.loc.col) == (17, 7)  # the name in `} smem;`


def test_opencl_refuses_warp_shuffles_with_location():
    with pytest.raises(Unsupported, match="shfl_down_sync") as e:
        ws.translate(kernel_of(BY_NAME["warp_reduce_scan"]), "opencl")
    assert e.value.loc is not None and e.value.loc.line > 0


def test_temp_storage_is_shared_memory():
    """BlockScan<int, 128>'s TempStorage is 128 + 4 ints of shared memory."""
    k = kernel_of(BY_NAME["block_scan"])
    static, _ = kernel_shared(k.program.module, k.function)
    assert static == (128 + 4) * 4
    k = kernel_of(BY_NAME["radix_sort"])  # keys 128 uints; keys + int values 2 * 128
    assert kernel_shared(k.program.module, k.function)[0] == 3 * 128 * 4
    # a union of the key-value sort's storage (64 keys + 64 values) and a struct of a
    # BlockScan<int, 32> storage (32 + 1) and 32 ints: the larger, 128 words
    k = kernel_of(BY_NAME["radix_sort_conditional_storage"])
    assert kernel_shared(k.program.module, k.function)[0] == 2 * 64 * 4


@pytest.mark.parametrize("name", ["block_scan", "block_scan_functor",
                                  "block_scan_prefix_callback",
                                  "block_scan_items_prefix_callback", "block_reduce_lambda",
                                  "warp_reduce_lambda", "block_argmax", "warp_argmin",
                                  "uninitialized_shared", "warp_scan_storage_pointer",
                                  "block_reduce_storage_cast", "warp_shuffle_index",
                                  "warp_shuffle_up_down", "block_exchange_traits",
                                  "block_exchange_2d_in_place",
                                  "radix_sort_conditional_storage", "raking_layout_utilities"])
def test_analyze_and_predict(name):
    c = BY_NAME[name]
    k = kernel_of(c)
    assert ws.analyze(k, launch(c)).as_json()
    assert ws.predict(k, launch(c)).as_json()


def test_missing_syncthreads_between_uses_is_a_race():
    """As in CUB, reusing TempStorage needs a __syncthreads(); without it the simulator's
    race detector names the shared array."""
    c = BY_NAME["block_scan"]
    k = ws.read(c["src"].replace("__syncthreads();", "")).kernels[0]
    with pytest.raises(SimulationError, match="data race on shared array 'temp_storage'"):
        ws.run(k, launch(c), c["args"](np.random.default_rng(0)))


def test_other_threads_hold_the_warp_partial():
    """CUB leaves a block reduction undefined outside thread 0; warpsmith gives each lane the
    reduction of its valid lanes i..31 of its warp (what CUB's shuffle reduction leaves)."""
    k = kernel_of(BY_NAME["block_sum_all_threads"])
    x = np.arange(128, dtype=np.int32)
    out = ws.run(k, ws.Launch(grid=1, block=128), {"in": x, "out": np.zeros(128, np.int32)})
    got = out.outputs["out"]
    assert got[0] == x.sum()
    for w in range(4):
        partials = _shuffle_partials(x[w * 32:w * 32 + 32])
        assert got[w * 32 + 1:w * 32 + 32].tolist() == partials[1:]
        if w:  # lane 0 of the other warps: its warp's aggregate
            assert got[w * 32] == x[w * 32:w * 32 + 32].sum()


def _shuffle_partials(v):
    v = [int(a) for a in v]
    off = 1
    while off < 32:
        v = [v[i] + v[i + off] if i + off < 32 else v[i] for i in range(32)]
        off *= 2
    return v


def test_temp_storage_reference_parameter():
    """A device function taking ``TempStorage&`` receives the shared array."""
    src = r"""
#include <cub/cub.cuh>
typedef cub::BlockReduce<int, 64> BR;
__device__ int block_total(typename BR::TempStorage& ts, int x) { return BR(ts).Sum(x); }
__global__ void k(const int* in, int* out) {
    __shared__ typename BR::TempStorage ts;
    int s = block_total(ts, in[threadIdx.x]);
    if (threadIdx.x == 0) out[0] = s;
}
"""
    x = np.arange(64, dtype=np.int32) * 3 - 50
    out = ws.run(ws.read(src).kernels[0], ws.Launch(grid=1, block=64),
                 {"in": x, "out": np.zeros(1, np.int32)}).outputs["out"]
    assert out[0] == x.sum()


@pytest.mark.parametrize("src,what", [
    ("cub::BlockHistogram<int, 128, 4, 256> H;", "BlockHistogram"),
    ("typedef cub::BlockReduce<int, 128> BR;\n__shared__ typename BR::TempStorage t;\n"
     "int r = BR(t).Reduce(1, MyOp(), 128, 0);", "Reduce with 4 arguments"),
    ("typedef cub::BlockRadixSort<double, 128, 4> S;", None),
    ("typedef cub::BlockExchange<int, 128, 4> X;\n__shared__ typename X::TempStorage t;\n"
     "int v[4];\nX(t).BlockedToWarpStriped(v, v);", "BlockExchange::BlockedToWarpStriped"),
])
def test_not_modelled_is_a_located_error(src, what):
    text = f"#include <cub/cub.cuh>\n__global__ void k(int* o) {{\n{src}\n o[0] = 0;\n}}\n"
    if what is None:
        text = text.replace("o[0] = 0;", "__shared__ typename S::TempStorage t;\n"
                            "double k2[4];\nS(t).Sort(k2);")
    with pytest.raises(Unsupported) as e:
        ws.read(text)
    assert e.value.loc is not None and e.value.loc.line >= 3
    if what:
        assert what in e.value.message


# ---------------------------------------------------------------- differential
@settings(max_examples=4, derandomize=True, deadline=None)
@given(st.lists(st.integers(-2 ** 20, 2 ** 20), min_size=256, max_size=256))
def test_scan_differential(values):
    c = BY_NAME["block_scan_items"]
    x = np.array(values, np.int32)
    args = {"in": x, "excl": np.zeros(256, np.int32), "mx": np.zeros(256, np.int32),
            "agg": np.zeros(1, np.int32)}
    out = ws.run(kernel_of(c), launch(c), args).outputs
    ref = c["ref"](args)
    for name in c["outputs"]:
        np.testing.assert_array_equal(out[name], ref[name])


_FLOATS = st.floats(-1e6, 1e6, allow_nan=False, width=32) | st.sampled_from([0.0, -0.0, 1.5])


@settings(max_examples=3, derandomize=True, deadline=None)
@given(st.lists(_FLOATS, min_size=128, max_size=128),
       st.lists(st.integers(-2 ** 31, 2 ** 31 - 1), min_size=128, max_size=128))
def test_radix_sort_differential(fkeys, ikeys):
    c = BY_NAME["radix_sort"]
    args = {"keys": np.array(fkeys, np.float32), "keys_out": np.zeros(128, np.float32),
            "ikeys": np.array(ikeys, np.int32), "ikeys_out": np.zeros(128, np.int32),
            "vals": np.arange(128, dtype=np.int32), "vals_out": np.zeros(128, np.int32)}
    out = ws.run(kernel_of(c), launch(c), args).outputs
    ref = c["ref"](args)
    for name in c["outputs"]:
        np.testing.assert_array_equal(out[name].view(np.uint32), ref[name].view(np.uint32))


def test_opencl_specializes_generic_pointer_parameters():
    """A CUDA device function given a shared and a global pointer prints as two OpenCL
    functions, one per address space (ir/spaces.py)."""
    src = r"""
__device__ float first(const float* p) { return p[0]; }
__global__ void k(const float* in, float* out) {
    __shared__ float s[32];
    s[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = first(s) + first(in);
}
"""
    text = ws.translate(ws.read(src).kernels[0], "opencl").text
    assert "float first(__local const float* p)" in text
    assert "float first_g(__global const float* p)" in text
    assert "first(s) + first_g(in)" in text


def test_radix_sort_bit_range_with_values():
    """Sort(keys, values, begin_bit, end_bit): a stable sort on bits [4, 12) only."""
    src = r"""
#include <cub/cub.cuh>
__global__ void k(const unsigned int* keys, unsigned int* ko, int* vo) {
    typedef cub::BlockRadixSort<unsigned int, 32, 2, int> S;
    __shared__ typename S::TempStorage ts;
    unsigned int kk[2];
    int v[2];
    for (int i = 0; i < 2; i++) { kk[i] = keys[threadIdx.x * 2 + i]; v[i] = threadIdx.x * 2 + i; }
    S(ts).Sort(kk, v, 4, 12);
    for (int i = 0; i < 2; i++) { ko[threadIdx.x * 2 + i] = kk[i]; vo[threadIdx.x * 2 + i] = v[i]; }
}
"""
    keys = np.random.default_rng(5).integers(0, 2 ** 16, 64).astype(np.uint32)
    out = ws.run(ws.read(src).kernels[0], ws.Launch(grid=1, block=32),
                 {"keys": keys, "ko": np.zeros(64, np.uint32),
                  "vo": np.zeros(64, np.int32)}).outputs
    order = np.argsort((keys >> 4) & 0xFF, kind="stable")
    np.testing.assert_array_equal(out["ko"], keys[order])
    np.testing.assert_array_equal(out["vo"], order.astype(np.int32))


def test_device_wide_cub_in_host_code_is_left_alone():
    """cub::DeviceReduce in host code is never read; the file's kernels read."""
    src = ("#include <cub/cub.cuh>\n__global__ void k(int* o) { o[0] = 1; }\n"
           "void host(int* d) { size_t n; cub::DeviceReduce::Sum(0, n, d, d, 10); "
           "k<<<1, 1>>>(d); }\n")
    assert [k.name for k in ws.read(src).kernels] == ["k"]


def test_sizeof_temp_storage_is_the_size_of_the_modelled_scratch():
    from warpsmith.backends.simulator import simulate

    src = """
#include <cub/cub.cuh>
template <int kNThreads>
__global__ void k(const float* a, float* b) {
  using BR = cub::BlockReduce<float, kNThreads>;
  constexpr int kSmem = sizeof(typename BR::TempStorage);
  __shared__ typename BR::TempStorage ts;
  float s = BR(ts).Sum(a[threadIdx.x]);
  if (threadIdx.x == 0) { b[0] = s; b[1] = (float)kSmem; }
}
template __global__ void k<64>(const float*, float*);
"""
    prog = ws.read(src)
    a = np.arange(64, dtype=np.float32)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        k = p.kernel("k_64")
        out = simulate(k.module, k.function, 1, 64, {"a": a, "b": np.zeros(2, np.float32)})
        # the scratch warpsmith's BlockReduce uses: 64 + 2 floats (docs/cxx-cub.md)
        np.testing.assert_array_equal(out.outputs["b"], [a.sum(), 66 * 4])


def test_an_alias_of_a_reduction_operator_is_that_operator():
    from warpsmith.backends.simulator import simulate

    src = """
#include <cub/cub.cuh>
using CubAddOp = cuda::std::plus<>;
using CubMaxOp = cub::Max;
__global__ void k(const float* a, float* b) {
  using BR = cub::BlockReduce<float, 64>;
  __shared__ typename BR::TempStorage ts;
  float s = BR(ts).Reduce(a[threadIdx.x], CubAddOp{}, blockDim.x);
  __syncthreads();
  float m = BR(ts).Reduce(a[threadIdx.x], CubMaxOp());
  if (threadIdx.x == 0) { b[0] = s; b[1] = m; }
}
"""
    prog = ws.read(src)
    a = (np.arange(64, dtype=np.float32) * 7) % 61
    for p in (prog, ws.read(ws.translate(prog, "cuda").text)):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, 64, {"a": a, "b": np.zeros(2, np.float32)})
        np.testing.assert_array_equal(out.outputs["b"], [a.sum(), a.max()])


def test_load_and_store_through_a_traits_alias_and_array_views():
    """causal-conv1d's forms: `typename Ktraits::BlockLoadT(ts).Load(..)` (an alias a
    traits struct declares, named through the struct) and items given as a view of part
    of a per-thread array, `*reinterpret_cast<T (*)[N]>(&a[k])` and
    `reinterpret_cast<T (&)[N]>(a)`: read as the same load and store of that memory."""
    src = r"""
#include <cub/cub.cuh>
template <int kThreads_>
struct Traits {
    static constexpr int kThreads = kThreads_;
    using LoadT = cub::BlockLoad<float, kThreads, 2, cub::BLOCK_LOAD_DIRECT>;
    using StoreT = cub::BlockStore<float, kThreads, 2, cub::BLOCK_STORE_DIRECT>;
};
template <typename K>
__global__ void k(const float* in, float* out) {
    constexpr int kThreads = K::kThreads;  // (the rewriting works on tokens: as there)
    __shared__ typename K::LoadT::TempStorage ls;
    __shared__ typename K::StoreT::TempStorage ss;
    float vals[4] = {0};
    typename K::LoadT(ls).Load(in, *reinterpret_cast<float (*)[2]>(&vals[2]));
    vals[2] *= 2;
    vals[3] += 1;
    float res[2];
    res[0] = vals[2];
    res[1] = vals[3];
    typename K::StoreT(ss).Store(out, reinterpret_cast<float (&)[2]>(res));
}
void h(const float* a, float* b) { k<Traits<32>><<<1, 32>>>(a, b); }
"""
    prog = ws.read(src)
    x = np.arange(64, dtype=np.float32)
    want = x.copy()
    want[0::2] *= 2
    want[1::2] += 1
    text = ws.translate(prog, "cuda").text
    assert "cub::" not in text
    for p in (prog, ws.read(text)):
        out = ws.run(p.kernels[0], ws.Launch(grid=1, block=32),
                     {"in": x, "out": np.zeros(64, np.float32)}).outputs["out"]
        np.testing.assert_array_equal(out, want)


def test_temp_storage_pointer_into_dynamic_shared_memory():
    """``auto* ts = static_cast<typename S::TempStorage*>(smem); S(*ts).SortDescending(k)``
    (vLLM's persistent top-k): the storage is the dynamic shared memory it points at."""
    src = r"""
#include <cub/cub.cuh>
__global__ void k(const unsigned* in, unsigned* out) {
    extern __shared__ char smem[];
    using Sort = cub::BlockRadixSort<unsigned, 32, 2>;
    void* raw = smem;
    auto* ts = static_cast<typename Sort::TempStorage*>(raw);
    unsigned keys[2];
    keys[0] = in[2 * threadIdx.x];
    keys[1] = in[2 * threadIdx.x + 1];
    Sort(*ts).SortDescending(keys);
    out[2 * threadIdx.x] = keys[0];
    out[2 * threadIdx.x + 1] = keys[1];
}
"""
    x = (np.arange(64, dtype=np.uint32) * 2654435761) % 1000
    prog = ws.read(src)
    text = ws.translate(prog, "cuda").text
    assert "TempStorage" not in text
    for p in (prog, ws.read(text)):
        out = ws.run(p.kernels[0], ws.Launch(grid=1, block=32, shared=1024),
                     {"in": x.astype(np.uint32), "out": np.zeros(64, np.uint32)}).outputs
        np.testing.assert_array_equal(out["out"], np.sort(x)[::-1])


def test_class_keys_through_a_decomposer_are_a_located_refusal():
    """CCCL 2.x sorts class keys by the members a decomposer returns as a
    ``cuda::std::tuple`` of references; not modelled, refused where the sort is called."""
    text = """#include <cub/cub.cuh>
struct Job { int k; float w; };
struct ByK { __device__ cuda::std::tuple<int&> operator()(Job& j) const { return {j.k}; } };
__global__ void sort_jobs(Job* jobs) {
    using Sort = cub::BlockRadixSort<Job, 32, 1>;
    __shared__ typename Sort::TempStorage ts;
    Job mine[1] = {jobs[threadIdx.x]};
    Sort(ts).SortDescending(mine, ByK{});
    jobs[threadIdx.x] = mine[0];
}
"""
    with pytest.raises(Unsupported, match="'Job' keys through a decomposer") as e:
        ws.read(text)
    assert (e.value.loc.line, e.value.loc.col) == (8, 14)


def test_temp_storage_named_in_std_conditional():
    """A key-value sort's TempStorage picked by ``std::conditional_t`` (vLLM's sampler) is
    the storage's type: a ``__shared__`` variable of it sorts (it was refused, located)."""
    src = """#include <cub/block/block_radix_sort.cuh>
#include <type_traits>
template <bool B> __global__ void k(float *o, int *ix) {
  using S = cub::BlockRadixSort<float, 32, 1, int>;
  using St = std::conditional_t<B, typename S::TempStorage, int>;
  __shared__ St ts; float key[1] = {o[threadIdx.x]}; int v[1] = {(int)threadIdx.x};
  S(ts).Sort(key, v); o[threadIdx.x] = key[0]; ix[threadIdx.x] = v[0]; }
template __global__ void k<true>(float *o, int *ix);
"""
    k = ws.read(src).kernels[0]
    x = np.random.default_rng(3).standard_normal(32).astype(np.float32)
    out = ws.run(k, ws.Launch(grid=1, block=32), {"o": x, "ix": np.zeros(32, np.int32)})
    np.testing.assert_array_equal(out.outputs["o"], np.sort(x))
    np.testing.assert_array_equal(out.outputs["ix"], np.argsort(x, kind="stable"))
    assert "cub::" not in ws.translate(k, "cuda").text
    assert "__local" in ws.translate(k, "opencl").text
