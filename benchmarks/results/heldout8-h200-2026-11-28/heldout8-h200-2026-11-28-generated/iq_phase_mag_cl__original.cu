extern "C" __global__ void iq_phase_mag(const float* si, const float* sq, float* mag, float* phase, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    int k = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    if (k < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float a = si[k];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        float b = sq[k];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        mag[k] = sqrtf(a * a + b * b);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        phase[k] = atan2f(b, a);
    }
}
