extern "C" __global__ void gauss3x3_shared(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    __shared__ float tile[10][34];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int tx = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int ty = threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int x0 = blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    int y0 = blockIdx.y * 8;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    for (int e = ty * 32 + tx; e < 340; e += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        int r = e / 34;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        int c = e % 34;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        int gy = min(max(y0 - 1 + r, 0), height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        int gx = min(max(x0 - 1 + c, 0), width - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
        tile[r][c] = in[gy * width + gx];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    float s = 4.0f * tile[ty + 1][tx + 1] + 2.0f * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2]) + (tile[ty][tx] + tile[ty][tx + 2] + tile[ty + 2][tx] + tile[ty + 2][tx + 2]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/gauss3x3_shared.cu"
    out[(y0 + ty) * width + x0 + tx] = s * 0.0625f;
}
