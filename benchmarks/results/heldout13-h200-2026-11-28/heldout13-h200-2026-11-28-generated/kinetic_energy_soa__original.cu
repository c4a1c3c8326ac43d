extern "C" __global__ void kinetic_energy_soa(const float* m, const float* vx, const float* vy, const float* vz, float* ke, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float a = vx[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float b = vy[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        float c = vz[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cu"
        ke[i] = 0.5f * m[i] * (a * a + b * b + c * c);
    }
}
