"""Minimal reproductions of issue 18's cooperative groups, warp match/vote/reduce and C
library constructs, each with inputs and a NumPy reference (docs/cxx-coop.md).

Shared by tests/test_cxx_coop.py (simulator against the reference, printers) and
scripts/gpu_coop.sh (the same kernels through NVRTC on a GPU, compared bit for bit with
the simulator)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

HEAD = """#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cstdint>
#include <climits>
#include <limits>
namespace cg = cooperative_groups;
"""


@dataclass
class Case:
    """One reproduction: ``source`` as a user writes it, the kernel, its launch, inputs
    (``make(rng)``), the NumPy reference of its outputs (``reference(inputs)``; None: the
    simulator is the reference, checked elsewhere), and the OpenCL refusal expected (a
    substring of the reason; None: OpenCL prints it)."""

    name: str
    source: str
    kernel: str
    grid: tuple
    block: tuple
    make: object
    reference: object
    outputs: tuple
    opencl_refusal: str | None = "OpenCL C"
    tolerance_ulp: dict = field(default_factory=dict)  # output -> ulps the GPU may differ


def _rng_ints(rng, n, lo, hi):
    return rng.integers(lo, hi, n).astype(np.int32)


# ----------------------------------------------------------------------- tile reduce


def butterfly(x: np.ndarray, n: int, op) -> np.ndarray:
    """The xor butterfly of a tile reduction: every lane's result (all equal)."""
    a = x.reshape(-1, n).copy()
    idx = np.arange(n)
    k = n // 2
    while k:
        a = op(a, a[:, idx ^ k])
        k //= 2
    return a[:, 0]


def tile_reduce(n: int) -> Case:
    src = HEAD + f"""
__global__ void tile_reduce_{n}(const float *x, float *out) {{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<{n}> tile = cg::tiled_partition<{n}>(block);
    unsigned int i = blockIdx.x * blockDim.x + block.thread_rank();
    float s = cg::reduce(tile, x[i], cg::plus<float>());
    if (tile.thread_rank() == 0)
        out[blockIdx.x * tile.meta_group_size() + tile.meta_group_rank()] = s;
}}
"""
    return Case(f"tile_reduce_{n}", src, f"tile_reduce_{n}", (2,), (64,),
                lambda rng: {"x": rng.standard_normal(128).astype(np.float32),
                             "out": np.zeros(128 // n, np.float32)},
                lambda a: {"out": butterfly(a["x"], n, np.add)}, ("out",),
                opencl_refusal=None if n == 1 else "OpenCL C")


def _reduce_ops_ref(a):
    x = a["x"]
    return {"out": np.stack([butterfly(x, 16, np.maximum), butterfly(x, 16, np.minimum),
                             butterfly(x, 16, np.bitwise_xor),
                             butterfly(x, 16, np.add)], axis=1).reshape(-1)}


TILE_REDUCE_OPS = Case("tile_reduce_ops", HEAD + """
__global__ void tile_reduce_ops(const int *x, int *out) {
    auto tile = cg::tiled_partition<16>(cg::this_thread_block());
    int v = x[blockIdx.x * blockDim.x + threadIdx.x];
    int hi = cg::reduce(tile, v, cg::greater<int>());
    int lo = cg::reduce(tile, v, cg::less<int>());
    int xo = cg::reduce(tile, v, cg::bit_xor<int>());
    int sum = cg::reduce(tile, v, cg::plus<int>());
    if (tile.thread_rank() == 0) {
        int t = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
        out[4 * t] = hi; out[4 * t + 1] = lo; out[4 * t + 2] = xo; out[4 * t + 3] = sum;
    }
}
""", "tile_reduce_ops", (2,), (64,),
    lambda rng: {"x": _rng_ints(rng, 128, -1000, 1000), "out": np.zeros(32, np.int32)},
    _reduce_ops_ref, ("out",))


# ------------------------------------------------------------------------- tile ops


def _tile_ops_ref(a):
    x = a["x"].astype(np.int64)
    n = 8
    out = np.zeros((64, 8), np.int64)
    for t in range(8):
        v = x[t * n:(t + 1) * n]
        for r in range(n):
            i = t * n + r
            out[i, 0] = v[3]
            out[i, 1] = v[r + 2] if r + 2 < n else v[r]
            out[i, 2] = v[r - 1] if r >= 1 else v[r]
            out[i, 3] = v[r ^ 5]
            out[i, 4] = sum(1 << k for k in range(n) if v[k] & 1)
            out[i, 5] = 2 * int((v > 90).any()) + int((v > 5).all())
            out[i, 6] = sum(1 << k for k in range(n) if v[k] % 4 == v[r] % 4)
            out[i, 7] = t * 100 + 8 * 10 + r
    return {"out": out.reshape(-1).astype(np.int32)}


TILE_OPS = Case("tile_ops", HEAD + """
__global__ void tile_ops(const int *x, int *out) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> t = cg::tiled_partition<8>(block);
    int i = block.thread_rank();
    int v = x[i];
    out[i * 8 + 0] = t.shfl(v, 3);
    out[i * 8 + 1] = t.shfl_down(v, 2);
    out[i * 8 + 2] = t.shfl_up(v, 1);
    out[i * 8 + 3] = t.shfl_xor(v, 5);
    out[i * 8 + 4] = t.ballot(v & 1);
    out[i * 8 + 5] = t.any(v > 90) * 2 + t.all(v > 5);
    out[i * 8 + 6] = t.match_any(v % 4);
    out[i * 8 + 7] = t.meta_group_rank() * 100 + t.meta_group_size() * 10 + t.thread_rank();
}
""", "tile_ops", (1,), (64,),
    lambda rng: {"x": _rng_ints(rng, 64, 0, 100), "out": np.zeros(512, np.int32)},
    _tile_ops_ref, ("out",))


# ----------------------------------------------------------------- coalesced groups


def _coalesced_ref(a):
    x = a["x"]
    n = x.size
    count = np.zeros(n // 32, np.int32)
    info = np.full(n, 0xFFFFFFFF, np.uint32)
    for w in range(n // 32):
        lanes = [k for k in range(32) if x[w * 32 + k] % 3 == 0]
        count[w] = len(lanes)
        packed = sum(1 << r for r, k in enumerate(lanes) if x[w * 32 + k] & 1) & 0xFF
        for r, k in enumerate(lanes):
            i = w * 32 + k
            info[i] = (r << 24) | (len(lanes) << 16) | ((i - (w * 32 + lanes[0])) << 8) | packed
    return {"count": count, "info": info}


COALESCED = Case("coalesced_count", HEAD + """
__global__ void coalesced_count(const int *x, int *count, unsigned int *info) {
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    info[i] = 0xffffffffu;
    if (x[i] % 3 == 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        if (g.thread_rank() == 0) atomicAdd(&count[i / 32], (int)g.size());
        unsigned int first = g.shfl(i, 0);
        info[i] = (g.thread_rank() << 24) | (g.size() << 16) | ((i - first) << 8)
                  | (g.ballot(x[i] & 1) & 0xffu);
    }
}
""", "coalesced_count", (2,), (64,),
    lambda rng: {"x": _rng_ints(rng, 128, 0, 1000), "count": np.zeros(4, np.int32),
                 "info": np.zeros(128, np.uint32)},
    _coalesced_ref, ("count", "info"))


def _shift_ref(a):
    x = a["x"]
    want = np.full((x.size, 2), -1, np.int32)
    for w in range(x.size // 32):
        lanes = [w * 32 + k for k in range(32) if x[w * 32 + k] % 3 != 0]
        for r, i in enumerate(lanes):
            want[i, 0] = x[lanes[r + 2]] if r + 2 < len(lanes) else x[i]
            want[i, 1] = x[lanes[r - 1]] if r >= 1 else x[i]
    return {"out": want.reshape(-1)}


COALESCED_SHIFT = Case("coalesced_shift", HEAD + """
__global__ void coalesced_shift(const int *x, int *out) {
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[2 * i] = -1;
    out[2 * i + 1] = -1;
    if (x[i] % 3 != 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        out[2 * i] = g.shfl_down(x[i], 2);
        out[2 * i + 1] = g.shfl_up(x[i], 1);
    }
}
""", "coalesced_shift", (1,), (64,),
    lambda rng: {"x": _rng_ints(rng, 64, 0, 1000), "out": np.zeros(128, np.int32)},
    _shift_ref, ("out",))


# ------------------------------------------------------------------ match and votes


def _match_ref(a):
    key = a["key"]
    out = np.zeros(2 * key.size, np.uint32)
    for w in range(key.size // 32):
        k = key[w * 32:(w + 1) * 32]
        agree = len(set((k // 8).tolist())) == 1
        for r in range(32):
            peers = sum(1 << j for j in range(32) if k[j] == k[r])
            leader = (peers & -peers).bit_length() - 1
            out[2 * (w * 32 + r)] = peers
            out[2 * (w * 32 + r) + 1] = leader | (int(agree) << 8) | (int(agree) << 9)
    return {"out": out}


def _match_inputs(rng):
    key = np.concatenate([rng.integers(0, 4, 32), rng.integers(0, 16, 32)]).astype(np.int32)
    return {"key": key, "out": np.zeros(128, np.uint32)}


MATCH = Case("match_groups", HEAD + """
__global__ void match_groups(const int *key, unsigned int *out) {
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int peers = __match_any_sync(__activemask(), key[i]);
    int same;
    unsigned int all = __match_all_sync(0xffffffffu, key[i] / 8, &same);
    int leader = __ffs(peers) - 1;
    out[2 * i] = peers;
    out[2 * i + 1] = (unsigned int)leader | ((all != 0u) << 8) | ((unsigned int)same << 9);
}
""", "match_groups", (1,), (64,), _match_inputs, _match_ref, ("out",))


def _votes_ref(a):
    x = a["x"].reshape(3, 80)
    c = (x > 50).sum(axis=1)
    al = (x >= 0).all(axis=1)
    o = (x > 98).any(axis=1)
    return {"out": np.repeat(c * 4 + al * 2 + o, 80).astype(np.int32)}


BLOCK_VOTES = Case("block_votes", HEAD + """
__global__ void block_votes(const int *x, int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int c = __syncthreads_count(x[i] > 50);
    int a = __syncthreads_and(x[i] >= 0);
    int o = __syncthreads_or(x[i] > 98);
    out[i] = c * 4 + a * 2 + o;
}
""", "block_votes", (3,), (80,),
    lambda rng: {"x": _rng_ints(rng, 240, 0, 100), "out": np.zeros(240, np.int32)},
    _votes_ref, ("out",))


def _warp_reduce_ref(a):
    x = a["x"].astype(np.int64)
    out = np.zeros((x.size, 8), np.int64)
    for w in range(x.size // 32):
        v = x[w * 32:(w + 1) * 32]
        u = v & 0xFFFFFFFF
        for r in range(32):
            i = w * 32 + r
            out[i, 0] = v.sum()
            out[i, 1] = v.min()
            out[i, 2] = v.max()
            out[i, 3] = np.bitwise_and.reduce(u)
            out[i, 4] = np.bitwise_or.reduce(u)
            out[i, 5] = np.bitwise_xor.reduce(u)
            out[i, 6] = v[:16].sum() if r < 16 else -1
            out[i, 7] = 1
    out = ((out + 2**31) % 2**32 - 2**31).astype(np.int32)
    return {"out": out.reshape(-1)}


WARP_REDUCE = Case("warp_reduce", HEAD + """
__global__ void warp_reduce(const int *x, int *out) {
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int lane = threadIdx.x & 31u;
    int v = x[i];
    out[8 * i + 0] = __reduce_add_sync(0xffffffffu, v);
    out[8 * i + 1] = __reduce_min_sync(0xffffffffu, v);
    out[8 * i + 2] = __reduce_max_sync(0xffffffffu, v);
    out[8 * i + 3] = (int)__reduce_and_sync(0xffffffffu, (unsigned int)v);
    out[8 * i + 4] = (int)__reduce_or_sync(0xffffffffu, (unsigned int)v);
    out[8 * i + 5] = (int)__reduce_xor_sync(0xffffffffu, (unsigned int)v);
    out[8 * i + 6] = -1;
    if (lane < 16u) out[8 * i + 6] = __reduce_add_sync(0x0000ffffu, v);
    out[8 * i + 7] = __uni_sync(0xffffffffu, v > -2000000000);
}
""", "warp_reduce", (1,), (64,),
    lambda rng: {"x": _rng_ints(rng, 64, -2**30, 2**30), "out": np.zeros(512, np.int32)},
    _warp_reduce_ref, ("out",))


def _active_ref(a):
    x = a["x"]
    out = np.zeros(x.size, np.uint32)
    for w in range(x.size // 32):
        odd = [(x[w * 32 + k] & 1) == 1 for k in range(32)]
        m = sum(1 << k for k in range(32) if odd[k])
        for k in range(32):
            out[w * 32 + k] = m if odd[k] else (~(0xFFFFFFFF ^ m)) & 0xFFFFFFFF
    return {"out": out}


ACTIVEMASK = Case("activemask_divergent", HEAD + """
__global__ void activemask_divergent(const int *x, unsigned int *out) {
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (x[i] & 1) out[i] = __activemask();
    else out[i] = ~__activemask();
}
""", "activemask_divergent", (1,), (64,),
    lambda rng: {"x": _rng_ints(rng, 64, 0, 100), "out": np.zeros(64, np.uint32)},
    _active_ref, ("out",))


# ------------------------------------------------------------------- block and grid


def _geom_ref(a):
    out = np.zeros(128, np.uint32)
    for by in range(2):
        for bx in range(2):
            for ty in range(4):
                for tx in range(8):
                    r = tx + 8 * ty
                    g = bx + 10 * by
                    out[(by * 2 + bx) * 32 + r] = ((r + 1) % 32) * 3 + 1000 * g + \
                        100000 * 4 + 1000000 * ty
    return {"out": out}


BLOCK_GEOM = Case("block_geom", HEAD + """
__global__ void block_geom(unsigned int *out) {
    __shared__ unsigned int s[32];
    cg::thread_block b = cg::this_thread_block();
    s[b.thread_rank()] = b.thread_rank() * 3u;
    b.sync();
    unsigned int r = b.thread_rank();
    unsigned int g = b.group_index().x + 10u * b.group_index().y;
    out[(b.group_index().y * gridDim.x + b.group_index().x) * 32u + r] =
        s[(r + 1u) % b.size()] + 1000u * g + 100000u * b.dim_threads().y
        + 1000000u * b.thread_index().y;
    cg::sync(b);
}
""", "block_geom", (2, 2), (8, 4),
    lambda rng: {"out": np.zeros(128, np.uint32)}, _geom_ref, ("out",),
    opencl_refusal=None)


GRID = Case("grid_ranks", HEAD + """
__global__ void grid_ranks(unsigned long long *out) {
    cg::grid_group grid = cg::this_grid();
    out[grid.thread_rank()] = grid.size() * 1000ull + grid.thread_rank();
}
""", "grid_ranks", (3,), (32,),
    lambda rng: {"out": np.zeros(96, np.uint64)},
    lambda a: {"out": (96 * 1000 + np.arange(96)).astype(np.uint64)}, ("out",),
    opencl_refusal=None)


def _scan_ref(a):
    x, f = a["x"].reshape(-1, 16), a["f"].reshape(-1, 16)
    inc = np.cumsum(x, axis=1)
    exc = inc - x
    fin = f.copy()
    k = 1
    while k < 16:  # Hillis-Steele over shfl_up, as cooperative groups' tile scan
        shifted = np.concatenate([fin[:, :k], fin[:, :-k]], axis=1)
        fin = np.where(np.arange(16) >= k, fin + shifted, fin).astype(np.float32)
        k *= 2
    return {"inc": inc.reshape(-1).astype(np.int32), "exc": exc.reshape(-1).astype(np.int32),
            "fin": fin.reshape(-1)}


TILE_SCAN = Case("tile_scan", HEAD + """
__global__ void tile_scan(const int *x, const float *f, int *inc, int *exc, float *fin) {
    auto t = cg::tiled_partition<16>(cg::this_thread_block());
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    inc[i] = cg::inclusive_scan(t, x[i]);
    exc[i] = cg::exclusive_scan(t, x[i], cg::plus<int>());
    fin[i] = cg::inclusive_scan(t, f[i], cg::plus<float>());
}
""", "tile_scan", (2,), (32,),
    lambda rng: {"x": _rng_ints(rng, 64, -100, 100),
                 "f": rng.standard_normal(64).astype(np.float32),
                 "inc": np.zeros(64, np.int32), "exc": np.zeros(64, np.int32),
                 "fin": np.zeros(64, np.float32)},
    _scan_ref, ("inc", "exc", "fin"))


# ------------------------------------------------------------------------- C library


def _splitmix(v: int) -> int:
    m = (1 << 64) - 1
    z = (v + 0x9E3779B97F4A7C15) & m
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & m
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & m
    z ^= z >> 31
    return (z % (m // 2) + 2**31 - 1 + (2**32 - 1) + (2**63 - 1) - 3) & m


HASH = Case("hash64", HEAD + """
__global__ void hash64(const uint64_t *x, uint64_t *out) {
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    uint64_t z = x[i] + UINT64_C(0x9E3779B97F4A7C15);
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    z ^= z >> 31;
    out[i] = z % (SIZE_MAX / 2) + (uint64_t)INT32_MAX + std::numeric_limits<uint32_t>::max()
             + (uint64_t)INT64_MAX + (uint64_t)INT64_C(-3);
}
""", "hash64", (1,), (64,),
    lambda rng: {"x": rng.integers(0, 2**63, 64, dtype=np.uint64),
                 "out": np.zeros(64, np.uint64)},
    lambda a: {"out": np.array([_splitmix(int(v)) for v in a["x"]], np.uint64)}, ("out",),
    opencl_refusal=None)


MATH_SRC = HEAD + """
#include <cmath>
__global__ void math_funcs(const float *x, const float *y, float *out, int *iout,
                           long long *lout) {
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    float a = x[i], b = y[i];
    int q;
    out[12 * i + 0] = nextafterf(a, b);
    out[12 * i + 1] = copysignf(a, b);
    out[12 * i + 2] = fdimf(a, b);
    out[12 * i + 3] = fmaxf(a, b) + fminf(a, b);
    out[12 * i + 4] = truncf(a) + roundf(b);
    out[12 * i + 5] = remquof(a, b, &q);
    out[12 * i + 6] = scalbnf(a, 3);
    out[12 * i + 7] = ldexpf(b, -2);
    out[12 * i + 8] = sinpif(a);
    out[12 * i + 9] = cospif(b);
    out[12 * i + 10] = norm3df(a, b, 1.5f);
    out[12 * i + 11] = std::fmax(std::abs(a), std::numeric_limits<float>::epsilon());
    iout[4 * i + 0] = ilogbf(a);
    iout[4 * i + 1] = signbit(a) ? 1 : 0;
    iout[4 * i + 2] = isfinite(b) * 4 + isinf(b) * 2 + isnan(b);
    iout[4 * i + 3] = q;
    lout[2 * i] = lroundf(a);
    lout[2 * i + 1] = llrintf(b);
}
"""


def math_reference(a) -> dict:
    """The C library's results for ``math_funcs``, from Python's math (float64, then
    rounded to float32 where C's float function is correctly rounded)."""
    x, y = a["x"], a["y"]
    f32 = np.float32
    out = np.zeros((x.size, 12), np.float32)
    iout = np.zeros((x.size, 4), np.int32)
    lout = np.zeros((x.size, 2), np.int64)
    for i, (xa, yb) in enumerate(zip(x.tolist(), y.tolist())):
        out[i, 0] = np.nextafter(f32(xa), f32(yb))
        out[i, 1] = math.copysign(xa, yb)
        out[i, 2] = f32(xa) - f32(yb) if xa > yb else 0.0
        out[i, 3] = f32(np.fmax(f32(xa), f32(yb))) + f32(np.fmin(f32(xa), f32(yb)))
        out[i, 4] = np.trunc(f32(xa)) + f32(_round_half_away(yb))
        r, q = _remquo(xa, yb)
        out[i, 5] = r
        out[i, 6] = math.ldexp(xa, 3)
        out[i, 7] = math.ldexp(yb, -2)
        out[i, 8] = _sinpi(xa)
        out[i, 9] = _sinpi(0.5 - abs(yb - 2.0 * round(yb / 2.0)))
        out[i, 10] = math.sqrt(xa * xa + yb * yb + 2.25)
        out[i, 11] = max(abs(xa), 2.0**-23)
        iout[i, 0] = _ilogb(xa)
        iout[i, 1] = int(math.copysign(1.0, xa) < 0)
        iout[i, 2] = 4 * math.isfinite(yb) + 2 * math.isinf(yb) + math.isnan(yb)
        iout[i, 3] = q
        lout[i, 0] = int(_round_half_away(xa))
        lout[i, 1] = int(np.rint(yb))
    return {"out": out.reshape(-1), "iout": iout.reshape(-1), "lout": lout.reshape(-1)}


def _round_half_away(v: float) -> float:
    return math.copysign(math.floor(abs(v) + 0.5), v) if abs(v) < 2**52 else v


def _remquo(x: float, y: float) -> tuple[float, int]:
    from fractions import Fraction
    n = round(Fraction(x) / Fraction(y))
    bits = abs(n) & 7
    return math.remainder(x, y), (-bits if (x < 0) != (y < 0) else bits)


def _sinpi(v: float) -> float:
    r = v - 2.0 * round(v / 2.0)
    a = abs(r)
    a = 1.0 - a if a > 0.5 else a
    if a == 0.0:
        return math.copysign(0.0, v)
    if a == 0.5:
        return math.copysign(1.0, r)
    return math.copysign(math.sin(math.pi * a), r)


def _ilogb(v: float) -> int:
    if v == 0 or math.isnan(v):
        return -2**31
    if math.isinf(v):
        return 2**31 - 1
    return math.frexp(v)[1] - 1


def math_inputs(rng, n: int = 64) -> dict:
    special = [0.0, -0.0, 2.5, -2.5, 0.5, 1.0, -3.0, 1e-40, 7.25, 1e10]
    x = np.concatenate([special, rng.uniform(-50, 50, n - len(special))]).astype(np.float32)
    y = np.concatenate([[1.5, 2.0, 0.75, -1.25, 3.0, -0.5, 2.5, 4.0, 0.3, -7.0],
                        rng.uniform(-9, 9, n - 10)]).astype(np.float32)
    y[np.abs(y) < 0.1] = 0.25  # remquo by (nearly) zero is not what this case checks
    return {"x": x, "y": y, "out": np.zeros(12 * n, np.float32),
            "iout": np.zeros(4 * n, np.int32), "lout": np.zeros(2 * n, np.int64)}


MATH = Case("math_funcs", MATH_SRC, "math_funcs", (1,), (64,), math_inputs, math_reference,
            ("out", "iout", "lout"), opencl_refusal="norm3d",
            tolerance_ulp={"out": 2})


MEM = Case("mem_struct", HEAD + """
struct P { float x; int k; short s[2]; };
__global__ void mem_struct(const float *x, float *out) {
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    P p;
    memset(&p, 0, sizeof(p));
    p.x = x[i]; p.k = (int)i; p.s[1] = 7;
    P q;
    memcpy(&q, &p, sizeof(P));
    float buf[4];
    memset(buf, 0, sizeof(buf));
    memcpy(buf + 1, &q.x, sizeof(float));
    assert(q.k == (int)i);
    out[i] = buf[1] + (float)q.s[1] + (float)q.k + buf[0] + (float)q.s[0];
}
""", "mem_struct", (1,), (32,),
    lambda rng: {"x": rng.standard_normal(32).astype(np.float32),
                 "out": np.zeros(32, np.float32)},
    lambda a: {"out": (a["x"] + np.float32(7) + np.arange(32, dtype=np.float32)).astype(
        np.float32)}, ("out",), opencl_refusal="memset")


CASES = [*(tile_reduce(n) for n in (1, 2, 4, 8, 16, 32)), TILE_REDUCE_OPS, TILE_OPS,
         COALESCED, COALESCED_SHIFT, MATCH, BLOCK_VOTES, WARP_REDUCE, ACTIVEMASK, BLOCK_GEOM, GRID, TILE_SCAN,
         HASH, MATH, MEM]


#: cg::labeled_partition / binary_partition and a float reduce over the coalesced groups
#: they make (CUDA's scan-and-broadcast order; the device check compares bits)
PARTITION_SRC = """
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
template <class G> __device__ void groupSum(float &val, G &g) {
  val = cg::reduce(g, val, cg::plus<float>());
}
__global__ void partition_k(const float *x, const int *label, float *out, int *rank,
                            int *bsize) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  auto g = cg::labeled_partition(warp, label[i]);
  float v = x[i];
  groupSum(v, g);
  out[i] = v;
  rank[i] = g.thread_rank();
  cg::coalesced_group b = cg::binary_partition(warp, label[i] > 1);
  bsize[i] = b.size();
}
"""
