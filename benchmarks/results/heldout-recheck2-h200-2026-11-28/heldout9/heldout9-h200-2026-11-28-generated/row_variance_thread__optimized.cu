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
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        if (threadIdx.x != 0u)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            d2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_1 = 0 + (int)threadIdx.x; c_1 < cols; c_1 += 32) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            float d = A[r * cols + c_1] - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            d2 += d * d;
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        d2 += __shfl_xor_sync(4294967295u, d2, 16);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        d2 += __shfl_xor_sync(4294967295u, d2, 8);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        d2 += __shfl_xor_sync(4294967295u, d2, 4);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        d2 += __shfl_xor_sync(4294967295u, d2, 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        d2 += __shfl_xor_sync(4294967295u, d2, 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        var[r] = d2 / cols;
    }
}
