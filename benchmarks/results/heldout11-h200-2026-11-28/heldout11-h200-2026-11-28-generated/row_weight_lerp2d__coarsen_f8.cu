extern "C" __global__ void row_weight_lerp2d_cf8x(const float* A, const float* B, const float* wrow, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    int y_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y_4 < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i_4 = (unsigned long long)y_4 * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a_4 = A[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i_4] = a_4 + wrow[y_4] * (B[i_4] - a_4);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y_5 < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i_5 = (unsigned long long)y_5 * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a_5 = A[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i_5] = a_5 + wrow[y_5] * (B[i_5] - a_5);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y_6 < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i_6 = (unsigned long long)y_6 * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a_6 = A[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i_6] = a_6 + wrow[y_6] * (B[i_6] - a_6);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
    if (y_7 < height && x < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        unsigned long long i_7 = (unsigned long long)y_7 * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        float a_7 = A[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_weight_lerp2d.cu"
        out[i_7] = a_7 + wrow[y_7] * (B[i_7] - a_7);
    }
}
