extern "C" __global__ void row_smooth3_hand(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cu"
        int i = y * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cu"
        float v = in[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cu"
        if (x > 0 && x < width - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cu"
            v += in[i - 1] + in[i + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cu"
        out[i] = v;
    }
}
