extern "C" __global__ void linear_ramp2d(float* ramp, float x0, float y0_, float dx, float dy, float inv_len2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        float t = (((float)x - x0) * dx + ((float)y - y0_) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        ramp[y * width + x] = fminf(fmaxf(t, 0.0f), 1.0f);
    }
}
