extern "C" __global__ void iq_phase_mag_cf4x(const float* si, const float* sq, float* mag, float* phase, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    int k_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    int k_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    int k_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    int k_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    if (k_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float a_0 = si[k_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float b_0 = sq[k_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        mag[k_0] = sqrtf(a_0 * a_0 + b_0 * b_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        phase[k_0] = atan2f(b_0, a_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    if (k_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float a_1 = si[k_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float b_1 = sq[k_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        mag[k_1] = sqrtf(a_1 * a_1 + b_1 * b_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        phase[k_1] = atan2f(b_1, a_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    if (k_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float a_2 = si[k_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float b_2 = sq[k_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        mag[k_2] = sqrtf(a_2 * a_2 + b_2 * b_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        phase[k_2] = atan2f(b_2, a_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    if (k_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float a_3 = si[k_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float b_3 = sq[k_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        mag[k_3] = sqrtf(a_3 * a_3 + b_3 * b_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        phase[k_3] = atan2f(b_3, a_3);
    }
}
