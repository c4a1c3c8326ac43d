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

extern "C" __global__ void dropout_hash_mask_cf2x(const float* x, float* y, unsigned int seed, unsigned int threshold, float scale, int n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_0 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_0] = mix32((unsigned int)i_0 ^ seed) >= threshold ? x[i_0] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
    if (i_1 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cu"
        y[i_1] = mix32((unsigned int)i_1 ^ seed) >= threshold ? x[i_1] * scale : 0.0f;
}
