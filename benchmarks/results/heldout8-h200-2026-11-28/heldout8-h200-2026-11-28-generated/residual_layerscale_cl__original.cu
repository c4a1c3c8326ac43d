extern "C" __global__ void residual_layerscale(const float* x, const float* r, const float* gamma, float* y, int C, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    if (i < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        y[i] = x[i] + gamma[i % C] * r[i];
}
