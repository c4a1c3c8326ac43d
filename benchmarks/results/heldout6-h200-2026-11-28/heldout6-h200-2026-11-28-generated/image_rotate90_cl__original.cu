extern "C" __global__ void image_rotate90(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    if (x < width && y < height)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
        out[x * height + (height - 1 - y)] = in[y * width + x];
}
