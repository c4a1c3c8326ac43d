extern "C" __global__ void gradmag_rowx_hand(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/hand/gradmag_rowx_hand.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/gradmag_rowx_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/gradmag_rowx_hand.cu"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/gradmag_rowx_hand.cu"
        float g = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/gradmag_rowx_hand.cu"
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/gradmag_rowx_hand.cu"
            int i = y * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/gradmag_rowx_hand.cu"
            g = fabsf(in[i + 1] - in[i - 1]) + fabsf(in[i + width] - in[i - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/gradmag_rowx_hand.cu"
        out[y * width + x] = g;
    }
}
