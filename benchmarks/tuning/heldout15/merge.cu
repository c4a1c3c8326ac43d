// Merging two sorted arrays by merge path, for the fifteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "merge"): out holds the na ints of a and the nb ints
// of b (both sorted) in order, an int of a before an equal one of b and equal ints of one
// array in their order; src[i] says where out[i] came from (its index j in a, or na + j for
// the j-th int of b). A block of block_size_x threads writes block_size_x * items outputs, a
// thread items consecutive ones: the thread finds how many of a come before its first output
// by a binary search along its diagonal of the merge path, then takes the smaller head items
// times. stage=1 first finds the block's own stretches of a and b (the diagonals of its first
// and last outputs) and copies them into shared memory, where its threads search and merge;
// stage=0 searches and merges in global memory. use_ldg=1 reads a and b through the
// read-only cache (in the global search, merge and staging alike).
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 4
#endif
#ifndef stage
#define stage 1
#endif
#ifndef use_ldg
#define use_ldg 0
#endif
#define TILE (block_size_x * items)

#if use_ldg == 1
#define GLD(p) __ldg(p)
#else
#define GLD(p) (*(p))
#endif

// how many of a[0 .. na) come before the first diag outputs of merging a and b
__device__ __forceinline__ int merge_path(const int *a, int na, const int *b, int nb, int diag)
{
    int lo = max(0, diag - nb), hi = min(diag, na);
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (GLD(&b[diag - 1 - mid]) < GLD(&a[mid]))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

__device__ __forceinline__ int merge_path_shared(const int *a, int na, const int *b, int nb,
                                                 int diag)
{
    int lo = max(0, diag - nb), hi = min(diag, na);
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (b[diag - 1 - mid] < a[mid])
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

__global__ void merge(int *out, int *src, const int *a, const int *b, int na, int nb)
{
    int total = na + nb;
    int block_first = blockIdx.x * TILE;
    int diag = block_first + threadIdx.x * items;
#if stage == 1
    __shared__ int s_keys[TILE];
    __shared__ int s_cut[2];
    if (threadIdx.x < 2) {
        int d = min(block_first + (int)threadIdx.x * TILE, total);
        s_cut[threadIdx.x] = merge_path(a, na, b, nb, d);
    }
    __syncthreads();
    int a0 = s_cut[0], a1 = s_cut[1];
    int b0 = block_first - a0, b1 = min(block_first + TILE, total) - a1;
    int la = a1 - a0, lb = b1 - b0;
    for (int t = threadIdx.x; t < la + lb; t += block_size_x)
        s_keys[t] = t < la ? GLD(&a[a0 + t]) : GLD(&b[b0 + t - la]);
    __syncthreads();
    int local = threadIdx.x * items;
    if (local >= la + lb)
        return;
    int ia = merge_path_shared(s_keys, la, s_keys + la, lb, local);
    int ib = local - ia;
#pragma unroll
    for (int k = 0; k < items; k++) {
        if (local + k < la + lb) {
            bool take_a = ib >= lb || (ia < la && !(s_keys[la + ib] < s_keys[ia]));
            out[diag + k] = take_a ? s_keys[ia] : s_keys[la + ib];
            src[diag + k] = take_a ? a0 + ia : na + b0 + ib;
            if (take_a)
                ia++;
            else
                ib++;
        }
    }
#else
    if (diag >= total)
        return;
    int ia = merge_path(a, na, b, nb, diag);
    int ib = diag - ia;
#pragma unroll
    for (int k = 0; k < items; k++) {
        if (diag + k < total) {
            bool take_a = ib >= nb || (ia < na && !(GLD(&b[ib]) < GLD(&a[ia])));
            out[diag + k] = take_a ? GLD(&a[ia]) : GLD(&b[ib]);
            src[diag + k] = take_a ? ia : na + ib;
            if (take_a)
                ia++;
            else
                ib++;
        }
    }
#endif
}
