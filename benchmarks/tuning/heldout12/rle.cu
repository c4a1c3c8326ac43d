// Run-length decoding, for the twelfth held-out set of tuning spaces (benchmarks/tuning/
// spaces.py, space "rle"): run r of runs holds val[r] and covers out[start[r] ..
// start[r + 1] - 1] (start[0] = 0, start[runs] = n, every run at least one long). A block
// of block_size_x threads writes block_size_x * items consecutive outputs, a thread items
// of them: block_size_x apart (consecutive=0), each finding its run by its own binary
// search, or consecutive (consecutive=1), one search for the first and a walk forward
// for the others. method=0 searches start in global memory; method=1 first finds the runs
// of the block's outputs (two searches), copies their starts and values into shared
// memory and searches there; method=2 copies them likewise and then writes run by run,
// a thread a run of the block at a time.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 4
#endif
#ifndef method
#define method 1
#endif
#ifndef consecutive
#define consecutive 0
#endif
#define SPAN (block_size_x * items)

// the run r in [lo, hi) with s[r] <= i < s[r + 1], given s[lo] <= i < s[hi]
__device__ __forceinline__ int find_run(const int *s, int lo, int hi, int i)
{
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (s[mid] <= i)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

__global__ void rle(int *out, const int *val, const int *start, int runs)
{
    int tid = threadIdx.x;
    int b0 = blockIdx.x * SPAN;
#if method == 0
    const int *s = start, *v = val;
    int lo = 0, hi = runs;
#else
    __shared__ int s_start[SPAN + 1], s_val[SPAN], s_first[2];
    if (tid < 2)
        s_first[tid] = find_run(start, 0, runs, b0 + tid * (SPAN - 1));
    __syncthreads();
    int r0 = s_first[0], nr = s_first[1] - r0 + 1;
    for (int e = tid; e <= nr; e += block_size_x) {
        s_start[e] = start[r0 + e];
        if (e < nr)
            s_val[e] = val[r0 + e];
    }
    __syncthreads();
    const int *s = s_start, *v = s_val;
    int lo = 0, hi = nr;
#endif
#if method == 2
    for (int r = tid; r < nr; r += block_size_x) {
        int from = max(s[r], b0), to = min(s[r + 1], b0 + SPAN);
        for (int i = from; i < to; i++)
            out[i] = v[r];
    }
#elif consecutive == 1
    int i = b0 + tid * items;
    int r = find_run(s, lo, hi, i);
#pragma unroll
    for (int k = 0; k < items; k++) {
        while (s[r + 1] <= i + k)
            r++;
        out[i + k] = v[r];
    }
#else
#pragma unroll
    for (int k = 0; k < items; k++) {
        int i = b0 + k * block_size_x + tid;
        out[i] = v[find_run(s, lo, hi, i)];
    }
#endif
}
