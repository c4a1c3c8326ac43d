extern "C" __global__ void axpy2d_colwalk_cf4x_st16(float a, const float* x, float* y, int width, int height) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        r_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_1;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        r_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_2;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        r_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_3;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        r_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        if (r_0 < height && c < width)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
            y[r_0 * width + c] = a * x[r_0 * width + c] + y[r_0 * width + c];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        if (r_1 < height && c < width)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
            y[r_1 * width + c] = a * x[r_1 * width + c] + y[r_1 * width + c];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        if (r_2 < height && c < width)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
            y[r_2 * width + c] = a * x[r_2 * width + c] + y[r_2 * width + c];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        if (r_3 < height && c < width)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
            y[r_3 * width + c] = a * x[r_3 * width + c] + y[r_3 * width + c];
}
