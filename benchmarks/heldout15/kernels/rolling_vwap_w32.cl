// Held-out suite 15 (frozen). Volume-weighted average price over each trade and the 31 before
// it (fewer at the start), every trade reading its window from global memory.
__kernel void rolling_vwap_w32(__global const float *price, __global const float *volume,
                               __global float *vwap, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float pv = 0.0f, v = 0.0f;
        int first = i - 31 < 0 ? 0 : i - 31;
        for (int j = first; j <= i; j++) {
            pv += price[j] * volume[j];
            v += volume[j];
        }
        vwap[i] = pv / v;
    }
}
