extern "C" __global__ void row_dot_pairs_opt(const float* A, const float* B, float* d, int rows, int cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    __shared__ float s_part[64];
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    int r = (unsigned long long)blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        float s = 0.0f;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            for (int j = 0 + 4 * (int)threadIdx.x; j < cols - 3; j += 256) {
                float4 A_v0;
                float4 B_v1;
                {
                    A_v0 = *(const float4*)&A[r * cols + j];
                    B_v1 = *(const float4*)&B[r * cols + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                    s += A_v0.x * B_v1.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                    s += A_v0.y * B_v1.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                    s += A_v0.z * B_v1.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                    s += A_v0.w * B_v1.w;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            s_part[threadIdx.x] = s;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            if (threadIdx.x < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            if (threadIdx.x < 16u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            if (threadIdx.x < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            if (threadIdx.x < 4u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            if (threadIdx.x < 2u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            if (threadIdx.x < 1u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            s = s_part[0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            for (int j_r = 0 + (cols - 0) / 4 * 4; j_r < cols; j_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
                s += A[r * cols + j_r] * B[r * cols + j_r];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        d[r] = s;
    }
}
