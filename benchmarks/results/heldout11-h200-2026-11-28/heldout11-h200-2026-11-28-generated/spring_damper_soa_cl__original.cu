extern "C" __global__ void spring_damper_soa(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    if (i < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        f[i] = -k * (x[i] - rest[i]) - c * v[i];
}
