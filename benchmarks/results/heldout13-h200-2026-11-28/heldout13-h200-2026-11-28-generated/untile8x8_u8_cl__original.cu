extern "C" __global__ void untile8x8_u8(const unsigned char* tiled, unsigned char* lin, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    if (i < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tile = i >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int r = (i >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int c = i & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tiles_x = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int ty = tile / tiles_x;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tx = tile - ty * tiles_x;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        lin[(ty * 8 + r) * width + tx * 8 + c] = tiled[i];
    }
}
