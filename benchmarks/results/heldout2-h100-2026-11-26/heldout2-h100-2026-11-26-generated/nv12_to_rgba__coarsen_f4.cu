__device__ int clamp255(int v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    return min(max(v, 0), 255);
}

extern "C" __global__ void nv12_to_rgba_cf4x(const unsigned char* Yp, const unsigned char* UV, unsigned int* rgba, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (x_0 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int c_0 = (int)Yp[y * width + x_0] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int d_0 = (int)UV[(y >> 1) * width + (x_0 & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int e_0 = (int)UV[(y >> 1) * width + (x_0 & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int r_0 = clamp255((298 * c_0 + 409 * e_0 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int g_0 = clamp255((298 * c_0 - 100 * d_0 - 208 * e_0 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int b_0 = clamp255((298 * c_0 + 516 * d_0 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        rgba[y * width + x_0] = (unsigned int)r_0 | ((unsigned int)g_0 << 8) | ((unsigned int)b_0 << 16) | 4278190080u;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (x_1 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int c_1 = (int)Yp[y * width + x_1] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int d_1 = (int)UV[(y >> 1) * width + (x_1 & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int e_1 = (int)UV[(y >> 1) * width + (x_1 & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int r_1 = clamp255((298 * c_1 + 409 * e_1 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int g_1 = clamp255((298 * c_1 - 100 * d_1 - 208 * e_1 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int b_1 = clamp255((298 * c_1 + 516 * d_1 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        rgba[y * width + x_1] = (unsigned int)r_1 | ((unsigned int)g_1 << 8) | ((unsigned int)b_1 << 16) | 4278190080u;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (x_2 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int c_2 = (int)Yp[y * width + x_2] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int d_2 = (int)UV[(y >> 1) * width + (x_2 & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int e_2 = (int)UV[(y >> 1) * width + (x_2 & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int r_2 = clamp255((298 * c_2 + 409 * e_2 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int g_2 = clamp255((298 * c_2 - 100 * d_2 - 208 * e_2 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int b_2 = clamp255((298 * c_2 + 516 * d_2 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        rgba[y * width + x_2] = (unsigned int)r_2 | ((unsigned int)g_2 << 8) | ((unsigned int)b_2 << 16) | 4278190080u;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (x_3 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int c_3 = (int)Yp[y * width + x_3] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int d_3 = (int)UV[(y >> 1) * width + (x_3 & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int e_3 = (int)UV[(y >> 1) * width + (x_3 & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int r_3 = clamp255((298 * c_3 + 409 * e_3 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int g_3 = clamp255((298 * c_3 - 100 * d_3 - 208 * e_3 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int b_3 = clamp255((298 * c_3 + 516 * d_3 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        rgba[y * width + x_3] = (unsigned int)r_3 | ((unsigned int)g_3 << 8) | ((unsigned int)b_3 << 16) | 4278190080u;
    }
}
