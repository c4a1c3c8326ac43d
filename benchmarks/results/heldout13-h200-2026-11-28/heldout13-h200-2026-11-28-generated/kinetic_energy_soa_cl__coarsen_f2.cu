extern "C" __global__ void kinetic_energy_soa_cf2x(const float* m, const float* vx, const float* vy, const float* vz, float* ke, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_0 = vx[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_0 = vy[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_0 = vz[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_0] = 0.5f * m[i_0] * (a_0 * a_0 + b_0 * b_0 + c_0 * c_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_1 = vx[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_1 = vy[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_1 = vz[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_1] = 0.5f * m[i_1] * (a_1 * a_1 + b_1 * b_1 + c_1 * c_1);
    }
}
