extern "C" __global__ void row_weight_lerp2d_cf4x(const float* A, const float* B, const float* wrow, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int x = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y_0 < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i_0 = (unsigned long long)y_0 * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a_0 = A[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i_0] = a_0 + wrow[y_0] * (B[i_0] - a_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y_1 < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i_1 = (unsigned long long)y_1 * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a_1 = A[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i_1] = a_1 + wrow[y_1] * (B[i_1] - a_1);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y_2 < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i_2 = (unsigned long long)y_2 * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a_2 = A[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i_2] = a_2 + wrow[y_2] * (B[i_2] - a_2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y_3 < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i_3 = (unsigned long long)y_3 * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a_3 = A[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i_3] = a_3 + wrow[y_3] * (B[i_3] - a_3);
    }
}
