extern "C" __global__ void axpy2d_colwalk(float a, const float* x, float* y, int width, int height) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
    if (r < height && c < width)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/axpy2d_colwalk.cu"
        y[r * width + c] = a * x[r * width + c] + y[r * width + c];
}
