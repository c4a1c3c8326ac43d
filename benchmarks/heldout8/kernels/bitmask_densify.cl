// Held-out suite 8 (frozen). A sparse vector given by a bit mask (bit i % 32 of word i /
// 32) made dense: x[i] where the bit is set, 0 elsewhere.
__kernel void bitmask_densify(__global const unsigned int *mask, __global const float *x,
                              __global float *out, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        out[i] = ((mask[i >> 5] >> (i & 31)) & 1u) ? x[i] : 0.0f;
}
