extern "C" __global__ void trmv_lower(const float* L, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        for (int j = 0; j <= i; j++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            s += L[i * n + j] * x[j];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        y[i] = s;
    }
}
