extern "C" __global__ void gemv_col_opt(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s = 0.0f;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            for (int i = 0; i < rows - 15; i += 16) {
                float4 x_v0_0;
                float4 x_v0_1;
                float4 x_v0_2;
                float4 x_v0_3;
                {
                    x_v0_0 = *(const float4*)&x[i];
                    x_v0_1 = *(const float4*)(&x[i] + 4);
                    x_v0_2 = *(const float4*)(&x[i] + 8);
                    x_v0_3 = *(const float4*)(&x[i] + 12);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[i * cols + j] * x_v0_0.x;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 1) * cols + j] * x_v0_0.y;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 2) * cols + j] * x_v0_0.z;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 3) * cols + j] * x_v0_0.w;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 4) * cols + j] * x_v0_1.x;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 5) * cols + j] * x_v0_1.y;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 6) * cols + j] * x_v0_1.z;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 7) * cols + j] * x_v0_1.w;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 8) * cols + j] * x_v0_2.x;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 9) * cols + j] * x_v0_2.y;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 10) * cols + j] * x_v0_2.z;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 11) * cols + j] * x_v0_2.w;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 12) * cols + j] * x_v0_3.x;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 13) * cols + j] * x_v0_3.y;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 14) * cols + j] * x_v0_3.z;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                    s += A[(i + 15) * cols + j] * x_v0_3.w;
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            for (int i_r = 0 + (rows - 0) / 16 * 16; i_r < rows; i_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
                s += A[i_r * cols + j] * x[i_r];
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j] = s;
    }
}
