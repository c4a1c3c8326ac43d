extern "C" __global__ void oaat_hash_u32_cf4x(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
