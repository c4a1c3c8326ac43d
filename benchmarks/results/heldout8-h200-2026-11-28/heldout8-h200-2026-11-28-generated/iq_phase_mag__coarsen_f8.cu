extern "C" __global__ void iq_phase_mag_cf8x(const float* si, const float* sq, float* mag, float* phase, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a_0 = si[k_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b_0 = sq[k_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k_0] = sqrtf(a_0 * a_0 + b_0 * b_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k_0] = atan2f(b_0, a_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a_1 = si[k_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b_1 = sq[k_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k_1] = sqrtf(a_1 * a_1 + b_1 * b_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k_1] = atan2f(b_1, a_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a_2 = si[k_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b_2 = sq[k_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k_2] = sqrtf(a_2 * a_2 + b_2 * b_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k_2] = atan2f(b_2, a_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a_3 = si[k_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b_3 = sq[k_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k_3] = sqrtf(a_3 * a_3 + b_3 * b_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k_3] = atan2f(b_3, a_3);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a_4 = si[k_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b_4 = sq[k_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k_4] = sqrtf(a_4 * a_4 + b_4 * b_4);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k_4] = atan2f(b_4, a_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a_5 = si[k_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b_5 = sq[k_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k_5] = sqrtf(a_5 * a_5 + b_5 * b_5);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k_5] = atan2f(b_5, a_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a_6 = si[k_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b_6 = sq[k_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k_6] = sqrtf(a_6 * a_6 + b_6 * b_6);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k_6] = atan2f(b_6, a_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a_7 = si[k_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b_7 = sq[k_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k_7] = sqrtf(a_7 * a_7 + b_7 * b_7);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k_7] = atan2f(b_7, a_7);
    }
}
