extern "C" __global__ void gemv_row_opt(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i < rows) {
#line 7 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s = 0.0f;
        {
#line 8 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
            for (int j = 0; j < cols - 15; j += 16) {
                float4 A_v0_0;
                float4 A_v0_1;
                float4 A_v0_2;
                float4 A_v0_3;
                float4 x_v1_0;
                float4 x_v1_1;
                float4 x_v1_2;
                float4 x_v1_3;
                {
                    A_v0_0 = *(const float4*)&A[i * cols + j];
                    A_v0_1 = *(const float4*)(&A[i * cols + j] + 4);
                    A_v0_2 = *(const float4*)(&A[i * cols + j] + 8);
                    A_v0_3 = *(const float4*)(&A[i * cols + j] + 12);
                    x_v1_0 = *(const float4*)&x[j];
                    x_v1_1 = *(const float4*)(&x[j] + 4);
                    x_v1_2 = *(const float4*)(&x[j] + 8);
                    x_v1_3 = *(const float4*)(&x[j] + 12);
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_0.x * x_v1_0.x;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_0.y * x_v1_0.y;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_0.z * x_v1_0.z;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_0.w * x_v1_0.w;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_1.x * x_v1_1.x;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_1.y * x_v1_1.y;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_1.z * x_v1_1.z;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_1.w * x_v1_1.w;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_2.x * x_v1_2.x;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_2.y * x_v1_2.y;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_2.z * x_v1_2.z;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_2.w * x_v1_2.w;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_3.x * x_v1_3.x;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_3.y * x_v1_3.y;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_3.z * x_v1_3.z;
                }
                {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0_3.w * x_v1_3.w;
                }
            }
#line 8 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
            for (int j_r = 0 + (cols - 0) / 16 * 16; j_r < cols; j_r++) {
#line 9 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
                s += A[i * cols + j_r] * x[j_r];
            }
        }
#line 10 "/work/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i] = s;
    }
}
