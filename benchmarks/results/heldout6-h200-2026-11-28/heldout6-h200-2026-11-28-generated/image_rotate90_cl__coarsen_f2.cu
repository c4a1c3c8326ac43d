extern "C" __global__ void image_rotate90_cf2x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/image_rotate90.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
