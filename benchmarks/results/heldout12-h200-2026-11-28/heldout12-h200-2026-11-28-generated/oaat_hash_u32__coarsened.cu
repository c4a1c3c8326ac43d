extern "C" __global__ void oaat_hash_u32_cf4x_st32(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        unsigned int word_0 = w[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        unsigned int acc_0 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        for (int k_0 = 0; k_0 < 4; ++k_0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_0 += (word_0 >> (8 * k_0)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_0 += acc_0 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_0 ^= acc_0 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_0 += acc_0 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_0 ^= acc_0 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_0 += acc_0 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        h[i_0] = acc_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        unsigned int word_1 = w[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        unsigned int acc_1 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        for (int k_1 = 0; k_1 < 4; ++k_1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_1 += (word_1 >> (8 * k_1)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_1 += acc_1 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_1 ^= acc_1 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_1 += acc_1 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_1 ^= acc_1 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_1 += acc_1 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        h[i_1] = acc_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        unsigned int word_2 = w[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        unsigned int acc_2 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        for (int k_2 = 0; k_2 < 4; ++k_2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_2 += (word_2 >> (8 * k_2)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_2 += acc_2 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_2 ^= acc_2 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_2 += acc_2 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_2 ^= acc_2 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_2 += acc_2 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        h[i_2] = acc_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        unsigned int word_3 = w[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        unsigned int acc_3 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        for (int k_3 = 0; k_3 < 4; ++k_3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_3 += (word_3 >> (8 * k_3)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_3 += acc_3 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_3 ^= acc_3 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_3 += acc_3 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_3 ^= acc_3 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        acc_3 += acc_3 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        h[i_3] = acc_3;
    }
}
