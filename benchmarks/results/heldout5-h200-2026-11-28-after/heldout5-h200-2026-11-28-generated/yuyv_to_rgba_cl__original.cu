__device__ int clamp255(int v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    return v < 0 ? 0 : v > 255 ? 255 : v;
}

extern "C" __global__ void yuyv_to_rgba(const unsigned char* yuyv, unsigned char* rgba, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
    if (x < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int pair = (y * width + x) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int c = yuyv[4 * pair + 2 * (x & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int d = yuyv[4 * pair + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int e = yuyv[4 * pair + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        int o = 4 * (y * width + x);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o] = (unsigned char)clamp255((298 * c + 409 * e + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o + 1] = (unsigned char)clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o + 2] = (unsigned char)clamp255((298 * c + 516 * d + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cl"
        rgba[o + 3] = 255;
    }
}
