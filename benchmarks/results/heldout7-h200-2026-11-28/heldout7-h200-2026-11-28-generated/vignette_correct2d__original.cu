extern "C" __global__ void vignette_correct2d(const float* in, float* out, float k, float cx, float cy, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cu"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cu"
        float dx = (float)x - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cu"
        float dy = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cu"
        out[y * width + x] = in[y * width + x] * (1.0f + k * (dx * dx + dy * dy));
    }
}
