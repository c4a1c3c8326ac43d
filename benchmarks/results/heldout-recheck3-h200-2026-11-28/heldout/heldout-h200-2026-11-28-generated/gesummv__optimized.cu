extern "C" __global__ void gesummv_opt(const float* A, const float* B, const float* x, float* y, float alpha, float beta, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    __shared__ float sa_part[64];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    __shared__ float sb_part[64];
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sa = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sb = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            for (int j = 0 + 4 * (int)threadIdx.x; j < n - 3; j += 256) {
                float4 A_v0;
                float4 x_v1;
                float4 B_v2;
                {
                    A_v0 = *(const float4*)&A[i * n + j];
                    x_v1 = *(const float4*)&x[j];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0.x * x_v1.x;
                    B_v2 = *(const float4*)&B[i * n + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2.x * x_v1.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0.y * x_v1.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2.y * x_v1.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0.z * x_v1.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2.z * x_v1.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0.w * x_v1.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2.w * x_v1.w;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_part[threadIdx.x] = sa;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_part[threadIdx.x] = sb;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            if (threadIdx.x < 32u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sa_part[threadIdx.x] += sa_part[threadIdx.x + 32u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sb_part[threadIdx.x] += sb_part[threadIdx.x + 32u];
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            if (threadIdx.x < 16u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sa_part[threadIdx.x] += sa_part[threadIdx.x + 16u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sb_part[threadIdx.x] += sb_part[threadIdx.x + 16u];
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            if (threadIdx.x < 8u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sa_part[threadIdx.x] += sa_part[threadIdx.x + 8u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sb_part[threadIdx.x] += sb_part[threadIdx.x + 8u];
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            if (threadIdx.x < 4u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sa_part[threadIdx.x] += sa_part[threadIdx.x + 4u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sb_part[threadIdx.x] += sb_part[threadIdx.x + 4u];
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            if (threadIdx.x < 2u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sa_part[threadIdx.x] += sa_part[threadIdx.x + 2u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sb_part[threadIdx.x] += sb_part[threadIdx.x + 2u];
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            if (threadIdx.x < 1u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sa_part[threadIdx.x] += sa_part[threadIdx.x + 1u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sb_part[threadIdx.x] += sb_part[threadIdx.x + 1u];
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa = sa_part[0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb = sb_part[0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            for (int j_r = 0 + (n - 0) / 4 * 4; j_r < n; j_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sa += A[i * n + j_r] * x[j_r];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
                sb += B[i * n + j_r] * x[j_r];
            }
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i] = alpha * sa + beta * sb;
    }
}
