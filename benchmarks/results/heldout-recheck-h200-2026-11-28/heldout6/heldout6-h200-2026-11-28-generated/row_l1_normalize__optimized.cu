extern "C" __global__ void row_l1_normalize_opt(const float* X, float* Y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base = r * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s = 0.0f;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
                s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            for (int j = 0 + 4 * (int)threadIdx.x; j < cols - 3; j += 128) {
                float4 X_v0;
                {
                    X_v0 = *(const float4*)&X[base + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
                    s += fabsf(X_v0.x);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
                    s += fabsf(X_v0.y);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
                    s += fabsf(X_v0.z);
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
                    s += fabsf(X_v0.w);
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s += __shfl_xor_sync(4294967295u, s, 16);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s += __shfl_xor_sync(4294967295u, s, 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s += __shfl_xor_sync(4294967295u, s, 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s += __shfl_xor_sync(4294967295u, s, 2);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s += __shfl_xor_sync(4294967295u, s, 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            for (int j_r = 0 + (cols - 0) / 4 * 4; j_r < cols; j_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
                s += fabsf(X[base + j_r]);
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1 = 0 + (int)threadIdx.x; j_1 < cols; j_1 += 32)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base + j_1] = X[base + j_1] / s;
    }
}
