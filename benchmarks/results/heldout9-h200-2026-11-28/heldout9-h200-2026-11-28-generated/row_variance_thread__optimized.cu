extern "C" __global__ void row_variance_thread_opt(const float* A, float* var, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float s = 0.0f;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            if (threadIdx.x != 0u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            for (int c = 0 + 4 * (int)threadIdx.x; c < cols - 3; c += 128) {
                float4 A_v0;
                {
                    A_v0 = *(const float4*)&A[r * cols + c];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    s += A_v0.x;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    s += A_v0.y;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    s += A_v0.z;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    s += A_v0.w;
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s += __shfl_xor_sync(4294967295u, s, 16);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s += __shfl_xor_sync(4294967295u, s, 8);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s += __shfl_xor_sync(4294967295u, s, 4);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s += __shfl_xor_sync(4294967295u, s, 2);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s += __shfl_xor_sync(4294967295u, s, 1);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            for (int c_r = 0 + (cols - 0) / 4 * 4; c_r < cols; c_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                s += A[r * cols + c_r];
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float mean = s / cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float d2 = 0.0f;
        {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            for (int c_1 = 0; c_1 < cols - 15; c_1 += 16) {
                float4 A_v0_0;
                float4 A_v0_1;
                float4 A_v0_2;
                float4 A_v0_3;
                {
                    A_v0_0 = *(const float4*)&A[r * cols + c_1];
                    A_v0_1 = *(const float4*)(&A[r * cols + c_1] + 4);
                    A_v0_2 = *(const float4*)(&A[r * cols + c_1] + 8);
                    A_v0_3 = *(const float4*)(&A[r * cols + c_1] + 12);
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u0 = A_v0_0.x - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u0 * d_u0;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u1 = A_v0_0.y - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u1 * d_u1;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u2 = A_v0_0.z - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u2 * d_u2;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u3 = A_v0_0.w - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u3 * d_u3;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u4 = A_v0_1.x - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u4 * d_u4;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u5 = A_v0_1.y - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u5 * d_u5;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u6 = A_v0_1.z - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u6 * d_u6;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u7 = A_v0_1.w - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u7 * d_u7;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u8 = A_v0_2.x - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u8 * d_u8;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u9 = A_v0_2.y - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u9 * d_u9;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u10 = A_v0_2.z - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u10 * d_u10;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u11 = A_v0_2.w - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u11 * d_u11;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u12 = A_v0_3.x - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u12 * d_u12;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u13 = A_v0_3.y - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u13 * d_u13;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u14 = A_v0_3.z - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u14 * d_u14;
                }
                {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    float d_u15 = A_v0_3.w - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                    d2 += d_u15 * d_u15;
                }
            }
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            for (int c_1_r = 0 + (cols - 0) / 16 * 16; c_1_r < cols; c_1_r++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                float d_r = A[r * cols + c_1_r] - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
                d2 += d_r * d_r;
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        var[r] = d2 / cols;
    }
}
