// Held-out suite 9 (frozen), hand version of block_scan_serial: a Hillis-Steele scan over
// two __local buffers, all 256 items adding in each of its eight steps. Work-groups of 256.
__kernel void block_scan_serial_hand(__global const float *x, __global float *out, int n)
{
    __local float buf[2][256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    buf[0][t] = i < n ? x[i] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    int src = 0;
    for (int off = 1; off < 256; off <<= 1) {
        float v = buf[src][t];
        if (t >= off)
            v += buf[src][t - off];
        buf[1 - src][t] = v;
        src = 1 - src;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (i < n)
        out[i] = buf[src][t];
}
