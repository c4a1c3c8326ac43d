extern "C" __global__ void fnv1a_hash_u32_cf2x(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        unsigned int word_0 = w[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        unsigned int hash_0 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        for (int b_0 = 0; b_0 < 4; ++b_0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            hash_0 ^= (word_0 >> (8 * b_0)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            hash_0 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        h[i_0] = hash_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        unsigned int word_1 = w[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        unsigned int hash_1 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        for (int b_1 = 0; b_1 < 4; ++b_1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            hash_1 ^= (word_1 >> (8 * b_1)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            hash_1 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        h[i_1] = hash_1;
    }
}
