extern "C" __global__ void dct8_blocks_cf4x(const float* x, const float* C8, float* X, int nblocks) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    int b_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    int b_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    int b_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    int b_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    if (b_0 < nblocks) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        float v_0[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int m_0 = 0; m_0 < 8; m_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            v_0[m_0] = x[8 * b_0 + m_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int k_0 = 0; k_0 < 8; k_0++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            float s_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            for (int m_1_0 = 0; m_1_0 < 8; m_1_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
                s_0 += C8[8 * k_0 + m_1_0] * v_0[m_1_0];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            X[8 * b_0 + k_0] = s_0;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    if (b_1 < nblocks) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        float v_1[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int m_c1 = 0; m_c1 < 8; m_c1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            v_1[m_c1] = x[8 * b_1 + m_c1];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int k_1 = 0; k_1 < 8; k_1++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            float s_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            for (int m_1_1 = 0; m_1_1 < 8; m_1_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
                s_1 += C8[8 * k_1 + m_1_1] * v_1[m_1_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            X[8 * b_1 + k_1] = s_1;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    if (b_2 < nblocks) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        float v_2[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int m_2 = 0; m_2 < 8; m_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            v_2[m_2] = x[8 * b_2 + m_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int k_2 = 0; k_2 < 8; k_2++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            float s_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            for (int m_1_2 = 0; m_1_2 < 8; m_1_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
                s_2 += C8[8 * k_2 + m_1_2] * v_2[m_1_2];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            X[8 * b_2 + k_2] = s_2;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    if (b_3 < nblocks) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        float v_3[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int m_3 = 0; m_3 < 8; m_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            v_3[m_3] = x[8 * b_3 + m_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
        for (int k_3 = 0; k_3 < 8; k_3++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            float s_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            for (int m_1_3 = 0; m_1_3 < 8; m_1_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
                s_3 += C8[8 * k_3 + m_1_3] * v_3[m_1_3];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
            X[8 * b_3 + k_3] = s_3;
        }
    }
}
