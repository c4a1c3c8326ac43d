__device__ int clamp255(int v) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    return min(max(v, 0), 255);
}

extern "C" __global__ void nv12_to_rgba(const unsigned char* Yp, const unsigned char* UV, unsigned int* rgba, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
    if (x < width && y < height) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int c = (int)Yp[y * width + x] - 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int d = (int)UV[(y >> 1) * width + (x & ~1)] - 128;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int e = (int)UV[(y >> 1) * width + (x & ~1) + 1] - 128;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int r = clamp255((298 * c + 409 * e + 128) >> 8);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int g = clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        int b = clamp255((298 * c + 516 * d + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cl"
        rgba[y * width + x] = (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16) | 4278190080u;
    }
}
