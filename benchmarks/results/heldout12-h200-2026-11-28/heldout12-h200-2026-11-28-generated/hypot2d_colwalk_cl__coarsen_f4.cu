extern "C" __global__ void hypot2d_colwalk_cf4x(const float* gx, const float* gy, float* mag, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
