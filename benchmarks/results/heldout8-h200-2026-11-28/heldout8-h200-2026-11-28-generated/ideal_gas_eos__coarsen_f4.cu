extern "C" __global__ void ideal_gas_eos_cf4x(const float* rho, const float* e, float* p, float* cs, float gamma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float d_0 = rho[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float pr_0 = (gamma - 1.0f) * d_0 * e[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        p[i_0] = pr_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        cs[i_0] = sqrtf(gamma * pr_0 / d_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float d_1 = rho[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float pr_1 = (gamma - 1.0f) * d_1 * e[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        p[i_1] = pr_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        cs[i_1] = sqrtf(gamma * pr_1 / d_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float d_2 = rho[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float pr_2 = (gamma - 1.0f) * d_2 * e[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        p[i_2] = pr_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        cs[i_2] = sqrtf(gamma * pr_2 / d_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float d_3 = rho[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float pr_3 = (gamma - 1.0f) * d_3 * e[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        p[i_3] = pr_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        cs[i_3] = sqrtf(gamma * pr_3 / d_3);
    }
}
