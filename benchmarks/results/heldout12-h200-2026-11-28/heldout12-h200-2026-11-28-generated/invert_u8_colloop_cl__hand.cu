extern "C" __global__ void invert_u8_colloop_hand(const unsigned char* __restrict__ src, unsigned char* __restrict__ dst, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/invert_u8_colloop_hand.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/invert_u8_colloop_hand.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/invert_u8_colloop_hand.cl"
    if (x < width && y < height)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/invert_u8_colloop_hand.cl"
        dst[y * width + x] = (unsigned char)(255 - src[y * width + x]);
}
