extern "C" __global__ void ideal_gas_eos(const float* rho, const float* e, float* p, float* cs, float gamma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float d = rho[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        float pr = (gamma - 1.0f) * d * e[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        p[i] = pr;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        cs[i] = sqrtf(gamma * pr / d);
    }
}
