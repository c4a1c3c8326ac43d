// Held-out suite 8 (frozen). The number of nonzero values of every 1024 consecutive floats:
// four per thread (strided by 256, coalesced), then a block tree of ints in shared memory.
// Blocks of 256 threads.
__kernel void count_nonzero_partials(__global const float *x, __global int *counts, int n)
{
    __local int s[256];
    int t = get_local_id(0);
    int base = get_group_id(0) * 1024 + t;
    int c = 0;
    for (int k = 0; k < 4; k++) {
        int i = base + 256 * k;
        if (i < n && x[i] != 0.0f)
            c++;
    }
    s[t] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            s[t] += s[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        counts[get_group_id(0)] = s[0];
}
