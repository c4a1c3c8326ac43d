extern "C" __global__ void bitplane_extract_cf4x(const unsigned char* in, unsigned char* planes, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        int v_0 = in[i_0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        for (int p_0 = 0; p_0 < 8; p_0++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            planes[p_0 * n + i_0] = (unsigned char)((v_0 >> p_0) & 1);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        int v_1 = in[i_1];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        for (int p_1 = 0; p_1 < 8; p_1++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            planes[p_1 * n + i_1] = (unsigned char)((v_1 >> p_1) & 1);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        int v_2 = in[i_2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        for (int p_2 = 0; p_2 < 8; p_2++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            planes[p_2 * n + i_2] = (unsigned char)((v_2 >> p_2) & 1);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        int v_3 = in[i_3];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        for (int p_3 = 0; p_3 < 8; p_3++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            planes[p_3 * n + i_3] = (unsigned char)((v_3 >> p_3) & 1);
    }
}
