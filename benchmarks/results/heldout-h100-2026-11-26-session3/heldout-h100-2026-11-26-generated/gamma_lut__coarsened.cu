extern "C" __global__ void gamma_lut_cf2x_st32(const unsigned char* in, const unsigned char* lut, unsigned char* out, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_0 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_0] = lut[in[i_0]];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_1 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_1] = lut[in[i_1]];
}
