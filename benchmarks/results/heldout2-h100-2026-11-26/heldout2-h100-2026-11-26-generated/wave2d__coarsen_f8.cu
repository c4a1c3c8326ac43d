extern "C" __global__ void wave2d_cf8x(const float* u, const float* up, float* un, float c2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (!(x_2 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        int i_2 = y * width + x_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        if (x_2 == 0 || y == 0 || x_2 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_2] = u[i_2];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            float lap_2 = u[i_2 - 1] + u[i_2 + 1] + u[i_2 - width] + u[i_2 + width] - 4.0f * u[i_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_2] = 2.0f * u[i_2] - up[i_2] + c2 * lap_2;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (!(x_3 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        int i_3 = y * width + x_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        if (x_3 == 0 || y == 0 || x_3 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_3] = u[i_3];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            float lap_3 = u[i_3 - 1] + u[i_3 + 1] + u[i_3 - width] + u[i_3 + width] - 4.0f * u[i_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_3] = 2.0f * u[i_3] - up[i_3] + c2 * lap_3;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (!(x_4 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        int i_4 = y * width + x_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        if (x_4 == 0 || y == 0 || x_4 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_4] = u[i_4];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            float lap_4 = u[i_4 - 1] + u[i_4 + 1] + u[i_4 - width] + u[i_4 + width] - 4.0f * u[i_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_4] = 2.0f * u[i_4] - up[i_4] + c2 * lap_4;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (!(x_5 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        int i_5 = y * width + x_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        if (x_5 == 0 || y == 0 || x_5 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_5] = u[i_5];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            float lap_5 = u[i_5 - 1] + u[i_5 + 1] + u[i_5 - width] + u[i_5 + width] - 4.0f * u[i_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_5] = 2.0f * u[i_5] - up[i_5] + c2 * lap_5;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (!(x_6 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        int i_6 = y * width + x_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        if (x_6 == 0 || y == 0 || x_6 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_6] = u[i_6];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            float lap_6 = u[i_6 - 1] + u[i_6 + 1] + u[i_6 - width] + u[i_6 + width] - 4.0f * u[i_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_6] = 2.0f * u[i_6] - up[i_6] + c2 * lap_6;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
    if (!(x_7 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        int i_7 = y * width + x_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
        if (x_7 == 0 || y == 0 || x_7 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_7] = u[i_7];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            float lap_7 = u[i_7 - 1] + u[i_7 + 1] + u[i_7 - width] + u[i_7 + width] - 4.0f * u[i_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/wave2d.cu"
            un[i_7] = 2.0f * u[i_7] - up[i_7] + c2 * lap_7;
        }
    }
}
