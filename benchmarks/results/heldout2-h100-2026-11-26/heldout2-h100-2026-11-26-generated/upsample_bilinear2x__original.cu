extern "C" __global__ void upsample_bilinear2x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int Y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (X >= 2 * width || Y >= 2 * height)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        return;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int x0 = X & 1 ? X >> 1 : (X >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int y0 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    float wx0 = X & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    float wy0 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int x1 = min(x0 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int y1 = min(y0 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    x0 = max(x0, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    y0 = max(y0, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    float top = wx0 * in[y0 * width + x0] + (1.0f - wx0) * in[y0 * width + x1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    float bot = wx0 * in[y1 * width + x0] + (1.0f - wx0) * in[y1 * width + x1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    out[Y * 2 * width + X] = wy0 * top + (1.0f - wy0) * bot;
}
