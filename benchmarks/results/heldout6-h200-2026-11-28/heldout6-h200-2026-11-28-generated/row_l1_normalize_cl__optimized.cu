extern "C" __global__ void row_l1_normalize_opt(const float* X, float* Y, int rows, int cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    __shared__ float s_part[64];
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base = r * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j = 0 + (int)threadIdx.x; j < cols; j += 64)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s += fabsf(X[base + j]);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        s_part[threadIdx.x] = s;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        if (threadIdx.x < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        if (threadIdx.x < 16u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        if (threadIdx.x < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        if (threadIdx.x < 4u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        if (threadIdx.x < 2u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        if (threadIdx.x < 1u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        s = s_part[0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        __syncthreads();
        {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            for (int j_1 = 0; j_1 < cols - 15; j_1 += 16) {
                float4 Y_v0_0;
                float4 Y_v0_1;
                float4 Y_v0_2;
                float4 Y_v0_3;
                float4 X_v1_0;
                float4 X_v1_1;
                float4 X_v1_2;
                float4 X_v1_3;
                {
                    X_v1_0 = *(const float4*)&X[base + j_1];
                    X_v1_1 = *(const float4*)(&X[base + j_1] + 4);
                    X_v1_2 = *(const float4*)(&X[base + j_1] + 8);
                    X_v1_3 = *(const float4*)(&X[base + j_1] + 12);
                    Y_v0_0.x = X_v1_0.x / s;
                }
                {
                    Y_v0_0.y = X_v1_0.y / s;
                }
                {
                    Y_v0_0.z = X_v1_0.z / s;
                }
                {
                    Y_v0_0.w = X_v1_0.w / s;
                    *(float4*)(&Y[base + (j_1 + 3)] - 3) = Y_v0_0;
                }
                {
                    Y_v0_1.x = X_v1_1.x / s;
                }
                {
                    Y_v0_1.y = X_v1_1.y / s;
                }
                {
                    Y_v0_1.z = X_v1_1.z / s;
                }
                {
                    Y_v0_1.w = X_v1_1.w / s;
                    *(float4*)(&Y[base + (j_1 + 7)] - 3) = Y_v0_1;
                }
                {
                    Y_v0_2.x = X_v1_2.x / s;
                }
                {
                    Y_v0_2.y = X_v1_2.y / s;
                }
                {
                    Y_v0_2.z = X_v1_2.z / s;
                }
                {
                    Y_v0_2.w = X_v1_2.w / s;
                    *(float4*)(&Y[base + (j_1 + 11)] - 3) = Y_v0_2;
                }
                {
                    Y_v0_3.x = X_v1_3.x / s;
                }
                {
                    Y_v0_3.y = X_v1_3.y / s;
                }
                {
                    Y_v0_3.z = X_v1_3.z / s;
                }
                {
                    Y_v0_3.w = X_v1_3.w / s;
                    *(float4*)(&Y[base + (j_1 + 15)] - 3) = Y_v0_3;
                }
            }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            for (int j_1_r = 0 + (cols - 0) / 16 * 16; j_1_r < cols; j_1_r++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
                Y[base + j_1_r] = X[base + j_1_r] / s;
            }
        }
    }
}
