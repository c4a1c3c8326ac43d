extern "C" __global__ void image_rotate90_hand(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
    __shared__ float tile[32][33];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
    int tx = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
    int ty = threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
    int x0 = blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
    int y0 = blockIdx.y * 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
    for (int k = 0; k < 32; k += 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
        int x = x0 + tx;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
        int y = y0 + ty + k;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
        if (x < width && y < height)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
            tile[ty + k][tx] = in[y * width + x];
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
    for (int k_1 = 0; k_1 < 32; k_1 += 8) {
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
        int x_1 = x0 + ty + k_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
        int y_1 = y0 + tx;
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
        if (x_1 < width && y_1 < height)
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cu"
            out[x_1 * height + (height - 1 - y_1)] = tile[tx][ty + k_1];
    }
}
