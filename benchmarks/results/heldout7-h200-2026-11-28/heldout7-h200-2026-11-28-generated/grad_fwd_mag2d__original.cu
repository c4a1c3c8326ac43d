extern "C" __global__ void grad_fwd_mag2d(const float* u, float* g2, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
    if (x < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        int i = y * width + x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        float gx = x < width - 1 ? u[i + 1] - u[i] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        float gy = y < height - 1 ? u[i + width] - u[i] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cu"
        g2[i] = gx * gx + gy * gy;
    }
}
