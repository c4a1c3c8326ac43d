extern "C" __global__ void momentum_to_vel_aos3_cf8x(const float* px, const float* py, const float* pz, const float* mass, float* vel, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m_0 = mass[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_0] = px[i_0] / m_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_0 + 1] = py[i_0] / m_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_0 + 2] = pz[i_0] / m_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m_1 = mass[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_1] = px[i_1] / m_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_1 + 1] = py[i_1] / m_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_1 + 2] = pz[i_1] / m_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m_2 = mass[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_2] = px[i_2] / m_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_2 + 1] = py[i_2] / m_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_2 + 2] = pz[i_2] / m_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m_3 = mass[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_3] = px[i_3] / m_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_3 + 1] = py[i_3] / m_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_3 + 2] = pz[i_3] / m_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m_4 = mass[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_4] = px[i_4] / m_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_4 + 1] = py[i_4] / m_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_4 + 2] = pz[i_4] / m_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m_5 = mass[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_5] = px[i_5] / m_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_5 + 1] = py[i_5] / m_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_5 + 2] = pz[i_5] / m_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m_6 = mass[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_6] = px[i_6] / m_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_6 + 1] = py[i_6] / m_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_6 + 2] = pz[i_6] / m_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m_7 = mass[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_7] = px[i_7] / m_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_7 + 1] = py[i_7] / m_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i_7 + 2] = pz[i_7] / m_7;
    }
}
