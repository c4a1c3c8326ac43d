extern "C" __global__ void fnv1a_hash_u32_cf8x(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int word_0 = w[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int hash_0 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        for (int b_0 = 0; b_0 < 4; ++b_0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_0 ^= (word_0 >> (8 * b_0)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_0 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        h[i_0] = hash_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int word_1 = w[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int hash_1 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        for (int b_1 = 0; b_1 < 4; ++b_1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_1 ^= (word_1 >> (8 * b_1)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_1 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        h[i_1] = hash_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int word_2 = w[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int hash_2 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        for (int b_2 = 0; b_2 < 4; ++b_2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_2 ^= (word_2 >> (8 * b_2)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_2 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        h[i_2] = hash_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int word_3 = w[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int hash_3 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        for (int b_3 = 0; b_3 < 4; ++b_3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_3 ^= (word_3 >> (8 * b_3)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_3 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        h[i_3] = hash_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int word_4 = w[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int hash_4 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        for (int b_4 = 0; b_4 < 4; ++b_4) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_4 ^= (word_4 >> (8 * b_4)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_4 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        h[i_4] = hash_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int word_5 = w[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int hash_5 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        for (int b_5 = 0; b_5 < 4; ++b_5) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_5 ^= (word_5 >> (8 * b_5)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_5 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        h[i_5] = hash_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int word_6 = w[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int hash_6 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        for (int b_6 = 0; b_6 < 4; ++b_6) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_6 ^= (word_6 >> (8 * b_6)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_6 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        h[i_6] = hash_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int word_7 = w[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        unsigned int hash_7 = 2166136261u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        for (int b_7 = 0; b_7 < 4; ++b_7) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_7 ^= (word_7 >> (8 * b_7)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
            hash_7 *= 16777619u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
        h[i_7] = hash_7;
    }
}
