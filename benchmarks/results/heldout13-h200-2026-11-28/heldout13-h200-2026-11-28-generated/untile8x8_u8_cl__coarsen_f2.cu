extern "C" __global__ void untile8x8_u8_cf2x(const unsigned char* tiled, unsigned char* lin, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    if (i_0 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tile_0 = i_0 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int r_0 = (i_0 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int c_0 = i_0 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tiles_x_0 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int ty_0 = tile_0 / tiles_x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tx_0 = tile_0 - ty_0 * tiles_x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        lin[(ty_0 * 8 + r_0) * width + tx_0 * 8 + c_0] = tiled[i_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    if (i_1 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tile_1 = i_1 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int r_1 = (i_1 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int c_1 = i_1 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tiles_x_1 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int ty_1 = tile_1 / tiles_x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tx_1 = tile_1 - ty_1 * tiles_x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        lin[(ty_1 * 8 + r_1) * width + tx_1 * 8 + c_1] = tiled[i_1];
    }
}
