extern "C" __global__ void vignette_correct2d(const float* in, float* out, float k, float cx, float cy, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        float dx = (float)x - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        float dy = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        out[y * width + x] = in[y * width + x] * (1.0f + k * (dx * dx + dy * dy));
    }
}
