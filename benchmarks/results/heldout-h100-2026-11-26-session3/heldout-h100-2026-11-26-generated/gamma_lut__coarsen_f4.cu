extern "C" __global__ void gamma_lut_cf4x(const unsigned char* in, const unsigned char* lut, unsigned char* out, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_0 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_0] = lut[in[i_0]];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_1 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_1] = lut[in[i_1]];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_2 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_2] = lut[in[i_2]];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_3 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_3] = lut[in[i_3]];
}
