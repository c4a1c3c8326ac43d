// Per-block 256-bin histograms of bytes for the held-out tuning spaces
// (benchmarks/tuning/spaces.py, space "histogram"). Block b counts the contiguous
// block_size_x * items * vec bytes starting at b * block_size_x * items * vec into
// shared-memory bins with shared atomics: one set of bins for the block (per_warp=0) or
// one per warp (per_warp=1, fewer collisions, merged at the end); each thread loads
// items times vec bytes (uchar4 loads for vec 4), strided by the block so that a warp's
// loads are contiguous. partial[b * 256 + bin] is block b's count.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 1
#endif
#ifndef per_warp
#define per_warp 0
#endif
#if per_warp
#define COPIES (block_size_x / 32)
#else
#define COPIES 1
#endif

__global__ void histogram(unsigned int *partial, const unsigned char *data, int n)
{
    __shared__ unsigned int bins[COPIES * 256];
    for (int i = threadIdx.x; i < COPIES * 256; i += block_size_x)
        bins[i] = 0;
    __syncthreads();
#if per_warp
    unsigned int *mine = bins + (threadIdx.x / 32) * 256;
#else
    unsigned int *mine = bins;
#endif
    int base = blockIdx.x * (block_size_x * items);   // in units of vec bytes
    for (int k = 0; k < items; k++) {
        int i = base + k * block_size_x + threadIdx.x;
#if vec == 4
        uchar4 v = ((const uchar4 *)data)[i];
        atomicAdd(&mine[v.x], 1u);
        atomicAdd(&mine[v.y], 1u);
        atomicAdd(&mine[v.z], 1u);
        atomicAdd(&mine[v.w], 1u);
#else
        atomicAdd(&mine[data[i]], 1u);
#endif
    }
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += block_size_x) {
        unsigned int s = 0;
        for (int w = 0; w < COPIES; w++)
            s += bins[w * 256 + b];
        partial[blockIdx.x * 256 + b] = s;
    }
}
