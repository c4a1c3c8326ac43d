extern "C" __global__ void gaussian_blob2d_cf2x(float* out, float cx, float cy, float sigma, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        float dx_0 = (float)x_0 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        float dy_0 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        out[y * width + x_0] = expf(-(dx_0 * dx_0 + dy_0 * dy_0) / (2.0f * sigma * sigma));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        float dx_1 = (float)x_1 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        float dy_1 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        out[y * width + x_1] = expf(-(dx_1 * dx_1 + dy_1 * dy_1) / (2.0f * sigma * sigma));
    }
}
