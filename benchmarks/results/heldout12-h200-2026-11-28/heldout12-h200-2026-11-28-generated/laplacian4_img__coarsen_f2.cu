extern "C" __global__ void laplacian4_img_cf2x(const float* src, float* dst, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/laplacian4_img.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
