extern "C" __global__ void clenshaw_cheb8(const float* x, const float* c, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k = 7; k >= 1; k--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0 = c[k] + 2.0f * t * b1 - b2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2 = b1;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1 = b0;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i] = c[0] + t * b1 - b2;
    }
}
