// Held-out suite 14 (frozen). Received powers in dBm converted to milliwatts, 10^(dBm / 10), by
// one block whose threads step through the whole array.
extern "C" __global__ void dbm_to_mw_oneblock(const float *dbm, float *mw, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        mw[i] = powf(10.0f, dbm[i] * 0.1f);
}
