// Held-out suite 4 (frozen). Rotary position embedding: every pair (x[2 p], x[2 p + 1])
// of a (tokens x D) activation is rotated by the angle of its token and pair, given as
// cos and sin tables of tokens x D / 2. One thread per pair.
__kernel void rope_pairs(__global const float *x, __global const float *cs,
                         __global const float *sn, __global float *y, int npairs)
{
    int p = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (p < npairs) {
        float a = x[2 * p], b = x[2 * p + 1];
        float c = cs[p], s = sn[p];
        y[2 * p] = a * c - b * s;
        y[2 * p + 1] = a * s + b * c;
    }
}
