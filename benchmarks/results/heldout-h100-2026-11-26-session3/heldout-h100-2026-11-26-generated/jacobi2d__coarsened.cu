extern "C" __global__ void jacobi2d_cf2x_st32(const float* a, float* b, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    if (x_0 < n && y < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        int p_0 = y * n + x_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        if (x_0 == 0 || y == 0 || x_0 == n - 1 || y == n - 1)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p_0] = a[p_0];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p_0] = 0.2f * (a[p_0] + a[p_0 - 1] + a[p_0 + 1] + a[p_0 + n] + a[p_0 - n]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    if (x_1 < n && y < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        int p_1 = y * n + x_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        if (x_1 == 0 || y == 0 || x_1 == n - 1 || y == n - 1)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p_1] = a[p_1];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p_1] = 0.2f * (a[p_1] + a[p_1 - 1] + a[p_1 + 1] + a[p_1 + n] + a[p_1 - n]);
    }
}
