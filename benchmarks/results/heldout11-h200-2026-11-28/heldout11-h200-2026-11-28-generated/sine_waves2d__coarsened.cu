extern "C" __global__ void sine_waves2d_cf4x_st16(float* out, float t, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    int x_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    int x_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    int x_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    int x_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
        if (x_0 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float fx_0 = (float)x_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float fy_0 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float h_0 = 1.0f * sinf(0.05f * fx_0 + 0.02f * fy_0 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            h_0 += 0.5f * sinf(-0.03f * fx_0 + 0.07f * fy_0 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            h_0 += 0.25f * sinf(0.11f * fx_0 + -0.05f * fy_0 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            out[y * width + x_0] = h_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
        if (x_1 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float fx_1 = (float)x_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float fy_1 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float h_1 = 1.0f * sinf(0.05f * fx_1 + 0.02f * fy_1 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            h_1 += 0.5f * sinf(-0.03f * fx_1 + 0.07f * fy_1 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            h_1 += 0.25f * sinf(0.11f * fx_1 + -0.05f * fy_1 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            out[y * width + x_1] = h_1;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
        if (x_2 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float fx_2 = (float)x_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float fy_2 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float h_2 = 1.0f * sinf(0.05f * fx_2 + 0.02f * fy_2 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            h_2 += 0.5f * sinf(-0.03f * fx_2 + 0.07f * fy_2 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            h_2 += 0.25f * sinf(0.11f * fx_2 + -0.05f * fy_2 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            out[y * width + x_2] = h_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
        if (x_3 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float fx_3 = (float)x_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float fy_3 = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            float h_3 = 1.0f * sinf(0.05f * fx_3 + 0.02f * fy_3 + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            h_3 += 0.5f * sinf(-0.03f * fx_3 + 0.07f * fy_3 + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            h_3 += 0.25f * sinf(0.11f * fx_3 + -0.05f * fy_3 + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
            out[y * width + x_3] = h_3;
        }
}
