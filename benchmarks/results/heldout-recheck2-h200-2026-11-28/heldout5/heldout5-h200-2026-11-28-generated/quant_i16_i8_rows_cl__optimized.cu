extern "C" __global__ void quant_i16_i8_rows_opt(const short* X, char* Q, int* amax, int rows, int cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    __shared__ int m_part[64];
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    int r = (unsigned long long)blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        int m = 1;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            for (int c = 0 + 8 * (int)threadIdx.x; c < cols - 7; c += 512) {
                uint4 X_v0;
                {
                    X_v0 = *(const uint4*)&X[r * cols + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    int x_u0 = (short)X_v0.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    m = max(m, x_u0 < 0 ? -x_u0 : x_u0);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    int x_u1 = (short)(X_v0.x >> 16);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    m = max(m, x_u1 < 0 ? -x_u1 : x_u1);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    int x_u2 = (short)X_v0.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    m = max(m, x_u2 < 0 ? -x_u2 : x_u2);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    int x_u3 = (short)(X_v0.y >> 16);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    m = max(m, x_u3 < 0 ? -x_u3 : x_u3);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    int x_u4 = (short)X_v0.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    m = max(m, x_u4 < 0 ? -x_u4 : x_u4);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    int x_u5 = (short)(X_v0.z >> 16);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    m = max(m, x_u5 < 0 ? -x_u5 : x_u5);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    int x_u6 = (short)X_v0.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    m = max(m, x_u6 < 0 ? -x_u6 : x_u6);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    int x_u7 = (short)(X_v0.w >> 16);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                    m = max(m, x_u7 < 0 ? -x_u7 : x_u7);
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            m_part[threadIdx.x] = m;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            if (threadIdx.x < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                m_part[threadIdx.x] = max(m_part[threadIdx.x], m_part[threadIdx.x + 32u]);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            if (threadIdx.x < 16u)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                m_part[threadIdx.x] = max(m_part[threadIdx.x], m_part[threadIdx.x + 16u]);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            if (threadIdx.x < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                m_part[threadIdx.x] = max(m_part[threadIdx.x], m_part[threadIdx.x + 8u]);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            if (threadIdx.x < 4u)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                m_part[threadIdx.x] = max(m_part[threadIdx.x], m_part[threadIdx.x + 4u]);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            if (threadIdx.x < 2u)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                m_part[threadIdx.x] = max(m_part[threadIdx.x], m_part[threadIdx.x + 2u]);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            if (threadIdx.x < 1u)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                m_part[threadIdx.x] = max(m_part[threadIdx.x], m_part[threadIdx.x + 1u]);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            m = m_part[0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            for (int c_r = 0 + (cols - 0) / 8 * 8; c_r < cols; c_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                int x_r = X[r * cols + c_r];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
                m = max(m, x_r < 0 ? -x_r : x_r);
            }
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        for (int c_1 = 0 + (int)threadIdx.x; c_1 < cols; c_1 += 64)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
            Q[r * cols + c_1] = (char)((int)X[r * cols + c_1] * 127 / m);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/quant_i16_i8_rows.cl"
        amax[r] = m;
    }
}
