// Per-block count of the elements above a threshold, for the third held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "count"): each block counts its own chunk of
// block_size_x * items ints (consecutive items block_size_x apart, so a warp's loads are
// consecutive) and writes one count. method 0: __syncthreads_count per item; method 1:
// __ballot_sync and __popc per warp, then one shared word per warp added by thread 0;
// method 2: one shared atomicAdd per thread.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef method
#define method 1
#endif

__global__ void count(int *counts, const int *in, int threshold)
{
    int base = blockIdx.x * block_size_x * items;
    int tid = threadIdx.x;
#if method == 0
    int total = 0;
    for (int k = 0; k < items; k++)
        total += __syncthreads_count(in[base + k * block_size_x + tid] > threshold);
    if (tid == 0)
        counts[blockIdx.x] = total;
#elif method == 1
    __shared__ int warp_counts[block_size_x / 32];
    int mine = 0;
    for (int k = 0; k < items; k++)
        mine += __popc(__ballot_sync(0xffffffff, in[base + k * block_size_x + tid] > threshold));
    if ((tid & 31) == 0)
        warp_counts[tid >> 5] = mine;
    __syncthreads();
    if (tid == 0) {
        int total = 0;
        for (int w = 0; w < block_size_x / 32; w++)
            total += warp_counts[w];
        counts[blockIdx.x] = total;
    }
#else
    __shared__ int total;
    if (tid == 0)
        total = 0;
    __syncthreads();
    int mine = 0;
    for (int k = 0; k < items; k++)
        mine += in[base + k * block_size_x + tid] > threshold;
    atomicAdd(&total, mine);
    __syncthreads();
    if (tid == 0)
        counts[blockIdx.x] = total;
#endif
}
