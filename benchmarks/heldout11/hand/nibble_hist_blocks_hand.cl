// Held-out suite 11 (frozen), hand version of nibble_hist_blocks: the counters are laid out
// value-major with a padded row (counters[v * 129 + t]): neighbouring items' increments fall
// in consecutive banks shifted by the value, and the 16 summing items read rows 129 words
// apart (distinct banks). Work-groups of 128 items.
__kernel void nibble_hist_blocks_hand(__global const uchar *restrict data,
                                      __global int *restrict hist)
{
    __local int counters[16 * 129];
    int t = get_local_id(0);
    for (int v = 0; v < 16; ++v)
        counters[v * 129 + t] = 0;
    __global const uchar *chunk = data + (size_t)get_group_id(0) * 4096;
    for (int k = 0; k < 32; ++k)
        counters[(chunk[k * 128 + t] & 15) * 129 + t] += 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 16) {
        int total = 0;
        for (int j = 0; j < 128; ++j)
            total += counters[t * 129 + j];
        hist[get_group_id(0) * 16 + t] = total;
    }
}
