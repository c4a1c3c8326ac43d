// Held-out suite 5 (frozen). The maximum of every segment of vals, segment s being
// vals[offsets[s] .. offsets[s + 1]) (no segment is empty). One thread per segment,
// walking it.
extern "C" __global__ void segment_max_offsets(const float *vals, const int *offsets,
                                               float *out, int nseg)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < nseg) {
        int end = offsets[s + 1];
        float m = vals[offsets[s]];
        for (int e = offsets[s] + 1; e < end; e++)
            m = fmaxf(m, vals[e]);
        out[s] = m;
    }
}
