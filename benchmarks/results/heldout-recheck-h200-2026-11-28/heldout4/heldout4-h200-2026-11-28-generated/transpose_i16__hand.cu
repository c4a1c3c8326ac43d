extern "C" __global__ void transpose_i16_hand(const short* in, short* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
    __shared__ short tile[32][34];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
    int tx = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
    int ty = threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
    int bx = blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
    int by = blockIdx.y * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
    for (int r = ty; r < 32; r += 8) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
        int x = bx + tx;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
        int y = by + r;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
        if (x < width && y < height)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
            tile[r][tx] = in[y * width + x];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
    for (int r_1 = ty; r_1 < 32; r_1 += 8) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
        int y_1 = by + tx;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
        int x_1 = bx + r_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
        if (x_1 < width && y_1 < height)
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/transpose_i16_hand.cu"
            out[x_1 * height + y_1] = tile[tx][r_1];
    }
}
