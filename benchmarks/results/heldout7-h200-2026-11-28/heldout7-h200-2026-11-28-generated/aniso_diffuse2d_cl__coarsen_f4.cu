extern "C" __global__ void aniso_diffuse2d_cf4x(const float* u, float* out, float kx, float ky, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
