extern "C" __global__ void radial_falloff2d_cf4y_st32(float* out, float cx, float cy, float radius, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    int y_0 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    int y_1 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    int y_2 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 64ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    int y_3 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 96ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    if (x < width && y_0 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dx_0 = (float)x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dy_0 = (float)y_0 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float t_0 = fminf(fmaxf(1.0f - sqrtf(dx_0 * dx_0 + dy_0 * dy_0) / radius, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        out[y_0 * width + x] = t_0 * t_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    if (x < width && y_1 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dx_1 = (float)x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dy_1 = (float)y_1 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float t_1 = fminf(fmaxf(1.0f - sqrtf(dx_1 * dx_1 + dy_1 * dy_1) / radius, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        out[y_1 * width + x] = t_1 * t_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    if (x < width && y_2 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dx_2 = (float)x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dy_2 = (float)y_2 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float t_2 = fminf(fmaxf(1.0f - sqrtf(dx_2 * dx_2 + dy_2 * dy_2) / radius, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        out[y_2 * width + x] = t_2 * t_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    if (x < width && y_3 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dx_3 = (float)x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dy_3 = (float)y_3 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float t_3 = fminf(fmaxf(1.0f - sqrtf(dx_3 * dx_3 + dy_3 * dy_3) / radius, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        out[y_3 * width + x] = t_3 * t_3;
    }
}
