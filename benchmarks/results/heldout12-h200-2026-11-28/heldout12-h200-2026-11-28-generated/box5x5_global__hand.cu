extern "C" __global__ void box5x5_global_hand(const float* __restrict__ src, float* __restrict__ dst, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    __shared__ float tile[12][36];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    int tx = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    int ty = threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    int x0 = blockIdx.x * 32 - 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    int y0 = blockIdx.y * 8 - 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    for (int k = ty * 32 + tx; k < 12 * 36; k += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
        int row = k / 36;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
        int col = k % 36;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
        int yy = min(max(y0 + row, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
        int xx = min(max(x0 + col, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
        tile[row][col] = src[yy * width + xx];
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    int x = x0 + 2 + tx;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    int y = y0 + 2 + ty;
#line 18 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
    if (x < width && y < height) {
#line 19 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
        float s = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
        for (int dy = 0; dy < 5; ++dy)
#line 21 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
            for (int dx = 0; dx < 5; ++dx)
#line 22 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
                s += tile[ty + dy][tx + dx];
#line 23 "/work/main/.stage/main/benchmarks/heldout12/hand/box5x5_global_hand.cu"
        dst[y * width + x] = s;
    }
}
