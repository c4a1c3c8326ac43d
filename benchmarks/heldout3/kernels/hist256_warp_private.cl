// Held-out suite 3 (frozen). 256-bin histogram of the bytes of a word array: every warp of
// the 256-thread block counts into its own shared copy (shared atomics), threads walk the
// words grid-stride, then the block adds its eight copies into the global bins (atomics).
__kernel void hist256_warp_private(__global const uint *words, __global int *hist, int n)
{
    __local int sh[8 * 256];
    int t = get_local_id(0);
    for (int b = t; b < 8 * 256; b += 256)
        sh[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int w = (t >> 5) * 256;
    for (int i = get_group_id(0) * 256 + t; i < n; i += get_num_groups(0) * 256) {
        uint v = words[i];
        atomic_add(&sh[w + (v & 255)], 1);
        atomic_add(&sh[w + ((v >> 8) & 255)], 1);
        atomic_add(&sh[w + ((v >> 16) & 255)], 1);
        atomic_add(&sh[w + (v >> 24)], 1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int sum = 0;
    for (int k = 0; k < 8; k++)
        sum += sh[k * 256 + t];
    atomic_add(&hist[t], sum);
}
