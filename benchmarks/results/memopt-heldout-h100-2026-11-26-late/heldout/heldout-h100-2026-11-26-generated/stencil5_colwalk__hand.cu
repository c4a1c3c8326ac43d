extern "C" __global__ void stencil5_colwalk_hand(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/stencil5_colwalk_hand.cu"
    int c = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/stencil5_colwalk_hand.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/stencil5_colwalk_hand.cu"
    if (r < height && c < width) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/stencil5_colwalk_hand.cu"
        int p = r * width + c;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/stencil5_colwalk_hand.cu"
        if (r == 0 || c == 0 || r == height - 1 || c == width - 1)
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/stencil5_colwalk_hand.cu"
            out[p] = in[p];
        else
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/stencil5_colwalk_hand.cu"
            out[p] = 0.2f * (in[p] + in[p - 1] + in[p + 1] + in[p - width] + in[p + width]);
    }
}
