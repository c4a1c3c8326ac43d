extern "C" __global__ void gauss3x3_shared_cf8y_st8(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    __shared__ float tile[10][34];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        ty_0 = (unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 8ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        ty_1 = (unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 8ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 16ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        ty_2 = (unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 16ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 24ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        ty_3 = (unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 24ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 32ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        ty_4 = (unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 32ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 40ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        ty_5 = (unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 40ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 48ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        ty_6 = (unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 48ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 56ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        ty_7 = (unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 56ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int x0 = (unsigned long long)blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int y0_ = (unsigned long long)blockIdx.y * 8;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        for (int e_0 = ty_0 * 32 + tx; e_0 < 340; e_0 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int r_0 = e_0 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int c_0 = e_0 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gy_0 = min(max(y0_ - 1 + r_0, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gx_0 = min(max(x0 - 1 + c_0, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            tile[r_0][c_0] = in[gy_0 * width + gx_0];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 8ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        for (int e_1 = ty_1 * 32 + tx; e_1 < 340; e_1 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int r_1 = e_1 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int c_1 = e_1 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gy_1 = min(max(y0_ - 1 + r_1, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gx_1 = min(max(x0 - 1 + c_1, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            tile[r_1][c_1] = in[gy_1 * width + gx_1];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 16ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        for (int e_2 = ty_2 * 32 + tx; e_2 < 340; e_2 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int r_2 = e_2 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int c_2 = e_2 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gy_2 = min(max(y0_ - 1 + r_2, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gx_2 = min(max(x0 - 1 + c_2, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            tile[r_2][c_2] = in[gy_2 * width + gx_2];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 24ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        for (int e_3 = ty_3 * 32 + tx; e_3 < 340; e_3 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int r_3 = e_3 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int c_3 = e_3 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gy_3 = min(max(y0_ - 1 + r_3, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gx_3 = min(max(x0 - 1 + c_3, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            tile[r_3][c_3] = in[gy_3 * width + gx_3];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 32ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        for (int e_4 = ty_4 * 32 + tx; e_4 < 340; e_4 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int r_4 = e_4 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int c_4 = e_4 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gy_4 = min(max(y0_ - 1 + r_4, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gx_4 = min(max(x0 - 1 + c_4, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            tile[r_4][c_4] = in[gy_4 * width + gx_4];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 40ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        for (int e_5 = ty_5 * 32 + tx; e_5 < 340; e_5 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int r_5 = e_5 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int c_5 = e_5 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gy_5 = min(max(y0_ - 1 + r_5, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gx_5 = min(max(x0 - 1 + c_5, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            tile[r_5][c_5] = in[gy_5 * width + gx_5];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 48ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        for (int e_6 = ty_6 * 32 + tx; e_6 < 340; e_6 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int r_6 = e_6 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int c_6 = e_6 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gy_6 = min(max(y0_ - 1 + r_6, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gx_6 = min(max(x0 - 1 + c_6, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            tile[r_6][c_6] = in[gy_6 * width + gx_6];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 56ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        for (int e_7 = ty_7 * 32 + tx; e_7 < 340; e_7 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int r_7 = e_7 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int c_7 = e_7 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gy_7 = min(max(y0_ - 1 + r_7, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            int gx_7 = min(max(x0 - 1 + c_7, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
            tile[r_7][c_7] = in[gy_7 * width + gx_7];
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull < 8ull)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        s_0 = 4.0f * tile[ty_0 + 1][tx + 1] + 2.0f * (tile[ty_0][tx + 1] + tile[ty_0 + 2][tx + 1] + tile[ty_0 + 1][tx] + tile[ty_0 + 1][tx + 2]) + (tile[ty_0][tx] + tile[ty_0][tx + 2] + tile[ty_0 + 2][tx] + tile[ty_0 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 8ull < 8ull)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        s_1 = 4.0f * tile[ty_1 + 1][tx + 1] + 2.0f * (tile[ty_1][tx + 1] + tile[ty_1 + 2][tx + 1] + tile[ty_1 + 1][tx] + tile[ty_1 + 1][tx + 2]) + (tile[ty_1][tx] + tile[ty_1][tx + 2] + tile[ty_1 + 2][tx] + tile[ty_1 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 16ull < 8ull)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        s_2 = 4.0f * tile[ty_2 + 1][tx + 1] + 2.0f * (tile[ty_2][tx + 1] + tile[ty_2 + 2][tx + 1] + tile[ty_2 + 1][tx] + tile[ty_2 + 1][tx + 2]) + (tile[ty_2][tx] + tile[ty_2][tx + 2] + tile[ty_2 + 2][tx] + tile[ty_2 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 24ull < 8ull)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        s_3 = 4.0f * tile[ty_3 + 1][tx + 1] + 2.0f * (tile[ty_3][tx + 1] + tile[ty_3 + 2][tx + 1] + tile[ty_3 + 1][tx] + tile[ty_3 + 1][tx + 2]) + (tile[ty_3][tx] + tile[ty_3][tx + 2] + tile[ty_3 + 2][tx] + tile[ty_3 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 32ull < 8ull)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        s_4 = 4.0f * tile[ty_4 + 1][tx + 1] + 2.0f * (tile[ty_4][tx + 1] + tile[ty_4 + 2][tx + 1] + tile[ty_4 + 1][tx] + tile[ty_4 + 1][tx + 2]) + (tile[ty_4][tx] + tile[ty_4][tx + 2] + tile[ty_4 + 2][tx] + tile[ty_4 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 40ull < 8ull)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        s_5 = 4.0f * tile[ty_5 + 1][tx + 1] + 2.0f * (tile[ty_5][tx + 1] + tile[ty_5 + 2][tx + 1] + tile[ty_5 + 1][tx] + tile[ty_5 + 1][tx + 2]) + (tile[ty_5][tx] + tile[ty_5][tx + 2] + tile[ty_5 + 2][tx] + tile[ty_5 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 48ull < 8ull)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        s_6 = 4.0f * tile[ty_6 + 1][tx + 1] + 2.0f * (tile[ty_6][tx + 1] + tile[ty_6 + 2][tx + 1] + tile[ty_6 + 1][tx] + tile[ty_6 + 1][tx + 2]) + (tile[ty_6][tx] + tile[ty_6][tx + 2] + tile[ty_6 + 2][tx] + tile[ty_6 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 56ull < 8ull)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        s_7 = 4.0f * tile[ty_7 + 1][tx + 1] + 2.0f * (tile[ty_7][tx + 1] + tile[ty_7 + 2][tx + 1] + tile[ty_7 + 1][tx] + tile[ty_7 + 1][tx + 2]) + (tile[ty_7][tx] + tile[ty_7][tx + 2] + tile[ty_7 + 2][tx] + tile[ty_7 + 2][tx + 2]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull < 8ull)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        out[(y0_ + ty_0) * width + x0 + tx] = s_0 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 8ull < 8ull)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        out[(y0_ + ty_1) * width + x0 + tx] = s_1 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 16ull < 8ull)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        out[(y0_ + ty_2) * width + x0 + tx] = s_2 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 24ull < 8ull)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        out[(y0_ + ty_3) * width + x0 + tx] = s_3 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 32ull < 8ull)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        out[(y0_ + ty_4) * width + x0 + tx] = s_4 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 40ull < 8ull)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        out[(y0_ + ty_5) * width + x0 + tx] = s_5 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 48ull < 8ull)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        out[(y0_ + ty_6) * width + x0 + tx] = s_6 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    if ((unsigned long long)threadIdx.y / 8ull * 64ull + (unsigned long long)threadIdx.y % 8ull + 56ull < 8ull)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
        out[(y0_ + ty_7) * width + x0 + tx] = s_7 * 0.0625f;
}
