extern "C" __global__ void wave2d_cf2x_st32(const float* u, const float* up, float* un, float c2, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_0;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 64ull + (unsigned long long)threadIdx.x % 32ull < 32ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        x_0 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 32ull * 64ull + (unsigned long long)threadIdx.x % 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_1;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 64ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 32ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        x_1 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 32ull * 64ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 64ull + (unsigned long long)threadIdx.x % 32ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        if (!(x_0 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            int i_0 = y * width + x_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            if (x_0 == 0 || y == 0 || x_0 == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
                un[i_0] = u[i_0];
            } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
                float lap_0 = u[i_0 - 1] + u[i_0 + 1] + u[i_0 - width] + u[i_0 + width] - 4.0f * u[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
                un[i_0] = 2.0f * u[i_0] - up[i_0] + c2 * lap_0;
            }
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 64ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        if (!(x_1 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            int i_1 = y * width + x_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            if (x_1 == 0 || y == 0 || x_1 == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
                un[i_1] = u[i_1];
            } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
                float lap_1 = u[i_1 - 1] + u[i_1 + 1] + u[i_1 - width] + u[i_1 + width] - 4.0f * u[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
                un[i_1] = 2.0f * u[i_1] - up[i_1] + c2 * lap_1;
            }
        }
}
