extern "C" __global__ void rgb565_pack_u8_cf8x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned short* px, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_0] = (unsigned short)(((r[i_0] >> 3) << 11) | ((g[i_0] >> 2) << 5) | (b[i_0] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_1] = (unsigned short)(((r[i_1] >> 3) << 11) | ((g[i_1] >> 2) << 5) | (b[i_1] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_2] = (unsigned short)(((r[i_2] >> 3) << 11) | ((g[i_2] >> 2) << 5) | (b[i_2] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_3] = (unsigned short)(((r[i_3] >> 3) << 11) | ((g[i_3] >> 2) << 5) | (b[i_3] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_4] = (unsigned short)(((r[i_4] >> 3) << 11) | ((g[i_4] >> 2) << 5) | (b[i_4] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_5] = (unsigned short)(((r[i_5] >> 3) << 11) | ((g[i_5] >> 2) << 5) | (b[i_5] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_6] = (unsigned short)(((r[i_6] >> 3) << 11) | ((g[i_6] >> 2) << 5) | (b[i_6] >> 3));
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i_7] = (unsigned short)(((r[i_7] >> 3) << 11) | ((g[i_7] >> 2) << 5) | (b[i_7] >> 3));
}
