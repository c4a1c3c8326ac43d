// Held-out suite 4 (frozen). Maximum of the values per key (keys in [0, nkeys)), into
// out (which holds the starting maxima): one thread per element, a global atomic maximum.
__kernel void keyed_max_atomic(__global const int *key, __global const int *val, __global int *out,
                               int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        atomic_max(&out[key[i]], val[i]);
}
