extern "C" __global__ void arrhenius_rate(const float* temp_k, float* rate, float a, float ea_over_r, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        rate[i] = a * expf(-ea_over_r / temp_k[i]);
}
