extern "C" __global__ void bgr_to_rgb_bytes_cf4x(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if (p_2 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char b_2 = bgr[3 * p_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char g_2 = bgr[3 * p_2 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char r_2 = bgr[3 * p_2 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_2] = r_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_2 + 1] = g_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_2 + 2] = b_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if (p_3 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char b_3 = bgr[3 * p_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char g_3 = bgr[3 * p_3 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char r_3 = bgr[3 * p_3 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_3] = r_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_3 + 1] = g_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p_3 + 2] = b_3;
    }
}
