// Held-out suite 9 (frozen), hand version of group_quant_q8: a warp per group (blocks of
// 32 x 8 threads, eight groups per block), a lane per value: the group is read as 32
// consecutive floats (coalesced), its largest absolute value found by xor shuffles, and its
// 32 bytes written by the warp at once. n is a multiple of 32.
extern "C" __global__ void group_quant_q8_hand(const float *x, signed char *q, float *scale,
                                               int n)
{
    int lane = threadIdx.x;
    int g = blockIdx.x * 8 + threadIdx.y;
    float v = g < n / 32 ? x[32 * g + lane] : 0.0f;
    float m = fabsf(v);
    for (int off = 16; off > 0; off >>= 1)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (g < n / 32) {
        float inv = m > 0.0f ? 127.0f / m : 0.0f;
        q[32 * g + lane] = (signed char)rintf(v * inv);
        if (lane == 0)
            scale[g] = m / 127.0f;
    }
}
