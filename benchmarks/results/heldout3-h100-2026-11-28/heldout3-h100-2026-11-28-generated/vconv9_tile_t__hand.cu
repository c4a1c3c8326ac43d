extern "C" __global__ void vconv9_tile_t_hand(const float* in, const float* w, float* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
    __shared__ float tile[16][32];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
    int tx = threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
    int ty = threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
    int x = blockIdx.x * 32 + tx;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
    int y0 = blockIdx.y * 8;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
    for (int r = ty; r < 16; r += 8) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
        int yy = min(max(y0 - 4 + r, 0), height - 1);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
        tile[r][tx] = in[yy * width + x];
    }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
    __syncthreads();
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
    if (y0 + ty < height) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
        float s = 0.0f;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
        for (int k = 0; k < 9; k++)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
            s += w[k] * tile[ty + k][tx];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cu"
        out[(y0 + ty) * width + x] = s;
    }
}
