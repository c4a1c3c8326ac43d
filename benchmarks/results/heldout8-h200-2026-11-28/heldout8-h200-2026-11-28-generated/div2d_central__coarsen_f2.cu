extern "C" __global__ void div2d_central_cf2x(const float* u, const float* v, float* div, float half_inv_h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        int i_0 = y * width + x_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        float d_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        if (x_0 > 0 && x_0 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
            d_0 = (u[i_0 + 1] - u[i_0 - 1] + (v[i_0 + width] - v[i_0 - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        div[i_0] = d_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        int i_1 = y * width + x_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        float d_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        if (x_1 > 0 && x_1 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
            d_1 = (u[i_1 + 1] - u[i_1 - 1] + (v[i_1 + width] - v[i_1 - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        div[i_1] = d_1;
    }
}
