// Held-out suite 15 (frozen), hand version of rolling_vwap_w32: a work-group of 256 stages the
// price x volume products and the volumes of its 256 trades and the 31 before them in local
// memory (coalesced, each read once; zeros before the first trade, which leave the sums as the
// original's shortened window), then after a barrier each item adds its window there.
// Work-groups of exactly 256.
__kernel void rolling_vwap_w32_hand(__global const float *restrict price,
                                    __global const float *restrict volume,
                                    __global float *restrict vwap, int n)
{
    __local float pv[256 + 31];
    __local float vol[256 + 31];
    int t = get_local_id(0);
    int base = get_group_id(0) * 256;
    for (int k = t; k < 256 + 31; k += 256) {
        int j = base - 31 + k;
        int in = j >= 0 && j < n;
        float v = in ? volume[j] : 0.0f;
        pv[k] = in ? price[j] * v : 0.0f;
        vol[k] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = base + t;
    if (i < n) {
        float s = 0.0f, v = 0.0f;
        for (int k = 0; k < 32; k++) {
            s += pv[t + k];
            v += vol[t + k];
        }
        vwap[i] = s / v;
    }
}
