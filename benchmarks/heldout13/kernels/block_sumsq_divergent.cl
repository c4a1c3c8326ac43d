// Held-out suite 13 (frozen). The sum of squares of each chunk of 256 integers (zeros past n),
// a work-group of 256 items per chunk reducing in local memory with interleaved addressing.
// Work-groups of exactly 256.
__kernel void block_sumsq_divergent(__global const int *v, __global int *partial, int n)
{
    __local int sq[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    int a = (i < n) ? v[i] : 0;
    sq[t] = a * a;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 1; s < 256; s *= 2) {
        if (t % (2 * s) == 0)
            sq[t] += sq[t + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        partial[get_group_id(0)] = sq[0];
}
