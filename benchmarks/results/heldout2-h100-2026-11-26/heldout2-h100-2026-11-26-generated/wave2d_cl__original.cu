extern "C" __global__ void wave2d(const float* u, const float* up, float* un, float c2, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if (x >= width || y >= height)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        return;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int i = y * width + x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        un[i] = u[i];
    } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        float lap = u[i - 1] + u[i + 1] + u[i - width] + u[i + width] - 4.0f * u[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        un[i] = 2.0f * u[i] - up[i] + c2 * lap;
    }
}
