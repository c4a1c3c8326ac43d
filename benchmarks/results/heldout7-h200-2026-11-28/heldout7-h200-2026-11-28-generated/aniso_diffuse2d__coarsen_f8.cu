extern "C" __global__ void aniso_diffuse2d_cf8x(const float* u, float* out, float kx, float ky, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i_0 = y * width + x_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c_0 = u[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x_0 > 0 && x_0 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c_0 = c_0 + kx * (u[i_0 - 1] - 2.0f * c_0 + u[i_0 + 1]) + ky * (u[i_0 - width] - 2.0f * c_0 + u[i_0 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i_0] = c_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i_1 = y * width + x_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c_1 = u[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x_1 > 0 && x_1 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c_1 = c_1 + kx * (u[i_1 - 1] - 2.0f * c_1 + u[i_1 + 1]) + ky * (u[i_1 - width] - 2.0f * c_1 + u[i_1 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i_1] = c_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i_2 = y * width + x_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c_2 = u[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x_2 > 0 && x_2 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c_2 = c_2 + kx * (u[i_2 - 1] - 2.0f * c_2 + u[i_2 + 1]) + ky * (u[i_2 - width] - 2.0f * c_2 + u[i_2 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i_2] = c_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i_3 = y * width + x_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c_3 = u[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x_3 > 0 && x_3 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c_3 = c_3 + kx * (u[i_3 - 1] - 2.0f * c_3 + u[i_3 + 1]) + ky * (u[i_3 - width] - 2.0f * c_3 + u[i_3 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i_3] = c_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i_4 = y * width + x_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c_4 = u[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x_4 > 0 && x_4 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c_4 = c_4 + kx * (u[i_4 - 1] - 2.0f * c_4 + u[i_4 + 1]) + ky * (u[i_4 - width] - 2.0f * c_4 + u[i_4 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i_4] = c_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i_5 = y * width + x_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c_5 = u[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x_5 > 0 && x_5 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c_5 = c_5 + kx * (u[i_5 - 1] - 2.0f * c_5 + u[i_5 + 1]) + ky * (u[i_5 - width] - 2.0f * c_5 + u[i_5 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i_5] = c_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i_6 = y * width + x_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c_6 = u[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x_6 > 0 && x_6 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c_6 = c_6 + kx * (u[i_6 - 1] - 2.0f * c_6 + u[i_6 + 1]) + ky * (u[i_6 - width] - 2.0f * c_6 + u[i_6 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i_6] = c_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i_7 = y * width + x_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c_7 = u[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x_7 > 0 && x_7 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c_7 = c_7 + kx * (u[i_7 - 1] - 2.0f * c_7 + u[i_7 + 1]) + ky * (u[i_7 - width] - 2.0f * c_7 + u[i_7 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i_7] = c_7;
    }
}
