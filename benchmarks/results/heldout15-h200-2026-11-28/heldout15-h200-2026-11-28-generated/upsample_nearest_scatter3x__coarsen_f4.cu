extern "C" __global__ void upsample_nearest_scatter3x_cf4x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        unsigned char v_0 = src[y * width + x_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        int w3_0 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        for (int dy_0 = 0; dy_0 < 3; dy_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
            for (int dx_0 = 0; dx_0 < 3; dx_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
                dst[(3 * y + dy_0) * w3_0 + 3 * x_0 + dx_0] = v_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        unsigned char v_1 = src[y * width + x_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        int w3_1 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        for (int dy_1 = 0; dy_1 < 3; dy_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
            for (int dx_1 = 0; dx_1 < 3; dx_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
                dst[(3 * y + dy_1) * w3_1 + 3 * x_1 + dx_1] = v_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        unsigned char v_2 = src[y * width + x_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        int w3_2 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        for (int dy_2 = 0; dy_2 < 3; dy_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
            for (int dx_2 = 0; dx_2 < 3; dx_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
                dst[(3 * y + dy_2) * w3_2 + 3 * x_2 + dx_2] = v_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        unsigned char v_3 = src[y * width + x_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        int w3_3 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        for (int dy_3 = 0; dy_3 < 3; dy_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
            for (int dx_3 = 0; dx_3 < 3; dx_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
                dst[(3 * y + dy_3) * w3_3 + 3 * x_3 + dx_3] = v_3;
    }
}
