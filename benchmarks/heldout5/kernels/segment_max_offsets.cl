// Held-out suite 5 (frozen). The maximum of every segment of vals, segment s being
// vals[offsets[s] .. offsets[s + 1]) (no segment is empty). One thread per segment,
// walking it.
__kernel void segment_max_offsets(__global const float *vals, __global const int *offsets,
                                  __global float *out, int nseg)
{
    int s = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (s < nseg) {
        int end = offsets[s + 1];
        float m = vals[offsets[s]];
        for (int e = offsets[s] + 1; e < end; e++)
            m = fmax(m, vals[e]);
        out[s] = m;
    }
}
