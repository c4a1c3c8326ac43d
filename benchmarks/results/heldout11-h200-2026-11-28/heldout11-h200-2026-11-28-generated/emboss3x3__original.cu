extern "C" __global__ void emboss3x3(const float* src, float* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        int xm = max(x - 1, 0);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        int xp = min(x + 1, width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        int ym = max(y - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        int yp = min(y + 1, height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        float v = 128.0f - 2.0f * src[ym * width + xm] - src[ym * width + x] - src[y * width + xm] + src[y * width + xp] + src[yp * width + x] + 2.0f * src[yp * width + xp];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/emboss3x3.cu"
        dst[y * width + x] = fminf(fmaxf(v, 0.0f), 255.0f);
    }
}
