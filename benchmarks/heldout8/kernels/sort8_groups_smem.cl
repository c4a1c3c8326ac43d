// Held-out suite 8 (frozen). Every group of 8 consecutive floats sorted ascending by odd-
// even transposition, a thread per group working in its own 8 floats of shared memory
// (buf[8 * t + k]). Blocks of 256 threads.
__kernel void sort8_groups_smem(__global const float *in, __global float *out, int ngroups)
{
    __local float buf[256 * 8];
    int t = get_local_id(0);
    int g = get_group_id(0) * get_local_size(0) + t;
    if (g < ngroups) {
        for (int k = 0; k < 8; k++)
            buf[8 * t + k] = in[8 * g + k];
        for (int round = 0; round < 8; round++) {
            for (int k = round % 2; k < 7; k += 2) {
                float a = buf[8 * t + k], b = buf[8 * t + k + 1];
                buf[8 * t + k] = fmin(a, b);
                buf[8 * t + k + 1] = fmax(a, b);
            }
        }
        for (int k = 0; k < 8; k++)
            out[8 * g + k] = buf[8 * t + k];
    }
}
