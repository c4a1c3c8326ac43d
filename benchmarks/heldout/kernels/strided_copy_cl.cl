// Held-out suite (frozen). Copy of an (m x S) row-major float matrix where work-item x walks
// the rows of column get_group_id(1) (S = get_num_groups(1): stride-S accesses).
// Memory problem: neighbouring work-items are S floats apart (strided, uncoalesced).
__kernel void strided_copy_cl(__global const float *in, __global float *out)
{
    int i = get_global_id(0) * get_num_groups(1) + get_group_id(1);
    out[i] = in[i];
}
