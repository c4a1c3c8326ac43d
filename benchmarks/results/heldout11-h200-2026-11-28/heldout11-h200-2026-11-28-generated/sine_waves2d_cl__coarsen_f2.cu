extern "C" __global__ void sine_waves2d_cf2x(float* out, float t, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x_0 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx_0 = (float)x_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy_0 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h_0 = 1.0f * sinf(0.05f * fx_0 + 0.02f * fy_0 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_0 += 0.5f * sinf(-0.03f * fx_0 + 0.07f * fy_0 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_0 += 0.25f * sinf(0.11f * fx_0 + -0.05f * fy_0 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x_0] = h_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x_1 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx_1 = (float)x_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy_1 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h_1 = 1.0f * sinf(0.05f * fx_1 + 0.02f * fy_1 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_1 += 0.5f * sinf(-0.03f * fx_1 + 0.07f * fy_1 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_1 += 0.25f * sinf(0.11f * fx_1 + -0.05f * fy_1 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x_1] = h_1;
    }
}
