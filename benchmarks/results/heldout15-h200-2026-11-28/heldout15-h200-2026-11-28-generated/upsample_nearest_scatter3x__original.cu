extern "C" __global__ void upsample_nearest_scatter3x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        unsigned char v = src[y * width + x];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        int w3 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
        for (int dy = 0; dy < 3; dy++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
            for (int dx = 0; dx < 3; dx++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cu"
                dst[(3 * y + dy) * w3 + 3 * x + dx] = v;
    }
}
