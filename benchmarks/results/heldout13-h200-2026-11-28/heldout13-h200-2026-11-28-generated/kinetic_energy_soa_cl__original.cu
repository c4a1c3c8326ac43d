extern "C" __global__ void kinetic_energy_soa(const float* m, const float* vx, const float* vy, const float* vz, float* ke, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float a = vx[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float b = vy[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        float c = vz[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        ke[i] = 0.5f * m[i] * (a * a + b * b + c * c);
    }
}
