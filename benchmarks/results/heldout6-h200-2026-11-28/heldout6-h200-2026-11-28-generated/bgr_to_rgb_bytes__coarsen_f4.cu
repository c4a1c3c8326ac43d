extern "C" __global__ void bgr_to_rgb_bytes_cf4x(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p_0 < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b_0 = bgr[3 * p_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g_0 = bgr[3 * p_0 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r_0 = bgr[3 * p_0 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_0] = r_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_0 + 1] = g_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_0 + 2] = b_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p_1 < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b_1 = bgr[3 * p_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g_1 = bgr[3 * p_1 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r_1 = bgr[3 * p_1 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_1] = r_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_1 + 1] = g_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_1 + 2] = b_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p_2 < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b_2 = bgr[3 * p_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g_2 = bgr[3 * p_2 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r_2 = bgr[3 * p_2 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_2] = r_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_2 + 1] = g_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_2 + 2] = b_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p_3 < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b_3 = bgr[3 * p_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g_3 = bgr[3 * p_3 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r_3 = bgr[3 * p_3 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_3] = r_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_3 + 1] = g_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_3 + 2] = b_3;
    }
}
