extern "C" __global__ void radial_falloff2d(float* out, float cx, float cy, float radius, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dx = (float)x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float dy = (float)y - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        float t = fminf(fmaxf(1.0f - sqrtf(dx * dx + dy * dy) / radius, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/radial_falloff2d.cl"
        out[y * width + x] = t * t;
    }
}
