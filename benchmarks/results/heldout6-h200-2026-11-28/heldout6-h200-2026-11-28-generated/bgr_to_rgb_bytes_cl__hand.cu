extern "C" __global__ void bgr_to_rgb_bytes_hand(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
    if (4 * t < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        const unsigned int* src = (const unsigned int*)bgr + 3 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        unsigned int w0 = src[0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        unsigned int w1 = src[1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        unsigned int w2 = src[2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        unsigned int o0 = ((w0 >> 16) & 255u) | (w0 & 65280u) | ((w0 & 255u) << 16) | (((w1 >> 8) & 255u) << 24);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        unsigned int o1 = (w1 & 255u) | ((w0 >> 24) << 8) | ((w2 & 255u) << 16) | ((w1 >> 24) << 24);
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        unsigned int o2 = ((w1 >> 16) & 255u) | ((w2 >> 24) << 8) | (w2 & 16711680u) | (((w2 >> 8) & 255u) << 24);
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        unsigned int* dst = (unsigned int*)rgb + 3 * t;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        dst[0] = o0;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        dst[1] = o1;
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/bgr_to_rgb_bytes_hand.cl"
        dst[2] = o2;
    }
}
