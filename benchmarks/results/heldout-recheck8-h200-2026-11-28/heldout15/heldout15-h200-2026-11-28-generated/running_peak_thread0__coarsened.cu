extern "C" __global__ void running_peak_thread0_cf4x_st32(const float* x, float* peak, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    int i_0 = blockIdx.x * 256 + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    int i_1 = blockIdx.x * 256 + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    int i_2 = blockIdx.x * 256 + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    int i_3 = blockIdx.x * 256 + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    mag[threadIdx.x / 32u * 128u + threadIdx.x % 32u] = i_0 < n ? fabsf(x[i_0]) : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    mag[threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u] = i_1 < n ? fabsf(x[i_1]) : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    mag[threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u] = i_2 < n ? fabsf(x[i_2]) : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    mag[threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u] = i_3 < n ? fabsf(x[i_3]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        float m_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        for (int k_0 = 0; k_0 < 256; k_0++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            m_0 = fmaxf(m_0, mag[k_0]);
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            mag[k_0] = m_0;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        float m_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        for (int k_1 = 0; k_1 < 256; k_1++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            m_1 = fmaxf(m_1, mag[k_1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            mag[k_1] = m_1;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        float m_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        for (int k_2 = 0; k_2 < 256; k_2++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            m_2 = fmaxf(m_2, mag[k_2]);
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            mag[k_2] = m_2;
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        float m_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        for (int k_3 = 0; k_3 < 256; k_3++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            m_3 = fmaxf(m_3, mag[k_3]);
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            mag[k_3] = m_3;
        }
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (i_0 < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        peak[i_0] = mag[threadIdx.x / 32u * 128u + threadIdx.x % 32u];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (i_1 < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        peak[i_1] = mag[threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (i_2 < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        peak[i_2] = mag[threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (i_3 < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        peak[i_3] = mag[threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u];
}
