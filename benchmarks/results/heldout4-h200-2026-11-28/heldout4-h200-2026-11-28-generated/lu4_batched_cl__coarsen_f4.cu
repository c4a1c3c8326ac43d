extern "C" __global__ void lu4_batched_cf4x(const float* A, float* LU, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
