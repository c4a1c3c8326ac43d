extern "C" __global__ void image_rotate90_hand(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
    __shared__ float tile[32][33];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
    int x0 = (unsigned long long)blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
    int y0_ = (unsigned long long)blockIdx.y * 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
    for (int k = 0; k < 32; k += 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
        int x = x0 + tx;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
        int y = y0_ + ty + k;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
        if (x < width && y < height)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
            tile[ty + k][tx] = in[y * width + x];
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
    for (int k_1 = 0; k_1 < 32; k_1 += 8) {
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
        int x_1 = x0 + ty + k_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
        int y_1 = y0_ + tx;
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
        if (x_1 < width && y_1 < height)
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/image_rotate90_hand.cl"
            out[x_1 * height + (height - 1 - y_1)] = tile[tx][ty + k_1];
    }
}
