extern "C" __global__ void oaat_hash_u32_cf2x(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
