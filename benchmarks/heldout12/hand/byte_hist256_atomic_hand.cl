// Held-out suite 12 (frozen), hand version of byte_hist256_atomic: each work-group counts the
// bytes of a grid-stride loop in a private __local memory histogram and adds its non-zero bins
// to the global one at the end. Blocks of exactly 256. hist starts at zero.
__kernel void byte_hist256_atomic_hand(__global const unsigned char *restrict data,
                                       __global int *restrict hist, int n)
{
    __local int local_hist[256];
    int t = get_local_id(0);
    local_hist[t] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_add(&local_hist[data[i]], 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (local_hist[t] != 0)
        atomic_add(&hist[t], local_hist[t]);
}
