// Held-out suite 8 (frozen). The mean of every segment of a CSR-segmented array (0 for an
// empty one), a thread per segment walking it.
__kernel void csr_segment_mean(__global const int *offsets, __global const float *vals,
                               __global float *mean, int nseg)
{
    int s = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (s < nseg) {
        int b = offsets[s], e = offsets[s + 1];
        float acc = 0.0f;
        for (int j = b; j < e; j++)
            acc += vals[j];
        mean[s] = e > b ? acc / (float)(e - b) : 0.0f;
    }
}
