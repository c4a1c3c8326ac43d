extern "C" __global__ void bgr_to_rgb_bytes_hand(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
    if (4 * t < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        const unsigned int* src = (const unsigned int*)bgr + 3 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        unsigned int w0 = src[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        unsigned int w1 = src[1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        unsigned int w2 = src[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        unsigned int o0 = ((w0 >> 16) & 255u) | (w0 & 65280u) | ((w0 & 255u) << 16) | (((w1 >> 8) & 255u) << 24);
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        unsigned int o1 = (w1 & 255u) | ((w0 >> 24) << 8) | ((w2 & 255u) << 16) | ((w1 >> 24) << 24);
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        unsigned int o2 = ((w1 >> 16) & 255u) | ((w2 >> 24) << 8) | (w2 & 16711680u) | (((w2 >> 8) & 255u) << 24);
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        unsigned int* dst = (unsigned int*)rgb + 3 * t;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        dst[0] = o0;
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        dst[1] = o1;
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cu"
        dst[2] = o2;
    }
}
