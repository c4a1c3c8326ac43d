extern "C" __global__ void vconv9_tile_t_cf8y_st2(const float* in, const float* w, float* out, int width, int height) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    __shared__ float tile[32][16];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int tx = threadIdx.x;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty_0;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u < 8u)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        ty_0 = threadIdx.y / 2u * 16u + threadIdx.y % 2u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty_1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u < 8u)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        ty_1 = threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty_2;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u < 8u)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        ty_2 = threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty_3;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u < 8u)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        ty_3 = threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty_4;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u < 8u)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        ty_4 = threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty_5;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u < 8u)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        ty_5 = threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty_6;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u < 8u)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        ty_6 = threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty_7;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u < 8u)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        ty_7 = threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int x = blockIdx.x * 32 + tx;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int y0 = blockIdx.y * 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int r_0 = ty_0; r_0 < 16; r_0 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            int yy_0 = min(max(y0 - 4 + r_0, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            tile[tx][r_0] = in[yy_0 * width + x];
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int r_1 = ty_1; r_1 < 16; r_1 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            int yy_1 = min(max(y0 - 4 + r_1, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            tile[tx][r_1] = in[yy_1 * width + x];
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int r_2 = ty_2; r_2 < 16; r_2 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            int yy_2 = min(max(y0 - 4 + r_2, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            tile[tx][r_2] = in[yy_2 * width + x];
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int r_3 = ty_3; r_3 < 16; r_3 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            int yy_3 = min(max(y0 - 4 + r_3, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            tile[tx][r_3] = in[yy_3 * width + x];
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int r_4 = ty_4; r_4 < 16; r_4 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            int yy_4 = min(max(y0 - 4 + r_4, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            tile[tx][r_4] = in[yy_4 * width + x];
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int r_5 = ty_5; r_5 < 16; r_5 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            int yy_5 = min(max(y0 - 4 + r_5, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            tile[tx][r_5] = in[yy_5 * width + x];
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int r_6 = ty_6; r_6 < 16; r_6 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            int yy_6 = min(max(y0 - 4 + r_6, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            tile[tx][r_6] = in[yy_6 * width + x];
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int r_7 = ty_7; r_7 < 16; r_7 += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            int yy_7 = min(max(y0 - 4 + r_7, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            tile[tx][r_7] = in[yy_7 * width + x];
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    __syncthreads();
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u < 8u)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        if (y0 + ty_0 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            float s_0 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            for (int k_0 = 0; k_0 < 9; k_0++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
                s_0 += w[k_0] * tile[tx][ty_0 + k_0];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            out[(y0 + ty_0) * width + x] = s_0;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u < 8u)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        if (y0 + ty_1 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            float s_1 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            for (int k_1 = 0; k_1 < 9; k_1++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
                s_1 += w[k_1] * tile[tx][ty_1 + k_1];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            out[(y0 + ty_1) * width + x] = s_1;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u < 8u)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        if (y0 + ty_2 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            float s_2 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            for (int k_2 = 0; k_2 < 9; k_2++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
                s_2 += w[k_2] * tile[tx][ty_2 + k_2];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            out[(y0 + ty_2) * width + x] = s_2;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u < 8u)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        if (y0 + ty_3 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            float s_3 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            for (int k_3 = 0; k_3 < 9; k_3++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
                s_3 += w[k_3] * tile[tx][ty_3 + k_3];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            out[(y0 + ty_3) * width + x] = s_3;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u < 8u)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        if (y0 + ty_4 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            float s_4 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            for (int k_4 = 0; k_4 < 9; k_4++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
                s_4 += w[k_4] * tile[tx][ty_4 + k_4];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            out[(y0 + ty_4) * width + x] = s_4;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u < 8u)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        if (y0 + ty_5 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            float s_5 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            for (int k_5 = 0; k_5 < 9; k_5++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
                s_5 += w[k_5] * tile[tx][ty_5 + k_5];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            out[(y0 + ty_5) * width + x] = s_5;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u < 8u)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        if (y0 + ty_6 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            float s_6 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            for (int k_6 = 0; k_6 < 9; k_6++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
                s_6 += w[k_6] * tile[tx][ty_6 + k_6];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            out[(y0 + ty_6) * width + x] = s_6;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u < 8u)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        if (y0 + ty_7 < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            float s_7 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            for (int k_7 = 0; k_7 < 9; k_7++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
                s_7 += w[k_7] * tile[tx][ty_7 + k_7];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            out[(y0 + ty_7) * width + x] = s_7;
        }
}
