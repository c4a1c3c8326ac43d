extern "C" __global__ void untile8x8_u8_cf4x(const unsigned char* tiled, unsigned char* lin, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    if (i_2 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tile_2 = i_2 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int r_2 = (i_2 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int c_2 = i_2 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tiles_x_2 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int ty_2 = tile_2 / tiles_x_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tx_2 = tile_2 - ty_2 * tiles_x_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        lin[(ty_2 * 8 + r_2) * width + tx_2 * 8 + c_2] = tiled[i_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
    if (i_3 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tile_3 = i_3 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int r_3 = (i_3 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int c_3 = i_3 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tiles_x_3 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int ty_3 = tile_3 / tiles_x_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        int tx_3 = tile_3 - ty_3 * tiles_x_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cl"
        lin[(ty_3 * 8 + r_3) * width + tx_3 * 8 + c_3] = tiled[i_3];
    }
}
