extern "C" __global__ void sine_waves2d_cf8x(float* out, float t, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x_2 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx_2 = (float)x_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy_2 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h_2 = 1.0f * sinf(0.05f * fx_2 + 0.02f * fy_2 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_2 += 0.5f * sinf(-0.03f * fx_2 + 0.07f * fy_2 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_2 += 0.25f * sinf(0.11f * fx_2 + -0.05f * fy_2 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x_2] = h_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x_3 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx_3 = (float)x_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy_3 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h_3 = 1.0f * sinf(0.05f * fx_3 + 0.02f * fy_3 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_3 += 0.5f * sinf(-0.03f * fx_3 + 0.07f * fy_3 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_3 += 0.25f * sinf(0.11f * fx_3 + -0.05f * fy_3 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x_3] = h_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x_4 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx_4 = (float)x_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy_4 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h_4 = 1.0f * sinf(0.05f * fx_4 + 0.02f * fy_4 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_4 += 0.5f * sinf(-0.03f * fx_4 + 0.07f * fy_4 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_4 += 0.25f * sinf(0.11f * fx_4 + -0.05f * fy_4 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x_4] = h_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x_5 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx_5 = (float)x_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy_5 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h_5 = 1.0f * sinf(0.05f * fx_5 + 0.02f * fy_5 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_5 += 0.5f * sinf(-0.03f * fx_5 + 0.07f * fy_5 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_5 += 0.25f * sinf(0.11f * fx_5 + -0.05f * fy_5 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x_5] = h_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x_6 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx_6 = (float)x_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy_6 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h_6 = 1.0f * sinf(0.05f * fx_6 + 0.02f * fy_6 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_6 += 0.5f * sinf(-0.03f * fx_6 + 0.07f * fy_6 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_6 += 0.25f * sinf(0.11f * fx_6 + -0.05f * fy_6 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x_6] = h_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x_7 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx_7 = (float)x_7;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy_7 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h_7 = 1.0f * sinf(0.05f * fx_7 + 0.02f * fy_7 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_7 += 0.5f * sinf(-0.03f * fx_7 + 0.07f * fy_7 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h_7 += 0.25f * sinf(0.11f * fx_7 + -0.05f * fy_7 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x_7] = h_7;
    }
}
