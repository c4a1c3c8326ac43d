"""Minimal reproductions of CUB's block- and warp-level primitives, written here, with NumPy
references of CUB's documented semantics. Used by tests/test_cxx_cub.py (simulator, printers)
and scripts/gpu_cub.py (the same sources compiled with real CUB and as warpsmith prints them).

Each case: ``src`` (device code only, so NVRTC compiles it as written), ``kernel`` (the name
NVRTC looks up), ``grid``/``block``, ``args(rng)`` -> {param: array or scalar}, ``outputs``
(the buffers compared) and ``ref(args)`` -> {output: expected array}. Results that CUB leaves
undefined (other threads of a block reduction) are not compared.
"""

from __future__ import annotations

import numpy as np

CASES: list[dict] = []


def case(name, src, kernel, grid, block, args, outputs, ref):
    CASES.append(dict(name=name, src=src, kernel=kernel, grid=grid, block=block, args=args,
                      outputs=outputs, ref=ref))


# ---------------------------------------------------------------- BlockReduce
case("block_sum", r'''
#include <cub/cub.cuh>
__global__ void block_sum(const int* in, int* out) {
    typedef cub::BlockReduce<int, 128> BlockReduce;
    __shared__ typename BlockReduce::TempStorage temp_storage;
    int x = in[blockIdx.x * 128 + threadIdx.x];
    int s = BlockReduce(temp_storage).Sum(x);
    if (threadIdx.x == 0) out[blockIdx.x] = s;
}
''', "block_sum", (3,), (128,),
    lambda rng: {"in": rng.integers(-1000, 1000, 384).astype(np.int32),
                 "out": np.zeros(3, np.int32)},
    ["out"], lambda a: {"out": a["in"].reshape(3, -1).sum(1).astype(np.int32)})

case("block_max_valid", r'''
#include <cub/block/block_reduce.cuh>
using namespace cub;
__global__ void block_max_valid(const float* in, float* out, int n) {
    using BlockReduceT = BlockReduce<float, 128, BLOCK_REDUCE_RAKING>;
    __shared__ typename BlockReduceT::TempStorage temp_storage;
    int i = blockIdx.x * 128 + threadIdx.x;
    float x = i < n ? in[i] : 0.0f;
    int num_valid = n - blockIdx.x * 128;
    float m = BlockReduceT(temp_storage).Reduce(x, cub::Max(), num_valid);
    if (threadIdx.x == 0) out[blockIdx.x] = m;
}
''', "block_max_valid", (3,), (128,),
    lambda rng: {"in": (rng.standard_normal(300) - 3).astype(np.float32),
                 "out": np.zeros(3, np.float32), "n": 300},
    ["out"], lambda a: {"out": np.array([a["in"][b * 128:min(300, b * 128 + 128)].max()
                                         for b in range(3)], np.float32)})

case("block_sum_items_2d", r'''
#include <cub/cub.cuh>
__global__ void block_sum_items_2d(const int* in, int* out) {
    typedef cub::BlockReduce<int, 16, cub::BLOCK_REDUCE_WARP_REDUCTIONS, 8> BR;
    __shared__ typename BR::TempStorage ts;
    int t = threadIdx.y * 16 + threadIdx.x;
    int items[3];
    for (int i = 0; i < 3; i++) items[i] = in[t * 3 + i];
    int s = BR(ts).Sum(items);
    __syncthreads();
    int m = BR(ts).Reduce(items[0], cub::Min());
    if (t == 0) { out[0] = s; out[1] = m; }
}
''', "block_sum_items_2d", (1,), (16, 8),
    lambda rng: {"in": rng.integers(-50, 50, 384).astype(np.int32),
                 "out": np.zeros(2, np.int32)},
    ["out"], lambda a: {"out": np.array([a["in"].sum(), a["in"][0::3].min()], np.int32)})

case("block_sum_template", r'''
#include <cub/cub.cuh>
template <int BLOCK_THREADS>
__global__ void block_sum_t(const int* in, int* out) {
    typedef cub::BlockReduce<int, BLOCK_THREADS> BlockReduceT;
    __shared__ typename BlockReduceT::TempStorage temp_storage;
    int s = BlockReduceT(temp_storage).Sum(in[blockIdx.x * BLOCK_THREADS + threadIdx.x]);
    if (threadIdx.x == 0) out[blockIdx.x] = s;
}
template __global__ void block_sum_t<64>(const int* in, int* out);
''', "block_sum_t<64>", (2,), (64,),
    lambda rng: {"in": rng.integers(-1000, 1000, 128).astype(np.int32),
                 "out": np.zeros(2, np.int32)},
    ["out"], lambda a: {"out": a["in"].reshape(2, -1).sum(1).astype(np.int32)})


# ---------------------------------------------------------------- BlockScan
def _excl(x):
    return np.concatenate([[0], np.cumsum(x)[:-1]]).astype(x.dtype)


case("block_scan", r'''
#include <cub/cub.cuh>
__global__ void block_scan(const int* in, int* incl, int* excl, int* agg) {
    typedef cub::BlockScan<int, 128> BlockScan;
    __shared__ typename BlockScan::TempStorage temp_storage;
    int i = blockIdx.x * 128 + threadIdx.x;
    int x = in[i];
    int y, z, total;
    BlockScan(temp_storage).InclusiveSum(x, y);
    __syncthreads();
    BlockScan(temp_storage).ExclusiveSum(x, z, total);
    incl[i] = y;
    excl[i] = z;
    if (threadIdx.x == 0) agg[blockIdx.x] = total;
}
''', "block_scan", (2,), (128,),
    lambda rng: {"in": rng.integers(-100, 100, 256).astype(np.int32),
                 "incl": np.zeros(256, np.int32), "excl": np.zeros(256, np.int32),
                 "agg": np.zeros(2, np.int32)},
    ["incl", "excl", "agg"],
    lambda a: {"incl": np.concatenate([np.cumsum(r) for r in a["in"].reshape(2, -1)]),
               "excl": np.concatenate([_excl(r) for r in a["in"].reshape(2, -1)]),
               "agg": a["in"].reshape(2, -1).sum(1).astype(np.int32)})


def _scan_items_ref(a):
    x = a["in"]
    return {"excl": _excl(x), "mx": np.maximum.accumulate(x).astype(np.int32),
            "agg": np.array([x.sum()], np.int32)}


case("block_scan_items", r'''
#include <cub/block/block_scan.cuh>
#include <cuda/functional>
using namespace cub;
__global__ void block_scan_items(const int* in, int* excl, int* mx, int* agg) {
    typedef BlockScan<int, 64> BlockScanT;
    __shared__ typename BlockScanT::TempStorage temp_storage;
    int items[4];
    int maxes[4];
    for (int i = 0; i < 4; i++) items[i] = in[threadIdx.x * 4 + i];
    BlockScanT(temp_storage).InclusiveScan(items, maxes, cuda::maximum<>{});
    __syncthreads();
    int total;
    BlockScanT(temp_storage).ExclusiveSum(items, items, total);
    for (int i = 0; i < 4; i++) {
        excl[threadIdx.x * 4 + i] = items[i];
        mx[threadIdx.x * 4 + i] = maxes[i];
    }
    if (threadIdx.x == 0) agg[0] = total;
}
''', "block_scan_items", (1,), (64,),
    lambda rng: {"in": rng.integers(-100, 100, 256).astype(np.int32),
                 "excl": np.zeros(256, np.int32), "mx": np.zeros(256, np.int32),
                 "agg": np.zeros(1, np.int32)},
    ["excl", "mx", "agg"], _scan_items_ref)

case("block_exclusive_max", r'''
#include <cub/cub.cuh>
__global__ void block_exclusive_max(const int* in, int* out) {
    typedef cub::BlockScan<int, 96> BS;
    __shared__ typename BS::TempStorage ts;
    int y;
    BS(ts).ExclusiveScan(in[threadIdx.x], y, -1000000, cub::Max());
    out[threadIdx.x] = y;
}
''', "block_exclusive_max", (1,), (96,),
    lambda rng: {"in": rng.integers(-500, 500, 96).astype(np.int32),
                 "out": np.zeros(96, np.int32)},
    ["out"], lambda a: {"out": np.concatenate(
        [[-1000000], np.maximum.accumulate(np.maximum(a["in"], -1000000))[:-1]]
    ).astype(np.int32)})


# ---------------------------------------------------------------- warp primitives
def _warp_ref(a):
    x = a["in"]
    w = x.reshape(4, 32)
    h = x.reshape(8, 16)
    return {"wsum": w.sum(1).astype(np.int32), "hsum": h.sum(1).astype(np.int32),
            "incl": np.concatenate([np.cumsum(r) for r in w]).astype(np.int32),
            "excl": np.concatenate([_excl(r) for r in w]).astype(np.int32)}


case("warp_reduce_scan", r'''
#include <cub/cub.cuh>
__global__ void warp_reduce_scan(const int* in, int* wsum, int* hsum, int* incl, int* excl) {
    typedef cub::WarpReduce<int> WarpReduce;
    typedef cub::WarpReduce<int, 16> HalfReduce;
    typedef cub::WarpScan<int> WarpScan;
    __shared__ typename WarpReduce::TempStorage temp[4];
    __shared__ typename HalfReduce::TempStorage half_temp[8];
    __shared__ typename WarpScan::TempStorage scan_temp[4];
    int warp_id = threadIdx.x / 32;
    int x = in[threadIdx.x];
    int s = WarpReduce(temp[warp_id]).Sum(x);
    int h = HalfReduce(half_temp[threadIdx.x / 16]).Reduce(x, cub::Sum());
    int y, z;
    WarpScan(scan_temp[warp_id]).InclusiveSum(x, y);
    WarpScan(scan_temp[warp_id]).ExclusiveSum(x, z);
    if (threadIdx.x % 32 == 0) wsum[warp_id] = s;
    if (threadIdx.x % 16 == 0) hsum[threadIdx.x / 16] = h;
    incl[threadIdx.x] = y;
    excl[threadIdx.x] = z;
}
''', "warp_reduce_scan", (1,), (128,),
    lambda rng: {"in": rng.integers(-100, 100, 128).astype(np.int32),
                 "wsum": np.zeros(4, np.int32), "hsum": np.zeros(8, np.int32),
                 "incl": np.zeros(128, np.int32), "excl": np.zeros(128, np.int32)},
    ["wsum", "hsum", "incl", "excl"], _warp_ref)


# ---------------------------------------------------------------- load / store
def _load_store_ref(a):
    x = a["in"].reshape(2, 64, 4)
    t = np.arange(64).reshape(1, 64, 1)
    return {"out": (x * 2 + t).reshape(-1).astype(np.int32)}


case("load_store_transpose", r'''
#include <cub/cub.cuh>
__global__ void load_store_transpose(const int* in, int* out) {
    typedef cub::BlockLoad<int, 64, 4, cub::BLOCK_LOAD_TRANSPOSE> BlockLoadT;
    typedef cub::BlockStore<int, 64, 4, cub::BLOCK_STORE_WARP_TRANSPOSE> BlockStoreT;
    __shared__ union {
        typename BlockLoadT::TempStorage load;
        typename BlockStoreT::TempStorage store;
    } temp_storage;
    int items[4];
    int offset = blockIdx.x * 256;
    BlockLoadT(temp_storage.load).Load(in + offset, items);
    for (int i = 0; i < 4; i++) items[i] = items[i] * 2 + threadIdx.x;
    __syncthreads();
    BlockStoreT(temp_storage.store).Store(out + offset, items);
}
''', "load_store_transpose", (2,), (64,),
    lambda rng: {"in": rng.integers(-1000, 1000, 512).astype(np.int32),
                 "out": np.zeros(512, np.int32)},
    ["out"], _load_store_ref)


def _partial_ref(a):
    x = a["in"]
    n = a["n"]
    items = np.full((32, 4), -7, np.int32)
    flat = items.reshape(-1)
    flat[:n] = x[:n]
    out_blocked = np.zeros(128, np.int32)
    out_blocked[:n] = (items + 1).reshape(-1)[:n]
    striped = np.zeros(128, np.int32)
    striped[:] = ((items + 1).T).reshape(-1)  # thread t's item i at i*32 + t
    return {"out": out_blocked, "striped": striped}


case("load_store_partial", r'''
#include <cub/cub.cuh>
__global__ void load_store_partial(const int* in, int* out, int* striped, int n) {
    typedef cub::BlockLoad<int, 32, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE> BlockLoadT;
    typedef cub::BlockStore<int, 32, 4, cub::BLOCK_STORE_DIRECT> BlockStoreT;
    __shared__ typename BlockLoadT::TempStorage load_storage;
    __shared__ typename BlockStoreT::TempStorage store_storage;
    int items[4];
    BlockLoadT(load_storage).Load(in, items, n, -7);
    for (int i = 0; i < 4; i++) items[i] += 1;
    BlockStoreT(store_storage).Store(out, items, n);
    cub::StoreDirectStriped<32>(threadIdx.x, striped, items);
}
''', "load_store_partial", (1,), (32,),
    lambda rng: {"in": rng.integers(-1000, 1000, 128).astype(np.int32),
                 "out": np.zeros(128, np.int32), "striped": np.zeros(128, np.int32),
                 "n": 101},
    ["out", "striped"], _partial_ref)

case("load_direct", r'''
#include <cub/cub.cuh>
__global__ void load_direct(const float* in, float* out) {
    float items[2];
    cub::LoadDirectStriped<64>(threadIdx.x, in, items);
    float s = items[0] - items[1];
    cub::LoadDirectBlocked(threadIdx.x, in, items);
    items[0] = items[0] + s;
    cub::StoreDirectBlocked(threadIdx.x, out, items);
}
''', "load_direct", (1,), (64,),
    lambda rng: {"in": rng.standard_normal(128).astype(np.float32),
                 "out": np.zeros(128, np.float32)},
    ["out"], lambda a: {"out": _direct_ref(a["in"])})


def _direct_ref(x):
    out = x.copy().reshape(64, 2)
    s = x[:64] - x[64:]
    out[:, 0] = out[:, 0] + s
    return out.reshape(-1)


# ---------------------------------------------------------------- radix sort
def _twiddle_order(keys, descending=False):
    """Stable order of CUB's radix sort of ``keys`` (-0.0 equal to +0.0)."""
    k = keys.astype(np.float64) if keys.dtype == np.float32 else keys.astype(np.int64)
    if keys.dtype == np.float32:
        k = np.where(k == 0, 0.0, k)
    return np.argsort(-k if descending else k, kind="stable")


def _sort_ref(a):
    keys = a["keys"]
    o = _twiddle_order(keys)
    od = _twiddle_order(a["ikeys"], descending=True)
    return {"keys_out": keys[o], "ikeys_out": a["ikeys"][od], "vals_out": a["vals"][od]}


case("radix_sort", r'''
#include <cub/block/block_radix_sort.cuh>
__global__ void radix_sort(const float* keys, float* keys_out, const int* ikeys,
                           int* ikeys_out, const int* vals, int* vals_out) {
    typedef cub::BlockRadixSort<float, 32, 4> SortF;
    typedef cub::BlockRadixSort<int, 32, 4, int> SortKV;
    __shared__ typename SortF::TempStorage sort_f;
    __shared__ typename SortKV::TempStorage sort_kv;
    float k[4];
    int ik[4];
    int v[4];
    for (int i = 0; i < 4; i++) {
        k[i] = keys[threadIdx.x * 4 + i];
        ik[i] = ikeys[threadIdx.x * 4 + i];
        v[i] = vals[threadIdx.x * 4 + i];
    }
    SortF(sort_f).Sort(k);
    SortKV(sort_kv).SortDescending(ik, v);
    for (int i = 0; i < 4; i++) {
        keys_out[threadIdx.x * 4 + i] = k[i];
        ikeys_out[threadIdx.x * 4 + i] = ik[i];
        vals_out[threadIdx.x * 4 + i] = v[i];
    }
}
''', "radix_sort", (1,), (32,),
    lambda rng: {"keys": np.round(rng.standard_normal(128) * 4).astype(np.float32) / 2,
                 "keys_out": np.zeros(128, np.float32),
                 "ikeys": rng.integers(-20, 20, 128).astype(np.int32),
                 "ikeys_out": np.zeros(128, np.int32),
                 "vals": np.arange(128, dtype=np.int32), "vals_out": np.zeros(128, np.int32)},
    ["keys_out", "ikeys_out", "vals_out"], _sort_ref)


def _striped_ref(a):
    s = np.sort(a["keys"], kind="stable")
    return {"out": s.reshape(4, 32).T.reshape(-1)}  # thread t holds s[i*32 + t]


case("radix_sort_striped", r'''
#include <cub/cub.cuh>
__global__ void radix_sort_striped(const unsigned int* keys, unsigned int* out) {
    typedef cub::BlockRadixSort<unsigned int, 32, 4> Sort;
    __shared__ typename Sort::TempStorage ts;
    unsigned int k[4];
    cub::LoadDirectBlocked(threadIdx.x, keys, k);
    Sort(ts).SortBlockedToStriped(k);
    cub::StoreDirectBlocked(threadIdx.x, out, k);
}
''', "radix_sort_striped", (1,), (32,),
    lambda rng: {"keys": rng.integers(0, 2 ** 32, 128, dtype=np.uint64).astype(np.uint32),
                 "out": np.zeros(128, np.uint32)},
    ["out"], _striped_ref)


# ---------------------------------------------------------------- the user's operators
# A functor, a lambda, a block prefix callback (CUB's BlockPrefixCallbackOp). The scans use
# a non-commutative associative operator (a linear recurrence, Mamba's selective scan) on
# values that keep float arithmetic exact (a in {-1, 1}, b small integers), so that only
# the operand order is tested, and any order of the tree gives the NumPy fold.
SSM = r"""
struct SSMOp {
    __device__ float2 operator()(const float2& ab0, const float2& ab1) const {
        return make_float2(ab1.x * ab0.x, ab1.x * ab0.y + ab1.y);
    }
};
struct RunningPrefix {
    float2 running;
    __device__ RunningPrefix(float2 r) : running(r) {}
    __device__ float2 operator()(float2 block_aggregate) {
        float2 old = running;
        running = SSMOp()(running, block_aggregate);
        return old;
    }
};
"""


def _ssm_pairs(rng, n):
    a = rng.choice(np.array([-1.0, 1.0], np.float32), n)
    b = rng.integers(-8, 9, n).astype(np.float32)
    return np.stack([a, b], 1).reshape(-1)


def _ssm_fold(pairs, start=(1.0, 0.0)):
    """The inclusive scan of the pairs (a, b) from ``start``, flattened."""
    out = []
    ca, cb = start
    for a, b in pairs.reshape(-1, 2):
        ca, cb = a * ca, a * cb + b
        out.append((ca, cb))
    return np.array(out, np.float32).reshape(-1)


def _ssm_scan_ref(a):
    x = a["in"].reshape(2, -1)
    incl = np.concatenate([_ssm_fold(r) for r in x])
    return {"incl": incl, "agg": np.concatenate([_ssm_fold(r)[-2:] for r in x])}


case("block_scan_functor", SSM + r'''
#include <cub/cub.cuh>
__global__ void block_scan_functor(const float* in, float* incl, float* agg) {
    typedef cub::BlockScan<float2, 128> BlockScan;
    __shared__ typename BlockScan::TempStorage ts;
    int i = blockIdx.x * 128 + threadIdx.x;
    float2 x = make_float2(in[2 * i], in[2 * i + 1]);
    float2 y, total;
    BlockScan(ts).InclusiveScan(x, y, SSMOp(), total);
    incl[2 * i] = y.x;
    incl[2 * i + 1] = y.y;
    if (threadIdx.x == 0) {
        agg[2 * blockIdx.x] = total.x;
        agg[2 * blockIdx.x + 1] = total.y;
    }
}
''', "block_scan_functor", (2,), (128,),
    lambda rng: {"in": _ssm_pairs(rng, 256), "incl": np.zeros(512, np.float32),
                 "agg": np.zeros(4, np.float32)},
    ["incl", "agg"], _ssm_scan_ref)


def _ssm_prefix_ref(a):
    incl = _ssm_fold(a["in"])
    excl = np.concatenate([[1.0, 0.0], incl[:-2]]).astype(np.float32)
    return {"excl": excl, "last": incl[-2:]}


case("block_scan_prefix_callback", SSM + r'''
#include <cub/cub.cuh>
__global__ void block_scan_prefix_callback(const float* in, float* excl, float* last) {
    typedef cub::BlockScan<float2, 128> BlockScan;
    __shared__ typename BlockScan::TempStorage ts;
    RunningPrefix prefix_op(make_float2(1.0f, 0.0f));
    for (int tile = 0; tile < 2; tile++) {
        int i = tile * 128 + threadIdx.x;
        float2 x = make_float2(in[2 * i], in[2 * i + 1]);
        float2 y;
        BlockScan(ts).ExclusiveScan(x, y, SSMOp(), prefix_op);
        __syncthreads();
        excl[2 * i] = y.x;
        excl[2 * i + 1] = y.y;
    }
    if (threadIdx.x == 0) {
        last[0] = prefix_op.running.x;
        last[1] = prefix_op.running.y;
    }
}
''', "block_scan_prefix_callback", (1,), (128,),
    lambda rng: {"in": _ssm_pairs(rng, 256), "excl": np.zeros(512, np.float32),
                 "last": np.zeros(2, np.float32)},
    ["excl", "last"], _ssm_prefix_ref)


def _ssm_items_ref(a):
    incl = _ssm_fold(a["in"])
    return {"incl": incl, "last": incl[-2:]}


case("block_scan_items_prefix_callback", SSM + r'''
#include <cub/cub.cuh>
__global__ void block_scan_items_prefix_callback(const float* in, float* incl, float* last) {
    typedef cub::BlockScan<float2, 64> BlockScan;
    __shared__ typename BlockScan::TempStorage ts;
    RunningPrefix prefix_op(make_float2(1.0f, 0.0f));
    for (int tile = 0; tile < 2; tile++) {
        float2 items[4];
        for (int j = 0; j < 4; j++) {
            int i = tile * 256 + threadIdx.x * 4 + j;
            items[j] = make_float2(in[2 * i], in[2 * i + 1]);
        }
        BlockScan(ts).InclusiveScan(items, items, SSMOp(), prefix_op);
        __syncthreads();
        for (int j = 0; j < 4; j++) {
            int i = tile * 256 + threadIdx.x * 4 + j;
            incl[2 * i] = items[j].x;
            incl[2 * i + 1] = items[j].y;
        }
    }
    if (threadIdx.x == 0) {
        last[0] = prefix_op.running.x;
        last[1] = prefix_op.running.y;
    }
}
''', "block_scan_items_prefix_callback", (1,), (64,),
    lambda rng: {"in": _ssm_pairs(rng, 512), "incl": np.zeros(1024, np.float32),
                 "last": np.zeros(2, np.float32)},
    ["incl", "last"], _ssm_items_ref)


def _min_max_ref(a):
    x, n = a["in"], a["n"]
    parts = [x[b * 128:min(n, b * 128 + 128)] for b in range(3)]
    return {"lo": np.array([p.min() for p in parts], np.float32),
            "hi": np.array([p.max() for p in parts], np.float32)}


case("block_reduce_lambda", r'''
#include <cub/cub.cuh>
struct MinMax {
    float lo, hi;
    __device__ MinMax() : lo(0.0f), hi(0.0f) {}  // (CUB's storage constructs none)
    __device__ MinMax& operator&=(const MinMax& o) {
        lo = fminf(lo, o.lo);
        hi = fmaxf(hi, o.hi);
        return *this;
    }
};
__global__ void block_reduce_lambda(const float* in, float* lo, float* hi, int n) {
    using BlockReduce = cub::BlockReduce<MinMax, 128>;
    __shared__ typename BlockReduce::TempStorage tmp;
    int i = blockIdx.x * 128 + threadIdx.x;
    MinMax m;
    m.lo = i < n ? in[i] : 0.0f;
    m.hi = m.lo;
    MinMax r = BlockReduce(tmp).Reduce(m, [] __device__(MinMax a, const MinMax& b) {
        a &= b;
        return a;
    }, n - blockIdx.x * 128);
    if (threadIdx.x == 0) {
        lo[blockIdx.x] = r.lo;
        hi[blockIdx.x] = r.hi;
    }
}
''', "block_reduce_lambda", (3,), (128,),
    lambda rng: {"in": rng.standard_normal(300).astype(np.float32),
                 "lo": np.zeros(3, np.float32), "hi": np.zeros(3, np.float32), "n": 300},
    ["lo", "hi"], _min_max_ref)


case("warp_reduce_lambda", r'''
#include <cub/cub.cuh>
__global__ void warp_reduce_lambda(const int* in, int* out) {
    typedef cub::WarpReduce<int> WarpReduce;
    __shared__ typename WarpReduce::TempStorage ts[2];
    int x = in[threadIdx.x];
    int m = WarpReduce(ts[threadIdx.x / 32]).Reduce(x, [] __device__(int a, int b) {
        return a > b ? a : b;
    });
    if (threadIdx.x % 32 == 0) out[threadIdx.x / 32] = m;
}
''', "warp_reduce_lambda", (1,), (64,),
    lambda rng: {"in": rng.integers(-1000, 1000, 64).astype(np.int32),
                 "out": np.zeros(2, np.int32)},
    ["out"], lambda a: {"out": a["in"].reshape(2, -1).max(1).astype(np.int32)})


def _argmax_ref(a):
    x = a["in"].reshape(2, -1)
    return {"key": x.argmax(1).astype(np.int32), "val": x.max(1)}  # (ties: the first)


case("block_argmax", r'''
#include <cub/cub.cuh>
__global__ void block_argmax(const float* in, int* key, float* val) {
    typedef cub::BlockReduce<cub::KeyValuePair<int, float>, 128> MaxReduceT;
    __shared__ typename MaxReduceT::TempStorage ts;
    float v = in[blockIdx.x * 128 + threadIdx.x];
    cub::KeyValuePair<int, float> kv((int)threadIdx.x, v);
    auto best = MaxReduceT(ts).Reduce(kv, cub::ArgMax());
    if (threadIdx.x == 0) {
        key[blockIdx.x] = best.key;
        val[blockIdx.x] = best.value;
    }
}
''', "block_argmax", (2,), (128,),
    lambda rng: {"in": rng.integers(0, 8, 256).astype(np.float32),
                 "key": np.zeros(2, np.int32), "val": np.zeros(2, np.float32)},
    ["key", "val"], _argmax_ref)


def _argmin_ref(a):
    x = a["in"].reshape(2, -1)
    return {"key": x.argmin(1).astype(np.int32)}


case("warp_argmin", r'''
#include <cub/cub.cuh>
__global__ void warp_argmin(const float* in, int* key) {
    typedef cub::WarpReduce<cub::KeyValuePair<int, float>> MinReduceT;
    __shared__ typename MinReduceT::TempStorage ts[2];
    cub::KeyValuePair<int, float> kv(threadIdx.x % 32, in[threadIdx.x]);
    kv = MinReduceT(ts[threadIdx.x / 32]).Reduce(kv, cub::ArgMin());
    if (threadIdx.x % 32 == 0) key[threadIdx.x / 32] = kv.key;
}
''', "warp_argmin", (1,), (64,),
    lambda rng: {"in": rng.integers(0, 8, 64).astype(np.float32),
                 "key": np.zeros(2, np.int32)},
    ["key"], _argmin_ref)


case("uninitialized_shared", r'''
#include <cub/cub.cuh>
struct Cand {
    float gain;
    int idx;
    __device__ Cand() : gain(-1.0f), idx(-1) {}
};
__global__ void uninitialized_shared(const float* in, float* out) {
    __shared__ cub::Uninitialized<Cand> u;
    Cand& best = u.Alias();
    if (threadIdx.x == 0) best = Cand();
    __syncthreads();
    if (threadIdx.x == 5) {
        best.gain = in[5];
        best.idx = 5;
    }
    __syncthreads();
    out[threadIdx.x] = best.gain + best.idx;
}
''', "uninitialized_shared", (1,), (32,),
    lambda rng: {"in": rng.integers(0, 100, 32).astype(np.float32),
                 "out": np.zeros(32, np.float32)},
    ["out"], lambda a: {"out": np.full(32, a["in"][5] + 5, np.float32)})


case("warp_scan_storage_pointer", r'''
#include <cub/cub.cuh>
struct ScanAgent {
    using WarpScanT = cub::WarpScan<int>;
    typename WarpScanT::TempStorage* tmp_storage;
    int base;
    __device__ int Scan(int x) {
        int y, total;
        WarpScanT(*tmp_storage).InclusiveSum(x, y, total);
        return y + base * total;
    }
};
__global__ void warp_scan_storage_pointer(const int* in, int* out) {
    __shared__ typename ScanAgent::WarpScanT::TempStorage tmp_storage[2];
    ScanAgent agent{&tmp_storage[threadIdx.x / 32], 1000};
    out[threadIdx.x] = agent.Scan(in[threadIdx.x]);
}
''', "warp_scan_storage_pointer", (1,), (64,),
    lambda rng: {"in": rng.integers(-50, 50, 64).astype(np.int32),
                 "out": np.zeros(64, np.int32)},
    ["out"], lambda a: {"out": np.concatenate([
        np.cumsum(r) + 1000 * r.sum() for r in a["in"].reshape(2, -1)]).astype(np.int32)})


case("block_reduce_storage_cast", r'''
#include <cub/cub.cuh>
__global__ void block_reduce_storage_cast(const int* in, int* out) {
    typedef cub::BlockReduce<int, 64> BR;
    __shared__ char smem_[1024];
    auto& ts = reinterpret_cast<typename BR::TempStorage&>(smem_);
    auto& ts2 = *reinterpret_cast<typename BR::TempStorage*>(smem_ + sizeof(typename BR::TempStorage));
    int s = BR(ts).Sum(in[threadIdx.x]);
    int m = BR(ts2).Reduce(in[threadIdx.x], cub::Max());
    if (threadIdx.x == 0) {
        out[0] = s;
        out[1] = m;
    }
}
''', "block_reduce_storage_cast", (1,), (64,),
    lambda rng: {"in": rng.integers(-1000, 1000, 64).astype(np.int32),
                 "out": np.zeros(2, np.int32)},
    ["out"], lambda a: {"out": np.array([a["in"].sum(), a["in"].max()], np.int32)})


case("warp_shuffle_index", r'''
#include <cub/cub.cuh>
__global__ void warp_shuffle_index(const int* in, const int* src, int* out) {
    int x = in[threadIdx.x];
    out[threadIdx.x] = cub::ShuffleIndex<16>(x, src[threadIdx.x / 16], 0xffffffffu);
}
''', "warp_shuffle_index", (1,), (64,),
    lambda rng: {"in": rng.integers(-1000, 1000, 64).astype(np.int32),
                 "src": rng.integers(0, 16, 4).astype(np.int32),
                 "out": np.zeros(64, np.int32)},
    ["out"], lambda a: {"out": np.repeat(a["in"][np.arange(4) * 16 + a["src"]], 16)})


def _shuffle_up_down_ref(a):
    x, lane = a["in"], np.arange(64) % 32
    seg = lane // 16 * 16
    up = np.where(lane - 3 >= seg + 2, np.roll(x, 3), x)
    down = np.where(lane + 5 <= seg + 12, np.roll(x, -5), x)
    return {"up": up.astype(np.int32), "down": down.astype(np.int32)}


case("warp_shuffle_up_down", r'''
#include <cub/cub.cuh>
__global__ void warp_shuffle_up_down(const int* in, int* up, int* down) {
    int x = in[threadIdx.x];
    up[threadIdx.x] = cub::ShuffleUp<16>(x, 3, 2, 0xffffffffu);
    down[threadIdx.x] = cub::ShuffleDown<16>(x, 5, 12, 0xffffffffu);
}
''', "warp_shuffle_up_down", (1,), (64,),
    lambda rng: {"in": rng.integers(-1000, 1000, 64).astype(np.int32),
                 "up": np.zeros(64, np.int32), "down": np.zeros(64, np.int32)},
    ["up", "down"], _shuffle_up_down_ref)


# ---------------------------------------------------------------- BlockExchange
def _blocked_to_striped(x, threads, items):
    """Item i of thread t after BlockedToStriped is the input's item i*BT + t (written
    back as thread t's row of N)."""
    return x.reshape(items, threads).T.reshape(-1)


case("block_exchange_traits", r"""
#include <cub/block/block_exchange.cuh>
template <int kThreads_, int kItems_>
struct ExchangeTraits {
    static constexpr int kThreads = kThreads_;
    static constexpr int kItems = kItems_;
    using ExchangeT = cub::BlockExchange<float, kThreads, kItems>;
    static constexpr int kSmem = 2 * sizeof(typename ExchangeT::TempStorage);
};
template <typename K>
__global__ void block_exchange_traits(const float* in, float* striped, float* back) {
    __shared__ char smem_[K::kSmem];
    auto& ts = *reinterpret_cast<typename K::ExchangeT::TempStorage*>(smem_);
    auto& ts1 = *reinterpret_cast<typename K::ExchangeT::TempStorage*>(
        smem_ + sizeof(typename K::ExchangeT::TempStorage));
    float v[K::kItems];
    float w[K::kItems];
    for (int i = 0; i < K::kItems; i++) v[i] = in[threadIdx.x * K::kItems + i];
    typename K::ExchangeT(ts).BlockedToStriped(v, v);
    for (int i = 0; i < K::kItems; i++) striped[threadIdx.x * K::kItems + i] = v[i];
    typename K::ExchangeT(ts1).StripedToBlocked(v, w);
    for (int i = 0; i < K::kItems; i++) back[threadIdx.x * K::kItems + i] = w[i];
}
template __global__ void block_exchange_traits<ExchangeTraits<64, 3>>(const float*, float*, float*);
""", "block_exchange_traits<ExchangeTraits<64, 3>>", (1,), (64,),
    lambda rng: {"in": rng.standard_normal(192).astype(np.float32),
                 "striped": np.zeros(192, np.float32), "back": np.zeros(192, np.float32)},
    ["striped", "back"], lambda a: {"striped": _blocked_to_striped(a["in"], 64, 3),
                                    "back": a["in"]})

case("block_exchange_2d_in_place", r"""
#include <cub/cub.cuh>
__global__ void block_exchange_2d_in_place(const int* in, int* out) {
    typedef cub::BlockExchange<int, 8, 4, false, 4> Exchange;
    __shared__ typename Exchange::TempStorage ts;
    int t = threadIdx.y * 8 + threadIdx.x;
    int items[4];
    for (int i = 0; i < 4; i++) items[i] = in[t * 4 + i];  // taken as striped
    Exchange(ts).StripedToBlocked(items);
    for (int i = 0; i < 4; i++) out[t * 4 + i] = items[i];
}
""", "block_exchange_2d_in_place", (1,), (8, 4),
    lambda rng: {"in": rng.integers(-1000, 1000, 128).astype(np.int32),
                 "out": np.zeros(128, np.int32)},
    ["out"], lambda a: {"out": a["in"].reshape(32, 4).T.reshape(-1)})


# ---------------------------------------------------------------- TempStorage as a type
def _conditional_storage_ref(a):
    keys = a["keys"]
    order = np.argsort(-keys, kind="stable")  # descending, stable (no ties drawn)
    n, bt = 64, 32
    striped = np.empty(n, np.int32)
    fs = np.empty(n, np.float32)
    for t in range(bt):
        for i in range(2):
            striped[t * 2 + i] = order[i * bt + t]
            fs[t * 2 + i] = keys[order[i * bt + t]]
    counts = a["counts"]
    return {"order": striped, "sorted": fs,
            "prefix": (np.cumsum(counts) - counts).astype(np.int32)}


case("radix_sort_conditional_storage", r"""
#include <cub/cub.cuh>
#include <cuda/std/type_traits>
template <int BT, int N, bool kUseSort>
__device__ void sort_after_scan(const float* keys, const int* counts, int* order,
                                float* sorted, int* prefix) {
    using Sort = cub::BlockRadixSort<float, BT, N, int>;
    using SortStorage = cuda::std::conditional_t<kUseSort, typename Sort::TempStorage, int>;
    using Scan = cub::BlockScan<int, BT>;
    struct Histogram {
        typename Scan::TempStorage scan;
        int data[BT];
    };
    __shared__ union {
        SortStorage sort;
        Histogram histo;
    } smem;
    smem.histo.data[threadIdx.x] = counts[threadIdx.x];
    __syncthreads();
    int before, total;
    Scan(smem.histo.scan).ExclusiveSum(smem.histo.data[threadIdx.x], before, total);
    prefix[threadIdx.x] = before;
    __syncthreads();
    float k[N];
    int v[N];
    for (int i = 0; i < N; i++) {
        k[i] = keys[threadIdx.x * N + i];
        v[i] = threadIdx.x * N + i;
    }
    Sort(smem.sort).SortDescendingBlockedToStriped(k, v);
    for (int i = 0; i < N; i++) {
        order[threadIdx.x * N + i] = v[i];
        sorted[threadIdx.x * N + i] = k[i];
    }
}
__global__ void radix_sort_conditional_storage(const float* keys, const int* counts,
                                               int* order, float* sorted, int* prefix) {
    sort_after_scan<32, 2, true>(keys, counts, order, sorted, prefix);
}
""", "radix_sort_conditional_storage", (1,), (32,),
    lambda rng: {"keys": rng.permutation(64).astype(np.float32) - 20.5,
                 "counts": rng.integers(0, 9, 32).astype(np.int32),
                 "order": np.zeros(64, np.int32), "sorted": np.zeros(64, np.float32),
                 "prefix": np.zeros(32, np.int32)},
    ["order", "sorted", "prefix"], _conditional_storage_ref)


# ---------------------------------------------------------------- CUB's utilities
# (what code building its own collective on CUB uses: Mamba's reverse_scan.cuh)
def _raking_ref(a):
    masks = np.array([0xFF << (8 * (t % 32 // 8)) for t in range(128)], np.uint32)
    return {"out": a["in"].reshape(32, 4).sum(1).astype(np.int32), "masks": masks,
            # Log2 rounds up; 128 threads: segments of 4 (even, above 2: padded), 32 rakers
            "consts": np.array([7, 7, 4, 32, 160, 1], np.int32)}


case("raking_layout_utilities", r"""
#include <cub/block/block_raking_layout.cuh>
#include <cub/util_ptx.cuh>
__global__ void raking_layout_utilities(const int* in, int* out, unsigned int* masks,
                                        int* consts) {
    using Layout = cub::BlockRakingLayout<int, 128>;
    __shared__ typename Layout::TempStorage ts;
    int tid = cub::RowMajorTid(32, 4, 1);
    *Layout::PlacementPtr(ts, tid) = in[tid];
    __syncthreads();
    if (tid < Layout::RAKING_THREADS) {
        int* seg = Layout::RakingPtr(ts, tid);
        int s = 0;
        for (int i = 0; i < Layout::SEGMENT_LENGTH; i++) s += seg[i];
        out[tid] = s;
    }
    masks[tid] = cub::WarpMask<8>(tid % 32 / 8);
    if (tid == 0) {
        consts[0] = cub::Log2<96>::VALUE;
        consts[1] = cub::Log2<128>::VALUE;
        consts[2] = Layout::SEGMENT_LENGTH;
        consts[3] = Layout::RAKING_THREADS;
        consts[4] = Layout::GRID_ELEMENTS;
        consts[5] = Layout::UNGUARDED;
    }
}
""", "raking_layout_utilities", (1,), (32, 4),
    lambda rng: {"in": rng.integers(-1000, 1000, 128).astype(np.int32),
                 "out": np.zeros(32, np.int32), "masks": np.zeros(128, np.uint32),
                 "consts": np.zeros(6, np.int32)},
    ["out", "masks", "consts"], _raking_ref)


# ---------------------------------------------------------------- undefined by CUB
# CUB leaves a block reduction undefined outside thread 0. No NumPy reference (ref None):
# tests/test_cxx_cub.py checks the simulator's partials against the shuffle tree, and the
# GPU script compares them with what the real CUB leaves.
case("block_sum_all_threads", r'''
#include <cub/cub.cuh>
__global__ void block_sum_all_threads(const int* in, int* out) {
    typedef cub::BlockReduce<int, 128> BlockReduce;
    __shared__ typename BlockReduce::TempStorage temp_storage;
    int s = BlockReduce(temp_storage).Sum(in[threadIdx.x]);
    out[threadIdx.x] = s;
}
''', "block_sum_all_threads", (1,), (128,),
    lambda rng: {"in": rng.integers(-1000, 1000, 128).astype(np.int32),
                 "out": np.zeros(128, np.int32)},
    ["out"], None)
