extern "C" __global__ void aniso_diffuse2d(const float* u, float* out, float kx, float ky, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        int i = y * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        float c = u[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
            c = c + kx * (u[i - 1] - 2.0f * c + u[i + 1]) + ky * (u[i - width] - 2.0f * c + u[i + width]);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/aniso_diffuse2d.cu"
        out[i] = c;
    }
}
