extern "C" __global__ void quant_i16_i8_rows_cf4x(const short* X, char* Q, int* amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    if (r_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        int m_0 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_0 = 0; c_0 < cols; c_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            int x_0 = X[r_0 * cols + c_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            m_0 = max(m_0, x_0 < 0 ? -x_0 : x_0);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_1_0 = 0; c_1_0 < cols; c_1_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            Q[r_0 * cols + c_1_0] = (char)((int)X[r_0 * cols + c_1_0] * 127 / m_0);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        amax[r_0] = m_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    if (r_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        int m_1 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_c1 = 0; c_c1 < cols; c_c1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            int x_1 = X[r_1 * cols + c_c1];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            m_1 = max(m_1, x_1 < 0 ? -x_1 : x_1);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_1_1 = 0; c_1_1 < cols; c_1_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            Q[r_1 * cols + c_1_1] = (char)((int)X[r_1 * cols + c_1_1] * 127 / m_1);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        amax[r_1] = m_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    if (r_2 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        int m_2 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_2 = 0; c_2 < cols; c_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            int x_2 = X[r_2 * cols + c_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            m_2 = max(m_2, x_2 < 0 ? -x_2 : x_2);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_1_2 = 0; c_1_2 < cols; c_1_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            Q[r_2 * cols + c_1_2] = (char)((int)X[r_2 * cols + c_1_2] * 127 / m_2);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        amax[r_2] = m_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    if (r_3 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        int m_3 = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_3 = 0; c_3 < cols; c_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            int x_3 = X[r_3 * cols + c_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            m_3 = max(m_3, x_3 < 0 ? -x_3 : x_3);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_1_3 = 0; c_1_3 < cols; c_1_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            Q[r_3 * cols + c_1_3] = (char)((int)X[r_3 * cols + c_1_3] * 127 / m_3);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        amax[r_3] = m_3;
    }
}
