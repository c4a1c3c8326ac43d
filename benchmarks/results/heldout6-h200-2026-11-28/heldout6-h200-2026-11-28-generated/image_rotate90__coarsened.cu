extern "C" __global__ void image_rotate90_cf4x_st4(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 4u * 16u + threadIdx.x % 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 4u * 16u + threadIdx.x % 4u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 4u * 16u + threadIdx.x % 4u + 8u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 4u * 16u + threadIdx.x % 4u + 12u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    if (x_0 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
        out[x_0 * height + (height - 1 - y)] = in[y * width + x_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    if (x_1 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
        out[x_1 * height + (height - 1 - y)] = in[y * width + x_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    if (x_2 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
        out[x_2 * height + (height - 1 - y)] = in[y * width + x_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    if (x_3 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
        out[x_3 * height + (height - 1 - y)] = in[y * width + x_3];
}
