extern "C" __global__ void gamma_lut_cf8x(const unsigned char* in, const unsigned char* lut, unsigned char* out, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_4 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_4] = lut[in[i_4]];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_5 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_5] = lut[in[i_5]];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_6 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_6] = lut[in[i_6]];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i_7 < n)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i_7] = lut[in[i_7]];
}
