extern "C" __global__ void dct8_blocks_cf8x(const float* x, const float* C8, float* X, int nblocks) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b_0 < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v_0[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m_0 = 0; m_0 < 8; m_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v_0[m_0] = x[8 * b_0 + m_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k_0 = 0; k_0 < 8; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1_0 = 0; m_1_0 < 8; m_1_0++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s_0 += C8[8 * k_0 + m_1_0] * v_0[m_1_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b_0 + k_0] = s_0;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b_1 < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v_1[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m_c1 = 0; m_c1 < 8; m_c1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v_1[m_c1] = x[8 * b_1 + m_c1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k_1 = 0; k_1 < 8; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1_1 = 0; m_1_1 < 8; m_1_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s_1 += C8[8 * k_1 + m_1_1] * v_1[m_1_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b_1 + k_1] = s_1;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b_2 < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v_2[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m_2 = 0; m_2 < 8; m_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v_2[m_2] = x[8 * b_2 + m_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k_2 = 0; k_2 < 8; k_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1_2 = 0; m_1_2 < 8; m_1_2++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s_2 += C8[8 * k_2 + m_1_2] * v_2[m_1_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b_2 + k_2] = s_2;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b_3 < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v_3[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m_3 = 0; m_3 < 8; m_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v_3[m_3] = x[8 * b_3 + m_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k_3 = 0; k_3 < 8; k_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1_3 = 0; m_1_3 < 8; m_1_3++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s_3 += C8[8 * k_3 + m_1_3] * v_3[m_1_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b_3 + k_3] = s_3;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b_4 < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v_4[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m_4 = 0; m_4 < 8; m_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v_4[m_4] = x[8 * b_4 + m_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k_4 = 0; k_4 < 8; k_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s_4 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1_4 = 0; m_1_4 < 8; m_1_4++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s_4 += C8[8 * k_4 + m_1_4] * v_4[m_1_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b_4 + k_4] = s_4;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b_5 < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v_5[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m_5 = 0; m_5 < 8; m_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v_5[m_5] = x[8 * b_5 + m_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k_5 = 0; k_5 < 8; k_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s_5 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1_5 = 0; m_1_5 < 8; m_1_5++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s_5 += C8[8 * k_5 + m_1_5] * v_5[m_1_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b_5 + k_5] = s_5;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b_6 < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v_6[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m_6 = 0; m_6 < 8; m_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v_6[m_6] = x[8 * b_6 + m_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k_6 = 0; k_6 < 8; k_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s_6 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1_6 = 0; m_1_6 < 8; m_1_6++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s_6 += C8[8 * k_6 + m_1_6] * v_6[m_1_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b_6 + k_6] = s_6;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b_7 < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v_7[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int m_7 = 0; m_7 < 8; m_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            v_7[m_7] = x[8 * b_7 + m_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        for (int k_7 = 0; k_7 < 8; k_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            float s_7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_1_7 = 0; m_1_7 < 8; m_1_7++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                s_7 += C8[8 * k_7 + m_1_7] * v_7[m_1_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            X[8 * b_7 + k_7] = s_7;
        }
    }
}
