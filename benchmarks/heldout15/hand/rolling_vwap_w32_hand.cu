// Held-out suite 15 (frozen), hand version of rolling_vwap_w32: a block of 256 stages the
// price x volume products and the volumes of its 256 trades and the 31 before them in shared
// memory (coalesced, each read once; zeros before the first trade, which leave the sums as the
// original's shortened window), then after a barrier each thread adds its window there, in the
// original's order. Blocks of exactly 256.
extern "C" __global__ void rolling_vwap_w32_hand(const float *__restrict__ price,
                                                 const float *__restrict__ volume,
                                                 float *__restrict__ vwap, int n)
{
    __shared__ float pv[256 + 31];
    __shared__ float vol[256 + 31];
    int base = blockIdx.x * 256;
    for (int k = threadIdx.x; k < 256 + 31; k += 256) {
        int j = base - 31 + k;
        bool in = j >= 0 && j < n;
        float v = in ? volume[j] : 0.0f;
        pv[k] = in ? price[j] * v : 0.0f;
        vol[k] = v;
    }
    __syncthreads();
    int i = base + threadIdx.x;
    if (i < n) {
        float s = 0.0f, v = 0.0f;
        for (int k = 0; k < 32; k++) {
            s += pv[threadIdx.x + k];
            v += vol[threadIdx.x + k];
        }
        vwap[i] = s / v;
    }
}
