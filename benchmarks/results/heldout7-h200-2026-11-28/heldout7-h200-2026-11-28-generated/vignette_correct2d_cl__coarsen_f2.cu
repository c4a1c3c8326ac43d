extern "C" __global__ void vignette_correct2d_cf2x(const float* in, float* out, float k, float cx, float cy, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        float dx_0 = (float)x_0 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        float dy_0 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        out[y * width + x_0] = in[y * width + x_0] * (1.0f + k * (dx_0 * dx_0 + dy_0 * dy_0));
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        float dx_1 = (float)x_1 - cx;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        float dy_1 = (float)y - cy;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/vignette_correct2d.cl"
        out[y * width + x_1] = in[y * width + x_1] * (1.0f + k * (dx_1 * dx_1 + dy_1 * dy_1));
    }
}
