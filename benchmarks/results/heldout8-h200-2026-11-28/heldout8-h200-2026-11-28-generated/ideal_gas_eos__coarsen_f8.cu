extern "C" __global__ void ideal_gas_eos_cf8x(const float* rho, const float* e, float* p, float* cs, float gamma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float d_4 = rho[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float pr_4 = (gamma - 1.0f) * d_4 * e[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        p[i_4] = pr_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        cs[i_4] = sqrtf(gamma * pr_4 / d_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float d_5 = rho[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float pr_5 = (gamma - 1.0f) * d_5 * e[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        p[i_5] = pr_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        cs[i_5] = sqrtf(gamma * pr_5 / d_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float d_6 = rho[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float pr_6 = (gamma - 1.0f) * d_6 * e[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        p[i_6] = pr_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        cs[i_6] = sqrtf(gamma * pr_6 / d_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float d_7 = rho[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        float pr_7 = (gamma - 1.0f) * d_7 * e[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        p[i_7] = pr_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cu"
        cs[i_7] = sqrtf(gamma * pr_7 / d_7);
    }
}
