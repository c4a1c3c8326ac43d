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
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
                s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            for (int j = 0 + 4 * (int)threadIdx.x; j < cols - 3; j += 256) {
                float4 X_v0;
                {
                    X_v0 = *(const float4*)&X[base + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
                    s += fabsf(X_v0.x);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
                    s += fabsf(X_v0.y);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
                    s += fabsf(X_v0.z);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
                    s += fabsf(X_v0.w);
                }
            }
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
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            for (int j_r = 0 + (cols - 0) / 4 * 4; j_r < cols; j_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
                s += fabsf(X[base + j_r]);
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1 = 0 + (int)threadIdx.x; j_1 < cols; j_1 += 64)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base + j_1] = X[base + j_1] / s;
    }
}
