extern "C" __global__ void fresnel_schlick(const float* cos_t, const float* f0, float* f, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        float m = 1.0f - cos_t[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        float m2 = m * m;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        float r0 = f0[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        f[i] = r0 + (1.0f - r0) * (m2 * m2 * m);
    }
}
