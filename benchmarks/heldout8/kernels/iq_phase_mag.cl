// Held-out suite 8 (frozen). Magnitude and phase of every I/Q sample held as two planes:
// sqrt(i^2 + q^2) and atan2(q, i).
__kernel void iq_phase_mag(__global const float *si, __global const float *sq,
                           __global float *mag, __global float *phase, int n)
{
    int k = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (k < n) {
        float a = si[k], b = sq[k];
        mag[k] = sqrt(a * a + b * b);
        phase[k] = atan2(b, a);
    }
}
