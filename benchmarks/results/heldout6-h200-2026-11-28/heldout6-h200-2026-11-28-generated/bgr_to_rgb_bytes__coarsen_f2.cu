extern "C" __global__ void bgr_to_rgb_bytes_cf2x(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
