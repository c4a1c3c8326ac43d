extern "C" __global__ void kinetic_energy_soa_cf2x(const float* m, const float* vx, const float* vy, const float* vz, float* ke, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float a_0 = vx[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float b_0 = vy[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float c_0 = vz[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        ke[i_0] = 0.5f * m[i_0] * (a_0 * a_0 + b_0 * b_0 + c_0 * c_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float a_1 = vx[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float b_1 = vy[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float c_1 = vz[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        ke[i_1] = 0.5f * m[i_1] * (a_1 * a_1 + b_1 * b_1 + c_1 * c_1);
    }
}
