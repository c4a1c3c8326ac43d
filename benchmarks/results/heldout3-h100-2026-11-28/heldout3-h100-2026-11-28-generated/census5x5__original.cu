extern "C" __global__ void census5x5(const int* in, unsigned int* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        int c = in[y * width + x];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        unsigned int d = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        int k = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        for (int dy = -2; dy <= 2; dy++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
            int yy = min(max(y + dy, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
            for (int dx = -2; dx <= 2; dx++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                if (dx != 0 || dy != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    int xx = min(max(x + dx, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    if (in[yy * width + xx] < c)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                        d |= 1u << k;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    k++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        out[y * width + x] = d;
    }
}
