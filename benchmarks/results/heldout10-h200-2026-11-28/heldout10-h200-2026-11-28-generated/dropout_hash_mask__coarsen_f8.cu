__device__ unsigned int mix32(unsigned int x) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    x ^= x >> 16;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    x *= 2146121005u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    x ^= x >> 15;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    x *= 2221713035u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    x ^= x >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    return x;
}

extern "C" __global__ void dropout_hash_mask_cf8x(const float* x, float* y, unsigned int seed, unsigned int threshold, float scale, int n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_0 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_0] = mix32((unsigned int)i_0 ^ seed) >= threshold ? x[i_0] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_1 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_1] = mix32((unsigned int)i_1 ^ seed) >= threshold ? x[i_1] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_2 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_2] = mix32((unsigned int)i_2 ^ seed) >= threshold ? x[i_2] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_3 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_3] = mix32((unsigned int)i_3 ^ seed) >= threshold ? x[i_3] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_4 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_4] = mix32((unsigned int)i_4 ^ seed) >= threshold ? x[i_4] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_5 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_5] = mix32((unsigned int)i_5 ^ seed) >= threshold ? x[i_5] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_6 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_6] = mix32((unsigned int)i_6 ^ seed) >= threshold ? x[i_6] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_7 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_7] = mix32((unsigned int)i_7 ^ seed) >= threshold ? x[i_7] * scale : 0.0f;
}
