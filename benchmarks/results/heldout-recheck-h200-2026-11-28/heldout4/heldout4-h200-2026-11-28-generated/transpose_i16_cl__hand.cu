extern "C" __global__ void transpose_i16_hand(const short* in, short* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
    __shared__ short tile[32][34];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
    int bx = (unsigned long long)blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
    int by = (unsigned long long)blockIdx.y * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
    for (int r = ty; r < 32; r += 8) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
        int x = bx + tx;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
        int y = by + r;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
        if (x < width && y < height)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
            tile[r][tx] = in[y * width + x];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
    for (int r_1 = ty; r_1 < 32; r_1 += 8) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
        int y_1 = by + tx;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
        int x_1 = bx + r_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
        if (x_1 < width && y_1 < height)
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cl"
            out[x_1 * height + y_1] = tile[tx][r_1];
    }
}
