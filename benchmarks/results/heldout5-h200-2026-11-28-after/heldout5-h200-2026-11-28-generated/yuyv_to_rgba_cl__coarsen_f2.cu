__device__ int clamp255(int v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    return v < 0 ? 0 : v > 255 ? 255 : v;
}

extern "C" __global__ void yuyv_to_rgba_cf2x(const unsigned char* yuyv, unsigned char* rgba, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    if (x_0 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int pair_0 = (y * width + x_0) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int c_0 = yuyv[4 * pair_0 + 2 * (x_0 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int d_0 = yuyv[4 * pair_0 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int e_0 = yuyv[4 * pair_0 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int o_0 = 4 * (y * width + x_0);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o_0] = (unsigned char)clamp255((298 * c_0 + 409 * e_0 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o_0 + 1] = (unsigned char)clamp255((298 * c_0 - 100 * d_0 - 208 * e_0 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o_0 + 2] = (unsigned char)clamp255((298 * c_0 + 516 * d_0 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o_0 + 3] = 255;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    if (x_1 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int pair_1 = (y * width + x_1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int c_1 = yuyv[4 * pair_1 + 2 * (x_1 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int d_1 = yuyv[4 * pair_1 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int e_1 = yuyv[4 * pair_1 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int o_1 = 4 * (y * width + x_1);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o_1] = (unsigned char)clamp255((298 * c_1 + 409 * e_1 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o_1 + 1] = (unsigned char)clamp255((298 * c_1 - 100 * d_1 - 208 * e_1 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o_1 + 2] = (unsigned char)clamp255((298 * c_1 + 516 * d_1 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o_1 + 3] = 255;
    }
}
