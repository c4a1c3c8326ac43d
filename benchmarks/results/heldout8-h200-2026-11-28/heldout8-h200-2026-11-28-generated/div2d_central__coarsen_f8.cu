extern "C" __global__ void div2d_central_cf8x(const float* u, const float* v, float* div, float half_inv_h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        int i_2 = y * width + x_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        float d_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        if (x_2 > 0 && x_2 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
            d_2 = (u[i_2 + 1] - u[i_2 - 1] + (v[i_2 + width] - v[i_2 - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        div[i_2] = d_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        int i_3 = y * width + x_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        float d_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        if (x_3 > 0 && x_3 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
            d_3 = (u[i_3 + 1] - u[i_3 - 1] + (v[i_3 + width] - v[i_3 - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        div[i_3] = d_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        int i_4 = y * width + x_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        float d_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        if (x_4 > 0 && x_4 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
            d_4 = (u[i_4 + 1] - u[i_4 - 1] + (v[i_4 + width] - v[i_4 - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        div[i_4] = d_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        int i_5 = y * width + x_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        float d_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        if (x_5 > 0 && x_5 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
            d_5 = (u[i_5 + 1] - u[i_5 - 1] + (v[i_5 + width] - v[i_5 - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        div[i_5] = d_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        int i_6 = y * width + x_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        float d_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        if (x_6 > 0 && x_6 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
            d_6 = (u[i_6 + 1] - u[i_6 - 1] + (v[i_6 + width] - v[i_6 - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        div[i_6] = d_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        int i_7 = y * width + x_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        float d_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        if (x_7 > 0 && x_7 < width - 1 && y > 0 && y < height - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
            d_7 = (u[i_7 + 1] - u[i_7 - 1] + (v[i_7 + width] - v[i_7 - width])) * half_inv_h;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/div2d_central.cu"
        div[i_7] = d_7;
    }
}
