extern "C" __global__ void grad_fwd_mag2d_cf2x(const float* u, float* g2, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
    if (x_0 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        int i_0 = y * width + x_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        float gx_0 = x_0 < width - 1 ? u[i_0 + 1] - u[i_0] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        float gy_0 = y < height - 1 ? u[i_0 + width] - u[i_0] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        g2[i_0] = gx_0 * gx_0 + gy_0 * gy_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
    if (x_1 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        int i_1 = y * width + x_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        float gx_1 = x_1 < width - 1 ? u[i_1 + 1] - u[i_1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        float gy_1 = y < height - 1 ? u[i_1 + width] - u[i_1] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        g2[i_1] = gx_1 * gx_1 + gy_1 * gy_1;
    }
}
