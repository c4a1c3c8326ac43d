extern "C" __global__ void median3x3(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (x >= width || y >= height)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        return;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    float v[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    for (int dy = -1; dy <= 1; dy++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dx = -1; dx <= 1; dx++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            int yy = min(max(y + dy, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            int xx = min(max(x + dx, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            v[(dy + 1) * 3 + dx + 1] = in[yy * width + xx];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    for (int p = 0; p < 9; p++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int j = p & 1; j < 8; j += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            float a = v[j];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            float b = v[j + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            v[j] = fminf(a, b);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            v[j + 1] = fmaxf(a, b);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    out[y * width + x] = v[4];
}
