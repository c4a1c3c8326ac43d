extern "C" __global__ void trmv_lower(const float* L, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j = 0; j <= i; j++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s += L[i * n + j] * x[j];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i] = s;
    }
}
