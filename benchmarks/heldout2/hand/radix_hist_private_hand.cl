// out digit-major (cnt[d * 256 + t]: a warp's increments hit 32 different banks), and all
// 256 threads take part in the final sums (16 partial sums per digit, then 16 threads).
__kernel void radix_hist_private_hand(__global const uint *keys, __global int *hist, int shift, int n)
{
    __local int cnt[16 * 256];
    __local int part[256];
    int t = get_local_id(0);
    for (int d = 0; d < 16; d++)
        cnt[d * 256 + t] = 0;
    int base = get_group_id(0) * 4096;
    for (int it = 0; it < 16; it++) {
        uint key = keys[base + it * 256 + t];
        int d = (key >> shift) & 15;
        cnt[d * 256 + t] += 1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int b = t >> 4, q = t & 15;
    int s = 0;
    for (int j = 0; j < 16; j++)
        s += cnt[b * 256 + j * 16 + q];
    part[t] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 16) {
        int tot = 0;
        for (int j = 0; j < 16; j++)
            tot += part[t * 16 + j];
        hist[t * get_num_groups(0) + get_group_id(0)] = tot;
    }
}
