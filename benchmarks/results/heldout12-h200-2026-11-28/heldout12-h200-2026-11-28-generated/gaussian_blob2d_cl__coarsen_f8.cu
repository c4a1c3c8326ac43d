extern "C" __global__ void gaussian_blob2d_cf8x(float* out, float cx, float cy, float sigma, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dx_0 = (float)x_0 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dy_0 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        out[y * width + x_0] = expf(-(dx_0 * dx_0 + dy_0 * dy_0) / (2.0f * sigma * sigma));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dx_1 = (float)x_1 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dy_1 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        out[y * width + x_1] = expf(-(dx_1 * dx_1 + dy_1 * dy_1) / (2.0f * sigma * sigma));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dx_2 = (float)x_2 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dy_2 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        out[y * width + x_2] = expf(-(dx_2 * dx_2 + dy_2 * dy_2) / (2.0f * sigma * sigma));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dx_3 = (float)x_3 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dy_3 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        out[y * width + x_3] = expf(-(dx_3 * dx_3 + dy_3 * dy_3) / (2.0f * sigma * sigma));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dx_4 = (float)x_4 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dy_4 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        out[y * width + x_4] = expf(-(dx_4 * dx_4 + dy_4 * dy_4) / (2.0f * sigma * sigma));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dx_5 = (float)x_5 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dy_5 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        out[y * width + x_5] = expf(-(dx_5 * dx_5 + dy_5 * dy_5) / (2.0f * sigma * sigma));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dx_6 = (float)x_6 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dy_6 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        out[y * width + x_6] = expf(-(dx_6 * dx_6 + dy_6 * dy_6) / (2.0f * sigma * sigma));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dx_7 = (float)x_7 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        float dy_7 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cl"
        out[y * width + x_7] = expf(-(dx_7 * dx_7 + dy_7 * dy_7) / (2.0f * sigma * sigma));
    }
}
