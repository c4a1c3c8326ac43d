extern "C" __global__ void spring_damper_soa(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        f[i] = -k * (x[i] - rest[i]) - c * v[i];
}
