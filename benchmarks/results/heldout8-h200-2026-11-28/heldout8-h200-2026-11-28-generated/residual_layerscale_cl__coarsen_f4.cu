extern "C" __global__ void residual_layerscale_cf4x(const float* x, const float* r, const float* gamma, float* y, int C, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_0 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_0] = x[i_0] + gamma[i_0 % C] * r[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_1 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_1] = x[i_1] + gamma[i_1 % C] * r[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_2 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_2] = x[i_2] + gamma[i_2 % C] * r[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_3 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_3] = x[i_3] + gamma[i_3 % C] * r[i_3];
}
