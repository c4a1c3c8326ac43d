__kernel void popcount_map(__global const uint *in, __global int *out, int n)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < n)
        out[g] = popcount(in[g]);
}
