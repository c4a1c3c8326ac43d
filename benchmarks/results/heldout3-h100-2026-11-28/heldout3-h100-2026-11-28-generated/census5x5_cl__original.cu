extern "C" __global__ void census5x5(const int* in, unsigned int* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c = in[y * width + x];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy = -2; dy <= 2; dy++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy = min(max(y + dy, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx = -2; dx <= 2; dx++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx != 0 || dy != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx = min(max(x + dx, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy * width + xx] < c)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d |= 1u << k;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x] = d;
    }
}
