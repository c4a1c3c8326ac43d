// Held-out suite 15 (frozen). Volume-weighted average price over each trade and the 31 before
// it (fewer at the start), every trade reading its window from global memory.
extern "C" __global__ void rolling_vwap_w32(const float *price, const float *volume, float *vwap,
                                            int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
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
