extern "C" __global__ void gauss3x3_shared_cf4x(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    __shared__ float tile[10][34];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int tx_0 = threadIdx.x * 4u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int tx_1 = threadIdx.x * 4u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int tx_2 = threadIdx.x * 4u + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int tx_3 = threadIdx.x * 4u + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty = threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int x0 = blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int y0 = blockIdx.y * 8;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    for (int e_0 = ty * 32 + tx_0; e_0 < 340; e_0 += 256) {
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
    for (int e_1 = ty * 32 + tx_1; e_1 < 340; e_1 += 256) {
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
    for (int e_2 = ty * 32 + tx_2; e_2 < 340; e_2 += 256) {
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
    for (int e_3 = ty * 32 + tx_3; e_3 < 340; e_3 += 256) {
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
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_0 = 4.0f * tile[ty + 1][tx_0 + 1] + 2.0f * (tile[ty][tx_0 + 1] + tile[ty + 2][tx_0 + 1] + tile[ty + 1][tx_0] + tile[ty + 1][tx_0 + 2]) + (tile[ty][tx_0] + tile[ty][tx_0 + 2] + tile[ty + 2][tx_0] + tile[ty + 2][tx_0 + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_1 = 4.0f * tile[ty + 1][tx_1 + 1] + 2.0f * (tile[ty][tx_1 + 1] + tile[ty + 2][tx_1 + 1] + tile[ty + 1][tx_1] + tile[ty + 1][tx_1 + 2]) + (tile[ty][tx_1] + tile[ty][tx_1 + 2] + tile[ty + 2][tx_1] + tile[ty + 2][tx_1 + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_2 = 4.0f * tile[ty + 1][tx_2 + 1] + 2.0f * (tile[ty][tx_2 + 1] + tile[ty + 2][tx_2 + 1] + tile[ty + 1][tx_2] + tile[ty + 1][tx_2 + 2]) + (tile[ty][tx_2] + tile[ty][tx_2 + 2] + tile[ty + 2][tx_2] + tile[ty + 2][tx_2 + 2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s_3 = 4.0f * tile[ty + 1][tx_3 + 1] + 2.0f * (tile[ty][tx_3 + 1] + tile[ty + 2][tx_3 + 1] + tile[ty + 1][tx_3] + tile[ty + 1][tx_3 + 2]) + (tile[ty][tx_3] + tile[ty][tx_3 + 2] + tile[ty + 2][tx_3] + tile[ty + 2][tx_3 + 2]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    out[(y0 + ty) * width + x0 + tx_0] = s_0 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    out[(y0 + ty) * width + x0 + tx_1] = s_1 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    out[(y0 + ty) * width + x0 + tx_2] = s_2 * 0.0625f;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    out[(y0 + ty) * width + x0 + tx_3] = s_3 * 0.0625f;
}
