__device__ unsigned int yuv_y(unsigned int r, unsigned int g, unsigned int b) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
    return (unsigned int)((((int)(66 * r + 129 * g + 25 * b) + 128) >> 8) + 16);
}

__device__ unsigned int yuv_u(int r, int g, int b) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
    return (unsigned int)(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128) & 255u;
}

__device__ unsigned int yuv_v(int r, int g, int b) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
    return (unsigned int)(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128) & 255u;
}

extern "C" __global__ void rgb_to_yuv_hand(const unsigned char* rgb, unsigned char* Y, unsigned char* U, unsigned char* V, int n) {
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
    if (4 * t < n) {
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        unsigned int w0 = ((const unsigned int*)rgb)[3 * t];
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        unsigned int w1 = ((const unsigned int*)rgb)[3 * t + 1];
#line 26 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        unsigned int w2 = ((const unsigned int*)rgb)[3 * t + 2];
#line 27 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int r0 = w0 & 255;
#line 27 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int g0 = (w0 >> 8) & 255;
#line 27 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int b0 = (w0 >> 16) & 255;
#line 28 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int r1 = w0 >> 24;
#line 28 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int g1 = w1 & 255;
#line 28 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int b1 = (w1 >> 8) & 255;
#line 29 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int r2 = (w1 >> 16) & 255;
#line 29 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int g2 = w1 >> 24;
#line 29 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int b2 = w2 & 255;
#line 30 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int r3 = (w2 >> 8) & 255;
#line 30 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int g3 = (w2 >> 16) & 255;
#line 30 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        int b3 = w2 >> 24;
#line 31 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        ((unsigned int*)Y)[t] = yuv_y(r0, g0, b0) | (yuv_y(r1, g1, b1) << 8) | (yuv_y(r2, g2, b2) << 16) | (yuv_y(r3, g3, b3) << 24);
#line 33 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        ((unsigned int*)U)[t] = yuv_u(r0, g0, b0) | (yuv_u(r1, g1, b1) << 8) | (yuv_u(r2, g2, b2) << 16) | (yuv_u(r3, g3, b3) << 24);
#line 35 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/rgb_to_yuv_hand.cu"
        ((unsigned int*)V)[t] = yuv_v(r0, g0, b0) | (yuv_v(r1, g1, b1) << 8) | (yuv_v(r2, g2, b2) << 16) | (yuv_v(r3, g3, b3) << 24);
    }
}
