extern "C" __global__ void circle_sdf2d_cf4x(float* dist, float cx, float cy, float radius, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dx_0 = (float)x_0 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dy_0 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        dist[y * width + x_0] = sqrtf(dx_0 * dx_0 + dy_0 * dy_0) - radius;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dx_1 = (float)x_1 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dy_1 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        dist[y * width + x_1] = sqrtf(dx_1 * dx_1 + dy_1 * dy_1) - radius;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dx_2 = (float)x_2 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dy_2 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        dist[y * width + x_2] = sqrtf(dx_2 * dx_2 + dy_2 * dy_2) - radius;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dx_3 = (float)x_3 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dy_3 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        dist[y * width + x_3] = sqrtf(dx_3 * dx_3 + dy_3 * dy_3) - radius;
    }
}
