// Held-out suite 9 (frozen), hand version of block_scan_serial: every warp scans its 32
// values by up-shuffles, the first warp scans the eight warp totals the same way, and every
// thread adds the totals of the warps before its own. Blocks of 256 threads.
extern "C" __global__ void block_scan_serial_hand(const float *x, float *out, int n)
{
    __shared__ float wsum[8];
    int t = threadIdx.x, lane = t % 32, w = t / 32;
    int i = blockIdx.x * 256 + t;
    float v = i < n ? x[i] : 0.0f;
    for (int off = 1; off < 32; off <<= 1) {
        float u = __shfl_up_sync(0xffffffffu, v, off);
        if (lane >= off)
            v += u;
    }
    if (lane == 31)
        wsum[w] = v;
    __syncthreads();
    if (w == 0) {
        float s = lane < 8 ? wsum[lane] : 0.0f;
        for (int off = 1; off < 8; off <<= 1) {
            float u = __shfl_up_sync(0xffffffffu, s, off);
            if (lane >= off)
                s += u;
        }
        if (lane < 8)
            wsum[lane] = s;
    }
    __syncthreads();
    if (w > 0)
        v += wsum[w - 1];
    if (i < n)
        out[i] = v;
}
