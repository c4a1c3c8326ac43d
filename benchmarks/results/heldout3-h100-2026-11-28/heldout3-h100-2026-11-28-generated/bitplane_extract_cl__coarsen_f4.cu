extern "C" __global__ void bitplane_extract_cf4x(const unsigned char* in, unsigned char* planes, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        int v_0 = in[i_0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        for (int p_0 = 0; p_0 < 8; p_0++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            planes[p_0 * n + i_0] = (unsigned char)((v_0 >> p_0) & 1);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        int v_1 = in[i_1];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        for (int p_1 = 0; p_1 < 8; p_1++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            planes[p_1 * n + i_1] = (unsigned char)((v_1 >> p_1) & 1);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        int v_2 = in[i_2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        for (int p_2 = 0; p_2 < 8; p_2++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            planes[p_2 * n + i_2] = (unsigned char)((v_2 >> p_2) & 1);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        int v_3 = in[i_3];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        for (int p_3 = 0; p_3 < 8; p_3++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            planes[p_3 * n + i_3] = (unsigned char)((v_3 >> p_3) & 1);
    }
}
