extern "C" __global__ void bgr_to_rgb_bytes_cf2x(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if (p_0 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char b_0 = bgr[3 * p_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char g_0 = bgr[3 * p_0 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char r_0 = bgr[3 * p_0 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_0] = r_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_0 + 1] = g_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_0 + 2] = b_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if (p_1 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char b_1 = bgr[3 * p_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char g_1 = bgr[3 * p_1 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char r_1 = bgr[3 * p_1 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_1] = r_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_1 + 1] = g_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_1 + 2] = b_1;
    }
}
