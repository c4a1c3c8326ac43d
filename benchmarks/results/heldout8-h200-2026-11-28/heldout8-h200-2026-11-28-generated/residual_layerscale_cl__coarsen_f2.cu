extern "C" __global__ void residual_layerscale_cf2x(const float* x, const float* r, const float* gamma, float* y, int C, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_0 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_0] = x[i_0] + gamma[i_0 % C] * r[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_1 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_1] = x[i_1] + gamma[i_1 % C] * r[i_1];
}
