extern "C" __global__ void row_smooth3_hand(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cl"
        int i = y * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cl"
        float v = in[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cl"
        if (x > 0 && x < width - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cl"
            v += in[i - 1] + in[i + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/row_smooth3_hand.cl"
        out[i] = v;
    }
}
