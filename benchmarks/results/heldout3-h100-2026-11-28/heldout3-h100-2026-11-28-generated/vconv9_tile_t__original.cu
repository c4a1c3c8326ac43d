extern "C" __global__ void vconv9_tile_t(const float* in, const float* w, float* out, int width, int height) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    __shared__ float tile[32][16];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int tx = threadIdx.x;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int ty = threadIdx.y;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int x = blockIdx.x * 32 + tx;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    int y0 = blockIdx.y * 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    for (int r = ty; r < 16; r += 8) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        int yy = min(max(y0 - 4 + r, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        tile[tx][r] = in[yy * width + x];
    }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    __syncthreads();
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
    if (y0 + ty < height) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        float s = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        for (int k = 0; k < 9; k++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
            s += w[k] * tile[tx][ty + k];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/vconv9_tile_t.cu"
        out[(y0 + ty) * width + x] = s;
    }
}
