extern "C" __global__ void xtea_encrypt_cf2x(const unsigned int* v0, const unsigned int* v1, const unsigned int* key, unsigned int* o0, unsigned int* o1, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a_0 = v0[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b_0 = v1[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum_0 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r_0 = 0; r_0 < 32; r_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a_0 += (((b_0 << 4) ^ (b_0 >> 5)) + b_0) ^ (sum_0 + key[sum_0 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum_0 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b_0 += (((a_0 << 4) ^ (a_0 >> 5)) + a_0) ^ (sum_0 + key[(sum_0 >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i_0] = a_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i_0] = b_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a_1 = v0[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b_1 = v1[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum_1 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r_1 = 0; r_1 < 32; r_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a_1 += (((b_1 << 4) ^ (b_1 >> 5)) + b_1) ^ (sum_1 + key[sum_1 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum_1 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b_1 += (((a_1 << 4) ^ (a_1 >> 5)) + a_1) ^ (sum_1 + key[(sum_1 >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i_1] = a_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i_1] = b_1;
    }
}
