extern "C" __global__ void emboss3x3_cf4x_st16(const float* src, float* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int xm_0 = max(x_0 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int xp_0 = min(x_0 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int ym_0 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int yp_0 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            float v_0 = 128.0f - 2.0f * src[ym_0 * width + xm_0] - src[ym_0 * width + x_0] - src[y * width + xm_0] + src[y * width + xp_0] + src[yp_0 * width + x_0] + 2.0f * src[yp_0 * width + xp_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            dst[y * width + x_0] = fminf(fmaxf(v_0, 0.0f), 255.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int xm_1 = max(x_1 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int xp_1 = min(x_1 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int ym_1 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int yp_1 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            float v_1 = 128.0f - 2.0f * src[ym_1 * width + xm_1] - src[ym_1 * width + x_1] - src[y * width + xm_1] + src[y * width + xp_1] + src[yp_1 * width + x_1] + 2.0f * src[yp_1 * width + xp_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            dst[y * width + x_1] = fminf(fmaxf(v_1, 0.0f), 255.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int xm_2 = max(x_2 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int xp_2 = min(x_2 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int ym_2 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int yp_2 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            float v_2 = 128.0f - 2.0f * src[ym_2 * width + xm_2] - src[ym_2 * width + x_2] - src[y * width + xm_2] + src[y * width + xp_2] + src[yp_2 * width + x_2] + 2.0f * src[yp_2 * width + xp_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            dst[y * width + x_2] = fminf(fmaxf(v_2, 0.0f), 255.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int xm_3 = max(x_3 - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int xp_3 = min(x_3 + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int ym_3 = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            int yp_3 = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            float v_3 = 128.0f - 2.0f * src[ym_3 * width + xm_3] - src[ym_3 * width + x_3] - src[y * width + xm_3] + src[y * width + xp_3] + src[yp_3 * width + x_3] + 2.0f * src[yp_3 * width + xp_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
            dst[y * width + x_3] = fminf(fmaxf(v_3, 0.0f), 255.0f);
        }
}
