// Held-out suite (frozen). Work-group sum of ints with interleaved addressing (index
// 2 * s * lid): a __local array of the local size (a power of two, at most 256).
// Memory problem: shared-memory bank conflicts (the active work-items of a warp touch
// words 2s apart: up to 16-way conflicts).
__kernel void reduce_interleaved(__global const int *in, __global int *out)
{
    __local int s[256];
    int lid = get_local_id(0);
    int ls = get_local_size(0);
    s[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 1; st < ls; st *= 2) {
        int idx = 2 * st * lid;
        if (idx < ls)
            s[idx] += s[idx + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = s[0];
}
