extern "C" __global__ void laplacian4_img_cf4x(const float* src, float* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xm_0 = max(x_0 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xp_0 = min(x_0 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int ym_0 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int yp_0 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        dst[y * width + x_0] = 4.0f * src[y * width + x_0] - src[ym_0 * width + x_0] - src[yp_0 * width + x_0] - src[y * width + xm_0] - src[y * width + xp_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xm_1 = max(x_1 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xp_1 = min(x_1 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int ym_1 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int yp_1 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        dst[y * width + x_1] = 4.0f * src[y * width + x_1] - src[ym_1 * width + x_1] - src[yp_1 * width + x_1] - src[y * width + xm_1] - src[y * width + xp_1];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xm_2 = max(x_2 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xp_2 = min(x_2 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int ym_2 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int yp_2 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        dst[y * width + x_2] = 4.0f * src[y * width + x_2] - src[ym_2 * width + x_2] - src[yp_2 * width + x_2] - src[y * width + xm_2] - src[y * width + xp_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xm_3 = max(x_3 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xp_3 = min(x_3 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int ym_3 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int yp_3 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        dst[y * width + x_3] = 4.0f * src[y * width + x_3] - src[ym_3 * width + x_3] - src[yp_3 * width + x_3] - src[y * width + xm_3] - src[y * width + xp_3];
    }
}
