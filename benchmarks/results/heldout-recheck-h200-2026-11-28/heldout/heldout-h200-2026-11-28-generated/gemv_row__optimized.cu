extern "C" __global__ void gemv_row_opt(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s = 0.0f;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            if (threadIdx.x != 0u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
                s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            for (int j = 0 + 4 * (int)threadIdx.x; j < cols - 3; j += 128) {
                float4 A_v0;
                float4 x_v1;
                {
                    A_v0 = *(const float4*)&A[i * cols + j];
                    x_v1 = *(const float4*)&x[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0.x * x_v1.x;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0.y * x_v1.y;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0.z * x_v1.z;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
                    s += A_v0.w * x_v1.w;
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s += __shfl_xor_sync(4294967295u, s, 16);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s += __shfl_xor_sync(4294967295u, s, 8);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s += __shfl_xor_sync(4294967295u, s, 4);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s += __shfl_xor_sync(4294967295u, s, 2);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s += __shfl_xor_sync(4294967295u, s, 1);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            for (int j_r = 0 + (cols - 0) / 4 * 4; j_r < cols; j_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
                s += A[i * cols + j_r] * x[j_r];
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i] = s;
    }
}
