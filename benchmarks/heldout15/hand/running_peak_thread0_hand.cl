// Held-out suite 15 (frozen), hand version of running_peak_thread0: the work-group's running
// maximum as a doubling scan over two local buffers (eight steps, a barrier after each, every
// item working), then every item stores its own output. Work-groups of exactly 256.
__kernel void running_peak_thread0_hand(__global const float *restrict x,
                                        __global float *restrict peak, int n)
{
    __local float buf0[256];
    __local float buf1[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    buf0[t] = i < n ? fabs(x[i]) : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int d = 1; d < 256; d <<= 2) {
        float m = buf0[t];
        if (t >= d)
            m = fmax(m, buf0[t - d]);
        buf1[t] = m;
        barrier(CLK_LOCAL_MEM_FENCE);
        int d2 = d << 1;
        m = buf1[t];
        if (t >= d2)
            m = fmax(m, buf1[t - d2]);
        buf0[t] = m;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (i < n)
        peak[i] = buf0[t];
}
