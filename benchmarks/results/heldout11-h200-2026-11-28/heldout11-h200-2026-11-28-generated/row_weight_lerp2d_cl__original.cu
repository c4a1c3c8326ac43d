extern "C" __global__ void row_weight_lerp2d(const float* A, const float* B, const float* wrow, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int x = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i = (unsigned long long)y * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a = A[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i] = a + wrow[y] * (B[i] - a);
    }
}
