extern "C" __global__ void biharm13(const float* u, float* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        int i = y * width + x;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        float v = u[i];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        if (x >= 2 && x < width - 2 && y >= 2 && y < height - 2) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c1 = u[i - 1] + u[i + 1] + (u[i - width] + u[i + width]);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float d1 = u[i - width - 1] + u[i - width + 1] + (u[i + width - 1] + u[i + width + 1]);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            float c2 = u[i - 2] + u[i + 2] + (u[i - 2 * width] + u[i + 2 * width]);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
            v = 20.0f * v - 8.0f * c1 + 2.0f * d1 + c2;
        }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cu"
        out[i] = v;
    }
}
