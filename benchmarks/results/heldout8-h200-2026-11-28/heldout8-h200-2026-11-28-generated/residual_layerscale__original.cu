extern "C" __global__ void residual_layerscale(const float* x, const float* r, const float* gamma, float* y, int C, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i] = x[i] + gamma[i % C] * r[i];
}
