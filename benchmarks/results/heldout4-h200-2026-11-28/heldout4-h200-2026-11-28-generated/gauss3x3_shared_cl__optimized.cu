extern "C" __global__ void gauss3x3_shared_opt(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    __shared__ float tile[10][34];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_0 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_1 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_2 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty_3 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 6ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int x0 = (unsigned long long)blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int y0_ = (unsigned long long)blockIdx.y * 8;
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
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_0 = 4.0f * tile[ty_0 + 1][tx + 1] + 2.0f * (tile[ty_0][tx + 1] + tile[ty_0 + 2][tx + 1] + tile[ty_0 + 1][tx] + tile[ty_0 + 1][tx + 2]) + (tile[ty_0][tx] + tile[ty_0][tx + 2] + tile[ty_0 + 2][tx] + tile[ty_0 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_1 = 4.0f * tile[ty_1 + 1][tx + 1] + 2.0f * (tile[ty_1][tx + 1] + tile[ty_1 + 2][tx + 1] + tile[ty_1 + 1][tx] + tile[ty_1 + 1][tx + 2]) + (tile[ty_1][tx] + tile[ty_1][tx + 2] + tile[ty_1 + 2][tx] + tile[ty_1 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_2 = 4.0f * tile[ty_2 + 1][tx + 1] + 2.0f * (tile[ty_2][tx + 1] + tile[ty_2 + 2][tx + 1] + tile[ty_2 + 1][tx] + tile[ty_2 + 1][tx + 2]) + (tile[ty_2][tx] + tile[ty_2][tx + 2] + tile[ty_2 + 2][tx] + tile[ty_2 + 2][tx + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_3 = 4.0f * tile[ty_3 + 1][tx + 1] + 2.0f * (tile[ty_3][tx + 1] + tile[ty_3 + 2][tx + 1] + tile[ty_3 + 1][tx] + tile[ty_3 + 1][tx + 2]) + (tile[ty_3][tx] + tile[ty_3][tx + 2] + tile[ty_3 + 2][tx] + tile[ty_3 + 2][tx + 2]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    out[(y0_ + ty_0) * width + x0 + tx] = s_0 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    out[(y0_ + ty_1) * width + x0 + tx] = s_1 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    out[(y0_ + ty_2) * width + x0 + tx] = s_2 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    out[(y0_ + ty_3) * width + x0 + tx] = s_3 * 0.0625f;
}
