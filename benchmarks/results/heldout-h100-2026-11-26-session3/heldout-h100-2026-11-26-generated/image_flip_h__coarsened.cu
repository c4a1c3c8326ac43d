extern "C" __global__ void image_flip_h_cf4y_st32(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int y_0 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int y_1 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int y_2 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 64ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int y_3 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 96ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    if (x < width && y_0 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
        out[y_0 * width + x] = in[y_0 * width + (width - 1 - x)];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    if (x < width && y_1 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
        out[y_1 * width + x] = in[y_1 * width + (width - 1 - x)];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    if (x < width && y_2 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
        out[y_2 * width + x] = in[y_2 * width + (width - 1 - x)];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    if (x < width && y_3 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
        out[y_3 * width + x] = in[y_3 * width + (width - 1 - x)];
}
