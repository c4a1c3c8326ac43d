// Held-out suite 9 (frozen). The sum of the values of every key (64 keys), a global atomic
// add per element. sums starts at zero.
__kernel void bin_sum_atomic(__global const int *keys, __global const int *vals,
                             __global int *sums, int n)
{
    int i = get_global_id(0);
    if (i < n)
        atomic_add(&sums[keys[i]], vals[i]);
}
