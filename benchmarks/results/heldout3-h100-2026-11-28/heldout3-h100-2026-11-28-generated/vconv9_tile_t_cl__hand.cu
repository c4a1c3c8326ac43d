extern "C" __global__ void vconv9_tile_t_hand(const float* in, const float* w, float* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
    __shared__ float tile[16][32];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
    int x = (unsigned long long)blockIdx.x * 32 + tx;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
    int y0_ = (unsigned long long)blockIdx.y * 8;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
    for (int r = ty; r < 16; r += 8) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
        int yy = min(max(y0_ - 4 + r, 0), height - 1);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
        tile[r][tx] = in[yy * width + x];
    }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
    if (y0_ + ty < height) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
        float s = 0.0f;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
        for (int k = 0; k < 9; k++)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
            s += w[k] * tile[ty + k][tx];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/vconv9_tile_t_hand.cl"
        out[(y0_ + ty) * width + x] = s;
    }
}
