extern "C" __global__ void laplacian4_img(const float* src, float* dst, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm = max(x - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp = min(x + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x] = 4.0f * src[y * width + x] - src[ym * width + x] - src[yp * width + x] - src[y * width + xm] - src[y * width + xp];
    }
}
