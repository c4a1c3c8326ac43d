extern "C" __global__ void fnv1a_hash_u32(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        unsigned int word = w[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        unsigned int hash = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        for (int b = 0; b < 4; ++b) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            hash ^= (word >> (8 * b)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            hash *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        h[i] = hash;
    }
}
