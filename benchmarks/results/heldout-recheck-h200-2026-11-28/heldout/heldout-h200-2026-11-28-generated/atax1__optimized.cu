extern "C" __global__ void atax1_opt(const float* A, const float* x, float* tmp, int rows, int cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    __shared__ float s_part[64];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i = (unsigned long long)blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s = 0.0f;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            for (int j = 0 + 4 * (int)threadIdx.x; j < cols - 3; j += 256) {
                float4 A_v0;
                float4 x_v1;
                {
                    A_v0 = *(const float4*)&A[i * cols + j];
                    x_v1 = *(const float4*)&x[j];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                    s += A_v0.x * x_v1.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                    s += A_v0.y * x_v1.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                    s += A_v0.z * x_v1.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                    s += A_v0.w * x_v1.w;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_part[threadIdx.x] = s;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            if (threadIdx.x < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            if (threadIdx.x < 16u)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            if (threadIdx.x < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            if (threadIdx.x < 4u)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            if (threadIdx.x < 2u)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            if (threadIdx.x < 1u)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s = s_part[0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            for (int j_r = 0 + (cols - 0) / 4 * 4; j_r < cols; j_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
                s += A[i * cols + j_r] * x[j_r];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i] = s;
    }
}
