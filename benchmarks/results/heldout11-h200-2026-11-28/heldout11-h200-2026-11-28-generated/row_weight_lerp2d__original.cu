extern "C" __global__ void row_weight_lerp2d(const float* A, const float* B, const float* wrow, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int x = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i = (unsigned long long)y * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a = A[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i] = a + wrow[y] * (B[i] - a);
    }
}
