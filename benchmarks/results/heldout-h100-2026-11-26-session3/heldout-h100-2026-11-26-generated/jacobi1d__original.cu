extern "C" __global__ void jacobi1d(const float* a, float* b, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i == 0 || i == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i] = a[i];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i] = 0.33333f * (a[i - 1] + a[i] + a[i + 1]);
    }
}
