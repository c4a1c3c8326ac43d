extern "C" __global__ void lu4_batched_cf8x(const float* A, float* LU, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b_0 < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a_0[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_0 = 0; e_0 < 16; e_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a_0[e_0] = A[16 * b_0 + e_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k_0 = 0; k_0 < 4; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv_0 = 1.0f / a_0[5 * k_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i_0 = k_0 + 1; i_0 < 4; i_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l_0 = a_0[4 * i_0 + k_0] * inv_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a_0[4 * i_0 + k_0] = l_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j_0 = k_0 + 1; j_0 < 4; j_0++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a_0[4 * i_0 + j_0] -= l_0 * a_0[4 * k_0 + j_0];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1_0 = 0; e_1_0 < 16; e_1_0++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b_0 + e_1_0] = a_0[e_1_0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b_1 < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a_1[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_c1 = 0; e_c1 < 16; e_c1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a_1[e_c1] = A[16 * b_1 + e_c1];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k_1 = 0; k_1 < 4; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv_1 = 1.0f / a_1[5 * k_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i_1 = k_1 + 1; i_1 < 4; i_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l_1 = a_1[4 * i_1 + k_1] * inv_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a_1[4 * i_1 + k_1] = l_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j_1 = k_1 + 1; j_1 < 4; j_1++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a_1[4 * i_1 + j_1] -= l_1 * a_1[4 * k_1 + j_1];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1_1 = 0; e_1_1 < 16; e_1_1++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b_1 + e_1_1] = a_1[e_1_1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b_2 < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a_2[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_2 = 0; e_2 < 16; e_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a_2[e_2] = A[16 * b_2 + e_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k_2 = 0; k_2 < 4; k_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv_2 = 1.0f / a_2[5 * k_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i_2 = k_2 + 1; i_2 < 4; i_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l_2 = a_2[4 * i_2 + k_2] * inv_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a_2[4 * i_2 + k_2] = l_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j_2 = k_2 + 1; j_2 < 4; j_2++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a_2[4 * i_2 + j_2] -= l_2 * a_2[4 * k_2 + j_2];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1_2 = 0; e_1_2 < 16; e_1_2++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b_2 + e_1_2] = a_2[e_1_2];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b_3 < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a_3[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_3 = 0; e_3 < 16; e_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a_3[e_3] = A[16 * b_3 + e_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k_3 = 0; k_3 < 4; k_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv_3 = 1.0f / a_3[5 * k_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i_3 = k_3 + 1; i_3 < 4; i_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l_3 = a_3[4 * i_3 + k_3] * inv_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a_3[4 * i_3 + k_3] = l_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j_3 = k_3 + 1; j_3 < 4; j_3++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a_3[4 * i_3 + j_3] -= l_3 * a_3[4 * k_3 + j_3];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1_3 = 0; e_1_3 < 16; e_1_3++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b_3 + e_1_3] = a_3[e_1_3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b_4 < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a_4[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_4 = 0; e_4 < 16; e_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a_4[e_4] = A[16 * b_4 + e_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k_4 = 0; k_4 < 4; k_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv_4 = 1.0f / a_4[5 * k_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i_4 = k_4 + 1; i_4 < 4; i_4++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l_4 = a_4[4 * i_4 + k_4] * inv_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a_4[4 * i_4 + k_4] = l_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j_4 = k_4 + 1; j_4 < 4; j_4++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a_4[4 * i_4 + j_4] -= l_4 * a_4[4 * k_4 + j_4];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1_4 = 0; e_1_4 < 16; e_1_4++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b_4 + e_1_4] = a_4[e_1_4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b_5 < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a_5[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_5 = 0; e_5 < 16; e_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a_5[e_5] = A[16 * b_5 + e_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k_5 = 0; k_5 < 4; k_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv_5 = 1.0f / a_5[5 * k_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i_5 = k_5 + 1; i_5 < 4; i_5++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l_5 = a_5[4 * i_5 + k_5] * inv_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a_5[4 * i_5 + k_5] = l_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j_5 = k_5 + 1; j_5 < 4; j_5++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a_5[4 * i_5 + j_5] -= l_5 * a_5[4 * k_5 + j_5];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1_5 = 0; e_1_5 < 16; e_1_5++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b_5 + e_1_5] = a_5[e_1_5];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b_6 < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a_6[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_6 = 0; e_6 < 16; e_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a_6[e_6] = A[16 * b_6 + e_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k_6 = 0; k_6 < 4; k_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv_6 = 1.0f / a_6[5 * k_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i_6 = k_6 + 1; i_6 < 4; i_6++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l_6 = a_6[4 * i_6 + k_6] * inv_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a_6[4 * i_6 + k_6] = l_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j_6 = k_6 + 1; j_6 < 4; j_6++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a_6[4 * i_6 + j_6] -= l_6 * a_6[4 * k_6 + j_6];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1_6 = 0; e_1_6 < 16; e_1_6++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b_6 + e_1_6] = a_6[e_1_6];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b_7 < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a_7[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_7 = 0; e_7 < 16; e_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a_7[e_7] = A[16 * b_7 + e_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k_7 = 0; k_7 < 4; k_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv_7 = 1.0f / a_7[5 * k_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i_7 = k_7 + 1; i_7 < 4; i_7++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l_7 = a_7[4 * i_7 + k_7] * inv_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a_7[4 * i_7 + k_7] = l_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j_7 = k_7 + 1; j_7 < 4; j_7++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a_7[4 * i_7 + j_7] -= l_7 * a_7[4 * k_7 + j_7];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1_7 = 0; e_1_7 < 16; e_1_7++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b_7 + e_1_7] = a_7[e_1_7];
    }
}
