// Held-out suite 7 (frozen), hand version of window_max_hop16: a block of 256 threads
// stages the 16 * 256 + 16 samples its windows cover in shared memory with coalesced loads
// (one padding float every 32, so that windows 16 floats apart fall in different banks),
// then every thread takes its window's maximum from shared memory. The input has
// 16 * nout + 16 samples; blocks have 256 threads; the launch covers nout threads.
__kernel void window_max_hop16_hand(__global const float *x, __global float *out, int nout)
{
    __local float buf[4112 + 4112 / 32 + 1];
    int t = get_local_id(0);
    int base = get_group_id(0) * 4096;
    int len = 16 * nout + 16;
    for (int j = t; j < 4112; j += 256)
        if (base + j < len)
            buf[j + (j >> 5)] = x[base + j];
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = get_group_id(0) * 256 + t;
    if (i < nout) {
        int j = 16 * t;
        float m = buf[j + (j >> 5)];
        for (int k = 1; k < 32; k++)
            m = fmax(m, buf[j + k + ((j + k) >> 5)]);
        out[i] = m;
    }
}
