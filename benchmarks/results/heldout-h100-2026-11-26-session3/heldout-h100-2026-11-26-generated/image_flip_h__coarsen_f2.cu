extern "C" __global__ void image_flip_h_cf2x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    if (x_0 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
        out[y * width + x_0] = in[y * width + (width - 1 - x_0)];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    if (x_1 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
        out[y * width + x_1] = in[y * width + (width - 1 - x_1)];
}
