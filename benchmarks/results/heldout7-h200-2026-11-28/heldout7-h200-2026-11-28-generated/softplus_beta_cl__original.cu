extern "C" __global__ void softplus_beta(const float* x, float* y, float beta, float threshold, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        float bx = beta * x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        y[i] = bx > threshold ? x[i] : log1pf(expf(bx)) / beta;
    }
}
