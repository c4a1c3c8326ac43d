// Held-out suite (frozen), hand version of strided_copy_cl: the copy is a bijection, so copy
// the buffer as consecutive float4 (launched with exactly m * S / 4 work-items).
__kernel void strided_copy_cl_hand(__global const float *in, __global float *out)
{
    int i = get_global_id(0);
    vstore4(vload4(i, in), i, out);
}
