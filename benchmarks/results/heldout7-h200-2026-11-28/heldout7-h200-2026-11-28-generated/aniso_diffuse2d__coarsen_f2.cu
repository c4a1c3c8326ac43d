extern "C" __global__ void aniso_diffuse2d_cf2x(const float* u, float* out, float kx, float ky, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
