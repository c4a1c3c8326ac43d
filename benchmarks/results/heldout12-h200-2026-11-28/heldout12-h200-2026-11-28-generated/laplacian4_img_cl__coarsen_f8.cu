extern "C" __global__ void laplacian4_img_cf8x(const float* src, float* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xm_4 = max(x_4 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xp_4 = min(x_4 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int ym_4 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int yp_4 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        dst[y * width + x_4] = 4.0f * src[y * width + x_4] - src[ym_4 * width + x_4] - src[yp_4 * width + x_4] - src[y * width + xm_4] - src[y * width + xp_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xm_5 = max(x_5 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xp_5 = min(x_5 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int ym_5 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int yp_5 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        dst[y * width + x_5] = 4.0f * src[y * width + x_5] - src[ym_5 * width + x_5] - src[yp_5 * width + x_5] - src[y * width + xm_5] - src[y * width + xp_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xm_6 = max(x_6 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xp_6 = min(x_6 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int ym_6 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int yp_6 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        dst[y * width + x_6] = 4.0f * src[y * width + x_6] - src[ym_6 * width + x_6] - src[yp_6 * width + x_6] - src[y * width + xm_6] - src[y * width + xp_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xm_7 = max(x_7 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int xp_7 = min(x_7 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int ym_7 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        int yp_7 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cl"
        dst[y * width + x_7] = 4.0f * src[y * width + x_7] - src[ym_7 * width + x_7] - src[yp_7 * width + x_7] - src[y * width + xm_7] - src[y * width + xp_7];
    }
}
