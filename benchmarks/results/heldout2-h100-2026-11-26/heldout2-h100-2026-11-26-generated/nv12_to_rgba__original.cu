__device__ int clamp255(int v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    return min(max(v, 0), 255);
}

extern "C" __global__ void nv12_to_rgba(const unsigned char* Yp, const unsigned char* UV, unsigned int* rgba, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (x < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int c = (int)Yp[y * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int d = (int)UV[(y >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int e = (int)UV[(y >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int r = clamp255((298 * c + 409 * e + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int g = clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        int b = clamp255((298 * c + 516 * d + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        rgba[y * width + x] = (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16) | 4278190080u;
    }
}
