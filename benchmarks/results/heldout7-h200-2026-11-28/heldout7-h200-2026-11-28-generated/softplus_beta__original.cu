extern "C" __global__ void softplus_beta(const float* x, float* y, float beta, float threshold, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        float bx = beta * x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        y[i] = bx > threshold ? x[i] : log1pf(expf(bx)) / beta;
    }
}
