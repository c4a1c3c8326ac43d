extern "C" __global__ void row_weight_lerp2d_cf2x(const float* A, const float* B, const float* wrow, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int x = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y_0 < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i_0 = (unsigned long long)y_0 * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a_0 = A[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i_0] = a_0 + wrow[y_0] * (B[i_0] - a_0);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y_1 < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i_1 = (unsigned long long)y_1 * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a_1 = A[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i_1] = a_1 + wrow[y_1] * (B[i_1] - a_1);
    }
}
