extern "C" __global__ void biharm13(const float* u, float* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        int i = y * width + x;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        float v = u[i];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        if (x >= 2 && x < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            float c1 = u[i - 1] + u[i + 1] + (u[i - width] + u[i + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            float d1 = u[i - width - 1] + u[i - width + 1] + (u[i + width - 1] + u[i + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            float c2 = u[i - 2] + u[i + 2] + (u[i - 2 * width] + u[i + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            v = 20.0f * v - 8.0f * c1 + 2.0f * d1 + c2;
        }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        out[i] = v;
    }
}
