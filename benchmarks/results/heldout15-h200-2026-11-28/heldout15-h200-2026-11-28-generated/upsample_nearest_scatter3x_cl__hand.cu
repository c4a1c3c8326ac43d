extern "C" __global__ void upsample_nearest_scatter3x_hand(const unsigned char* __restrict__ src, unsigned char* __restrict__ dst, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/upsample_nearest_scatter3x_hand.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/upsample_nearest_scatter3x_hand.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/upsample_nearest_scatter3x_hand.cl"
    if (x < 3 * width && y < 3 * height)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/upsample_nearest_scatter3x_hand.cl"
        dst[y * 3 * width + x] = src[y / 3 * width + x / 3];
}
