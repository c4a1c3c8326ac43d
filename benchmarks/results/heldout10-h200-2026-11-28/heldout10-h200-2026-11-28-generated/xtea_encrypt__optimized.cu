extern "C" __global__ void xtea_encrypt_opt(const unsigned int* v0, const unsigned int* v1, const unsigned int* key, unsigned int* o0, unsigned int* o1, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 v0_v0;
    uint4 v1_v1;
    uint4 o0_v2;
    uint4 o1_v3;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        if (ucond) {
            v0_v0 = *(const uint4*)&v0[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int a_m0 = v0_v0.x;
            v1_v1 = *(const uint4*)&v1[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int b_m0 = v1_v1.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int sum_m0 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            for (int r_m0 = 0; r_m0 < 32; r_m0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                a_m0 += (((b_m0 << 4) ^ (b_m0 >> 5)) + b_m0) ^ (sum_m0 + key[sum_m0 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                sum_m0 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                b_m0 += (((a_m0 << 4) ^ (a_m0 >> 5)) + a_m0) ^ (sum_m0 + key[(sum_m0 >> 11) & 3u]);
            }
            o0_v2.x = a_m0;
            o1_v3.x = b_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int a_m1 = v0_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int b_m1 = v1_v1.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int sum_m1 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            for (int r_m1 = 0; r_m1 < 32; r_m1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                a_m1 += (((b_m1 << 4) ^ (b_m1 >> 5)) + b_m1) ^ (sum_m1 + key[sum_m1 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                sum_m1 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                b_m1 += (((a_m1 << 4) ^ (a_m1 >> 5)) + a_m1) ^ (sum_m1 + key[(sum_m1 >> 11) & 3u]);
            }
            o0_v2.y = a_m1;
            o1_v3.y = b_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int a_m2 = v0_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int b_m2 = v1_v1.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int sum_m2 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            for (int r_m2 = 0; r_m2 < 32; r_m2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                a_m2 += (((b_m2 << 4) ^ (b_m2 >> 5)) + b_m2) ^ (sum_m2 + key[sum_m2 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                sum_m2 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                b_m2 += (((a_m2 << 4) ^ (a_m2 >> 5)) + a_m2) ^ (sum_m2 + key[(sum_m2 >> 11) & 3u]);
            }
            o0_v2.z = a_m2;
            o1_v3.z = b_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int a_m3 = v0_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int b_m3 = v1_v1.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            unsigned int sum_m3 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            for (int r_m3 = 0; r_m3 < 32; r_m3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                a_m3 += (((b_m3 << 4) ^ (b_m3 >> 5)) + b_m3) ^ (sum_m3 + key[sum_m3 & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                sum_m3 += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
                b_m3 += (((a_m3 << 4) ^ (a_m3 >> 5)) + a_m3) ^ (sum_m3 + key[(sum_m3 >> 11) & 3u]);
            }
            o0_v2.w = a_m3;
            *(uint4*)(&o0[i_m3] - 3) = o0_v2;
            o1_v3.w = b_m3;
            *(uint4*)(&o1[i_m3] - 3) = o1_v3;
        }
    }
}
