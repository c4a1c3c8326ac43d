extern "C" __global__ void untile8x8_u8_cf2x(const unsigned char* tiled, unsigned char* lin, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    if (i_0 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tile_0 = i_0 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int r_0 = (i_0 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int c_0 = i_0 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tiles_x_0 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int ty_0 = tile_0 / tiles_x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tx_0 = tile_0 - ty_0 * tiles_x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        lin[(ty_0 * 8 + r_0) * width + tx_0 * 8 + c_0] = tiled[i_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    if (i_1 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tile_1 = i_1 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int r_1 = (i_1 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int c_1 = i_1 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tiles_x_1 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int ty_1 = tile_1 / tiles_x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tx_1 = tile_1 - ty_1 * tiles_x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        lin[(ty_1 * 8 + r_1) * width + tx_1 * 8 + c_1] = tiled[i_1];
    }
}
