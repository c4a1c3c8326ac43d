extern "C" __global__ void momentum_to_vel_aos3_cf2x(const float* px, const float* py, const float* pz, const float* mass, float* vel, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
