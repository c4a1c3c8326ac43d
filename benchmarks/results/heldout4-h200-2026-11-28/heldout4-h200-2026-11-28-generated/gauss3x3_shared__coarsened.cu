extern "C" __global__ void gauss3x3_shared_cf8y_st8(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    __shared__ float tile[10][34];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int tx = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        ty_0 = threadIdx.y / 8u * 64u + threadIdx.y % 8u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 8u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        ty_1 = threadIdx.y / 8u * 64u + threadIdx.y % 8u + 8u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 16u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        ty_2 = threadIdx.y / 8u * 64u + threadIdx.y % 8u + 16u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 24u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        ty_3 = threadIdx.y / 8u * 64u + threadIdx.y % 8u + 24u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 32u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        ty_4 = threadIdx.y / 8u * 64u + threadIdx.y % 8u + 32u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 40u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        ty_5 = threadIdx.y / 8u * 64u + threadIdx.y % 8u + 40u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 48u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        ty_6 = threadIdx.y / 8u * 64u + threadIdx.y % 8u + 48u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 56u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        ty_7 = threadIdx.y / 8u * 64u + threadIdx.y % 8u + 56u;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int x0 = blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int y0 = blockIdx.y * 8;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        for (int e_0 = ty_0 * 32 + tx; e_0 < 340; e_0 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int r_0 = e_0 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int c_0 = e_0 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gy_0 = min(max(y0 - 1 + r_0, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gx_0 = min(max(x0 - 1 + c_0, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            tile[r_0][c_0] = in[gy_0 * width + gx_0];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 8u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        for (int e_1 = ty_1 * 32 + tx; e_1 < 340; e_1 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int r_1 = e_1 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int c_1 = e_1 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gy_1 = min(max(y0 - 1 + r_1, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gx_1 = min(max(x0 - 1 + c_1, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            tile[r_1][c_1] = in[gy_1 * width + gx_1];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 16u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        for (int e_2 = ty_2 * 32 + tx; e_2 < 340; e_2 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int r_2 = e_2 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int c_2 = e_2 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gy_2 = min(max(y0 - 1 + r_2, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gx_2 = min(max(x0 - 1 + c_2, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            tile[r_2][c_2] = in[gy_2 * width + gx_2];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 24u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        for (int e_3 = ty_3 * 32 + tx; e_3 < 340; e_3 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int r_3 = e_3 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int c_3 = e_3 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gy_3 = min(max(y0 - 1 + r_3, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gx_3 = min(max(x0 - 1 + c_3, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            tile[r_3][c_3] = in[gy_3 * width + gx_3];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 32u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        for (int e_4 = ty_4 * 32 + tx; e_4 < 340; e_4 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int r_4 = e_4 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int c_4 = e_4 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gy_4 = min(max(y0 - 1 + r_4, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gx_4 = min(max(x0 - 1 + c_4, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            tile[r_4][c_4] = in[gy_4 * width + gx_4];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 40u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        for (int e_5 = ty_5 * 32 + tx; e_5 < 340; e_5 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int r_5 = e_5 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int c_5 = e_5 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gy_5 = min(max(y0 - 1 + r_5, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gx_5 = min(max(x0 - 1 + c_5, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            tile[r_5][c_5] = in[gy_5 * width + gx_5];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 48u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        for (int e_6 = ty_6 * 32 + tx; e_6 < 340; e_6 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int r_6 = e_6 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int c_6 = e_6 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gy_6 = min(max(y0 - 1 + r_6, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gx_6 = min(max(x0 - 1 + c_6, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            tile[r_6][c_6] = in[gy_6 * width + gx_6];
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 56u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        for (int e_7 = ty_7 * 32 + tx; e_7 < 340; e_7 += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int r_7 = e_7 / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int c_7 = e_7 % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gy_7 = min(max(y0 - 1 + r_7, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            int gx_7 = min(max(x0 - 1 + c_7, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
            tile[r_7][c_7] = in[gy_7 * width + gx_7];
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u < 8u)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        s_0 = 4.0f * tile[ty_0 + 1][tx + 1] + 2.0f * (tile[ty_0][tx + 1] + tile[ty_0 + 2][tx + 1] + tile[ty_0 + 1][tx] + tile[ty_0 + 1][tx + 2]) + (tile[ty_0][tx] + tile[ty_0][tx + 2] + tile[ty_0 + 2][tx] + tile[ty_0 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 8u < 8u)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        s_1 = 4.0f * tile[ty_1 + 1][tx + 1] + 2.0f * (tile[ty_1][tx + 1] + tile[ty_1 + 2][tx + 1] + tile[ty_1 + 1][tx] + tile[ty_1 + 1][tx + 2]) + (tile[ty_1][tx] + tile[ty_1][tx + 2] + tile[ty_1 + 2][tx] + tile[ty_1 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 16u < 8u)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        s_2 = 4.0f * tile[ty_2 + 1][tx + 1] + 2.0f * (tile[ty_2][tx + 1] + tile[ty_2 + 2][tx + 1] + tile[ty_2 + 1][tx] + tile[ty_2 + 1][tx + 2]) + (tile[ty_2][tx] + tile[ty_2][tx + 2] + tile[ty_2 + 2][tx] + tile[ty_2 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 24u < 8u)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        s_3 = 4.0f * tile[ty_3 + 1][tx + 1] + 2.0f * (tile[ty_3][tx + 1] + tile[ty_3 + 2][tx + 1] + tile[ty_3 + 1][tx] + tile[ty_3 + 1][tx + 2]) + (tile[ty_3][tx] + tile[ty_3][tx + 2] + tile[ty_3 + 2][tx] + tile[ty_3 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 32u < 8u)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        s_4 = 4.0f * tile[ty_4 + 1][tx + 1] + 2.0f * (tile[ty_4][tx + 1] + tile[ty_4 + 2][tx + 1] + tile[ty_4 + 1][tx] + tile[ty_4 + 1][tx + 2]) + (tile[ty_4][tx] + tile[ty_4][tx + 2] + tile[ty_4 + 2][tx] + tile[ty_4 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 40u < 8u)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        s_5 = 4.0f * tile[ty_5 + 1][tx + 1] + 2.0f * (tile[ty_5][tx + 1] + tile[ty_5 + 2][tx + 1] + tile[ty_5 + 1][tx] + tile[ty_5 + 1][tx + 2]) + (tile[ty_5][tx] + tile[ty_5][tx + 2] + tile[ty_5 + 2][tx] + tile[ty_5 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 48u < 8u)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        s_6 = 4.0f * tile[ty_6 + 1][tx + 1] + 2.0f * (tile[ty_6][tx + 1] + tile[ty_6 + 2][tx + 1] + tile[ty_6 + 1][tx] + tile[ty_6 + 1][tx + 2]) + (tile[ty_6][tx] + tile[ty_6][tx + 2] + tile[ty_6 + 2][tx] + tile[ty_6 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 56u < 8u)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        s_7 = 4.0f * tile[ty_7 + 1][tx + 1] + 2.0f * (tile[ty_7][tx + 1] + tile[ty_7 + 2][tx + 1] + tile[ty_7 + 1][tx] + tile[ty_7 + 1][tx + 2]) + (tile[ty_7][tx] + tile[ty_7][tx + 2] + tile[ty_7 + 2][tx] + tile[ty_7 + 2][tx + 2]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u < 8u)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        out[(y0 + ty_0) * width + x0 + tx] = s_0 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 8u < 8u)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        out[(y0 + ty_1) * width + x0 + tx] = s_1 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 16u < 8u)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        out[(y0 + ty_2) * width + x0 + tx] = s_2 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 24u < 8u)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        out[(y0 + ty_3) * width + x0 + tx] = s_3 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 32u < 8u)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        out[(y0 + ty_4) * width + x0 + tx] = s_4 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 40u < 8u)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        out[(y0 + ty_5) * width + x0 + tx] = s_5 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 48u < 8u)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        out[(y0 + ty_6) * width + x0 + tx] = s_6 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    if (threadIdx.y / 8u * 64u + threadIdx.y % 8u + 56u < 8u)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        out[(y0 + ty_7) * width + x0 + tx] = s_7 * 0.0625f;
}
