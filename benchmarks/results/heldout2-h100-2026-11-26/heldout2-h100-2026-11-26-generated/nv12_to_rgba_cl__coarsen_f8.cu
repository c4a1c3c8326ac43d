__device__ int clamp255(int v) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    return min(max(v, 0), 255);
}

extern "C" __global__ void nv12_to_rgba_cf8x(const unsigned char* Yp, const unsigned char* UV, unsigned int* rgba, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x_0 < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c_0 = (int)Yp[y * width + x_0] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d_0 = (int)UV[(y >> 1) * width + (x_0 & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e_0 = (int)UV[(y >> 1) * width + (x_0 & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r_0 = clamp255((298 * c_0 + 409 * e_0 + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g_0 = clamp255((298 * c_0 - 100 * d_0 - 208 * e_0 + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b_0 = clamp255((298 * c_0 + 516 * d_0 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x_0] = (unsigned int)r_0 | ((unsigned int)g_0 << 8) | ((unsigned int)b_0 << 16) | 4278190080u;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x_1 < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c_1 = (int)Yp[y * width + x_1] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d_1 = (int)UV[(y >> 1) * width + (x_1 & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e_1 = (int)UV[(y >> 1) * width + (x_1 & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r_1 = clamp255((298 * c_1 + 409 * e_1 + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g_1 = clamp255((298 * c_1 - 100 * d_1 - 208 * e_1 + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b_1 = clamp255((298 * c_1 + 516 * d_1 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x_1] = (unsigned int)r_1 | ((unsigned int)g_1 << 8) | ((unsigned int)b_1 << 16) | 4278190080u;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x_2 < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c_2 = (int)Yp[y * width + x_2] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d_2 = (int)UV[(y >> 1) * width + (x_2 & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e_2 = (int)UV[(y >> 1) * width + (x_2 & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r_2 = clamp255((298 * c_2 + 409 * e_2 + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g_2 = clamp255((298 * c_2 - 100 * d_2 - 208 * e_2 + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b_2 = clamp255((298 * c_2 + 516 * d_2 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x_2] = (unsigned int)r_2 | ((unsigned int)g_2 << 8) | ((unsigned int)b_2 << 16) | 4278190080u;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x_3 < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c_3 = (int)Yp[y * width + x_3] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d_3 = (int)UV[(y >> 1) * width + (x_3 & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e_3 = (int)UV[(y >> 1) * width + (x_3 & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r_3 = clamp255((298 * c_3 + 409 * e_3 + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g_3 = clamp255((298 * c_3 - 100 * d_3 - 208 * e_3 + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b_3 = clamp255((298 * c_3 + 516 * d_3 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x_3] = (unsigned int)r_3 | ((unsigned int)g_3 << 8) | ((unsigned int)b_3 << 16) | 4278190080u;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x_4 < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c_4 = (int)Yp[y * width + x_4] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d_4 = (int)UV[(y >> 1) * width + (x_4 & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e_4 = (int)UV[(y >> 1) * width + (x_4 & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r_4 = clamp255((298 * c_4 + 409 * e_4 + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g_4 = clamp255((298 * c_4 - 100 * d_4 - 208 * e_4 + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b_4 = clamp255((298 * c_4 + 516 * d_4 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x_4] = (unsigned int)r_4 | ((unsigned int)g_4 << 8) | ((unsigned int)b_4 << 16) | 4278190080u;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x_5 < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c_5 = (int)Yp[y * width + x_5] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d_5 = (int)UV[(y >> 1) * width + (x_5 & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e_5 = (int)UV[(y >> 1) * width + (x_5 & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r_5 = clamp255((298 * c_5 + 409 * e_5 + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g_5 = clamp255((298 * c_5 - 100 * d_5 - 208 * e_5 + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b_5 = clamp255((298 * c_5 + 516 * d_5 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x_5] = (unsigned int)r_5 | ((unsigned int)g_5 << 8) | ((unsigned int)b_5 << 16) | 4278190080u;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x_6 < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c_6 = (int)Yp[y * width + x_6] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d_6 = (int)UV[(y >> 1) * width + (x_6 & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e_6 = (int)UV[(y >> 1) * width + (x_6 & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r_6 = clamp255((298 * c_6 + 409 * e_6 + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g_6 = clamp255((298 * c_6 - 100 * d_6 - 208 * e_6 + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b_6 = clamp255((298 * c_6 + 516 * d_6 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x_6] = (unsigned int)r_6 | ((unsigned int)g_6 << 8) | ((unsigned int)b_6 << 16) | 4278190080u;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x_7 < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c_7 = (int)Yp[y * width + x_7] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d_7 = (int)UV[(y >> 1) * width + (x_7 & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e_7 = (int)UV[(y >> 1) * width + (x_7 & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r_7 = clamp255((298 * c_7 + 409 * e_7 + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g_7 = clamp255((298 * c_7 - 100 * d_7 - 208 * e_7 + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b_7 = clamp255((298 * c_7 + 516 * d_7 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x_7] = (unsigned int)r_7 | ((unsigned int)g_7 << 8) | ((unsigned int)b_7 << 16) | 4278190080u;
    }
}
