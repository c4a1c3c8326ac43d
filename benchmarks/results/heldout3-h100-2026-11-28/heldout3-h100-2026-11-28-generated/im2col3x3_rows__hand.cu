extern "C" __global__ void im2col3x3_rows_hand(const float* in, float* out, int C, int H, int W) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
    int row = 9 * C;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
    if (g < H * W * row) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        int p = g / row;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        int q = g - p * row;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        int c = q / 9;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        int k = q - c * 9;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        int y = p / W + k / 3 - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        int x = p - p / W * W + k % 3 - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        float v = 0.0f;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        if (y >= 0 && y < H && x >= 0 && x < W)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
            v = in[(c * H + y) * W + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/im2col3x3_rows_hand.cu"
        out[g] = v;
    }
}
