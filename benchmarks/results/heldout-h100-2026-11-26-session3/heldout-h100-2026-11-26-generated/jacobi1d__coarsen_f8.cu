extern "C" __global__ void jacobi1d_cf8x(const float* a, float* b, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_0 == 0 || i_0 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_0] = a[i_0];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_0] = 0.33333f * (a[i_0 - 1] + a[i_0] + a[i_0 + 1]);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_1 == 0 || i_1 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_1] = a[i_1];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_1] = 0.33333f * (a[i_1 - 1] + a[i_1] + a[i_1 + 1]);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_2 == 0 || i_2 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_2] = a[i_2];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_2] = 0.33333f * (a[i_2 - 1] + a[i_2] + a[i_2 + 1]);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_3 == 0 || i_3 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_3] = a[i_3];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_3] = 0.33333f * (a[i_3 - 1] + a[i_3] + a[i_3 + 1]);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_4 == 0 || i_4 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_4] = a[i_4];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_4] = 0.33333f * (a[i_4 - 1] + a[i_4] + a[i_4 + 1]);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_5 == 0 || i_5 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_5] = a[i_5];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_5] = 0.33333f * (a[i_5 - 1] + a[i_5] + a[i_5 + 1]);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_6 == 0 || i_6 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_6] = a[i_6];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_6] = 0.33333f * (a[i_6 - 1] + a[i_6] + a[i_6 + 1]);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_7 == 0 || i_7 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_7] = a[i_7];
        else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            b[i_7] = 0.33333f * (a[i_7 - 1] + a[i_7] + a[i_7 + 1]);
    }
}
