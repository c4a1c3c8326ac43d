extern "C" __global__ void jacobi2d(const float* a, float* b, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
    if (x < n && y < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        int p = y * n + x;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
        if (x == 0 || y == 0 || x == n - 1 || y == n - 1)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p] = a[p];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi2d.cl"
            b[p] = 0.2f * (a[p] + a[p - 1] + a[p + 1] + a[p + n] + a[p - n]);
    }
}
