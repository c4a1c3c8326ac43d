extern "C" __global__ void bilateral5x5(const float* in, float* out, float ks, float kr, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (x >= width || y >= height)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        return;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    float c = in[y * width + x];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    float num = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    float den = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    for (int dy = -2; dy <= 2; dy++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dx = -2; dx <= 2; dx++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            int yy = min(max(y + dy, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            int xx = min(max(x + dx, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float v = in[yy * width + xx];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            float wgt = expf(-(float)(dx * dx + dy * dy) * ks - (v - c) * (v - c) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            num += wgt * v;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            den += wgt;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    out[y * width + x] = num / den;
}
