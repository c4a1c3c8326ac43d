extern "C" __global__ void hypot2d_colwalk_cf8x(const float* gx, const float* gy, float* mag, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int c = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r_0 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a_0 = gx[r_0 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b_0 = gy[r_0 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r_0 * width + c] = sqrtf(a_0 * a_0 + b_0 * b_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r_1 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a_1 = gx[r_1 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b_1 = gy[r_1 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r_1 * width + c] = sqrtf(a_1 * a_1 + b_1 * b_1);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r_2 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a_2 = gx[r_2 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b_2 = gy[r_2 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r_2 * width + c] = sqrtf(a_2 * a_2 + b_2 * b_2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r_3 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a_3 = gx[r_3 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b_3 = gy[r_3 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r_3 * width + c] = sqrtf(a_3 * a_3 + b_3 * b_3);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r_4 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a_4 = gx[r_4 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b_4 = gy[r_4 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r_4 * width + c] = sqrtf(a_4 * a_4 + b_4 * b_4);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r_5 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a_5 = gx[r_5 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b_5 = gy[r_5 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r_5 * width + c] = sqrtf(a_5 * a_5 + b_5 * b_5);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r_6 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a_6 = gx[r_6 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b_6 = gy[r_6 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r_6 * width + c] = sqrtf(a_6 * a_6 + b_6 * b_6);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    if (r_7 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float a_7 = gx[r_7 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        float b_7 = gy[r_7 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
        mag[r_7 * width + c] = sqrtf(a_7 * a_7 + b_7 * b_7);
    }
}
