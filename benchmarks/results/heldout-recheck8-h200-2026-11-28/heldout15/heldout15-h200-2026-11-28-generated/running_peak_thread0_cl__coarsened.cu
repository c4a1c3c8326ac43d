extern "C" __global__ void running_peak_thread0_cf4x_st32(const float* x, float* peak, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_0 = (unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_1 = (unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_2 = (unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 64ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_3 = (unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 96ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_2 = (unsigned long long)blockIdx.x * 256 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_3 = (unsigned long long)blockIdx.x * 256 + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_0] = i_0 < n ? fabsf(x[i_0]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_1] = i_1 < n ? fabsf(x[i_1]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_2] = i_2 < n ? fabsf(x[i_2]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_3] = i_3 < n ? fabsf(x[i_3]) : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t_0 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k_0 = 0; k_0 < 256; k_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m_0 = fmaxf(m_0, mag[k_0]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k_0] = m_0;
        }
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t_1 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k_1 = 0; k_1 < 256; k_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m_1 = fmaxf(m_1, mag[k_1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k_1] = m_1;
        }
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t_2 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k_2 = 0; k_2 < 256; k_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m_2 = fmaxf(m_2, mag[k_2]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k_2] = m_2;
        }
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t_3 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k_3 = 0; k_3 < 256; k_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m_3 = fmaxf(m_3, mag[k_3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k_3] = m_3;
        }
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i_0 < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i_0] = mag[t_0];
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i_1 < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i_1] = mag[t_1];
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i_2 < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i_2] = mag[t_2];
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i_3 < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i_3] = mag[t_3];
}
