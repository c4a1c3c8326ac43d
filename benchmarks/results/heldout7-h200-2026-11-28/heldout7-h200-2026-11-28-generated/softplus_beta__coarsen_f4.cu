extern "C" __global__ void softplus_beta_cf4x(const float* x, float* y, float beta, float threshold, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        float bx_0 = beta * x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        y[i_0] = bx_0 > threshold ? x[i_0] : log1pf(expf(bx_0)) / beta;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        float bx_1 = beta * x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        y[i_1] = bx_1 > threshold ? x[i_1] : log1pf(expf(bx_1)) / beta;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        float bx_2 = beta * x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        y[i_2] = bx_2 > threshold ? x[i_2] : log1pf(expf(bx_2)) / beta;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        float bx_3 = beta * x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cu"
        y[i_3] = bx_3 > threshold ? x[i_3] : log1pf(expf(bx_3)) / beta;
    }
}
