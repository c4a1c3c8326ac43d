// Held-out suite 13 (frozen), hand version of level_tally_per_thread: many work-groups of 256
// items each read a grid-stride share of the bytes once, four at a time as a uchar4 where the
// array allows, counting them in a private 64-bin histogram in local memory, and add its
// non-zero bins to tally at the end. tally starts at zero; work-groups of exactly 256.
__kernel void level_tally_per_thread_hand(__global const uchar *restrict data,
                                          __global int *restrict tally, int n)
{
    __local int bins[64];
    int t = get_local_id(0);
    if (t < 64)
        bins[t] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int stride = get_global_size(0);
    int first = get_global_id(0);
    int quads = n >> 2;
    __global const uchar4 *d4 = (__global const uchar4 *)data;
    for (int q = first; q < quads; q += stride) {
        uchar4 b = d4[q];
        atomic_add(&bins[b.x & 63], b.x < 64 ? 1 : 0);
        atomic_add(&bins[b.y & 63], b.y < 64 ? 1 : 0);
        atomic_add(&bins[b.z & 63], b.z < 64 ? 1 : 0);
        atomic_add(&bins[b.w & 63], b.w < 64 ? 1 : 0);
    }
    for (int i = 4 * quads + first; i < n; i += stride)
        atomic_add(&bins[data[i] & 63], data[i] < 64 ? 1 : 0);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 64 && bins[t] != 0)
        atomic_add(&tally[t], bins[t]);
}
