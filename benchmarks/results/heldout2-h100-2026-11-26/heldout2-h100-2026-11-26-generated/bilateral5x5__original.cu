extern "C" __global__ void bilateral5x5(const float* in, float* out, float ks, float kr, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (x >= width || y >= height)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        return;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    float c = in[y * width + x];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    float num = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    float den = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    for (int dy = -2; dy <= 2; dy++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dx = -2; dx <= 2; dx++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            int yy = min(max(y + dy, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            int xx = min(max(x + dx, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            float v = in[yy * width + xx];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            float wgt = expf(-(float)(dx * dx + dy * dy) * ks - (v - c) * (v - c) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            num += wgt * v;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            den += wgt;
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    out[y * width + x] = num / den;
}
