extern "C" __global__ void image_rotate90_cf4x_st4(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 4ull * 16ull + (unsigned long long)threadIdx.x % 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 4ull * 16ull + (unsigned long long)threadIdx.x % 4ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 4ull * 16ull + (unsigned long long)threadIdx.x % 4ull + 8ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 4ull * 16ull + (unsigned long long)threadIdx.x % 4ull + 12ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    if (x_0 < width && y < height)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
        out[x_0 * height + (height - 1 - y)] = in[y * width + x_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    if (x_1 < width && y < height)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
        out[x_1 * height + (height - 1 - y)] = in[y * width + x_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    if (x_2 < width && y < height)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
        out[x_2 * height + (height - 1 - y)] = in[y * width + x_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    if (x_3 < width && y < height)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
        out[x_3 * height + (height - 1 - y)] = in[y * width + x_3];
}
