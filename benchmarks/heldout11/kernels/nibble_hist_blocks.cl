// Held-out suite 11 (frozen). The histogram of the low nibbles (byte & 15) of every group's
// 4096 bytes: each of the 128 items counts 32 bytes (a stride of 128) in its own 16
// counters in __local memory, then 16 items add the items' counters bin by bin.
// Work-groups of 128 items.
__kernel void nibble_hist_blocks(__global const uchar *data, __global int *hist)
{
    __local int counters[128 * 16];
    int t = get_local_id(0);
    for (int v = 0; v < 16; ++v)
        counters[t * 16 + v] = 0;
    __global const uchar *chunk = data + (size_t)get_group_id(0) * 4096;
    for (int k = 0; k < 32; ++k)
        counters[t * 16 + (chunk[k * 128 + t] & 15)] += 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 16) {
        int total = 0;
        for (int j = 0; j < 128; ++j)
            total += counters[j * 16 + t];
        hist[get_group_id(0) * 16 + t] = total;
    }
}
