extern "C" __global__ void iq_phase_mag(const float* si, const float* sq, float* mag, float* phase, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (k < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float a = si[k];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        float b = sq[k];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        mag[k] = sqrtf(a * a + b * b);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        phase[k] = atan2f(b, a);
    }
}
