extern "C" __global__ void particle_energy_aos8_cf4x(const float* rec, float* energy, float g, float phi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p_0 = rec + 8 * (unsigned long long)i_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m_0 = p_0[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic_0 = 0.5f * m_0 * (p_0[3] * p_0[3] + p_0[4] * p_0[4] + p_0[5] * p_0[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i_0] = kinetic_0 + m_0 * g * p_0[2] + p_0[7] * phi * p_0[0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p_1 = rec + 8 * (unsigned long long)i_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m_1 = p_1[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic_1 = 0.5f * m_1 * (p_1[3] * p_1[3] + p_1[4] * p_1[4] + p_1[5] * p_1[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i_1] = kinetic_1 + m_1 * g * p_1[2] + p_1[7] * phi * p_1[0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p_2 = rec + 8 * (unsigned long long)i_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m_2 = p_2[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic_2 = 0.5f * m_2 * (p_2[3] * p_2[3] + p_2[4] * p_2[4] + p_2[5] * p_2[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i_2] = kinetic_2 + m_2 * g * p_2[2] + p_2[7] * phi * p_2[0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p_3 = rec + 8 * (unsigned long long)i_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m_3 = p_3[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic_3 = 0.5f * m_3 * (p_3[3] * p_3[3] + p_3[4] * p_3[4] + p_3[5] * p_3[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i_3] = kinetic_3 + m_3 * g * p_3[2] + p_3[7] * phi * p_3[0];
    }
}
