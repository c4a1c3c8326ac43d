extern "C" __global__ void momentum_to_vel_aos3_cf4x(const float* px, const float* py, const float* pz, const float* mass, float* vel, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        float m_0 = mass[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_0] = px[i_0] / m_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_0 + 1] = py[i_0] / m_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_0 + 2] = pz[i_0] / m_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        float m_1 = mass[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_1] = px[i_1] / m_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_1 + 1] = py[i_1] / m_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_1 + 2] = pz[i_1] / m_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        float m_2 = mass[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_2] = px[i_2] / m_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_2 + 1] = py[i_2] / m_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_2 + 2] = pz[i_2] / m_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        float m_3 = mass[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_3] = px[i_3] / m_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_3 + 1] = py[i_3] / m_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i_3 + 2] = pz[i_3] / m_3;
    }
}
