// Held-out suite 3 (frozen). Run-length encoding, first step: flags[i] = 1 where a run of
// equal keys starts (i == 0 or key[i] != key[i - 1]), else 0. One thread per key.
__kernel void run_start_flags(__global const int *key, __global int *flags, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        flags[i] = (i == 0 || key[i] != key[i - 1]) ? 1 : 0;
}
