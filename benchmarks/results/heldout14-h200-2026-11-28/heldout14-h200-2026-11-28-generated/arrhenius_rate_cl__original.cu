extern "C" __global__ void arrhenius_rate(const float* temp_k, float* rate, float a, float ea_over_r, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        rate[i] = a * expf(-ea_over_r / temp_k[i]);
}
