extern "C" __global__ void quant_i16_i8_rows(const short* X, char* Q, int* amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        int m = 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c = 0; c < cols; c++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            int x = X[r * cols + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            m = max(m, x < 0 ? -x : x);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_1 = 0; c_1 < cols; c_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            Q[r * cols + c_1] = (char)((int)X[r * cols + c_1] * 127 / m);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        amax[r] = m;
    }
}
