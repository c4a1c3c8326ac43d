// Held-out suite 14 (frozen), hand version of spectrum_peak_flag_r8: a work-group of 256 items
// stages its 256 samples and 8 on each side in local memory (coalesced, each read once;
// -infinity beyond the ends of the spectrum, which every sample is above, as the original's
// shortened window), then after a barrier each item compares its sample with its 16
// neighbours there. Work-groups of exactly 256.
__kernel void spectrum_peak_flag_r8_hand(__global const float *restrict intensity,
                                         __global uchar *restrict flag, float thr, int n)
{
    __local float win[256 + 16];
    int t = get_local_id(0);
    int base = get_group_id(0) * 256;
    for (int k = t; k < 256 + 16; k += 256) {
        int j = base - 8 + k;
        win[k] = (j >= 0 && j < n) ? intensity[j] : -INFINITY;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = base + t;
    if (i < n) {
        float v = win[t + 8];
        int peak = v > thr;
        for (int k = 0; k < 17; k++)
            if (k != 8 && !(v > win[t + k]))
                peak = 0;
        flag[i] = (uchar)peak;
    }
}
