extern "C" __global__ void axpy2d_colwalk_cf2x(float a, const float* x, float* y, int width, int height) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_0 < height && c < width)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_0 * width + c] = a * x[r_0 * width + c] + y[r_0 * width + c];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r_1 < height && c < width)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r_1 * width + c] = a * x[r_1 * width + c] + y[r_1 * width + c];
}
