// Held-out suite 7 (frozen). The minimum and the maximum of x in partials, one of each per
// block of 256 threads: each thread takes four values 256 apart (coalesced), and two trees
// in shared memory combine the block's 256 pairs.
__kernel void minmax_partials(__global const float *x, __global float *pmin,
                              __global float *pmax, int n)
{
    __local float lo[256];
    __local float hi[256];
    int t = get_local_id(0);
    int base = get_group_id(0) * 1024 + t;
    float a = 3.0e38f, b = -3.0e38f;
    for (int k = 0; k < 4; k++) {
        int i = base + 256 * k;
        if (i < n) {
            a = fmin(a, x[i]);
            b = fmax(b, x[i]);
        }
    }
    lo[t] = a;
    hi[t] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st) {
            lo[t] = fmin(lo[t], lo[t + st]);
            hi[t] = fmax(hi[t], hi[t + st]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        pmin[get_group_id(0)] = lo[0];
        pmax[get_group_id(0)] = hi[0];
    }
}
