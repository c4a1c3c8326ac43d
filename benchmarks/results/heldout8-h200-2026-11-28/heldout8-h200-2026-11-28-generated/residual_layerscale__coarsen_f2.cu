extern "C" __global__ void residual_layerscale_cf2x(const float* x, const float* r, const float* gamma, float* y, int C, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_0] = x[i_0] + gamma[i_0 % C] * r[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_1] = x[i_1] + gamma[i_1 % C] * r[i_1];
}
