extern "C" __global__ void quant_i16_i8_rows(const short* X, char* Q, int* amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c = 0; c < cols; c++)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m = max(m, abs((int)X[r * cols + c]));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1 = 0; c_1 < cols; c_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r * cols + c_1] = (char)((int)X[r * cols + c_1] * 127 / m);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r] = m;
    }
}
