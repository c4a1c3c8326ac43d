extern "C" __global__ void residual_layerscale_cf8x(const float* x, const float* r, const float* gamma, float* y, int C, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_4 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_4] = x[i_4] + gamma[i_4 % C] * r[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_5 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_5] = x[i_5] + gamma[i_5 % C] * r[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_6 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_6] = x[i_6] + gamma[i_6 % C] * r[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i_7 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i_7] = x[i_7] + gamma[i_7 % C] * r[i_7];
}
