__device__ unsigned int mix32(unsigned int x) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    x ^= x >> 16;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    x *= 2146121005u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    x ^= x >> 15;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    x *= 2221713035u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    x ^= x >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    return x;
}

extern "C" __global__ void dropout_hash_mask_cf4x_st32(const float* x, float* y, unsigned int seed, unsigned int threshold, float scale, int n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    if (i_0 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
        y[i_0] = mix32((unsigned int)i_0 ^ seed) >= threshold ? x[i_0] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    if (i_1 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
        y[i_1] = mix32((unsigned int)i_1 ^ seed) >= threshold ? x[i_1] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    if (i_2 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
        y[i_2] = mix32((unsigned int)i_2 ^ seed) >= threshold ? x[i_2] * scale : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    if (i_3 < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
        y[i_3] = mix32((unsigned int)i_3 ^ seed) >= threshold ? x[i_3] * scale : 0.0f;
}
