extern "C" __global__ void gaussian_blob2d(float* out, float cx, float cy, float sigma, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        float dx = (float)x - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        float dy = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/gaussian_blob2d.cu"
        out[y * width + x] = expf(-(dx * dx + dy * dy) / (2.0f * sigma * sigma));
    }
}
