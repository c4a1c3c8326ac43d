extern "C" __global__ void image_flip_h(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
    if (x < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/image_flip_h.cl"
        out[y * width + x] = in[y * width + (width - 1 - x)];
}
