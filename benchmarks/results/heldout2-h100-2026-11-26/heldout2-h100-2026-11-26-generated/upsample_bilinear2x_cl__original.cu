extern "C" __global__ void upsample_bilinear2x(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int X = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int Y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if (X >= 2 * width || Y >= 2 * height)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        return;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int x0 = X & 1 ? X >> 1 : (X >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int y0 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    float wx0 = X & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    float wy0 = Y & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int x1 = min(x0 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int y1 = min(y0 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    x0 = max(x0, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    y0 = max(y0, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    float top = wx0 * in[y0 * width + x0] + (1.0f - wx0) * in[y0 * width + x1];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    float bot = wx0 * in[y1 * width + x0] + (1.0f - wx0) * in[y1 * width + x1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    out[Y * 2 * width + X] = wy0 * top + (1.0f - wy0) * bot;
}
