extern "C" __global__ void aniso_diffuse2d_cf8x(const float* u, float* out, float kx, float ky, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        int i_0 = y * width + x_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        float c_0 = u[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        if (x_0 > 0 && x_0 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
            c_0 = c_0 + kx * (u[i_0 - 1] - 2.0f * c_0 + u[i_0 + 1]) + ky * (u[i_0 - width] - 2.0f * c_0 + u[i_0 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        out[i_0] = c_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        int i_1 = y * width + x_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        float c_1 = u[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        if (x_1 > 0 && x_1 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
            c_1 = c_1 + kx * (u[i_1 - 1] - 2.0f * c_1 + u[i_1 + 1]) + ky * (u[i_1 - width] - 2.0f * c_1 + u[i_1 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        out[i_1] = c_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        int i_2 = y * width + x_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        float c_2 = u[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        if (x_2 > 0 && x_2 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
            c_2 = c_2 + kx * (u[i_2 - 1] - 2.0f * c_2 + u[i_2 + 1]) + ky * (u[i_2 - width] - 2.0f * c_2 + u[i_2 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        out[i_2] = c_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        int i_3 = y * width + x_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        float c_3 = u[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        if (x_3 > 0 && x_3 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
            c_3 = c_3 + kx * (u[i_3 - 1] - 2.0f * c_3 + u[i_3 + 1]) + ky * (u[i_3 - width] - 2.0f * c_3 + u[i_3 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        out[i_3] = c_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        int i_4 = y * width + x_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        float c_4 = u[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        if (x_4 > 0 && x_4 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
            c_4 = c_4 + kx * (u[i_4 - 1] - 2.0f * c_4 + u[i_4 + 1]) + ky * (u[i_4 - width] - 2.0f * c_4 + u[i_4 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        out[i_4] = c_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        int i_5 = y * width + x_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        float c_5 = u[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        if (x_5 > 0 && x_5 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
            c_5 = c_5 + kx * (u[i_5 - 1] - 2.0f * c_5 + u[i_5 + 1]) + ky * (u[i_5 - width] - 2.0f * c_5 + u[i_5 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        out[i_5] = c_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        int i_6 = y * width + x_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        float c_6 = u[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        if (x_6 > 0 && x_6 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
            c_6 = c_6 + kx * (u[i_6 - 1] - 2.0f * c_6 + u[i_6 + 1]) + ky * (u[i_6 - width] - 2.0f * c_6 + u[i_6 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        out[i_6] = c_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        int i_7 = y * width + x_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        float c_7 = u[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        if (x_7 > 0 && x_7 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
            c_7 = c_7 + kx * (u[i_7 - 1] - 2.0f * c_7 + u[i_7 + 1]) + ky * (u[i_7 - width] - 2.0f * c_7 + u[i_7 + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
        out[i_7] = c_7;
    }
}
