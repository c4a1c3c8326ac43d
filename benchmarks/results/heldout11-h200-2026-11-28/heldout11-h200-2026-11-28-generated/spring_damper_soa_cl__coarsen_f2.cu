extern "C" __global__ void spring_damper_soa_cf2x(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_0 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_0] = -k * (x[i_0] - rest[i_0]) - c * v[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_1 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_1] = -k * (x[i_1] - rest[i_1]) - c * v[i_1];
}
