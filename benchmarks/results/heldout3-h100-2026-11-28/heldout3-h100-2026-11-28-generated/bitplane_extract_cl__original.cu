extern "C" __global__ void bitplane_extract(const unsigned char* in, unsigned char* planes, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if (i < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        int v = in[i];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        for (int p = 0; p < 8; p++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            planes[p * n + i] = (unsigned char)((v >> p) & 1);
    }
}
