extern "C" __global__ void sine_waves2d_cf2x(float* out, float t, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
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
}
