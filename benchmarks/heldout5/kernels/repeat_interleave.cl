// Held-out suite 5 (frozen). Every element of in repeated r times in a row (out[i] =
// in[i / r], n r outputs). One thread per output.
__kernel void repeat_interleave(__global const float *in, __global float *out, int n, int r)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n * r)
        out[i] = in[i / r];
}
