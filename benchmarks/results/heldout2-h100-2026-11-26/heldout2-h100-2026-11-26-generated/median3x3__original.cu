extern "C" __global__ void median3x3(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    if (x >= width || y >= height)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        return;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    float v[9];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    for (int dy = -1; dy <= 1; dy++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        for (int dx = -1; dx <= 1; dx++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            int yy = min(max(y + dy, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            int xx = min(max(x + dx, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            v[(dy + 1) * 3 + dx + 1] = in[yy * width + xx];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    for (int p = 0; p < 9; p++)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        for (int j = p & 1; j < 8; j += 2) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            float a = v[j];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            float b = v[j + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            v[j] = fminf(a, b);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            v[j + 1] = fmaxf(a, b);
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    out[y * width + x] = v[4];
}
