__device__ int luma(uchar4 p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    return (77 * p.x + 150 * p.y + 29 * p.z) >> 8;
}

extern "C" __global__ void sobel_rgba8(const uchar4* img, int* out, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm = max(x - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp = min(x + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a = luma(img[ym + xm]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b = luma(img[ym + x]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c = luma(img[ym + xp]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d = luma(img[yc + xm]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f = luma(img[yc + xp]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g = luma(img[yp + xm]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h = luma(img[yp + x]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k = luma(img[yp + xp]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx = c + 2 * f + k - (a + 2 * d + g);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy = g + 2 * h + k - (a + 2 * b + c);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc + x] = abs(gx) + abs(gy);
    }
}
