extern "C" __global__ void rgb565_pack_u8_cf8x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned short* px, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_0] = (unsigned short)(((r[i_0] >> 3) << 11) | ((g[i_0] >> 2) << 5) | (b[i_0] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_1] = (unsigned short)(((r[i_1] >> 3) << 11) | ((g[i_1] >> 2) << 5) | (b[i_1] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_2] = (unsigned short)(((r[i_2] >> 3) << 11) | ((g[i_2] >> 2) << 5) | (b[i_2] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_3] = (unsigned short)(((r[i_3] >> 3) << 11) | ((g[i_3] >> 2) << 5) | (b[i_3] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_4] = (unsigned short)(((r[i_4] >> 3) << 11) | ((g[i_4] >> 2) << 5) | (b[i_4] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_5] = (unsigned short)(((r[i_5] >> 3) << 11) | ((g[i_5] >> 2) << 5) | (b[i_5] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_6] = (unsigned short)(((r[i_6] >> 3) << 11) | ((g[i_6] >> 2) << 5) | (b[i_6] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        px[i_7] = (unsigned short)(((r[i_7] >> 3) << 11) | ((g[i_7] >> 2) << 5) | (b[i_7] >> 3));
}
