// Held-out suite 12 (frozen). How many integers are even (counts[0]) and odd (counts[1]), each
// work-item adding one to the counter of its element. counts starts at zero.
__kernel void parity_tally2(__global const int *v, __global int *counts, int n)
{
    int i = get_global_id(0);
    if (i < n)
        atomic_add(&counts[v[i] & 1], 1);
}
