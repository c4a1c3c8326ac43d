extern "C" __global__ void im2col3x3_rows_hand(const float* in, float* out, int C, int H, int W) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
    int row = 9 * C;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
    if (g < H * W * row) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        int p = g / row;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        int q = g - p * row;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        int c = q / 9;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        int k = q - c * 9;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        int y = p / W + k / 3 - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        int x = p - p / W * W + k % 3 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        float v = 0.0f;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        if (y >= 0 && y < H && x >= 0 && x < W)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
            v = in[(c * H + y) * W + x];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cl"
        out[g] = v;
    }
}
