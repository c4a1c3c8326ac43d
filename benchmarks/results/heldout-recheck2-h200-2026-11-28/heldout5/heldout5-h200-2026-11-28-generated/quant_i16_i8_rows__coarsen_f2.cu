extern "C" __global__ void quant_i16_i8_rows_cf2x(const short* X, char* Q, int* amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
