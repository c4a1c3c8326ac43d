// Held-out suite 8 (frozen). Magnitude and phase of every I/Q sample held as two planes:
// sqrt(i^2 + q^2) and atan2(q, i).
extern "C" __global__ void iq_phase_mag(const float *si, const float *sq, float *mag,
                                        float *phase, int n)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < n) {
        float a = si[k], b = sq[k];
        mag[k] = sqrtf(a * a + b * b);
        phase[k] = atan2f(b, a);
    }
}
