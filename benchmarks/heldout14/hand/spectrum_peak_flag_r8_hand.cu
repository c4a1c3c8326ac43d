// Held-out suite 14 (frozen), hand version of spectrum_peak_flag_r8: a block of 256 threads
// stages its 256 samples and 8 on each side in shared memory (coalesced, each read once;
// -infinity beyond the ends of the spectrum, which every sample is above, as the original's
// shortened window), then after a barrier each thread compares its sample with its 16
// neighbours there. Blocks of exactly 256.
extern "C" __global__ void spectrum_peak_flag_r8_hand(const float *__restrict__ intensity,
                                                      unsigned char *__restrict__ flag,
                                                      float thr, int n)
{
    __shared__ float win[256 + 16];
    int t = threadIdx.x;
    int base = blockIdx.x * 256;
    float below_all = __int_as_float(0xff800000);
    for (int k = t; k < 256 + 16; k += 256) {
        int j = base - 8 + k;
        win[k] = (j >= 0 && j < n) ? intensity[j] : below_all;
    }
    __syncthreads();
    int i = base + t;
    if (i < n) {
        float v = win[t + 8];
        int peak = v > thr;
        for (int k = 0; k < 17; k++)
            if (k != 8 && !(v > win[t + k]))
                peak = 0;
        flag[i] = (unsigned char)peak;
    }
}
