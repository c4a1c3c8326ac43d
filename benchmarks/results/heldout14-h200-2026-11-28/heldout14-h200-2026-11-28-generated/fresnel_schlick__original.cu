extern "C" __global__ void fresnel_schlick(const float* cos_t, const float* f0, float* f, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m = 1.0f - cos_t[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m2 = m * m;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float r0 = f0[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        f[i] = r0 + (1.0f - r0) * (m2 * m2 * m);
    }
}
