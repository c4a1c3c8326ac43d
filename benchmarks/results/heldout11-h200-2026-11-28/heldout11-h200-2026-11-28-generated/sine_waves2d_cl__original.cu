extern "C" __global__ void sine_waves2d(float* out, float t, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
    if (x < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fx = (float)x;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float fy = (float)y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        float h = 1.0f * sinf(0.05f * fx + 0.02f * fy + (0.0f + t));
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h += 0.5f * sinf(-0.03f * fx + 0.07f * fy + (1.0f + t));
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        h += 0.25f * sinf(0.11f * fx + -0.05f * fy + (2.0f + t));
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/sine_waves2d.cl"
        out[y * width + x] = h;
    }
}
