extern "C" __global__ void hypot2d_colwalk(const float* gx, const float* gy, float* mag, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int c = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a = gx[r * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b = gy[r * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r * width + c] = sqrtf(a * a + b * b);
    }
}
