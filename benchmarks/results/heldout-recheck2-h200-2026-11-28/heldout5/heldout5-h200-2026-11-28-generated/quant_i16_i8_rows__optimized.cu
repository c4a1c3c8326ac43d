extern "C" __global__ void quant_i16_i8_rows_opt(const short* X, char* Q, int* amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m = 1;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            for (int c = 0 + 8 * (int)threadIdx.x; c < cols - 7; c += 256) {
                uint4 X_v0;
                {
                    X_v0 = *(const uint4*)&X[r * cols + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0.x));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0.x >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0.y));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0.y >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0.z));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0.z >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0.w));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0.w >> 16)));
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m = max(m, __shfl_xor_sync(4294967295u, m, 16));
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m = max(m, __shfl_xor_sync(4294967295u, m, 8));
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m = max(m, __shfl_xor_sync(4294967295u, m, 4));
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m = max(m, __shfl_xor_sync(4294967295u, m, 2));
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            m = max(m, __shfl_xor_sync(4294967295u, m, 1));
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            for (int c_r = 0 + (cols - 0) / 8 * 8; c_r < cols; c_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                m = max(m, abs((int)X[r * cols + c_r]));
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        for (int c_1 = 0 + (int)threadIdx.x; c_1 < cols; c_1 += 32)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            Q[r * cols + c_1] = (char)((int)X[r * cols + c_1] * 127 / m);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r] = m;
    }
}
