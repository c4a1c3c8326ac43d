extern "C" __global__ void hypot2d_colwalk_cf2x(const float* gx, const float* gy, float* mag, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
    if (r_0 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
        float a_0 = gx[r_0 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
        float b_0 = gy[r_0 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
        mag[r_0 * width + c] = sqrtf(a_0 * a_0 + b_0 * b_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
    if (r_1 < height && c < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
        float a_1 = gx[r_1 * width + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
        float b_1 = gy[r_1 * width + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hypot2d_colwalk.cu"
        mag[r_1 * width + c] = sqrtf(a_1 * a_1 + b_1 * b_1);
    }
}
