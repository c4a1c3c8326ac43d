// warpsmith's device header for CUB's block- and warp-level primitives (docs/cxx-cub.md).
//
// `#include <cub/...>` reads this file instead of CUB; frontend/cub.py rewrites the CUB
// class syntax of the user's code (`BlockReduce(temp_storage).Sum(x)`) into calls of
// these template device functions, written in the C subset the frontend reads, so the
// simulator runs them and both printers print them (printed CUDA needs no CUB).
//
// Operators: OP 0 = cub::Sum, 1 = cub::Max, 2 = cub::Min (CUB_MAX/CUB_MIN's operand order),
// 3 = the user's operator `op` (a functor or a lambda, called `op(a, b)` in CUB's operand
// order); every reduction and scan takes `op` last (`ws_cub_builtin()` for 0..2).
// Thread ranks are CUB's row-major linear ids over the template's block dimensions.
// Shared scratch (`ts`) is the rewritten TempStorage; as in CUB, reusing it for another call
// needs a __syncthreads() in the user's code between the two.
#ifndef WS_CUB_CUH
#define WS_CUB_CUH

// the operator object of cub::Sum/Max/Min (OP says which)
struct ws_cub_builtin {};

// cub::KeyValuePair, cub::ArgMax, cub::ArgMin (the rewrite names them so): ArgMax keeps the
// pair with the greater value, on a tie the smaller key (ArgMin: the smaller value).
template <typename K, typename V>
struct ws_cub_KeyValuePair {
    K key;
    V value;
    __device__ ws_cub_KeyValuePair() {}
    __device__ ws_cub_KeyValuePair(K k, V v) : key(k), value(v) {}
};

// cub::Uninitialized<T>: storage for a T that no constructor initializes (a __shared__
// object of a class with a constructor); Alias() is the T.
template <typename T>
struct ws_cub_Uninitialized {
    T storage;
    __device__ T& Alias() { return storage; }
};

// cub::UnitWord<T>: the widest unsigned word whose size and alignment both divide T's
// (CUB's util_type.h: each word type is chosen when sizeof(T) is a multiple of the unit's
// size and alignof(T) of its alignment): ShuffleWord among unsigned int / short / char,
// VolatileWord adds unsigned long long, DeviceWord ulonglong2, TextureWord uint4 / uint2.
template <typename T>
struct ws_cub_UnitWord {
    static constexpr int kAlign = alignof(T);
    using ShuffleWord = std::conditional_t<sizeof(T) % 4 == 0 && kAlign % 4 == 0,
        unsigned int, std::conditional_t<sizeof(T) % 2 == 0 && kAlign % 2 == 0,
                                         unsigned short, unsigned char>>;
    using VolatileWord = std::conditional_t<sizeof(T) % 8 == 0 && kAlign % 8 == 0,
                                            unsigned long long, ShuffleWord>;
    using DeviceWord = std::conditional_t<sizeof(T) % 16 == 0 && kAlign % 16 == 0,
                                          ulonglong2, VolatileWord>;
    using TextureWord = std::conditional_t<sizeof(T) % 16 == 0 && kAlign % 16 == 0, uint4,
        std::conditional_t<sizeof(T) % 8 == 0 && kAlign % 8 == 0, uint2, ShuffleWord>>;
};

// cub::ShuffleIndex<LOGICAL_WARP_THREADS>(x, src_lane, member_mask): the x of lane src_lane
// of the caller's logical warp (shfl.sync.idx with CUB's segment mask: __shfl_sync's width).
template <int LW, typename T>
__device__ T ws_cub_ShuffleIndex(T input, int src_lane, unsigned int member_mask) {
    return __shfl_sync(member_mask, input, src_lane, LW);
}

// cub::ShuffleUp<LW>(x, offset, first_thread, mask) / ShuffleDown<LW>(x, offset,
// last_thread, mask): the x of lane `lane - offset` (`lane + offset`) when that lane is at
// or after `first_thread` (at or before `last_thread`) of the caller's logical warp, else
// the caller's own x (PTX shfl.sync.up/down with CUB's clamp value).
__device__ int ws_cub_lane() {
    return (int)(threadIdx.x + threadIdx.y * blockDim.x
                 + threadIdx.z * blockDim.x * blockDim.y) % 32;
}

template <int LW, typename T>
__device__ T ws_cub_ShuffleUp(T input, int src_offset, int first_thread,
                              unsigned int member_mask) {
    int lane = ws_cub_lane();
    int j = lane - src_offset;
    int src = j >= lane / LW * LW + first_thread ? j : lane;
    return __shfl_sync(member_mask, input, src, 32);
}

template <int LW, typename T>
__device__ T ws_cub_ShuffleDown(T input, int src_offset, int last_thread,
                                unsigned int member_mask) {
    int lane = ws_cub_lane();
    int j = lane + src_offset;
    int src = j <= lane / LW * LW + last_thread ? j : lane;
    return __shfl_sync(member_mask, input, src, 32);
}

// CUB's utilities that code building its own collectives uses (Mamba's reverse_scan.cuh):
// CUB_WARP_THREADS, cub::Log2<N>::VALUE (ceiling log2), cub::WarpMask<LW>(warp_id) (the
// lanes of logical warp warp_id in its physical warp), cub::RowMajorTid(x, y, z).
#ifndef CUB_WARP_THREADS
#define CUB_WARP_THREADS(unused) 32
#endif
#ifndef CUB_SMEM_BANKS
#define CUB_SMEM_BANKS(unused) 32
#endif

template <int N, int CURRENT = N, int COUNT = 0>
struct ws_cub_Log2 {
    static constexpr int VALUE = ws_cub_Log2<N, (CURRENT >> 1), COUNT + 1>::VALUE;
};

template <int N, int COUNT>
struct ws_cub_Log2<N, 0, COUNT> {
    static constexpr int VALUE = (1 << (COUNT - 1) < N) ? COUNT : COUNT - 1;
};

template <int LW>
__device__ unsigned int ws_cub_WarpMask(unsigned int warp_id) {
    unsigned int mask = 0xffffffffu >> (32 - LW);
    if ((LW & (LW - 1)) == 0 && LW != 32)
        mask <<= warp_id * LW;
    return mask;
}

__device__ int ws_cub_RowMajorTid(int bx, int by, int bz) {
    return (bz == 1 ? 0 : (int)threadIdx.z * bx * by) + (by == 1 ? 0 : (int)threadIdx.y * bx)
        + (int)threadIdx.x;
}

// cub::BlockRakingLayout<T, BT>: BT items in shared memory, raked by at most a warp of
// threads, each over SEGMENT_LENGTH consecutive items (a pad item after each segment when
// the segment length is even and above 2); PlacementPtr is a thread's own slot, RakingPtr
// the start of a raking thread's segment (the layout of CUB's block_raking_layout.cuh).
template <typename T, int BT>
struct ws_cub_BlockRakingLayout {
    static constexpr int SHARED_ELEMENTS = BT;
    static constexpr int MAX_RAKING_THREADS = BT < 32 ? BT : 32;
    static constexpr int SEGMENT_LENGTH = (SHARED_ELEMENTS + MAX_RAKING_THREADS - 1)
                                          / MAX_RAKING_THREADS;
    static constexpr int RAKING_THREADS = (SHARED_ELEMENTS + SEGMENT_LENGTH - 1)
                                          / SEGMENT_LENGTH;
    static constexpr int USE_SEGMENT_PADDING = ((SEGMENT_LENGTH & 1) == 0)
                                               && (SEGMENT_LENGTH > 2);
    static constexpr int GRID_ELEMENTS = RAKING_THREADS
                                         * (SEGMENT_LENGTH + USE_SEGMENT_PADDING);
    static constexpr bool UNGUARDED = (SHARED_ELEMENTS % RAKING_THREADS == 0);
    struct TempStorage {
        T buff[GRID_ELEMENTS];
        __device__ TempStorage& Alias() { return *this; }
    };
    static __device__ T* PlacementPtr(TempStorage& ts, unsigned int linear_tid) {
        unsigned int offset = linear_tid;
        if (USE_SEGMENT_PADDING > 0)
            offset += offset / SEGMENT_LENGTH;
        return ts.buff + offset;
    }
    static __device__ T* RakingPtr(TempStorage& ts, unsigned int linear_tid) {
        return ts.buff + linear_tid * (SEGMENT_LENGTH + USE_SEGMENT_PADDING);
    }
};

struct ws_cub_ArgMax {
    template <typename P>
    __device__ P operator()(const P& a, const P& b) const {
        if ((b.value > a.value) || ((a.value == b.value) && (b.key < a.key)))
            return b;
        return a;
    }
};

struct ws_cub_ArgMin {
    template <typename P>
    __device__ P operator()(const P& a, const P& b) const {
        if ((b.value < a.value) || ((a.value == b.value) && (b.key < a.key)))
            return b;
        return a;
    }
};

template <int BX, int BY, int BZ>
__device__ int ws_cub_tid() {
    return (BZ == 1 ? 0 : (int)threadIdx.z * BX * BY) + (BY == 1 ? 0 : (int)threadIdx.y * BX)
        + (int)threadIdx.x;
}

template <typename T, int OP, typename F>
__device__ T ws_cub_op(T a, T b, F op) {
    if constexpr (OP == 3) {
        return op(a, b);
    } else {
        if (OP == 1)
            return b > a ? b : a;
        if (OP == 2)
            return b < a ? b : a;
        return a + b;
    }
}

template <typename T, int OP, int N, typename F>
__device__ T ws_cub_thread_reduce(T* items, F op) {
    T v = items[0];
    for (int i = 1; i < N; i++)
        v = ws_cub_op<T, OP>(v, items[i], op);
    return v;
}

// ---------------------------------------------------------------- warp reduce (shuffles)
// CUB's WarpReduceShfl: shfl.down by 1, 2, 4, ..; a lane adds its partner only when the
// partner is a valid lane of its logical warp. Lane 0 ends with the aggregate; lane i with
// the reduction of lanes i..i+2^k-1 that are valid (what CUB leaves there).
template <typename T, int OP, int LW, typename F>
__device__ T ws_cub_warp_reduce_lanes(T x, int lane, int valid, F op) {
    T v = x;
    for (int off = 1; off < LW; off *= 2) {
        T o = __shfl_down_sync(0xffffffff, v, off);
        if (lane + off < valid)
            v = ws_cub_op<T, OP>(v, o, op);
    }
    return v;
}

template <typename T, int OP, int LW, typename F>
__device__ T ws_cub_warp_reduce(T x, int valid, F op) {
    int lane = (int)(threadIdx.x + threadIdx.y * blockDim.x
                     + threadIdx.z * blockDim.x * blockDim.y) % LW;
    return ws_cub_warp_reduce_lanes<T, OP, LW>(x, lane, valid, op);
}

// ---------------------------------------------------------------- block reduce
// BLOCK_REDUCE_WARP_REDUCTIONS: a warp reduction per warp, the warp aggregates in shared
// memory, thread 0 folds them in warp order. The warp step is the shuffle reduction above
// done through shared memory (ts[0..BT) holds the lanes' values), so that the block
// primitives need no shuffles and print as OpenCL C: each lane reads exactly the value
// shfl.down would give it, so results (also floating-point ones) are those of the shuffle
// version. Valid in thread 0; other threads keep their warp-level partial (lane 0 of each
// warp: its warp's aggregate), as CUB leaves them. ts: BT + WARPS elements.
template <typename T, int OP, int BT, typename F>
__device__ T ws_cub_warp_reduce_smem(T* ts, int tid, T x, int valid, F op) {
    T v = x;
    for (int off = 1; off < 32; off *= 2) {
        ts[tid] = v;
        __syncthreads();
        if (tid % 32 + off < valid)
            v = ws_cub_op<T, OP>(v, ts[tid + off], op);
        __syncthreads();
    }
    return v;
}

template <typename T, int OP, int BX, int BY, int BZ, typename F>
__device__ T ws_cub_block_reduce(T* ts, T x, int num_valid, F op) {
    int tid = ws_cub_tid<BX, BY, BZ>();
    int warp = tid / 32;
    int wvalid = num_valid - warp * 32;
    if (wvalid > BX * BY * BZ - warp * 32)
        wvalid = BX * BY * BZ - warp * 32;
    if (wvalid > 32)
        wvalid = 32;
    T v = ws_cub_warp_reduce_smem<T, OP, BX * BY * BZ>(ts, tid, x, wvalid, op);
    if (tid % 32 == 0)
        ts[BX * BY * BZ + warp] = v;
    __syncthreads();
    if (tid == 0) {
        for (int w = 1; w < (BX * BY * BZ + 31) / 32; w++)
            if (w * 32 < num_valid)
                v = ws_cub_op<T, OP>(v, ts[BX * BY * BZ + w], op);
    }
    return v;
}

template <typename T, int OP, int N, int BX, int BY, int BZ, typename F>
__device__ T ws_cub_block_reduce_items(T* ts, T* items, F op) {
    T partial = ws_cub_thread_reduce<T, OP, N>(items, op);
    return ws_cub_block_reduce<T, OP, BX, BY, BZ>(ts, partial, BX * BY * BZ, op);
}

// ---------------------------------------------------------------- scans
// Warp scans are Kogge-Stone over shfl.up; the exclusive value is the inclusive one moved
// up one lane (CUB's WarpScanShfl). Lane 0's exclusive value without an initial value is
// undefined in CUB; here it is T(0).
template <typename T, int OP, int LW, typename F>
__device__ T ws_cub_warp_incl(T x, int lane, F op) {
    T v = x;
    for (int off = 1; off < LW; off *= 2) {
        T o = __shfl_up_sync(0xffffffff, v, off);
        if (lane >= off)
            v = ws_cub_op<T, OP>(o, v, op);
    }
    return v;
}

// WarpScan: returns the inclusive (EXCL 0) or exclusive (EXCL 1) scan; aggregate = the
// logical warp's total.
template <typename T, int OP, int LW, int EXCL, typename F>
__device__ T ws_cub_warp_scan(T x, T init, int has_init, T& aggregate, F op) {
    int tid = (int)(threadIdx.x + threadIdx.y * blockDim.x
                    + threadIdx.z * blockDim.x * blockDim.y);
    int lane = tid % LW;
    T v = ws_cub_warp_incl<T, OP, LW>(x, lane, op);
    aggregate = __shfl_sync(0xffffffff, v, (tid % 32) / LW * LW + LW - 1);
    T up = __shfl_up_sync(0xffffffff, v, 1);
    if (EXCL == 0)
        return v;
    if (lane == 0)
        return has_init ? init : T();
    return has_init ? ws_cub_op<T, OP>(init, up, op) : up;
}

template <typename T, int OP, int LW, int EXCL, typename F>
__device__ T ws_cub_warp_scan1(T x, T init, int has_init, F op) {
    T aggregate;
    return ws_cub_warp_scan<T, OP, LW, EXCL>(x, init, has_init, aggregate, op);
}

// BlockScan: warp scans (the Kogge-Stone steps through shared memory, as the block
// reduction does), the warp totals in shared memory, each thread folds the totals of the
// warps before its own. aggregate: the block's total (without the initial value).
// ts: BT + WARPS elements.
template <typename T, int OP, int BX, int BY, int BZ, int EXCL, typename F>
__device__ T ws_cub_block_scan(T* ts, T x, T init, int has_init, T& aggregate, F op) {
    int tid = ws_cub_tid<BX, BY, BZ>();
    int warp = tid / 32;
    int lane = tid % 32;
    T v = x;
    for (int off = 1; off < 32; off *= 2) {
        ts[tid] = v;
        __syncthreads();
        if (lane >= off)
            v = ws_cub_op<T, OP>(ts[tid - off], v, op);
        __syncthreads();
    }
    ts[tid] = v;
    if (lane == 31 || tid == BX * BY * BZ - 1)
        ts[BX * BY * BZ + warp] = v;
    __syncthreads();
    T up = lane > 0 ? ts[tid - 1] : v;
    T prefix = x;
    int has_prefix = 0;
    T agg = ts[BX * BY * BZ];
    for (int w = 0; w < (BX * BY * BZ + 31) / 32; w++) {
        if (w < warp) {
            prefix = has_prefix ? ws_cub_op<T, OP>(prefix, ts[BX * BY * BZ + w], op)
                                : ts[BX * BY * BZ + w];
            has_prefix = 1;
        }
        if (w > 0)
            agg = ws_cub_op<T, OP>(agg, ts[BX * BY * BZ + w], op);
    }
    aggregate = agg;
    if (EXCL == 0)
        return has_prefix ? ws_cub_op<T, OP>(prefix, v, op) : v;
    T e = prefix;
    int has = has_prefix;
    if (lane > 0) {
        e = has ? ws_cub_op<T, OP>(prefix, up, op) : up;
        has = 1;
    }
    if (has_init)
        return has ? ws_cub_op<T, OP>(init, e, op) : init;
    return has ? e : T();
}

template <typename T, int OP, int BX, int BY, int BZ, int EXCL, typename F>
__device__ T ws_cub_block_scan1(T* ts, T x, T init, int has_init, F op) {
    T aggregate;
    return ws_cub_block_scan<T, OP, BX, BY, BZ, EXCL>(ts, x, init, has_init, aggregate, op);
}

// Items-per-thread scans (blocked arrangement): each thread's reduction is scanned across
// the block, then each thread scans its items from that prefix. `in` may be `out`.
template <typename T, int OP, int N, int BX, int BY, int BZ, int EXCL, typename F>
__device__ void ws_cub_block_scan_items(T* ts, T* in, T* out, T init, int has_init,
                                        T& aggregate, F op) {
    int tid = ws_cub_tid<BX, BY, BZ>();
    T partial = ws_cub_thread_reduce<T, OP, N>(in, op);
    T run = ws_cub_block_scan<T, OP, BX, BY, BZ, 1>(ts, partial, init, has_init, aggregate,
                                                    op);
    int has = tid > 0 || has_init;
    for (int i = 0; i < N; i++) {
        T xi = in[i];
        if (EXCL == 1)
            out[i] = has ? run : T();
        run = has ? ws_cub_op<T, OP>(run, xi, op) : xi;
        has = 1;
        if (EXCL == 0)
            out[i] = run;
    }
}

template <typename T, int OP, int N, int BX, int BY, int BZ, int EXCL, typename F>
__device__ void ws_cub_block_scan_items1(T* ts, T* in, T* out, T init, int has_init, F op) {
    T aggregate;
    ws_cub_block_scan_items<T, OP, N, BX, BY, BZ, EXCL>(ts, in, out, init, has_init, aggregate,
                                                         op);
}

// A block prefix callback (CUB's BlockPrefixCallbackOp, a stateful functor): the first
// warp calls it with the block aggregate, thread 0's result is the block prefix, combined
// into every output as `op(prefix, output)` (thread 0's exclusive output is the prefix).
template <typename T, int OP, int BX, int BY, int BZ, int EXCL, typename P, typename F>
__device__ T ws_cub_block_scan_prefix(T* ts, T x, P& prefix_op, F op) {
    int tid = ws_cub_tid<BX, BY, BZ>();
    T aggregate;
    T v = ws_cub_block_scan<T, OP, BX, BY, BZ, EXCL>(ts, x, x, 0, aggregate, op);
    __syncthreads();
    if (tid < 32) {
        T first = prefix_op(aggregate);
        if (tid == 0)
            ts[0] = first;
    }
    __syncthreads();
    T prefix = ts[0];
    if (EXCL == 1 && tid == 0)
        return prefix;
    return ws_cub_op<T, OP>(prefix, v, op);
}

// A scan's last argument `extra` is the block aggregate (a T, written) or a block prefix
// callback (any other type); the rewriter cannot tell them apart, the types do.
template <typename T, int OP, int BX, int BY, int BZ, int EXCL, typename P, typename F>
__device__ T ws_cub_block_scan_x(T* ts, T x, T init, int has_init, P& extra, F op) {
    if constexpr (std::is_same_v<T, P>) {
        return ws_cub_block_scan<T, OP, BX, BY, BZ, EXCL>(ts, x, init, has_init, extra, op);
    } else {
        return ws_cub_block_scan_prefix<T, OP, BX, BY, BZ, EXCL>(ts, x, extra, op);
    }
}

template <typename T, int OP, int N, int BX, int BY, int BZ, int EXCL, typename P, typename F>
__device__ void ws_cub_block_scan_items_x(T* ts, T* in, T* out, T init, int has_init,
                                          P& extra, F op) {
    if constexpr (std::is_same_v<T, P>) {
        ws_cub_block_scan_items<T, OP, N, BX, BY, BZ, EXCL>(ts, in, out, init, has_init,
                                                             extra, op);
    } else {
        T partial = ws_cub_thread_reduce<T, OP, N>(in, op);
        T run = ws_cub_block_scan_prefix<T, OP, BX, BY, BZ, 1>(ts, partial, extra, op);
        for (int i = 0; i < N; i++) {
            T xi = in[i];
            if (EXCL == 1)
                out[i] = run;
            run = ws_cub_op<T, OP>(run, xi, op);
            if (EXCL == 0)
                out[i] = run;
        }
    }
}

// ---------------------------------------------------------------- load / store
// ALG: 0 DIRECT, 1 STRIPED, 2 VECTORIZE, 3 TRANSPOSE, 4 WARP_TRANSPOSE (5, timesliced, = 4).
// Every algorithm but STRIPED leaves (or takes) the items in the blocked arrangement (thread
// t holds items t*N .. t*N+N-1); TRANSPOSE reads striped and exchanges through shared
// memory, WARP_TRANSPOSE reads warp-striped and exchanges within the warp's slice.
template <int N, typename T>
__device__ void ws_cub_load_blocked(int tid, const T* p, T* items, int valid, int has_oob,
                                    T oob) {
    for (int i = 0; i < N; i++) {
        if (tid * N + i < valid)
            items[i] = p[tid * N + i];
        else if (has_oob)
            items[i] = oob;
    }
}

template <int BT, int N, typename T>
__device__ void ws_cub_load_striped(int tid, const T* p, T* items, int valid, int has_oob,
                                    T oob) {
    for (int i = 0; i < N; i++) {
        if (i * BT + tid < valid)
            items[i] = p[i * BT + tid];
        else if (has_oob)
            items[i] = oob;
    }
}

template <int N, typename T>
__device__ void ws_cub_store_blocked(int tid, T* p, T* items, int valid) {
    for (int i = 0; i < N; i++)
        if (tid * N + i < valid)
            p[tid * N + i] = items[i];
}

template <int BT, int N, typename T>
__device__ void ws_cub_store_striped(int tid, T* p, T* items, int valid) {
    for (int i = 0; i < N; i++)
        if (i * BT + tid < valid)
            p[i * BT + tid] = items[i];
}

template <typename T, int BX, int N, int ALG, int BY, int BZ>
__device__ void ws_cub_block_load(T* ts, const T* p, T* items, int valid, int has_oob, T oob) {
    int tid = ws_cub_tid<BX, BY, BZ>();
    if (ALG == 1) {
        ws_cub_load_striped<BX * BY * BZ, N, T>(tid, p, items, valid, has_oob, oob);
    } else if (ALG == 3) {
        ws_cub_load_striped<BX * BY * BZ, N, T>(tid, p, items, valid, has_oob, oob);
        for (int i = 0; i < N; i++)
            ts[i * (BX * BY * BZ) + tid] = items[i];
        __syncthreads();
        for (int i = 0; i < N; i++)
            items[i] = ts[tid * N + i];
    } else if (ALG == 4 || ALG == 5) {
        int base = tid / 32 * 32 * N;
        int lane = tid % 32;
        for (int i = 0; i < N; i++) {
            if (base + i * 32 + lane < valid)
                items[i] = p[base + i * 32 + lane];
            else if (has_oob)
                items[i] = oob;
            ts[base + i * 32 + lane] = items[i];
        }
        __syncthreads();
        for (int i = 0; i < N; i++)
            items[i] = ts[base + lane * N + i];
    } else {
        ws_cub_load_blocked<N, T>(tid, p, items, valid, has_oob, oob);
    }
}

// cub::BlockExchange: DIR 0 BlockedToStriped (thread t's items t*N .. t*N+N-1 become items
// t, t+BT, t+2*BT, ..), 1 StripedToBlocked; each thread writes its items where the source
// arrangement puts them, the block waits, and each reads the target arrangement's (CUB's
// order, so `in` may be `out`; reusing ts needs the user's __syncthreads(), as in CUB).
template <typename T, int BX, int N, int BY, int BZ, int DIR>
__device__ void ws_cub_block_exchange(T* ts, T* in, T* out) {
    int tid = ws_cub_tid<BX, BY, BZ>();
    for (int i = 0; i < N; i++)
        ts[DIR == 0 ? tid * N + i : i * (BX * BY * BZ) + tid] = in[i];
    __syncthreads();
    for (int i = 0; i < N; i++)
        out[i] = ts[DIR == 0 ? i * (BX * BY * BZ) + tid : tid * N + i];
}

template <typename T, int BX, int N, int ALG, int BY, int BZ>
__device__ void ws_cub_block_store(T* ts, T* p, T* items, int valid) {
    int tid = ws_cub_tid<BX, BY, BZ>();
    if (ALG == 1) {
        ws_cub_store_striped<BX * BY * BZ, N, T>(tid, p, items, valid);
    } else if (ALG == 3) {
        for (int i = 0; i < N; i++)
            ts[tid * N + i] = items[i];
        __syncthreads();
        for (int i = 0; i < N; i++)
            items[i] = ts[i * (BX * BY * BZ) + tid];
        ws_cub_store_striped<BX * BY * BZ, N, T>(tid, p, items, valid);
    } else if (ALG == 4 || ALG == 5) {
        int base = tid / 32 * 32 * N;
        int lane = tid % 32;
        for (int i = 0; i < N; i++)
            ts[base + lane * N + i] = items[i];
        __syncthreads();
        for (int i = 0; i < N; i++) {
            items[i] = ts[base + i * 32 + lane];
            if (base + i * 32 + lane < valid)
                p[base + i * 32 + lane] = items[i];
        }
    } else {
        ws_cub_store_blocked<N, T>(tid, p, items, valid);
    }
}

// ---------------------------------------------------------------- radix sort
// KIND: 0 unsigned, 1 signed, 2 float (32-bit keys). Keys are twiddled as CUB's
// RadixSortTwiddle does (signed: flip the sign bit; float: flip the sign bit of positive
// keys and all bits of negative ones), so unsigned order of the twiddled bits is the key
// order; -0.0 ranks equal to +0.0 (CUB's ProcessFloatMinusZero). Bits [begin, end) decide.
template <typename K, int KIND>
__device__ unsigned int ws_cub_twiddle_in(K k) {
    unsigned int b = KIND == 2 ? __float_as_uint((float)k) : (unsigned int)k;
    if (KIND == 1)
        return b ^ 0x80000000u;
    if (KIND == 2)
        return b ^ ((b & 0x80000000u) ? 0xffffffffu : 0x80000000u);
    return b;
}

template <typename K, int KIND>
__device__ K ws_cub_twiddle_out(unsigned int b) {
    if (KIND == 1)
        return (K)(b ^ 0x80000000u);
    if (KIND == 2)
        return (K)__uint_as_float(b ^ ((b & 0x80000000u) ? 0x80000000u : 0xffffffffu));
    return (K)b;
}

template <int KIND>
__device__ unsigned int ws_cub_digits(unsigned int b, int begin_bit, int end_bit, int desc) {
    if (KIND == 2 && b == 0x7fffffffu)
        b = 0x80000000u;
    if (desc)
        b = ~b;
    unsigned int m = end_bit - begin_bit >= 32 ? 0xffffffffu
                                                : (1u << (end_bit - begin_bit)) - 1u;
    return (b >> begin_bit) & m;
}

// The TempStorage of a BlockRadixSort with values: the twiddled keys and the values, one
// element (a type, so that a program may name it: std::conditional_t<c, TempStorage, int>).
template <typename V, int SIZE>
struct ws_cub_radix_storage {
    unsigned int k[SIZE];
    V v[SIZE];
};

// A stable sort of the block's BT*N keys by rank: each key's rank is the number of keys
// with smaller digits plus the equal ones before it in the blocked order (the place CUB's
// LSD radix passes give it). tk: BT*N twiddled keys, tv: BT*N values (HASV).
template <typename K, typename V, int KIND, int BX, int N, int BY, int BZ, int HASV>
__device__ void ws_cub_radix_sort(unsigned int* tk, V* tv, K* keys, V* vals, int begin_bit,
                                  int end_bit, int desc, int striped) {
    int tid = ws_cub_tid<BX, BY, BZ>();
    unsigned int bits[N];
    int rank[N];
    for (int i = 0; i < N; i++) {
        bits[i] = ws_cub_twiddle_in<K, KIND>(keys[i]);
        tk[tid * N + i] = bits[i];
    }
    __syncthreads();
    for (int i = 0; i < N; i++) {
        unsigned int mine = ws_cub_digits<KIND>(bits[i], begin_bit, end_bit, desc);
        int r = 0;
        for (int j = 0; j < BX * BY * BZ * N; j++) {
            unsigned int o = ws_cub_digits<KIND>(tk[j], begin_bit, end_bit, desc);
            if (o < mine || (o == mine && j < tid * N + i))
                r++;
        }
        rank[i] = r;
    }
    __syncthreads();
    for (int i = 0; i < N; i++) {
        tk[rank[i]] = bits[i];
        if (HASV)
            tv[rank[i]] = vals[i];
    }
    __syncthreads();
    for (int i = 0; i < N; i++) {
        int at = striped ? i * (BX * BY * BZ) + tid : tid * N + i;
        keys[i] = ws_cub_twiddle_out<K, KIND>(tk[at]);
        if (HASV)
            vals[i] = tv[at];
    }
}

#endif
