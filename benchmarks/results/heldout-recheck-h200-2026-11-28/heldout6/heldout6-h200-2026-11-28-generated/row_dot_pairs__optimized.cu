extern "C" __global__ void row_dot_pairs_opt(const float* A, const float* B, float* d, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s = 0.0f;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
                s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            for (int j = 0 + 4 * (int)threadIdx.x; j < cols - 3; j += 128) {
                float4 A_v0;
                float4 B_v1;
                {
                    A_v0 = *(const float4*)&A[r * cols + j];
                    B_v1 = *(const float4*)&B[r * cols + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
                    s += A_v0.x * B_v1.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
                    s += A_v0.y * B_v1.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
                    s += A_v0.z * B_v1.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
                    s += A_v0.w * B_v1.w;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s += __shfl_xor_sync(4294967295u, s, 16);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s += __shfl_xor_sync(4294967295u, s, 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s += __shfl_xor_sync(4294967295u, s, 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s += __shfl_xor_sync(4294967295u, s, 2);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s += __shfl_xor_sync(4294967295u, s, 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            for (int j_r = 0 + (cols - 0) / 4 * 4; j_r < cols; j_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
                s += A[r * cols + j_r] * B[r * cols + j_r];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r] = s;
    }
}
