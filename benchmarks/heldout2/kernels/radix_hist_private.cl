// 4-bit digit (key >> shift) & 15 of its 4096 keys into per-thread counters in local memory
// (thread t's 16 counters contiguous), then thread d < 16 adds up digit d over the threads and
// writes hist[d * nblocks + block]. n is a multiple of 4096.
__kernel void radix_hist_private(__global const uint *keys, __global int *hist, int shift, int n)
{
    __local int cnt[256 * 16];
    int t = get_local_id(0);
    for (int d = 0; d < 16; d++)
        cnt[t * 16 + d] = 0;
    int base = get_group_id(0) * 4096;
    for (int it = 0; it < 16; it++) {
        uint key = keys[base + it * 256 + t];
        int d = (key >> shift) & 15;
        cnt[t * 16 + d] += 1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 16) {
        int s = 0;
        for (int j = 0; j < 256; j++)
            s += cnt[j * 16 + t];
        hist[t * get_num_groups(0) + get_group_id(0)] = s;
    }
}
