// Held-out suite (frozen), hand version of reduce_interleaved: sequential addressing (the
// active work-items touch consecutive words: no bank conflicts).
__kernel void reduce_interleaved_hand(__global const int *in, __global int *out)
{
    __local int s[256];
    int lid = get_local_id(0);
    int ls = get_local_size(0);
    s[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = ls / 2; st > 0; st >>= 1) {
        if (lid < st)
            s[lid] += s[lid + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = s[0];
}
