extern "C" __global__ void iq_phase_mag_cf2x(const float* si, const float* sq, float* mag, float* phase, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    int k_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    int k_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
