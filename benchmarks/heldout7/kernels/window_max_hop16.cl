// Held-out suite 7 (frozen). The maximum of a long signal over windows of 32 samples with a
// hop of 16 (half-overlapping): out[i] = max(x[16 i], ..., x[16 i + 31]). One thread per
// window, walking it.
__kernel void window_max_hop16(__global const float *x, __global float *out, int nout)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < nout) {
        float m = x[16 * i];
        for (int k = 1; k < 32; k++)
            m = fmax(m, x[16 * i + k]);
        out[i] = m;
    }
}
