extern "C" __global__ void spring_damper_soa_cf2x(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        f[i_0] = -k * (x[i_0] - rest[i_0]) - c * v[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        f[i_1] = -k * (x[i_1] - rest[i_1]) - c * v[i_1];
}
