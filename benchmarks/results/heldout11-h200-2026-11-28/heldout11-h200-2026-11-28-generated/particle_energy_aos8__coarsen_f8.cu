extern "C" __global__ void particle_energy_aos8_cf8x(const float* rec, float* energy, float g, float phi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p_4 = rec + 8 * (unsigned long long)i_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m_4 = p_4[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic_4 = 0.5f * m_4 * (p_4[3] * p_4[3] + p_4[4] * p_4[4] + p_4[5] * p_4[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i_4] = kinetic_4 + m_4 * g * p_4[2] + p_4[7] * phi * p_4[0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p_5 = rec + 8 * (unsigned long long)i_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m_5 = p_5[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic_5 = 0.5f * m_5 * (p_5[3] * p_5[3] + p_5[4] * p_5[4] + p_5[5] * p_5[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i_5] = kinetic_5 + m_5 * g * p_5[2] + p_5[7] * phi * p_5[0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p_6 = rec + 8 * (unsigned long long)i_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m_6 = p_6[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic_6 = 0.5f * m_6 * (p_6[3] * p_6[3] + p_6[4] * p_6[4] + p_6[5] * p_6[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i_6] = kinetic_6 + m_6 * g * p_6[2] + p_6[7] * phi * p_6[0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p_7 = rec + 8 * (unsigned long long)i_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m_7 = p_7[6];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic_7 = 0.5f * m_7 * (p_7[3] * p_7[3] + p_7[4] * p_7[4] + p_7[5] * p_7[5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i_7] = kinetic_7 + m_7 * g * p_7[2] + p_7[7] * phi * p_7[0];
    }
}
