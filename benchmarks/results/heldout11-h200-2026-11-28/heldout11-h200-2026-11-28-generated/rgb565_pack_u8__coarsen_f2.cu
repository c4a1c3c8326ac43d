extern "C" __global__ void rgb565_pack_u8_cf2x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned short* px, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_0] = (unsigned short)(((r[i_0] >> 3) << 11) | ((g[i_0] >> 2) << 5) | (b[i_0] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_1] = (unsigned short)(((r[i_1] >> 3) << 11) | ((g[i_1] >> 2) << 5) | (b[i_1] >> 3));
}
