extern "C" __global__ void axpy2d_colwalk_cf8x(float a, const float* x, float* y, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_0 < height && c < width)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_0 * width + c] = a * x[r_0 * width + c] + y[r_0 * width + c];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_1 < height && c < width)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_1 * width + c] = a * x[r_1 * width + c] + y[r_1 * width + c];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_2 < height && c < width)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_2 * width + c] = a * x[r_2 * width + c] + y[r_2 * width + c];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_3 < height && c < width)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_3 * width + c] = a * x[r_3 * width + c] + y[r_3 * width + c];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_4 < height && c < width)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_4 * width + c] = a * x[r_4 * width + c] + y[r_4 * width + c];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_5 < height && c < width)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_5 * width + c] = a * x[r_5 * width + c] + y[r_5 * width + c];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_6 < height && c < width)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_6 * width + c] = a * x[r_6 * width + c] + y[r_6 * width + c];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_7 < height && c < width)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_7 * width + c] = a * x[r_7 * width + c] + y[r_7 * width + c];
}
