// Held-out suite 6 (frozen). The sum of squares of x in partial sums, one per block of 256
// threads: each thread adds four values 256 apart (coalesced) and a tree in shared memory
// adds the block's 256 sums into partial[block].
__kernel void sumsq_partials(__global const float *x, __global float *partial, int n)
{
    __local float sh[256];
    int t = get_local_id(0);
    int base = get_group_id(0) * 1024 + t;
    float s = 0.0f;
    for (int k = 0; k < 4; k++) {
        int i = base + 256 * k;
        if (i < n)
            s += x[i] * x[i];
    }
    sh[t] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            sh[t] += sh[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        partial[get_group_id(0)] = sh[0];
}
