extern "C" __global__ void untile8x8_u8_cf8x(const unsigned char* tiled, unsigned char* lin, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    if (i_2 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tile_2 = i_2 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int r_2 = (i_2 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int c_2 = i_2 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tiles_x_2 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int ty_2 = tile_2 / tiles_x_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tx_2 = tile_2 - ty_2 * tiles_x_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        lin[(ty_2 * 8 + r_2) * width + tx_2 * 8 + c_2] = tiled[i_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    if (i_3 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tile_3 = i_3 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int r_3 = (i_3 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int c_3 = i_3 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tiles_x_3 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int ty_3 = tile_3 / tiles_x_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tx_3 = tile_3 - ty_3 * tiles_x_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        lin[(ty_3 * 8 + r_3) * width + tx_3 * 8 + c_3] = tiled[i_3];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    if (i_4 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tile_4 = i_4 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int r_4 = (i_4 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int c_4 = i_4 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tiles_x_4 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int ty_4 = tile_4 / tiles_x_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tx_4 = tile_4 - ty_4 * tiles_x_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        lin[(ty_4 * 8 + r_4) * width + tx_4 * 8 + c_4] = tiled[i_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    if (i_5 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tile_5 = i_5 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int r_5 = (i_5 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int c_5 = i_5 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tiles_x_5 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int ty_5 = tile_5 / tiles_x_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tx_5 = tile_5 - ty_5 * tiles_x_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        lin[(ty_5 * 8 + r_5) * width + tx_5 * 8 + c_5] = tiled[i_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    if (i_6 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tile_6 = i_6 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int r_6 = (i_6 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int c_6 = i_6 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tiles_x_6 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int ty_6 = tile_6 / tiles_x_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tx_6 = tile_6 - ty_6 * tiles_x_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        lin[(ty_6 * 8 + r_6) * width + tx_6 * 8 + c_6] = tiled[i_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
    if (i_7 < width * height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tile_7 = i_7 >> 6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int r_7 = (i_7 >> 3) & 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int c_7 = i_7 & 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tiles_x_7 = width >> 3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int ty_7 = tile_7 / tiles_x_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        int tx_7 = tile_7 - ty_7 * tiles_x_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/untile8x8_u8.cu"
        lin[(ty_7 * 8 + r_7) * width + tx_7 * 8 + c_7] = tiled[i_7];
    }
}
