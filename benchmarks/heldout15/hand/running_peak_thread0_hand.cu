// Held-out suite 15 (frozen), hand version of running_peak_thread0: the block's running maximum
// as a doubling scan over two shared buffers (eight steps, a barrier after each, every thread
// working), then every thread stores its own output. Blocks of exactly 256.
extern "C" __global__ void running_peak_thread0_hand(const float *__restrict__ x,
                                                     float *__restrict__ peak, int n)
{
    __shared__ float buf[2][256];
    int t = threadIdx.x;
    int i = blockIdx.x * 256 + t;
    buf[0][t] = i < n ? fabsf(x[i]) : 0.0f;
    __syncthreads();
    int src = 0;
    for (int d = 1; d < 256; d <<= 1) {
        float m = buf[src][t];
        if (t >= d)
            m = fmaxf(m, buf[src][t - d]);
        buf[1 - src][t] = m;
        src = 1 - src;
        __syncthreads();
    }
    if (i < n)
        peak[i] = buf[src][t];
}
