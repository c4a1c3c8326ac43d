// 1D convolution out[i] = sum_k f[k] in[i + k] with a TAPS-tap filter (TAPS = 17) for the
// fifth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "conv1d"). The
// input is padded: it holds n + TAPS - 1 floats, so no output needs a guard. A block of
// block_size_x threads computes block_size_x * items consecutive outputs, a thread's items
// outputs block_size_x apart (a warp's loads consecutive). use_shmem=1 stages the block's
// inputs (with the TAPS - 1 halo) in shared memory first. filter_in=0 reads each tap from
// the global array ``filter`` where it is used; filter_in=1 from constant memory (d_filter,
// filled by the host); filter_in=2 loads the taps into registers once (an unrolled array).
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 1
#endif
#ifndef use_shmem
#define use_shmem 0
#endif
#ifndef filter_in
#define filter_in 1
#endif
#define TAPS 17
#define TILE (block_size_x * items)

__constant__ float d_filter[TAPS];

__global__ void conv1d(float *out, const float *in, const float *filter, int n)
{
    int tx = threadIdx.x;
    int base = blockIdx.x * TILE;
#if use_shmem
    __shared__ float sh[TILE + TAPS - 1];
    for (int j = tx; j < TILE + TAPS - 1; j += block_size_x)
        sh[j] = in[base + j];
    __syncthreads();
#endif
#if filter_in == 2
    float f[TAPS];
#pragma unroll
    for (int t = 0; t < TAPS; t++)
        f[t] = filter[t];
#endif
    float sum[items];
#pragma unroll
    for (int i = 0; i < items; i++)
        sum[i] = 0.0f;
#pragma unroll
    for (int t = 0; t < TAPS; t++) {
#if filter_in == 0
        float w = filter[t];
#elif filter_in == 1
        float w = d_filter[t];
#else
        float w = f[t];
#endif
#pragma unroll
        for (int i = 0; i < items; i++) {
#if use_shmem
            sum[i] += w * sh[i * block_size_x + tx + t];
#else
            sum[i] += w * in[base + i * block_size_x + tx + t];
#endif
        }
    }
#pragma unroll
    for (int i = 0; i < items; i++)
        out[base + i * block_size_x + tx] = sum[i];
}
