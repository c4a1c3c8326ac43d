extern "C" __global__ void gauss3x3_shared_cf4x(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    __shared__ float tile[10][34];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int tx_0 = (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int tx_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int tx_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int tx_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int x0 = (unsigned long long)blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    int y0_ = (unsigned long long)blockIdx.y * 8;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    for (int e_0 = ty * 32 + tx_0; e_0 < 340; e_0 += 256) {
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
    for (int e_1 = ty * 32 + tx_1; e_1 < 340; e_1 += 256) {
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
    for (int e_2 = ty * 32 + tx_2; e_2 < 340; e_2 += 256) {
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
    for (int e_3 = ty * 32 + tx_3; e_3 < 340; e_3 += 256) {
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
    float s_0 = 4.0f * tile[ty + 1][tx_0 + 1] + 2.0f * (tile[ty][tx_0 + 1] + tile[ty + 2][tx_0 + 1] + tile[ty + 1][tx_0] + tile[ty + 1][tx_0 + 2]) + (tile[ty][tx_0] + tile[ty][tx_0 + 2] + tile[ty + 2][tx_0] + tile[ty + 2][tx_0 + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_1 = 4.0f * tile[ty + 1][tx_1 + 1] + 2.0f * (tile[ty][tx_1 + 1] + tile[ty + 2][tx_1 + 1] + tile[ty + 1][tx_1] + tile[ty + 1][tx_1 + 2]) + (tile[ty][tx_1] + tile[ty][tx_1 + 2] + tile[ty + 2][tx_1] + tile[ty + 2][tx_1 + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_2 = 4.0f * tile[ty + 1][tx_2 + 1] + 2.0f * (tile[ty][tx_2 + 1] + tile[ty + 2][tx_2 + 1] + tile[ty + 1][tx_2] + tile[ty + 1][tx_2 + 2]) + (tile[ty][tx_2] + tile[ty][tx_2 + 2] + tile[ty + 2][tx_2] + tile[ty + 2][tx_2 + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    float s_3 = 4.0f * tile[ty + 1][tx_3 + 1] + 2.0f * (tile[ty][tx_3 + 1] + tile[ty + 2][tx_3 + 1] + tile[ty + 1][tx_3] + tile[ty + 1][tx_3 + 2]) + (tile[ty][tx_3] + tile[ty][tx_3 + 2] + tile[ty + 2][tx_3] + tile[ty + 2][tx_3 + 2]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    out[(y0_ + ty) * width + x0 + tx_0] = s_0 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    out[(y0_ + ty) * width + x0 + tx_1] = s_1 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    out[(y0_ + ty) * width + x0 + tx_2] = s_2 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cl"
    out[(y0_ + ty) * width + x0 + tx_3] = s_3 * 0.0625f;
}
