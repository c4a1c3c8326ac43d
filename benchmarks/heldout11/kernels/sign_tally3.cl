// Held-out suite 11 (frozen). How many elements are negative, zero and positive
// (counts[0], counts[1], counts[2]), a work-item per element adding one to its counter.
// counts starts at zero.
__kernel void sign_tally3(__global const float *x, __global int *counts, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        int k = v < 0.0f ? 0 : (v == 0.0f ? 1 : 2);
        atomic_add(&counts[k], 1);
    }
}
