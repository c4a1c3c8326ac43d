extern "C" __global__ void ideal_gas_eos_cf4x(const float* rho, const float* e, float* p, float* cs, float gamma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d_0 = rho[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr_0 = (gamma - 1.0f) * d_0 * e[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i_0] = pr_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i_0] = sqrtf(gamma * pr_0 / d_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d_1 = rho[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr_1 = (gamma - 1.0f) * d_1 * e[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i_1] = pr_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i_1] = sqrtf(gamma * pr_1 / d_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d_2 = rho[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr_2 = (gamma - 1.0f) * d_2 * e[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i_2] = pr_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i_2] = sqrtf(gamma * pr_2 / d_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d_3 = rho[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr_3 = (gamma - 1.0f) * d_3 * e[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i_3] = pr_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i_3] = sqrtf(gamma * pr_3 / d_3);
    }
}
