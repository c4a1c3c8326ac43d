extern "C" __global__ void spring_damper_soa_cf4x(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        f[i_0] = -k * (x[i_0] - rest[i_0]) - c * v[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        f[i_1] = -k * (x[i_1] - rest[i_1]) - c * v[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        f[i_2] = -k * (x[i_2] - rest[i_2]) - c * v[i_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cu"
        f[i_3] = -k * (x[i_3] - rest[i_3]) - c * v[i_3];
}
