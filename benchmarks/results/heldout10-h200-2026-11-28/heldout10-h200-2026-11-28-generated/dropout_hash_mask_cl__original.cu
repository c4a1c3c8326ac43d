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

extern "C" __global__ void dropout_hash_mask(const float* x, float* y, unsigned int seed, unsigned int threshold, float scale, int n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
    if (i < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/dropout_hash_mask.cl"
        y[i] = mix32((unsigned int)i ^ seed) >= threshold ? x[i] * scale : 0.0f;
}
