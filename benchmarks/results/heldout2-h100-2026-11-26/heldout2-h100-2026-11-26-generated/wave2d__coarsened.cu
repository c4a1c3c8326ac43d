extern "C" __global__ void wave2d_cf2x_st32(const float* u, const float* up, float* un, float c2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (threadIdx.x / 32u * 64u + threadIdx.x % 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 32u * 64u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (threadIdx.x / 32u * 64u + threadIdx.x % 32u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 32u * 64u + threadIdx.x % 32u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (threadIdx.x / 32u * 64u + threadIdx.x % 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        if (!(x_0 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            int i_0 = y * width + x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            if (x_0 == 0 || y == 0 || x_0 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
                un[i_0] = u[i_0];
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
                float lap_0 = u[i_0 - 1] + u[i_0 + 1] + u[i_0 - width] + u[i_0 + width] - 4.0f * u[i_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
                un[i_0] = 2.0f * u[i_0] - up[i_0] + c2 * lap_0;
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (threadIdx.x / 32u * 64u + threadIdx.x % 32u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        if (!(x_1 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            int i_1 = y * width + x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            if (x_1 == 0 || y == 0 || x_1 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
                un[i_1] = u[i_1];
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
                float lap_1 = u[i_1 - 1] + u[i_1 + 1] + u[i_1 - width] + u[i_1 + width] - 4.0f * u[i_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
                un[i_1] = 2.0f * u[i_1] - up[i_1] + c2 * lap_1;
            }
        }
}
