// Partial sums of a float array, one per block, for the tuning benchmark
// (benchmarks/tuning/spaces.py, space "reduction"). Block b sums the contiguous
// block_size_x * items * vec elements starting at b * block_size_x * items * vec: each
// thread items loads of vec floats (float2 / float4 vector loads for vec 2 / 4), strided by
// the block so that a warp's loads are contiguous; loop_unroll=1 unrolls that loop. The block's
// sums are then combined either in shared memory (a tree, use_shuffle=0) or by warp
// shuffles, one word per warp in shared memory, and the first warp's shuffles
// (use_shuffle=1). out[b] is the block's sum.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 1
#endif
#ifndef use_shuffle
#define use_shuffle 1
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif
#define WARPS (block_size_x / 32)

__global__ void reduce(float *out, const float *in, int n)
{
    int tid = threadIdx.x;
    int base = blockIdx.x * (block_size_x * items);   // in units of vec floats
    float sum = 0.0f;
#if loop_unroll
#pragma unroll
#endif
    for (int k = 0; k < items; k++) {
        int i = base + k * block_size_x + tid;
#if vec == 4
        float4 v = ((const float4 *)in)[i];
        sum += (v.x + v.y) + (v.z + v.w);
#elif vec == 2
        float2 v = ((const float2 *)in)[i];
        sum += v.x + v.y;
#else
        sum += in[i];
#endif
    }
#if use_shuffle
    __shared__ float warp_sums[WARPS];
    for (int o = 16; o > 0; o >>= 1)
        sum += __shfl_down_sync(0xffffffff, sum, o);
    if (tid % 32 == 0)
        warp_sums[tid / 32] = sum;
    __syncthreads();
    if (tid < 32) {
        sum = tid < WARPS ? warp_sums[tid] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            sum += __shfl_down_sync(0xffffffff, sum, o);
        if (tid == 0)
            out[blockIdx.x] = sum;
    }
#else
    __shared__ float sdata[block_size_x];
    sdata[tid] = sum;
    __syncthreads();
    for (int s = block_size_x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
#endif
}
