extern "C" __global__ void scatter_cf2x_st32(const float* in, const int* idx, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_0]] = 2.0f * in[i_0];
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_1]] = 2.0f * in[i_1];
}
