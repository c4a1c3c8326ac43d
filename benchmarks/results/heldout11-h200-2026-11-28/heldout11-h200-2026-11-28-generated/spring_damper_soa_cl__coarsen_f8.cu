extern "C" __global__ void spring_damper_soa_cf8x(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_4 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_4] = -k * (x[i_4] - rest[i_4]) - c * v[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_5 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_5] = -k * (x[i_5] - rest[i_5]) - c * v[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_6 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_6] = -k * (x[i_6] - rest[i_6]) - c * v[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i_7 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i_7] = -k * (x[i_7] - rest[i_7]) - c * v[i_7];
}
