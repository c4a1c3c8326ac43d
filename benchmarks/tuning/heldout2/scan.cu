// Block-local inclusive prefix sums for the second held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "scan"): each block scans its own chunk of
// block_size_x * items consecutive floats. A thread first scans items consecutive elements
// in registers, the block then scans the threads' totals (use_shuffle=1: warp shuffles
// and one shared word per warp; use_shuffle=0: a Hillis-Steele scan over shared memory),
// and each thread adds its offset. stage=1 moves the chunk through shared memory so that
// global loads and stores are coalesced; stage=0 reads and writes a thread's items
// directly (stride items between neighbouring threads).
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef use_shuffle
#define use_shuffle 1
#endif
#ifndef stage
#define stage 0
#endif
#define CHUNK (block_size_x * items)

__global__ void scan(float *out, const float *in, int n)
{
    int base = blockIdx.x * CHUNK;
    int tid = threadIdx.x;
    float v[items];
#if stage
    __shared__ float buf[CHUNK];
    for (int k = 0; k < items; k++)
        buf[k * block_size_x + tid] = in[base + k * block_size_x + tid];
    __syncthreads();
    for (int k = 0; k < items; k++)
        v[k] = buf[tid * items + k];
#else
    for (int k = 0; k < items; k++)
        v[k] = in[base + tid * items + k];
#endif
    for (int k = 1; k < items; k++)
        v[k] += v[k - 1];
    float total = v[items - 1];
#if use_shuffle
    __shared__ float warp_sums[block_size_x / 32];
    int lane = tid & 31;
    int warp = tid >> 5;
    float x = total;
    for (int d = 1; d < 32; d <<= 1) {
        float y = __shfl_up_sync(0xffffffff, x, d);
        if (lane >= d)
            x += y;
    }
    if (lane == 31)
        warp_sums[warp] = x;
    __syncthreads();
    if (warp == 0) {
        float w = lane < block_size_x / 32 ? warp_sums[lane] : 0.0f;
        for (int d = 1; d < 32; d <<= 1) {
            float y = __shfl_up_sync(0xffffffff, w, d);
            if (lane >= d)
                w += y;
        }
        if (lane < block_size_x / 32)
            warp_sums[lane] = w;
    }
    __syncthreads();
    float offset = x - total;
    if (warp > 0)
        offset += warp_sums[warp - 1];
#else
    __shared__ float sums[block_size_x];
    sums[tid] = total;
    __syncthreads();
    for (int d = 1; d < block_size_x; d <<= 1) {
        float y = tid >= d ? sums[tid - d] : 0.0f;
        __syncthreads();
        sums[tid] += y;
        __syncthreads();
    }
    float offset = sums[tid] - total;
#endif
#if stage
    for (int k = 0; k < items; k++)
        buf[tid * items + k] = v[k] + offset;
    __syncthreads();
    for (int k = 0; k < items; k++)
        out[base + k * block_size_x + tid] = buf[k * block_size_x + tid];
#else
    for (int k = 0; k < items; k++)
        out[base + tid * items + k] = v[k] + offset;
#endif
}
