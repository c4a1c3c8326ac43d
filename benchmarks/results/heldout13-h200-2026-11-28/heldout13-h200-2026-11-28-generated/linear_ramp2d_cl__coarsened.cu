extern "C" __global__ void linear_ramp2d_cf4y_st32(float* ramp, float x0, float y0_, float dx, float dy, float inv_len2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    int y_0 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    int y_1 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    int y_2 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 64ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    int y_3 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 96ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    if (x < width && y_0 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        float t_0 = (((float)x - x0) * dx + ((float)y_0 - y0_) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        ramp[y_0 * width + x] = fminf(fmaxf(t_0, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    if (x < width && y_1 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        float t_1 = (((float)x - x0) * dx + ((float)y_1 - y0_) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        ramp[y_1 * width + x] = fminf(fmaxf(t_1, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    if (x < width && y_2 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        float t_2 = (((float)x - x0) * dx + ((float)y_2 - y0_) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        ramp[y_2 * width + x] = fminf(fmaxf(t_2, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    if (x < width && y_3 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        float t_3 = (((float)x - x0) * dx + ((float)y_3 - y0_) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        ramp[y_3 * width + x] = fminf(fmaxf(t_3, 0.0f), 1.0f);
    }
}
