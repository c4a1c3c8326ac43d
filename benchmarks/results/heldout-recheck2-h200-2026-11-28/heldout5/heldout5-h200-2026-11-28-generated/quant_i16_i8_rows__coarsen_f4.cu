extern "C" __global__ void quant_i16_i8_rows_cf4x(const short* X, char* Q, int* amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
