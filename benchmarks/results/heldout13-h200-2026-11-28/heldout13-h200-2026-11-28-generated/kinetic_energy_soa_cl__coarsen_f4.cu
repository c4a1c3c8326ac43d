extern "C" __global__ void kinetic_energy_soa_cf4x(const float* m, const float* vx, const float* vy, const float* vz, float* ke, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_2 = vx[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_2 = vy[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_2 = vz[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_2] = 0.5f * m[i_2] * (a_2 * a_2 + b_2 * b_2 + c_2 * c_2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a_3 = vx[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b_3 = vy[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c_3 = vz[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i_3] = 0.5f * m[i_3] * (a_3 * a_3 + b_3 * b_3 + c_3 * c_3);
    }
}
