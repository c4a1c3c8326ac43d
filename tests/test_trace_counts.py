"""Trace counts of corpus kernels equal values derived by hand (issue 2 sections 5 and 6).

Counting rules (docs of warpsmith.backends.simulator, issue 2 section 5):
* a warp is 32 consecutive linear thread ids; a memory request is one per warp per access
  executed with at least one active lane;
* global sectors: distinct 32-byte sectors a request touches (buffers are at least 32-byte
  aligned, as cudaMalloc's are);
* shared wavefronts: 32 banks of 4 bytes; lanes reading the same word are served by one
  broadcast; a request needs as many wavefronts as the most distinct words that fall in one
  bank; 8-byte accesses run as 2 half-warp phases, 16-byte accesses as 4 quarter-warp phases;
* barriers: one per warp reaching a barrier; atomics: one per warp per atomic executed;
* branches: every evaluation of an if / loop condition (including a loop's final, failing
  test) and every ?: whose taken side reads memory; divergent when the warp's active lanes
  go both ways.

Every expected number below is derived in the comment above it, not read off a run.
"""

from __future__ import annotations

import numpy as np
import pytest

from warpsmith.corpus import Launch, corpus_dir, spec

pytest.importorskip("warpsmith.backends.simulator")


def _frontend():
    try:
        from warpsmith.backends.simulator import simulate
        from warpsmith.frontend import read_module
    except ImportError as e:  # pragma: no cover - until the frontend lands
        pytest.skip(f"frontend/simulator not available: {e}")
    return read_module, simulate


def trace_of(name, launch: Launch | None = None, seed=0, args=None, defines=None):
    """Run corpus kernel ``name`` (at ``launch``, default its CI launch) with tracing."""
    read_module, simulate = _frontend()
    s = spec(name)
    L = launch or s.ci
    defs = {**s.defines, **L.defines, **(defines or {})}
    m = read_module(s.path, defines=defs)
    if args is None:
        args = s.args(np.random.default_rng(seed), dict(L.dims))
    r = simulate(m, s.kernel, L.grid, L.block, args, dynamic_shared=L.dynamic_shared,
                 trace=True)
    return r.trace.as_dict()


def trace_text(src, fname, kernel, grid, block, args):
    read_module, simulate = _frontend()
    m = read_module(fname, text=src)
    return simulate(m, kernel, grid, block, args, trace=True).trace.as_dict()


def line_of(file, marker, nth=0):
    """1-based line number of the nth line of a corpus file containing ``marker``."""
    lines = [i + 1 for i, t in enumerate((corpus_dir() / file).read_text().splitlines())
             if marker in t]
    return lines[nth]


def check(got: dict, want: dict):
    diffs = {k: (got.get(k), v) for k, v in want.items() if got.get(k) != v}
    assert not diffs, f"(got, expected): {diffs}"


# ---------------------------------------------------------------- matrix addition
# CI launch of the 2D kernels: rows 48, cols 64, block (32, 8), grid (2, 6).
# 12 blocks x 8 warps = 96 warps; each warp is one row segment of 32 consecutive columns
# whose first column is a multiple of 32; all in bounds. Per warp: 2 loads, 1 store.
#   int32: 32 x 4 B = 128 B from a 128-B aligned offset  -> 4 sectors per request
#   int8:  32 x 1 B = 32 B from a 32-B aligned offset     -> 1 sector per request
# 1D uncoalesced launch: grid 48, block 64, n = 3072; idx = threadIdx.x * 48 + blockIdx.x;
# 48 blocks x 2 warps = 96 warps. Consecutive lanes are 48 elements apart: 192 B (int32)
# or 48 B (int8), both >= 32 B, so every lane touches its own sector: 32 per request.
# One branch (the bounds if) per warp, never divergent (everything in bounds).

def test_mat_add_coalesced_int32():
    t = trace_of("mat_add_coalesced_int")
    check(t, {"global_load_requests": 192, "global_load_sectors": 768,
              "global_store_requests": 96, "global_store_sectors": 384,
              "shared_requests": 0, "branches": 96, "divergent_branches": 0,
              "barriers": 0, "atomics": 0})
    assert t["global_load_sectors"] / t["global_load_requests"] == 4
    assert t["global_store_sectors"] / t["global_store_requests"] == 4


def test_mat_add_uncoalesced_int32():
    t = trace_of("mat_add_uncoalesced_int")
    check(t, {"global_load_requests": 192, "global_load_sectors": 192 * 32,
              "global_store_requests": 96, "global_store_sectors": 96 * 32,
              "branches": 96, "divergent_branches": 0})


def test_mat_add_coalesced_int8():
    t = trace_of("mat_add_coalesced_char")
    check(t, {"global_load_requests": 192, "global_load_sectors": 192,
              "global_store_requests": 96, "global_store_sectors": 96})


def test_mat_add_uncoalesced_int8():
    t = trace_of("mat_add_uncoalesced_char")
    check(t, {"global_load_requests": 192, "global_load_sectors": 192 * 32,
              "global_store_requests": 96, "global_store_sectors": 96 * 32})


# ---------------------------------------------------------------- transpose
# 64 x 64 matrix, TILE_DIM 32, BLOCK_ROWS 8: grid (2, 2), block (32, 8) -> 4 blocks x 8 warps
# = 32 warps; warp w of a block has threadIdx.y = w, lanes = threadIdx.x. Each warp runs the
# j loop 4 times (j = 0, 8, 16, 24); every access is in bounds.
# Global: loads idata[(y+j)*64 + x], x = 32*bx + lane -> 128 requests x 4 sectors = 512.
#   naive stores odata[x*64 + y + j]: lanes 256 B apart -> 128 requests x 32 sectors = 4096;
#   tiled stores odata[(y+j)*64 + x] -> 128 requests x 4 sectors = 512.
# Shared (tiled): 128 store requests tile[ty+j][tx] (32 consecutive words: 1 wavefront) and
#   128 load requests tile[tx][ty+j]: word tx*32 + c, all in bank c, 32 distinct words ->
#   32 wavefronts. Total 256 requests, 128 + 128*32 = 4224 wavefronts; per load request 32.
#   Padded (33 columns): load word tx*33 + c -> bank (tx + c) mod 32, all distinct -> 1;
#   stores (ty+j)*33 + tx are consecutive -> 1: 256 requests, 256 wavefronts.
# Barriers: one __syncthreads per warp -> 32.
T64 = Launch((2, 2), (32, 8), {"width": 64, "height": 64})


def test_transpose_naive():
    t = trace_of("transpose_naive", T64)
    check(t, {"global_load_requests": 128, "global_load_sectors": 512,
              "global_store_requests": 128, "global_store_sectors": 4096,
              "shared_requests": 0, "barriers": 0, "divergent_branches": 0})


def test_transpose_tiled_column_read_is_32_way_conflict():
    t = trace_of("transpose_tiled", T64)
    check(t, {"global_load_requests": 128, "global_load_sectors": 512,
              "global_store_requests": 128, "global_store_sectors": 512,
              "shared_requests": 256, "shared_wavefronts": 128 + 128 * 32,
              "barriers": 32, "divergent_branches": 0})
    # per line: the column read (second line with "tile[threadIdx.x]") is 32 per request
    ln = line_of("transpose.cu", "= tile[threadIdx.x][threadIdx.y + j]", 0)
    by = t["trace_by_line"][ln]
    assert by["shared_wavefronts"] == 32 * by["shared_requests"] == 32 * 128


def test_transpose_tiled_padded_is_conflict_free():
    t = trace_of("transpose_tiled_padded", T64)
    check(t, {"global_load_sectors": 512, "global_store_sectors": 512,
              "shared_requests": 256, "shared_wavefronts": 256, "barriers": 32})
    ln = line_of("transpose.cu", "= tile[threadIdx.x][threadIdx.y + j]", 1)
    by = t["trace_by_line"][ln]
    assert by["shared_wavefronts"] == by["shared_requests"] == 128


# ---------------------------------------------------------------- reduction
# CI: grid 8, block 128 (4 warps per block, 32 warps), n = 1000, dynamic shared 512 B.
# Barriers: one after the load plus one per halving step s = 64, 32, 16, 8, 4, 2, 1 (7),
# reached by all 4 warps of each block: 32 warps x 8 = 256.
# Global loads: `(i < n) ? g_idata[i]` per warp; i < 1000 leaves lanes 992..999 of the last
# warp: 31 full warps x 4 sectors + 1 sector (8 floats at byte 3968 = 124 * 32) = 125 in 32
# requests. Stores: tid == 0 of each block, one sector each: 8 / 8.

def test_reduce_sum_barriers_are_warps_times_steps():
    t = trace_of("reduce_sum")
    check(t, {"barriers": 32 * 8, "global_load_requests": 32, "global_load_sectors": 125,
              "global_store_requests": 8, "global_store_sectors": 8, "atomics": 0})


# ---------------------------------------------------------------- histogram
# histogram_global, CI: grid 8, block 128 -> 32 warps, n = 4096 = 4 x 1024 threads: every
# warp runs the grid-stride loop body 4 times, one atomicAdd each: 128 atomics (= warps x 4).
# data[i] loads: 128 requests of 32 consecutive bytes at 32-B aligned offsets: 128 sectors.
# Loop branches: 5 condition tests per warp (4 true + the final one): 160, none divergent.

def test_histogram_global_atomics_per_warp():
    t = trace_of("histogram_global")
    check(t, {"atomics": 128, "global_load_requests": 128, "global_load_sectors": 128,
              "global_store_requests": 0, "branches": 160, "divergent_branches": 0})


def test_histogram_global_one_atomic_per_warp_when_one_pass():
    # n = 1024 = number of threads: one pass, one atomic instruction per warp = 32 warps.
    s = spec("histogram_global")
    t = trace_of("histogram_global", Launch(s.ci.grid, s.ci.block, {"n": 1024}))
    check(t, {"atomics": 32})


# histogram_shared with all-zero data, CI launch (8 blocks x 4 warps, n = 4096):
#   shared atomics: 4 passes x 32 warps = 128;
#   merge: each thread handles bins b = tid and tid + 128; only bin 0 is non-zero, so only
#   warp 0's first pass executes `atomicAdd(&hist[b], count)`: 1 per block = 8.
#   atomics = 136. Shared requests: zeroing 2 stores per warp (64) + 2 loads `s_hist[b]` per
#   warp (64) = 128, each 32 consecutive words = 1 wavefront. `if (count > 0)`: divergent in
#   warp 0's first pass of every block (lane 0 only): 8. Barriers: 2 per warp = 64.
def test_histogram_shared_privatized():
    s = spec("histogram_shared")
    n = s.ci.dims["n"]
    args = {"data": np.zeros(n, np.uint8), "hist": np.zeros(256, np.uint32), "n": np.int32(n)}
    t = trace_of("histogram_shared", args=args)
    check(t, {"atomics": 136, "shared_requests": 128, "shared_wavefronts": 128,
              "divergent_branches": 8, "barriers": 64, "global_load_requests": 128,
              "global_load_sectors": 128})


# ---------------------------------------------------------------- 1D stencil
# CI: grid 8, block 128 (BLOCK_SIZE 128, RADIUS 3), n = 1000 -> 32 warps.
# Shared: per warp one store temp[lindex] and 7 loads temp[lindex + offset] (consecutive
# words: 1 wavefront each) = 8; warp 0 of each block adds the 2 halo stores (3 lanes, 1 each):
# 8 x (4 x 8 + 2) = 272 requests = 272 wavefronts.
# Global loads: in[gindex] for gindex < 1000: 32 requests, 31 x 4 + 1 = 125 sectors; left halo
# (blocks 1..7, 3 lanes at bytes 512b-12..512b-1: 1 sector) 7 / 7; right halo (blocks 0..6) 7 / 7.
# -> 46 requests, 139 sectors. Stores: 32 requests, 125 sectors.
# Divergent: `if (threadIdx.x < RADIUS)` in warp 0 of every block (8) + the last warp's
# bounds ?: and bounds if (2) = 10. Barriers: 32.

def test_stencil_1d():
    t = trace_of("stencil_1d")
    check(t, {"shared_requests": 272, "shared_wavefronts": 272, "global_load_requests": 46,
              "global_load_sectors": 139, "global_store_requests": 32,
              "global_store_sectors": 125, "divergent_branches": 10, "barriers": 32})


# ---------------------------------------------------------------- scan (paper 000 Fig. 5)
# scan_init with BLOCK_SIZE 64 (SECTION 128), len = 384: grid 3, block 64 -> 6 warps, all
# elements in range. Thread t owns n = 2t + 1.
# Barriers per warp: 1 + 7 (up-sweep, stride 2..128) + 6 (down-sweep, 64..2) = 14 -> 84.
# Branches per warp: 2 ?: loads + 8 up-sweep loop tests + 7 ifs... precisely
#   loads 2, up loop 8 tests + 7 ifs, down loop 7 tests + 6 ifs, 2 store ifs, tid == 63 if
#   = 2 + 15 + 13 + 3 = 33 -> 198.
# Divergent: up-sweep `(n + 1) % stride == 0` <=> (t + 1) % h == 0 with h = stride / 2:
#   h = 1 uniform; h = 2 (the `threadIdx.x % 2` case), 4, 8, 16, 32 split every warp (5 x 2);
#   h = 64 only t = 63: splits warp 1 -> 11 per block.
#   down-sweep stride 64..2 (h = 32..1) with the guard n + h < 128 <=> 2t + 1 + h < 128:
#   warp 0 splits for h = 32, 16, 8, 4, 2 (h = 1: all true) -> 5;
#   warp 1 for h = 16, 8, 4, 2 and h = 1 (t = 63 fails the guard), not h = 32 (t = 63 fails,
#   no other multiple) -> 5; 10 per block.
#   `tid == BLOCK_SIZE - 1` splits warp 1: 1 per block. Total (11 + 10 + 1) x 3 = 66.
# Global: 2 load requests per warp of stride-2 floats (256 B span -> 8 sectors): 12 / 96;
#   out stores likewise 12 / 96, plus block_sums (1 lane): 3 / 3.
SCAN_LAUNCH = Launch((3,), (64,), {"len": 384, "section": 128}, {"BLOCK_SIZE": "64"})


def test_scan_init_divergence_and_barriers():
    t = trace_of("scan_init", SCAN_LAUNCH)
    check(t, {"barriers": 84, "branches": 198, "divergent_branches": 66,
              "global_load_requests": 12, "global_load_sectors": 96,
              "global_store_requests": 15, "global_store_sectors": 99})


# scan_div, same launch: up-sweep `idx < SECTION` with idx = (t + 1) * 2 * stride - 1:
#   stride 1: t < 64 all true; stride 2: t < 32 -> warp 0 true, warp 1 false (uniform);
#   stride 4..64: true for t < 64/stride <= 16 -> warp 0 splits, warp 1 uniformly false
#   -> 5 divergent per block (stride 4, 8, 16, 32, 64).
# down-sweep stride 32..1: idx + stride < 128 <=> (2t + 3) * stride < 129:
#   stride 32: t = 0 only -> warp 0 splits; 16: t <= 2; 8: t <= 6; 4: t <= 14; 2: t <= 30;
#   1: t <= 62 -> warp 0 uniform true, warp 1 splits. -> warp 0: 5, warp 1: 1 = 6.
#   tid == 0: warp 0 splits: 1. Total (5 + 6 + 1) x 3 = 36.
# Barriers: 1 + 7 + 6 = 14 per warp -> 84.
def test_scan_div_reduces_divergence():
    t = trace_of("scan_div", SCAN_LAUNCH)
    check(t, {"barriers": 84, "divergent_branches": 36})


# ---------------------------------------------------------------- n-body, float4
# n = 256, grid 2, block 128 (BLOCK_SIZE 128): 8 warps, all bodies real.
# Global loads (16-byte float4, 32 lanes x 16 B = 512 B = 16 sectors per request):
#   pos[i] 8 requests, tile loads pos[j] 2 tiles x 8 = 16, vel[i] 8 -> 32 requests, 512.
# Stores: new_pos, new_vel: 16 requests, 256 sectors. Barriers: 2 per tile x 2 tiles x 8 = 32.
# Shared store sh_pos[threadIdx.x]: 16 requests; each a 16-byte access in 4 quarter-warp
# phases of 8 lanes x 16 B = 128 B covering each bank once -> 4 wavefronts (checked per line).
def test_nbody_float4_coalesced():
    s = spec("nbody")
    L = Launch((2,), (128,), {"n": 256}, {"BLOCK_SIZE": "128"})
    t = trace_of("nbody", L)
    check(t, {"global_load_requests": 32, "global_load_sectors": 512,
              "global_store_requests": 16, "global_store_sectors": 256, "barriers": 32,
              "divergent_branches": 0})
    ln = line_of(s.file, "sh_pos[threadIdx.x] =")
    by = t["trace_by_line"][ln]
    assert by["shared_requests"] == 16 and by["shared_wavefronts"] == 64


# ---------------------------------------------------------------- micro-kernels
# Shared-memory patterns the corpus kernels only contain mixed with others.

MICRO = r"""
__global__ void broadcast(float *out)
{
    __shared__ float s[64];
    s[threadIdx.x] = (float)threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[5];
}

__global__ void float2_stride1(float2 *out)
{
    __shared__ float2 s[64];
    s[threadIdx.x] = make_float2(1.0f, 2.0f);
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

__global__ void odd_lanes(int *out)
{
    int v = 0;
    if (threadIdx.x % 2)
        v = 1;
    out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
"""


def test_shared_broadcast_is_one_wavefront():
    # block 64 = 2 warps: the stores s[tid] are 32 consecutive words (1 wavefront each); the
    # loads s[5] are one word for all lanes: broadcast, 1 wavefront each. 4 requests, 4.
    t = trace_text(MICRO, "micro.cu", "broadcast", (1,), (64,),
                   {"out": np.zeros(64, np.float32)})
    check(t, {"shared_requests": 4, "shared_wavefronts": 4, "barriers": 2})


def test_shared_float2_stride1_is_two_wavefronts():
    # 8-byte accesses in 2 half-warp phases of 16 lanes x 8 B = 128 B (all 32 banks once):
    # 2 wavefronts per request; 2 warps x (1 store + 1 load) = 4 requests, 8 wavefronts.
    # Global: each warp stores 32 x 8 B = 256 B = 8 sectors.
    t = trace_text(MICRO, "micro.cu", "float2_stride1", (1,), (64,),
                   {"out": np.zeros(128, np.float32)})
    check(t, {"shared_requests": 4, "shared_wavefronts": 8, "global_store_requests": 2,
              "global_store_sectors": 16})


def test_odd_lane_branch_diverges_once_per_warp():
    # `if (threadIdx.x % 2)` splits every warp: grid 3 x block 96 = 9 warps -> 9 branches,
    # 9 divergent.
    t = trace_text(MICRO, "micro.cu", "odd_lanes", (3,), (96,),
                   {"out": np.zeros(288, np.int32)})
    check(t, {"branches": 9, "divergent_branches": 9, "global_store_requests": 9,
              "global_store_sectors": 36})
