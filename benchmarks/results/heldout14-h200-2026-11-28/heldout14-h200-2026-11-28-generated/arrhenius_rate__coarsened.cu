extern "C" __global__ void arrhenius_rate_cf4x_st32(const float* temp_k, float* rate, float a, float ea_over_r, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        rate[i_0] = a * expf(-ea_over_r / temp_k[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        rate[i_1] = a * expf(-ea_over_r / temp_k[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        rate[i_2] = a * expf(-ea_over_r / temp_k[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        rate[i_3] = a * expf(-ea_over_r / temp_k[i_3]);
}
