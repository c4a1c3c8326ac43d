// Held-out suite 8 (frozen), hand version of joint_hist16x16: every block counts in 256
// shared bins, its threads striding over the images by the whole grid and reading four
// pixels of each image as one 32-bit word, then adds its bins to the global histogram (256
// atomic adds per block). Blocks of 256 threads; n is a multiple of 4.
__kernel void joint_hist16x16_hand(__global const unsigned char *a,
                                   __global const unsigned char *b, __global int *hist, int n)
{
    __local int bins[256];
    int t = get_local_id(0);
    bins[t] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = get_group_id(0) * get_local_size(0) + t; 4 * w < n;
         w += get_num_groups(0) * get_local_size(0)) {
        unsigned int wa = ((__global const unsigned int *)a)[w];
        unsigned int wb = ((__global const unsigned int *)b)[w];
        for (int k = 0; k < 4; k++) {
            unsigned int qa = (wa >> (8 * k + 4)) & 15u;
            unsigned int qb = (wb >> (8 * k + 4)) & 15u;
            atomic_add(&bins[qa * 16u + qb], 1);
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (bins[t] != 0)
        atomic_add(&hist[t], bins[t]);
}
