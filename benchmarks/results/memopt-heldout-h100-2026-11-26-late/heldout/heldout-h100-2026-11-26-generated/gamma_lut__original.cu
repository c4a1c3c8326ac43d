extern "C" __global__ void gamma_lut(const unsigned char* in, const unsigned char* lut, unsigned char* out, int n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gamma_lut.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gamma_lut.cl"
    if (i < n)
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gamma_lut.cl"
        out[i] = lut[in[i]];
}
