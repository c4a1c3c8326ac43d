extern "C" __global__ void quant_i16_i8_rows_opt(const short* X, char* Q, int* amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        int m = 1;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            for (int c = 0; c < cols - 15; c += 16) {
                uint4 X_v0_0;
                uint4 X_v0_1;
                {
                    X_v0_0 = *(const uint4*)&X[r * cols + c];
                    X_v0_1 = *(const uint4*)(&X[r * cols + c] + 8);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0_0.x));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0_0.x >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0_0.y));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0_0.y >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0_0.z));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0_0.z >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0_0.w));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0_0.w >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0_1.x));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0_1.x >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0_1.y));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0_1.y >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0_1.z));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0_1.z >> 16)));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)X_v0_1.w));
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                    m = max(m, abs((int)(short)(X_v0_1.w >> 16)));
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            for (int c_r = 0 + (cols - 0) / 16 * 16; c_r < cols; c_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                m = max(m, abs((int)X[r * cols + c_r]));
            }
        }
        {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            for (int c_1 = 0; c_1 < cols - 15; c_1 += 16) {
                uint4 Q_v0;
                uint4 X_v1_0;
                uint4 X_v1_1;
                {
                    X_v1_0 = *(const uint4*)&X[r * cols + c_1];
                    X_v1_1 = *(const uint4*)(&X[r * cols + c_1] + 8);
                    Q_v0.x = (Q_v0.x & 4294967040u) | ((unsigned int)(char)((int)(short)X_v1_0.x * 127 / m) & 255u);
                }
                {
                    Q_v0.x = (Q_v0.x & 4294902015u) | (((unsigned int)(char)((int)(short)(X_v1_0.x >> 16) * 127 / m) & 255u) << 8);
                }
                {
                    Q_v0.x = (Q_v0.x & 4278255615u) | (((unsigned int)(char)((int)(short)X_v1_0.y * 127 / m) & 255u) << 16);
                }
                {
                    Q_v0.x = (Q_v0.x & 16777215u) | (((unsigned int)(char)((int)(short)(X_v1_0.y >> 16) * 127 / m) & 255u) << 24);
                }
                {
                    Q_v0.y = (Q_v0.y & 4294967040u) | ((unsigned int)(char)((int)(short)X_v1_0.z * 127 / m) & 255u);
                }
                {
                    Q_v0.y = (Q_v0.y & 4294902015u) | (((unsigned int)(char)((int)(short)(X_v1_0.z >> 16) * 127 / m) & 255u) << 8);
                }
                {
                    Q_v0.y = (Q_v0.y & 4278255615u) | (((unsigned int)(char)((int)(short)X_v1_0.w * 127 / m) & 255u) << 16);
                }
                {
                    Q_v0.y = (Q_v0.y & 16777215u) | (((unsigned int)(char)((int)(short)(X_v1_0.w >> 16) * 127 / m) & 255u) << 24);
                }
                {
                    Q_v0.z = (Q_v0.z & 4294967040u) | ((unsigned int)(char)((int)(short)X_v1_1.x * 127 / m) & 255u);
                }
                {
                    Q_v0.z = (Q_v0.z & 4294902015u) | (((unsigned int)(char)((int)(short)(X_v1_1.x >> 16) * 127 / m) & 255u) << 8);
                }
                {
                    Q_v0.z = (Q_v0.z & 4278255615u) | (((unsigned int)(char)((int)(short)X_v1_1.y * 127 / m) & 255u) << 16);
                }
                {
                    Q_v0.z = (Q_v0.z & 16777215u) | (((unsigned int)(char)((int)(short)(X_v1_1.y >> 16) * 127 / m) & 255u) << 24);
                }
                {
                    Q_v0.w = (Q_v0.w & 4294967040u) | ((unsigned int)(char)((int)(short)X_v1_1.z * 127 / m) & 255u);
                }
                {
                    Q_v0.w = (Q_v0.w & 4294902015u) | (((unsigned int)(char)((int)(short)(X_v1_1.z >> 16) * 127 / m) & 255u) << 8);
                }
                {
                    Q_v0.w = (Q_v0.w & 4278255615u) | (((unsigned int)(char)((int)(short)X_v1_1.w * 127 / m) & 255u) << 16);
                }
                {
                    Q_v0.w = (Q_v0.w & 16777215u) | (((unsigned int)(char)((int)(short)(X_v1_1.w >> 16) * 127 / m) & 255u) << 24);
                    *(uint4*)(&Q[r * cols + (c_1 + 15)] - 15) = Q_v0;
                }
            }
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
            for (int c_1_r = 0 + (cols - 0) / 16 * 16; c_1_r < cols; c_1_r++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
                Q[r * cols + c_1_r] = (char)((int)X[r * cols + c_1_r] * 127 / m);
            }
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cu"
        amax[r] = m;
    }
}
