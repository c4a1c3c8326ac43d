// Held-out suite 7 (frozen), hand version of window_max_hop16: a block of 256 threads
// stages the 16 * 256 + 16 samples its windows cover in shared memory with coalesced loads
// (one padding float every 32, so that windows 16 floats apart fall in different banks),
// then every thread takes its window's maximum from shared memory. The input has
// 16 * nout + 16 samples; blocks have 256 threads; the launch covers nout threads.
extern "C" __global__ void window_max_hop16_hand(const float *x, float *out, int nout)
{
    __shared__ float buf[4112 + 4112 / 32 + 1];
    int t = threadIdx.x;
    int base = blockIdx.x * 4096;
    int len = 16 * nout + 16;
    for (int j = t; j < 4112; j += 256)
        if (base + j < len)
            buf[j + (j >> 5)] = x[base + j];
    __syncthreads();
    int i = blockIdx.x * 256 + t;
    if (i < nout) {
        int j = 16 * t;
        float m = buf[j + (j >> 5)];
        for (int k = 1; k < 32; k++)
            m = fmaxf(m, buf[j + k + ((j + k) >> 5)]);
        out[i] = m;
    }
}
