extern "C" __global__ void gaussian_blob2d_cf4x_st16(float* out, float cx, float cy, float sigma, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
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
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            float dx_1 = (float)x_1 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            float dy_1 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            out[y * width + x_1] = expf(-(dx_1 * dx_1 + dy_1 * dy_1) / (2.0f * sigma * sigma));
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            float dx_2 = (float)x_2 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            float dy_2 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            out[y * width + x_2] = expf(-(dx_2 * dx_2 + dy_2 * dy_2) / (2.0f * sigma * sigma));
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            float dx_3 = (float)x_3 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            float dy_3 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
            out[y * width + x_3] = expf(-(dx_3 * dx_3 + dy_3 * dy_3) / (2.0f * sigma * sigma));
        }
}
