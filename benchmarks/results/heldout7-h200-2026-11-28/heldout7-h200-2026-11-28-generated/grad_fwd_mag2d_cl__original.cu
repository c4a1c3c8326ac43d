extern "C" __global__ void grad_fwd_mag2d(const float* u, float* g2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        int i = y * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gx = x < width - 1 ? u[i + 1] - u[i] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        float gy = y < height - 1 ? u[i + width] - u[i] : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/grad_fwd_mag2d.cl"
        g2[i] = gx * gx + gy * gy;
    }
}
