extern "C" __global__ void row_weight_lerp2d_cf8x(const float* A, const float* B, const float* wrow, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    int y_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y_2 < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i_2 = (unsigned long long)y_2 * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a_2 = A[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i_2] = a_2 + wrow[y_2] * (B[i_2] - a_2);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y_3 < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i_3 = (unsigned long long)y_3 * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a_3 = A[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i_3] = a_3 + wrow[y_3] * (B[i_3] - a_3);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y_4 < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i_4 = (unsigned long long)y_4 * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a_4 = A[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i_4] = a_4 + wrow[y_4] * (B[i_4] - a_4);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y_5 < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i_5 = (unsigned long long)y_5 * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a_5 = A[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i_5] = a_5 + wrow[y_5] * (B[i_5] - a_5);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y_6 < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i_6 = (unsigned long long)y_6 * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a_6 = A[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i_6] = a_6 + wrow[y_6] * (B[i_6] - a_6);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
    if (y_7 < height && x < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        unsigned long long i_7 = (unsigned long long)y_7 * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        float a_7 = A[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cl"
        out[i_7] = a_7 + wrow[y_7] * (B[i_7] - a_7);
    }
}
