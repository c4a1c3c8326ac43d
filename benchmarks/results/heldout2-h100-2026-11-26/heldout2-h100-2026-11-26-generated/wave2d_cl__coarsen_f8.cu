extern "C" __global__ void wave2d_cf8x(const float* u, const float* up, float* un, float c2, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if (!(x_2 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        int i_2 = y * width + x_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        if (x_2 == 0 || y == 0 || x_2 == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_2] = u[i_2];
        } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            float lap_2 = u[i_2 - 1] + u[i_2 + 1] + u[i_2 - width] + u[i_2 + width] - 4.0f * u[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_2] = 2.0f * u[i_2] - up[i_2] + c2 * lap_2;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if (!(x_3 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        int i_3 = y * width + x_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        if (x_3 == 0 || y == 0 || x_3 == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_3] = u[i_3];
        } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            float lap_3 = u[i_3 - 1] + u[i_3 + 1] + u[i_3 - width] + u[i_3 + width] - 4.0f * u[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_3] = 2.0f * u[i_3] - up[i_3] + c2 * lap_3;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if (!(x_4 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        int i_4 = y * width + x_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        if (x_4 == 0 || y == 0 || x_4 == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_4] = u[i_4];
        } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            float lap_4 = u[i_4 - 1] + u[i_4 + 1] + u[i_4 - width] + u[i_4 + width] - 4.0f * u[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_4] = 2.0f * u[i_4] - up[i_4] + c2 * lap_4;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if (!(x_5 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        int i_5 = y * width + x_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        if (x_5 == 0 || y == 0 || x_5 == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_5] = u[i_5];
        } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            float lap_5 = u[i_5 - 1] + u[i_5 + 1] + u[i_5 - width] + u[i_5 + width] - 4.0f * u[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_5] = 2.0f * u[i_5] - up[i_5] + c2 * lap_5;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if (!(x_6 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        int i_6 = y * width + x_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        if (x_6 == 0 || y == 0 || x_6 == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_6] = u[i_6];
        } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            float lap_6 = u[i_6 - 1] + u[i_6 + 1] + u[i_6 - width] + u[i_6 + width] - 4.0f * u[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_6] = 2.0f * u[i_6] - up[i_6] + c2 * lap_6;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
    if (!(x_7 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        int i_7 = y * width + x_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
        if (x_7 == 0 || y == 0 || x_7 == width - 1 || y == height - 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_7] = u[i_7];
        } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            float lap_7 = u[i_7 - 1] + u[i_7 + 1] + u[i_7 - width] + u[i_7 + width] - 4.0f * u[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cl"
            un[i_7] = 2.0f * u[i_7] - up[i_7] + c2 * lap_7;
        }
    }
}
