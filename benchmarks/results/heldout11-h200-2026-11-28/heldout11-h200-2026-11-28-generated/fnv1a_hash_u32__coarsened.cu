extern "C" __global__ void fnv1a_hash_u32_cf4x_st32(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/fnv1a_hash_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
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
}
