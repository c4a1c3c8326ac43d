extern "C" __global__ void ideal_gas_eos_cf8x(const float* rho, const float* e, float* p, float* cs, float gamma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d_4 = rho[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr_4 = (gamma - 1.0f) * d_4 * e[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i_4] = pr_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i_4] = sqrtf(gamma * pr_4 / d_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d_5 = rho[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr_5 = (gamma - 1.0f) * d_5 * e[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i_5] = pr_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i_5] = sqrtf(gamma * pr_5 / d_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d_6 = rho[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr_6 = (gamma - 1.0f) * d_6 * e[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i_6] = pr_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i_6] = sqrtf(gamma * pr_6 / d_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d_7 = rho[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr_7 = (gamma - 1.0f) * d_7 * e[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i_7] = pr_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i_7] = sqrtf(gamma * pr_7 / d_7);
    }
}
