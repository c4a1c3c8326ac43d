extern "C" __global__ void trmv_lower_opt(const float* L, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
    int i = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
    if (i < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        if (threadIdx.x != 0u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
            s = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        for (int j = 0 + (int)threadIdx.x; j <= i; j += 32)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
            s += L[i * n + j] * x[j];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        s += __shfl_xor_sync(4294967295u, s, 16);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        s += __shfl_xor_sync(4294967295u, s, 8);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        s += __shfl_xor_sync(4294967295u, s, 4);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        s += __shfl_xor_sync(4294967295u, s, 2);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        s += __shfl_xor_sync(4294967295u, s, 1);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/trmv_lower.cu"
        y[i] = s;
    }
}
