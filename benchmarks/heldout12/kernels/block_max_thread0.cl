// Held-out suite 12 (frozen). The maximum of each run of 256 values (the last run padded with
// -3.4e38): the work-group copies its values to __local memory, then its first work-item scans
// them alone. Blocks of 256.
__kernel void block_max_thread0(__global const float *x, __global float *bmax, int n)
{
    __local float vals[256];
    int t = get_local_id(0);
    int i = get_global_id(0);
    vals[t] = i < n ? x[i] : -3.4e38f;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0) {
        float m = vals[0];
        for (int k = 1; k < 256; ++k)
            m = fmax(m, vals[k]);
        bmax[get_group_id(0)] = m;
    }
}
