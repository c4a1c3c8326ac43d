extern "C" __global__ void vconv9_tile_t_cf2x(const float* in, const float* w, float* out, int width, int height) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    __shared__ float tile[32][16];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int tx_0 = (unsigned long long)threadIdx.x * 2ull;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int tx_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int x_0 = (unsigned long long)blockIdx.x * 32 + tx_0;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int x_1 = (unsigned long long)blockIdx.x * 32 + tx_1;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    int y0_ = (unsigned long long)blockIdx.y * 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    for (int r = ty; r < 16; r += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        int yy = min(max(y0_ - 4 + r, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        tile[tx_0][r] = in[yy * width + x_0];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        tile[tx_1][r] = in[yy * width + x_1];
    }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    __syncthreads();
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
    if (y0_ + ty < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        float s_0 = 0.0f;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        float s_1 = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        for (int k = 0; k < 9; k++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            s_0 += w[k] * tile[tx_0][ty + k];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
            s_1 += w[k] * tile[tx_1][ty + k];
        }
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        out[(y0_ + ty) * width + x_0] = s_0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cl"
        out[(y0_ + ty) * width + x_1] = s_1;
    }
}
