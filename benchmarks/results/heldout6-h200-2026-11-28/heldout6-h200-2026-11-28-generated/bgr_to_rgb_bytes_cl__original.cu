extern "C" __global__ void bgr_to_rgb_bytes(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if (p < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char b = bgr[3 * p];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char g = bgr[3 * p + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        unsigned char r = bgr[3 * p + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p] = r;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p + 1] = g;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        rgb[3 * p + 2] = b;
    }
}
