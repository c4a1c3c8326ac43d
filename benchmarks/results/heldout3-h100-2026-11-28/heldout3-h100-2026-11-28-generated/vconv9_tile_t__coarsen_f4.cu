extern "C" __global__ void vconv9_tile_t_cf4x(const float* in, const float* w, float* out, int width, int height) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    __shared__ float tile[32][16];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int tx_0 = threadIdx.x * 4u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int tx_1 = threadIdx.x * 4u + 1u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int tx_2 = threadIdx.x * 4u + 2u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int tx_3 = threadIdx.x * 4u + 3u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty = threadIdx.y;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int x_0 = blockIdx.x * 32 + tx_0;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int x_1 = blockIdx.x * 32 + tx_1;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int x_2 = blockIdx.x * 32 + tx_2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int x_3 = blockIdx.x * 32 + tx_3;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int y0 = blockIdx.y * 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    for (int r = ty; r < 16; r += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        int yy = min(max(y0 - 4 + r, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        tile[tx_0][r] = in[yy * width + x_0];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        tile[tx_1][r] = in[yy * width + x_1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        tile[tx_2][r] = in[yy * width + x_2];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        tile[tx_3][r] = in[yy * width + x_3];
    }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    __syncthreads();
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (y0 + ty < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        float s_0 = 0.0f;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        float s_1 = 0.0f;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        float s_2 = 0.0f;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        float s_3 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int k = 0; k < 9; k++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            s_0 += w[k] * tile[tx_0][ty + k];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            s_1 += w[k] * tile[tx_1][ty + k];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            s_2 += w[k] * tile[tx_2][ty + k];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            s_3 += w[k] * tile[tx_3][ty + k];
        }
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        out[(y0 + ty) * width + x_0] = s_0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        out[(y0 + ty) * width + x_1] = s_1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        out[(y0 + ty) * width + x_2] = s_2;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        out[(y0 + ty) * width + x_3] = s_3;
    }
}
