extern "C" __global__ void ideal_gas_eos_cf2x(const float* rho, const float* e, float* p, float* cs, float gamma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
