extern "C" __global__ void grad_fwd_mag2d_cf4x(const float* u, float* g2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        int i_0 = y * width + x_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gx_0 = x_0 < width - 1 ? u[i_0 + 1] - u[i_0] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gy_0 = y < height - 1 ? u[i_0 + width] - u[i_0] : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        g2[i_0] = gx_0 * gx_0 + gy_0 * gy_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        int i_1 = y * width + x_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gx_1 = x_1 < width - 1 ? u[i_1 + 1] - u[i_1] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gy_1 = y < height - 1 ? u[i_1 + width] - u[i_1] : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        g2[i_1] = gx_1 * gx_1 + gy_1 * gy_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        int i_2 = y * width + x_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gx_2 = x_2 < width - 1 ? u[i_2 + 1] - u[i_2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gy_2 = y < height - 1 ? u[i_2 + width] - u[i_2] : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        g2[i_2] = gx_2 * gx_2 + gy_2 * gy_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        int i_3 = y * width + x_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gx_3 = x_3 < width - 1 ? u[i_3 + 1] - u[i_3] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gy_3 = y < height - 1 ? u[i_3 + width] - u[i_3] : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        g2[i_3] = gx_3 * gx_3 + gy_3 * gy_3;
    }
}
