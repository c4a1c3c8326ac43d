extern "C" __global__ void laplacian4_img_cf8x(const float* src, float* dst, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x_0 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm_0 = max(x_0 - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp_0 = min(x_0 + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym_0 = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp_0 = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x_0] = 4.0f * src[y * width + x_0] - src[ym_0 * width + x_0] - src[yp_0 * width + x_0] - src[y * width + xm_0] - src[y * width + xp_0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x_1 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm_1 = max(x_1 - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp_1 = min(x_1 + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym_1 = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp_1 = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x_1] = 4.0f * src[y * width + x_1] - src[ym_1 * width + x_1] - src[yp_1 * width + x_1] - src[y * width + xm_1] - src[y * width + xp_1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x_2 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm_2 = max(x_2 - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp_2 = min(x_2 + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym_2 = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp_2 = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x_2] = 4.0f * src[y * width + x_2] - src[ym_2 * width + x_2] - src[yp_2 * width + x_2] - src[y * width + xm_2] - src[y * width + xp_2];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x_3 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm_3 = max(x_3 - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp_3 = min(x_3 + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym_3 = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp_3 = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x_3] = 4.0f * src[y * width + x_3] - src[ym_3 * width + x_3] - src[yp_3 * width + x_3] - src[y * width + xm_3] - src[y * width + xp_3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x_4 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm_4 = max(x_4 - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp_4 = min(x_4 + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym_4 = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp_4 = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x_4] = 4.0f * src[y * width + x_4] - src[ym_4 * width + x_4] - src[yp_4 * width + x_4] - src[y * width + xm_4] - src[y * width + xp_4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x_5 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm_5 = max(x_5 - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp_5 = min(x_5 + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym_5 = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp_5 = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x_5] = 4.0f * src[y * width + x_5] - src[ym_5 * width + x_5] - src[yp_5 * width + x_5] - src[y * width + xm_5] - src[y * width + xp_5];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x_6 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm_6 = max(x_6 - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp_6 = min(x_6 + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym_6 = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp_6 = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x_6] = 4.0f * src[y * width + x_6] - src[ym_6 * width + x_6] - src[yp_6 * width + x_6] - src[y * width + xm_6] - src[y * width + xp_6];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    if (x_7 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xm_7 = max(x_7 - 1, 0);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int xp_7 = min(x_7 + 1, width - 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int ym_7 = max(y - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        int yp_7 = min(y + 1, height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
        dst[y * width + x_7] = 4.0f * src[y * width + x_7] - src[ym_7 * width + x_7] - src[yp_7 * width + x_7] - src[y * width + xm_7] - src[y * width + xp_7];
    }
}
