extern "C" __global__ void running_peak_thread0_cf8x(const float* x, float* peak, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_2 = (unsigned long long)blockIdx.x * 256 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_3 = (unsigned long long)blockIdx.x * 256 + t_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_4 = (unsigned long long)blockIdx.x * 256 + t_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_5 = (unsigned long long)blockIdx.x * 256 + t_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_6 = (unsigned long long)blockIdx.x * 256 + t_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i_7 = (unsigned long long)blockIdx.x * 256 + t_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_0] = i_0 < n ? fabsf(x[i_0]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_1] = i_1 < n ? fabsf(x[i_1]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_2] = i_2 < n ? fabsf(x[i_2]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_3] = i_3 < n ? fabsf(x[i_3]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_4] = i_4 < n ? fabsf(x[i_4]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_5] = i_5 < n ? fabsf(x[i_5]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_6] = i_6 < n ? fabsf(x[i_6]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t_7] = i_7 < n ? fabsf(x[i_7]) : 0.0f;
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
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t_4 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m_4 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k_4 = 0; k_4 < 256; k_4++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m_4 = fmaxf(m_4, mag[k_4]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k_4] = m_4;
        }
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t_5 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m_5 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k_5 = 0; k_5 < 256; k_5++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m_5 = fmaxf(m_5, mag[k_5]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k_5] = m_5;
        }
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t_6 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m_6 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k_6 = 0; k_6 < 256; k_6++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m_6 = fmaxf(m_6, mag[k_6]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k_6] = m_6;
        }
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t_7 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m_7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k_7 = 0; k_7 < 256; k_7++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m_7 = fmaxf(m_7, mag[k_7]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k_7] = m_7;
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
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i_4 < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i_4] = mag[t_4];
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i_5 < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i_5] = mag[t_5];
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i_6 < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i_6] = mag[t_6];
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i_7 < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i_7] = mag[t_7];
}
