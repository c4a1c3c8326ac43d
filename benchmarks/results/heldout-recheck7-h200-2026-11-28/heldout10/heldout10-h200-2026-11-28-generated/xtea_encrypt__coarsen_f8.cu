extern "C" __global__ void xtea_encrypt_cf8x(const unsigned int* v0, const unsigned int* v1, const unsigned int* key, unsigned int* o0, unsigned int* o1, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a_2 = v0[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b_2 = v1[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum_2 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r_2 = 0; r_2 < 32; r_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a_2 += (((b_2 << 4) ^ (b_2 >> 5)) + b_2) ^ (sum_2 + key[sum_2 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum_2 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b_2 += (((a_2 << 4) ^ (a_2 >> 5)) + a_2) ^ (sum_2 + key[(sum_2 >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i_2] = a_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i_2] = b_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a_3 = v0[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b_3 = v1[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum_3 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r_3 = 0; r_3 < 32; r_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a_3 += (((b_3 << 4) ^ (b_3 >> 5)) + b_3) ^ (sum_3 + key[sum_3 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum_3 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b_3 += (((a_3 << 4) ^ (a_3 >> 5)) + a_3) ^ (sum_3 + key[(sum_3 >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i_3] = a_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i_3] = b_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a_4 = v0[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b_4 = v1[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum_4 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r_4 = 0; r_4 < 32; r_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a_4 += (((b_4 << 4) ^ (b_4 >> 5)) + b_4) ^ (sum_4 + key[sum_4 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum_4 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b_4 += (((a_4 << 4) ^ (a_4 >> 5)) + a_4) ^ (sum_4 + key[(sum_4 >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i_4] = a_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i_4] = b_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a_5 = v0[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b_5 = v1[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum_5 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r_5 = 0; r_5 < 32; r_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a_5 += (((b_5 << 4) ^ (b_5 >> 5)) + b_5) ^ (sum_5 + key[sum_5 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum_5 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b_5 += (((a_5 << 4) ^ (a_5 >> 5)) + a_5) ^ (sum_5 + key[(sum_5 >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i_5] = a_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i_5] = b_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a_6 = v0[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b_6 = v1[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum_6 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r_6 = 0; r_6 < 32; r_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a_6 += (((b_6 << 4) ^ (b_6 >> 5)) + b_6) ^ (sum_6 + key[sum_6 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum_6 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b_6 += (((a_6 << 4) ^ (a_6 >> 5)) + a_6) ^ (sum_6 + key[(sum_6 >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i_6] = a_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i_6] = b_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a_7 = v0[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b_7 = v1[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum_7 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r_7 = 0; r_7 < 32; r_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a_7 += (((b_7 << 4) ^ (b_7 >> 5)) + b_7) ^ (sum_7 + key[sum_7 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum_7 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b_7 += (((a_7 << 4) ^ (a_7 >> 5)) + a_7) ^ (sum_7 + key[(sum_7 >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i_7] = a_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i_7] = b_7;
    }
}
