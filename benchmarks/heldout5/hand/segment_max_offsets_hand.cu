// Held-out suite 5 (frozen), hand version of segment_max_offsets: one warp per segment
// (blocks of 32 x 8 threads, eight segments per block); the lanes stride along the segment
// (coalesced) and warp shuffles combine their 32 maxima. The launch covers 32 * nseg
// threads.
extern "C" __global__ void segment_max_offsets_hand(const float *vals, const int *offsets,
                                                    float *out, int nseg)
{
    int lane = threadIdx.x;
    int s = blockIdx.x * 8 + threadIdx.y;
    float m = -3.0e38f;
    if (s < nseg) {
        int end = offsets[s + 1];
        for (int e = offsets[s] + lane; e < end; e += 32)
            m = fmaxf(m, vals[e]);
    }
    for (int off = 16; off > 0; off >>= 1)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (s < nseg && lane == 0)
        out[s] = m;
}
