extern "C" __global__ void bgr_to_rgb_bytes_cf8x(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p_4 < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b_4 = bgr[3 * p_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g_4 = bgr[3 * p_4 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r_4 = bgr[3 * p_4 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_4] = r_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_4 + 1] = g_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_4 + 2] = b_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p_5 < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b_5 = bgr[3 * p_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g_5 = bgr[3 * p_5 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r_5 = bgr[3 * p_5 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_5] = r_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_5 + 1] = g_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_5 + 2] = b_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p_6 < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b_6 = bgr[3 * p_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g_6 = bgr[3 * p_6 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r_6 = bgr[3 * p_6 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_6] = r_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_6 + 1] = g_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_6 + 2] = b_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p_7 < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b_7 = bgr[3 * p_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g_7 = bgr[3 * p_7 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r_7 = bgr[3 * p_7 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_7] = r_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_7 + 1] = g_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p_7 + 2] = b_7;
    }
}
