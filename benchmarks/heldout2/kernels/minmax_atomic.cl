// local memory per block of 256, then one atomic min and one atomic max per block into
// res[0] and res[1] (initialized by the caller).
__kernel void minmax_atomic(__global const int *in, __global int *res, int n)
{
    __local int lo[256];
    __local int hi[256];
    int t = get_local_id(0);
    int g = get_group_id(0) * 256 + t;
    int v = g < n ? in[g] : in[0];
    lo[t] = v;
    hi[t] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st) {
            lo[t] = min(lo[t], lo[t + st]);
            hi[t] = max(hi[t], hi[t + st]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        atomic_min(&res[0], lo[0]);
        atomic_max(&res[1], hi[0]);
    }
}
