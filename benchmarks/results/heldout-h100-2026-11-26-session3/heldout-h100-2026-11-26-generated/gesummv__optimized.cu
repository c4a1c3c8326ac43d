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
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j = 0 + (int)threadIdx.x; j < n; j += 64) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa += A[i * n + j] * x[j];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb += B[i * n + j] * x[j];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        sa_part[threadIdx.x] = sa;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_part[threadIdx.x] += sa_part[threadIdx.x + 32u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 16u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_part[threadIdx.x] += sa_part[threadIdx.x + 16u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_part[threadIdx.x] += sa_part[threadIdx.x + 8u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 4u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_part[threadIdx.x] += sa_part[threadIdx.x + 4u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 2u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_part[threadIdx.x] += sa_part[threadIdx.x + 2u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 1u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_part[threadIdx.x] += sa_part[threadIdx.x + 1u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        sa = sa_part[0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        sb_part[threadIdx.x] = sb;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_part[threadIdx.x] += sb_part[threadIdx.x + 32u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 16u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_part[threadIdx.x] += sb_part[threadIdx.x + 16u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_part[threadIdx.x] += sb_part[threadIdx.x + 8u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 4u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_part[threadIdx.x] += sb_part[threadIdx.x + 4u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 2u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_part[threadIdx.x] += sb_part[threadIdx.x + 2u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        if (threadIdx.x < 1u)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_part[threadIdx.x] += sb_part[threadIdx.x + 1u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        sb = sb_part[0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i] = alpha * sa + beta * sb;
    }
}
