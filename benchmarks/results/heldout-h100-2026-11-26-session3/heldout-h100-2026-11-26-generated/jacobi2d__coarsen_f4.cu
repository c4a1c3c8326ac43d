extern "C" __global__ void jacobi2d_cf4x(const float* a, float* b, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    if (x_2 < n && y < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        int p_2 = y * n + x_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        if (x_2 == 0 || y == 0 || x_2 == n - 1 || y == n - 1)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p_2] = a[p_2];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p_2] = 0.2f * (a[p_2] + a[p_2 - 1] + a[p_2 + 1] + a[p_2 + n] + a[p_2 - n]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    if (x_3 < n && y < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        int p_3 = y * n + x_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        if (x_3 == 0 || y == 0 || x_3 == n - 1 || y == n - 1)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p_3] = a[p_3];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p_3] = 0.2f * (a[p_3] + a[p_3 - 1] + a[p_3 + 1] + a[p_3 + n] + a[p_3 - n]);
    }
}
