extern "C" __global__ void fnv1a_hash_u32_opt(const unsigned int* w, unsigned int* h, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 w_v0;
    uint4 h_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        if (ucond) {
            w_v0 = *(const uint4*)&w[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            unsigned int word_m0 = w_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            unsigned int hash_m0 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            for (int b_m0 = 0; b_m0 < 4; ++b_m0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
                hash_m0 ^= (word_m0 >> (8 * b_m0)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
                hash_m0 *= 16777619u;
            }
            h_v1.x = hash_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            unsigned int word_m1 = w_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            unsigned int hash_m1 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            for (int b_m1 = 0; b_m1 < 4; ++b_m1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
                hash_m1 ^= (word_m1 >> (8 * b_m1)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
                hash_m1 *= 16777619u;
            }
            h_v1.y = hash_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            unsigned int word_m2 = w_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            unsigned int hash_m2 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            for (int b_m2 = 0; b_m2 < 4; ++b_m2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
                hash_m2 ^= (word_m2 >> (8 * b_m2)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
                hash_m2 *= 16777619u;
            }
            h_v1.z = hash_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            unsigned int word_m3 = w_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            unsigned int hash_m3 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
            for (int b_m3 = 0; b_m3 < 4; ++b_m3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
                hash_m3 ^= (word_m3 >> (8 * b_m3)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cl"
                hash_m3 *= 16777619u;
            }
            h_v1.w = hash_m3;
            *(uint4*)(&h[i_m3] - 3) = h_v1;
        }
    }
}
