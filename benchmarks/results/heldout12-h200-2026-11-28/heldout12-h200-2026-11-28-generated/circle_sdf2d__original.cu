extern "C" __global__ void circle_sdf2d(float* dist, float cx, float cy, float radius, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dx = (float)x - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        float dy = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/circle_sdf2d.cu"
        dist[y * width + x] = sqrtf(dx * dx + dy * dy) - radius;
    }
}
