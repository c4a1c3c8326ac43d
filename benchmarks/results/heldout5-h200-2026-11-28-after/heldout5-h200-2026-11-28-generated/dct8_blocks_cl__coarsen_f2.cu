extern "C" __global__ void dct8_blocks_cf2x(const float* x, const float* C8, float* X, int nblocks) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    int b_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cl"
    int b_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
