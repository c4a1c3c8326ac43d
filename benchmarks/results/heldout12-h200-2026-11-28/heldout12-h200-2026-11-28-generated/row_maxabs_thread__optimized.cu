extern "C" __global__ void row_maxabs_thread_opt(const float* A, float* amax, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
        float m = 0.0f;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
            for (int c = 0 + 4 * (int)threadIdx.x; c < cols - 3; c += 128) {
                float4 A_v0;
                {
                    A_v0 = *(const float4*)&A[r * cols + c];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
                    m = fmaxf(m, fabsf(A_v0.x));
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
                    m = fmaxf(m, fabsf(A_v0.y));
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
                    m = fmaxf(m, fabsf(A_v0.z));
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
                    m = fmaxf(m, fabsf(A_v0.w));
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
            m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 16));
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
            m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 8));
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
            m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 4));
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
            m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 2));
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
            m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 1));
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
            for (int c_r = 0 + (cols - 0) / 4 * 4; c_r < cols; c_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
                m = fmaxf(m, fabsf(A[r * cols + c_r]));
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
        amax[r] = m;
    }
}
