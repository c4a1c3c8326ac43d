extern "C" __global__ void trmv_lower_opt(const float* L, const float* x, float* y, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
    __shared__ float s_part[64];
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i = (unsigned long long)blockIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        if (threadIdx.x != 0u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
            s = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j = 0 + (int)threadIdx.x; j <= i; j += 64)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
            s += L[i * n + j] * x[j];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        s_part[threadIdx.x] = s;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        __syncthreads();
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        if (threadIdx.x < 32u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        __syncthreads();
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        if (threadIdx.x < 16u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        __syncthreads();
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        if (threadIdx.x < 8u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        __syncthreads();
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        if (threadIdx.x < 4u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        __syncthreads();
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        if (threadIdx.x < 2u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        __syncthreads();
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        if (threadIdx.x < 1u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        __syncthreads();
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        s = s_part[0u];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        __syncthreads();
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i] = s;
    }
}
