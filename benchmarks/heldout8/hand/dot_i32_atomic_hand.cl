// Held-out suite 8 (frozen), hand version of dot_i32_atomic: items accumulate in a register
// while striding over the vectors by the whole grid (int4 loads, coalesced), a tree in
// __local memory adds the work-group's sums, then one atomic add per work-group. Work-
// groups of 256; n is a multiple of 4.
__kernel void dot_i32_atomic_hand(__global const int *x, __global const int *y,
                                  __global int *result, int n)
{
    __local int s[256];
    int t = get_local_id(0);
    int acc = 0;
    for (int w = get_group_id(0) * get_local_size(0) + t; 4 * w < n;
         w += get_num_groups(0) * get_local_size(0)) {
        int4 a = ((__global const int4 *)x)[w];
        int4 b = ((__global const int4 *)y)[w];
        acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
    }
    s[t] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            s[t] += s[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        atomic_add(result, s[0]);
}
