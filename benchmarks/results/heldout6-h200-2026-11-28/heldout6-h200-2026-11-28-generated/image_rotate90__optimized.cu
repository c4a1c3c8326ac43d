extern "C" __global__ void image_rotate90_opt(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    int x = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    int y = blockIdx.y * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
    if (x < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cu"
        out[x * height + (height - 1 - y)] = in[y * width + x];
}
