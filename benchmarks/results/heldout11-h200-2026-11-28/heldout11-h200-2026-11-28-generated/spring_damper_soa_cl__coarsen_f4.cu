extern "C" __global__ void spring_damper_soa_cf4x(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_0 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_0] = -k * (x[i_0] - rest[i_0]) - c * v[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_1 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_1] = -k * (x[i_1] - rest[i_1]) - c * v[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_2 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_2] = -k * (x[i_2] - rest[i_2]) - c * v[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_3 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_3] = -k * (x[i_3] - rest[i_3]) - c * v[i_3];
}
