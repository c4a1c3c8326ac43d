__device__ int luma(uchar4 p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
    return (77 * p.x + 150 * p.y + 29 * p.z) >> 8;
}

extern "C" __global__ void sobel_rgba8(const uchar4* img, int* out, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
    if (x < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int xm = max(x - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int xp = min(x + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int ym = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int yp = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int yc = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int a = luma(img[ym + xm]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int b = luma(img[ym + x]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int c = luma(img[ym + xp]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int d = luma(img[yc + xm]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int f = luma(img[yc + xp]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int g = luma(img[yp + xm]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int h = luma(img[yp + x]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int k = luma(img[yp + xp]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int gx = c + 2 * f + k - (a + 2 * d + g);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        int gy = g + 2 * h + k - (a + 2 * b + c);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cl"
        out[yc + x] = (unsigned int)abs(gx) + (unsigned int)abs(gy);
    }
}
