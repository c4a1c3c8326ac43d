extern "C" __global__ void clenshaw_cheb8(const float* x, const float* c, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float t = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float b1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float b2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        for (int k = 7; k >= 1; k--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b0 = c[k] + 2.0f * t * b1 - b2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            b2 = b1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            b1 = b0;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        y[i] = c[0] + t * b1 - b2;
    }
}
