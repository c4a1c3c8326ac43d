extern "C" __global__ void lu4_batched_cf2x(const float* A, float* LU, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
