extern "C" __global__ void circle_sdf2d_cf4x(float* dist, float cx, float cy, float radius, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        float dx_0 = (float)x_0 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        float dy_0 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        dist[y * width + x_0] = sqrtf(dx_0 * dx_0 + dy_0 * dy_0) - radius;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        float dx_1 = (float)x_1 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        float dy_1 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        dist[y * width + x_1] = sqrtf(dx_1 * dx_1 + dy_1 * dy_1) - radius;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        float dx_2 = (float)x_2 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        float dy_2 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        dist[y * width + x_2] = sqrtf(dx_2 * dx_2 + dy_2 * dy_2) - radius;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        float dx_3 = (float)x_3 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        float dy_3 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cl"
        dist[y * width + x_3] = sqrtf(dx_3 * dx_3 + dy_3 * dy_3) - radius;
    }
}
