extern "C" __global__ void householder_cols_opt(const float* A, const float* v, float* B, float tau, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    if (j < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        float w = 0.0f;
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            for (int i = 0; i < rows - 15; i += 16) {
                float4 v_v0_0;
                float4 v_v0_1;
                float4 v_v0_2;
                float4 v_v0_3;
                {
                    v_v0_0 = *(const float4*)&v[i];
                    v_v0_1 = *(const float4*)(&v[i] + 4);
                    v_v0_2 = *(const float4*)(&v[i] + 8);
                    v_v0_3 = *(const float4*)(&v[i] + 12);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_0.x * A[i * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_0.y * A[(i + 1) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_0.z * A[(i + 2) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_0.w * A[(i + 3) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_1.x * A[(i + 4) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_1.y * A[(i + 5) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_1.z * A[(i + 6) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_1.w * A[(i + 7) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_2.x * A[(i + 8) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_2.y * A[(i + 9) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_2.z * A[(i + 10) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_2.w * A[(i + 11) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_3.x * A[(i + 12) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_3.y * A[(i + 13) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_3.z * A[(i + 14) * cols + j];
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    w += v_v0_3.w * A[(i + 15) * cols + j];
                }
            }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            for (int i_r = 0 + (rows - 0) / 16 * 16; i_r < rows; i_r++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                w += v[i_r] * A[i_r * cols + j];
            }
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        w *= tau;
        {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            for (int i_1 = 0; i_1 < rows - 15; i_1 += 16) {
                float4 v_v0_0_1;
                float4 v_v0_1_1;
                float4 v_v0_2_1;
                float4 v_v0_3_1;
                {
                    v_v0_0_1 = *(const float4*)&v[i_1];
                    v_v0_1_1 = *(const float4*)(&v[i_1] + 4);
                    v_v0_2_1 = *(const float4*)(&v[i_1] + 8);
                    v_v0_3_1 = *(const float4*)(&v[i_1] + 12);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[i_1 * cols + j] = A[i_1 * cols + j] - v_v0_0_1.x * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 1) * cols + j] = A[(i_1 + 1) * cols + j] - v_v0_0_1.y * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 2) * cols + j] = A[(i_1 + 2) * cols + j] - v_v0_0_1.z * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 3) * cols + j] = A[(i_1 + 3) * cols + j] - v_v0_0_1.w * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 4) * cols + j] = A[(i_1 + 4) * cols + j] - v_v0_1_1.x * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 5) * cols + j] = A[(i_1 + 5) * cols + j] - v_v0_1_1.y * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 6) * cols + j] = A[(i_1 + 6) * cols + j] - v_v0_1_1.z * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 7) * cols + j] = A[(i_1 + 7) * cols + j] - v_v0_1_1.w * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 8) * cols + j] = A[(i_1 + 8) * cols + j] - v_v0_2_1.x * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 9) * cols + j] = A[(i_1 + 9) * cols + j] - v_v0_2_1.y * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 10) * cols + j] = A[(i_1 + 10) * cols + j] - v_v0_2_1.z * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 11) * cols + j] = A[(i_1 + 11) * cols + j] - v_v0_2_1.w * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 12) * cols + j] = A[(i_1 + 12) * cols + j] - v_v0_3_1.x * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 13) * cols + j] = A[(i_1 + 13) * cols + j] - v_v0_3_1.y * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 14) * cols + j] = A[(i_1 + 14) * cols + j] - v_v0_3_1.z * w;
                }
                {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                    B[(i_1 + 15) * cols + j] = A[(i_1 + 15) * cols + j] - v_v0_3_1.w * w;
                }
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            for (int i_1_r = 0 + (rows - 0) / 16 * 16; i_1_r < rows; i_1_r++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
                B[i_1_r * cols + j] = A[i_1_r * cols + j] - v[i_1_r] * w;
            }
        }
    }
}
