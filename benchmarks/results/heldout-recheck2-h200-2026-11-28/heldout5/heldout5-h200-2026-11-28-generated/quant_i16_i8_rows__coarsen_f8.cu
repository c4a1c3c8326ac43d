extern "C" __global__ void quant_i16_i8_rows_cf8x(const short* X, char* Q, int* amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m_0 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_0 = 0; c_0 < cols; c_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m_0 = max(m_0, abs((int)X[r_0 * cols + c_0]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1_0 = 0; c_1_0 < cols; c_1_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r_0 * cols + c_1_0] = (char)((int)X[r_0 * cols + c_1_0] * 127 / m_0);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r_0] = m_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m_1 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_c1 = 0; c_c1 < cols; c_c1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m_1 = max(m_1, abs((int)X[r_1 * cols + c_c1]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1_1 = 0; c_1_1 < cols; c_1_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r_1 * cols + c_1_1] = (char)((int)X[r_1 * cols + c_1_1] * 127 / m_1);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r_1] = m_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r_2 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m_2 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_2 = 0; c_2 < cols; c_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m_2 = max(m_2, abs((int)X[r_2 * cols + c_2]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1_2 = 0; c_1_2 < cols; c_1_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r_2 * cols + c_1_2] = (char)((int)X[r_2 * cols + c_1_2] * 127 / m_2);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r_2] = m_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r_3 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m_3 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_3 = 0; c_3 < cols; c_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m_3 = max(m_3, abs((int)X[r_3 * cols + c_3]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1_3 = 0; c_1_3 < cols; c_1_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r_3 * cols + c_1_3] = (char)((int)X[r_3 * cols + c_1_3] * 127 / m_3);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r_3] = m_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r_4 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m_4 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_4 = 0; c_4 < cols; c_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m_4 = max(m_4, abs((int)X[r_4 * cols + c_4]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1_4 = 0; c_1_4 < cols; c_1_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r_4 * cols + c_1_4] = (char)((int)X[r_4 * cols + c_1_4] * 127 / m_4);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r_4] = m_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r_5 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m_5 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_5 = 0; c_5 < cols; c_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m_5 = max(m_5, abs((int)X[r_5 * cols + c_5]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1_5 = 0; c_1_5 < cols; c_1_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r_5 * cols + c_1_5] = (char)((int)X[r_5 * cols + c_1_5] * 127 / m_5);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r_5] = m_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r_6 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m_6 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_6 = 0; c_6 < cols; c_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m_6 = max(m_6, abs((int)X[r_6 * cols + c_6]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1_6 = 0; c_1_6 < cols; c_1_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r_6 * cols + c_1_6] = (char)((int)X[r_6 * cols + c_1_6] * 127 / m_6);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r_6] = m_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r_7 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m_7 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_7 = 0; c_7 < cols; c_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m_7 = max(m_7, abs((int)X[r_7 * cols + c_7]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1_7 = 0; c_1_7 < cols; c_1_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r_7 * cols + c_1_7] = (char)((int)X[r_7 * cols + c_1_7] * 127 / m_7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r_7] = m_7;
    }
}
