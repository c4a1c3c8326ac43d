extern "C" __global__ void wave2d(const float* u, const float* up, float* un, float c2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (x >= width || y >= height)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        return;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int i = y * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        un[i] = u[i];
    } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        float lap = u[i - 1] + u[i + 1] + u[i - width] + u[i + width] - 4.0f * u[i];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        un[i] = 2.0f * u[i] - up[i] + c2 * lap;
    }
}
