extern "C" __global__ void row_variance_thread_opt(const float* A, float* var, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            for (int c = 0; c < cols - 15; c += 16) {
                float4 A_v0_0;
                float4 A_v0_1;
                float4 A_v0_2;
                float4 A_v0_3;
                {
                    A_v0_0 = *(const float4*)&A[r * cols + c];
                    A_v0_1 = *(const float4*)(&A[r * cols + c] + 4);
                    A_v0_2 = *(const float4*)(&A[r * cols + c] + 8);
                    A_v0_3 = *(const float4*)(&A[r * cols + c] + 12);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_0.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_0.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_0.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_0.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_1.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_1.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_1.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_1.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_2.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_2.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_2.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_2.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_3.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_3.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_3.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    s += A_v0_3.w;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            for (int c_r = 0 + (cols - 0) / 16 * 16; c_r < cols; c_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                s += A[r * cols + c_r];
            }
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean = s / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2 = 0.0f;
        {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            for (int c_1 = 0; c_1 < cols - 15; c_1 += 16) {
                float4 A_v0_0_1;
                float4 A_v0_1_1;
                float4 A_v0_2_1;
                float4 A_v0_3_1;
                {
                    A_v0_0_1 = *(const float4*)&A[r * cols + c_1];
                    A_v0_1_1 = *(const float4*)(&A[r * cols + c_1] + 4);
                    A_v0_2_1 = *(const float4*)(&A[r * cols + c_1] + 8);
                    A_v0_3_1 = *(const float4*)(&A[r * cols + c_1] + 12);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u0 = A_v0_0_1.x - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u0 * d_u0;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u1 = A_v0_0_1.y - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u1 * d_u1;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u2 = A_v0_0_1.z - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u2 * d_u2;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u3 = A_v0_0_1.w - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u3 * d_u3;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u4 = A_v0_1_1.x - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u4 * d_u4;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u5 = A_v0_1_1.y - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u5 * d_u5;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u6 = A_v0_1_1.z - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u6 * d_u6;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u7 = A_v0_1_1.w - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u7 * d_u7;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u8 = A_v0_2_1.x - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u8 * d_u8;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u9 = A_v0_2_1.y - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u9 * d_u9;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u10 = A_v0_2_1.z - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u10 * d_u10;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u11 = A_v0_2_1.w - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u11 * d_u11;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u12 = A_v0_3_1.x - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u12 * d_u12;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u13 = A_v0_3_1.y - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u13 * d_u13;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u14 = A_v0_3_1.z - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u14 * d_u14;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    float d_u15 = A_v0_3_1.w - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                    d2 += d_u15 * d_u15;
                }
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            for (int c_1_r = 0 + (cols - 0) / 16 * 16; c_1_r < cols; c_1_r++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                float d_r = A[r * cols + c_1_r] - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
                d2 += d_r * d_r;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r] = d2 / cols;
    }
}
