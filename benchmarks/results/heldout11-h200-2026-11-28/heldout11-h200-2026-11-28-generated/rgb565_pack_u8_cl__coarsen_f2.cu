extern "C" __global__ void rgb565_pack_u8_cf2x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned short* px, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_0] = (unsigned short)(((r[i_0] >> 3) << 11) | ((g[i_0] >> 2) << 5) | (b[i_0] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_1] = (unsigned short)(((r[i_1] >> 3) << 11) | ((g[i_1] >> 2) << 5) | (b[i_1] >> 3));
}
