extern "C" __global__ void bgr_to_rgb_bytes(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    int p = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
    if (p < npix) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char b = bgr[3 * p];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char g = bgr[3 * p + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        unsigned char r = bgr[3 * p + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p] = r;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p + 1] = g;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cu"
        rgb[3 * p + 2] = b;
    }
}
