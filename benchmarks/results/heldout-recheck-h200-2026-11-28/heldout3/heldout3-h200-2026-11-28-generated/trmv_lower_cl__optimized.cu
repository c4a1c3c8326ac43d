extern "C" __global__ void trmv_lower_opt(const float* L, const float* x, float* y, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    __shared__ float s_part[64];
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i = (unsigned long long)blockIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s = 0.0f;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            if (threadIdx.x != 0u)
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            for (int j = 0 + 4 * (int)threadIdx.x; j < i + 1 - 3; j += 256) {
                float4 L_v0;
                float4 x_v1;
                {
                    L_v0 = *(const float4*)&L[i * n + j];
                    x_v1 = *(const float4*)&x[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                    s += L_v0.x * x_v1.x;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                    s += L_v0.y * x_v1.y;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                    s += L_v0.z * x_v1.z;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                    s += L_v0.w * x_v1.w;
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_part[threadIdx.x] = s;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            if (threadIdx.x < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            if (threadIdx.x < 16u)
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            if (threadIdx.x < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            if (threadIdx.x < 4u)
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            if (threadIdx.x < 2u)
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            if (threadIdx.x < 1u)
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s = s_part[0u];
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            for (int j_r = 0 + (i + 1 - 0) / 4 * 4; j_r < i + 1; j_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
                s += L[i * n + j_r] * x[j_r];
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i] = s;
    }
}
