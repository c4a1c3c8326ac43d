extern "C" __global__ void emboss3x3_cf2x(const float* src, float* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
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
}
