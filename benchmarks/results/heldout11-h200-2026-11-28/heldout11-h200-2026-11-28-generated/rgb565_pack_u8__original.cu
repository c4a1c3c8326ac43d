extern "C" __global__ void rgb565_pack_u8(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned short* px, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cu"
        px[i] = (unsigned short)(((r[i] >> 3) << 11) | ((g[i] >> 2) << 5) | (b[i] >> 3));
}
