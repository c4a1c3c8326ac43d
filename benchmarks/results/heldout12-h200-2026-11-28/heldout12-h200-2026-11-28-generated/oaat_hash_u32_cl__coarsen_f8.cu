extern "C" __global__ void oaat_hash_u32_cf8x(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word_0 = w[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc_0 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k_0 = 0; k_0 < 4; ++k_0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_0 += (word_0 >> (8 * k_0)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_0 += acc_0 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_0 ^= acc_0 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_0 += acc_0 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_0 ^= acc_0 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_0 += acc_0 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i_0] = acc_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word_1 = w[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc_1 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k_1 = 0; k_1 < 4; ++k_1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_1 += (word_1 >> (8 * k_1)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_1 += acc_1 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_1 ^= acc_1 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_1 += acc_1 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_1 ^= acc_1 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_1 += acc_1 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i_1] = acc_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word_2 = w[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc_2 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k_2 = 0; k_2 < 4; ++k_2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_2 += (word_2 >> (8 * k_2)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_2 += acc_2 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_2 ^= acc_2 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_2 += acc_2 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_2 ^= acc_2 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_2 += acc_2 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i_2] = acc_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word_3 = w[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc_3 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k_3 = 0; k_3 < 4; ++k_3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_3 += (word_3 >> (8 * k_3)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_3 += acc_3 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_3 ^= acc_3 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_3 += acc_3 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_3 ^= acc_3 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_3 += acc_3 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i_3] = acc_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word_4 = w[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc_4 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k_4 = 0; k_4 < 4; ++k_4) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_4 += (word_4 >> (8 * k_4)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_4 += acc_4 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_4 ^= acc_4 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_4 += acc_4 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_4 ^= acc_4 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_4 += acc_4 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i_4] = acc_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word_5 = w[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc_5 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k_5 = 0; k_5 < 4; ++k_5) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_5 += (word_5 >> (8 * k_5)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_5 += acc_5 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_5 ^= acc_5 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_5 += acc_5 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_5 ^= acc_5 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_5 += acc_5 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i_5] = acc_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word_6 = w[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc_6 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k_6 = 0; k_6 < 4; ++k_6) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_6 += (word_6 >> (8 * k_6)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_6 += acc_6 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_6 ^= acc_6 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_6 += acc_6 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_6 ^= acc_6 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_6 += acc_6 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i_6] = acc_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word_7 = w[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc_7 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k_7 = 0; k_7 < 4; ++k_7) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_7 += (word_7 >> (8 * k_7)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_7 += acc_7 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc_7 ^= acc_7 >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_7 += acc_7 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_7 ^= acc_7 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc_7 += acc_7 << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i_7] = acc_7;
    }
}
