extern "C" __global__ void particle_energy_aos8(const float* rec, float* energy, float g, float phi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p = rec + 8 * (unsigned long long)i;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m = p[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic = 0.5f * m * (p[3] * p[3] + p[4] * p[4] + p[5] * p[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i] = kinetic + m * g * p[2] + p[7] * phi * p[0];
    }
}
